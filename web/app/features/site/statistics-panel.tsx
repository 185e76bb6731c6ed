import { type AdminStatistics, STATISTICS, statisticsUpdateSchema } from '@chapterhouse/shared';
import { useEffect } from 'react';
import type { z } from 'zod';
import { Panel } from '../../components/console/panel';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import {
  asText,
  DashboardForm,
  FORM_CARD,
  TextField,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { formatNumber } from '../../lib/format';
import { updateStatistics } from './console-api';

export const STATISTICS_SAVED = 'Statistics saved.';

const LABELS: Record<(typeof STATISTICS)[number], string> = {
  members: 'Members',
  events: 'Events',
  awards: 'Awards',
};

type StatisticsPayload = z.output<typeof statisticsUpdateSchema>;

interface StatisticsValues {
  /** Not a field: sent back as loaded (409 when someone else saved meanwhile). */
  version: number;
  members: string;
  events: string;
  awards: string;
}

const valuesOf = (statistics: AdminStatistics): StatisticsValues => ({
  version: statistics.version,
  members: asText(statistics.overrides.members),
  events: asText(statistics.overrides.events),
  awards: asText(statistics.overrides.awards),
});

/**
 * Statistics: the landing page's three counters. Each is counted from the data unless a number is
 * entered here; a blank field goes back to the counted one.
 */
export function StatisticsPanel(props: { statistics: AdminStatistics }) {
  const { statistics } = props;
  const change = useDashboardChange();
  const { form, field } = useSchemaForm(statisticsUpdateSchema, valuesOf(statistics));
  const { reset } = form;

  useEffect(() => {
    reset(valuesOf(statistics));
  }, [statistics, reset]);

  const onValid = async (payload: StatisticsPayload) => {
    await change(() => updateStatistics(payload), STATISTICS_SAVED);
  };

  return (
    <Panel
      title="Statistics"
      description="The counters of the landing page's About section. They are counted from the data; enter a number only to show another one."
    >
      <dl className="grid max-w-3xl gap-4 sm:grid-cols-3">
        {STATISTICS.map((name) => {
          const override = statistics.overrides[name];
          return (
            <div
              key={name}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <dt className="text-sm text-slate-600">{LABELS[name]} shown</dt>
              <dd className="order-first text-2xl font-bold text-brand-900">
                {formatNumber(override ?? statistics.computed[name])}
              </dd>
              <dd className="text-xs text-slate-500">
                {override === null ? 'Counted from the data' : 'Entered here'}
              </dd>
            </div>
          );
        })}
      </dl>
      <DashboardForm
        form={form}
        onSubmit={onValid}
        submitLabel="Save Changes"
        className={FORM_CARD}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {STATISTICS.map((name) => (
            <TextField
              key={name}
              label={LABELS[name]}
              type="number"
              min={0}
              inputMode="numeric"
              placeholder={String(statistics.computed[name])}
              hint={`Counted: ${formatNumber(statistics.computed[name])}. Leave blank to show it.`}
              {...field(name)}
            />
          ))}
        </div>
      </DashboardForm>
    </Panel>
  );
}
