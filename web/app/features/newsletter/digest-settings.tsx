import { type DigestSettings, digestSettingsInputSchema } from '@chapterhouse/shared';
import { shortDateTime, WEEKDAY_NAMES, wallClockAt } from '@chapterhouse/shared/date-wording';
import { useEffect } from 'react';
import { z } from 'zod';
import { ListRefused } from '../../components/console/list-filter';
import { Details, Panel } from '../../components/console/panel';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import {
  DashboardForm,
  FORM_CARD,
  SelectField,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { formatLocalDateTime } from '../../lib/format';
import { type PanelRead, updateDigest } from './issues-api';

export const DIGEST_SAVED = 'Weekly digest saved.';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: hour,
  label: `${String(hour).padStart(2, '0')}:00`,
}));

/** The shared schema, reading the weekday and hour as the selects give them (text). */
const digestFormSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  const { weekday, hour } = value as { weekday?: unknown; hour?: unknown };
  return { ...value, weekday: Number(weekday), hour: Number(hour) };
}, digestSettingsInputSchema);

interface DigestValues {
  /** Not a field: sent back as loaded (409 when someone else saved meanwhile). */
  version: number;
  enabled: boolean;
  weekday: string;
  hour: string;
}

const valuesOf = (settings: DigestSettings): DigestValues => ({
  version: settings.version,
  enabled: settings.enabled,
  weekday: String(settings.weekday),
  hour: String(settings.hour),
});

/** A moment on the branch's clock (`Monday 9 Jun 2025, 08:00`), where the schedule is read. */
export function formatInZone(iso: string, timeZone: string): string {
  try {
    return shortDateTime(wallClockAt(new Date(iso), timeZone), { weekday: true });
  } catch {
    // A zone this browser does not know: the reader's own clock rather than nothing.
    return formatLocalDateTime(iso);
  }
}

/**
 * Weekly digest: whether a digest of what is new goes by itself to the subscribers who asked for
 * one, and when (a weekday and an hour on the branch's clock), with its next and last run.
 */
export function DigestSettingsPanel(props: { digest: PanelRead<DigestSettings> }) {
  const settings = props.digest.value;
  return (
    <Panel
      title="Weekly digest"
      description="Once a week, subscribers who asked for a digest get what is new (events, achievements, news) by themselves; nothing goes when nothing is new."
    >
      {props.digest.error || !settings ? (
        <ListRefused message={props.digest.error ?? 'The digest settings could not be read.'} />
      ) : (
        <DigestForm settings={settings} />
      )}
    </Panel>
  );
}

function DigestForm(props: { settings: DigestSettings }) {
  const { settings } = props;
  const change = useDashboardChange();
  const { form, field } = useSchemaForm(digestFormSchema, valuesOf(settings));
  const { reset } = form;

  // Fresh data from the server (after a save, or a conflict) replaces what the form holds.
  useEffect(() => {
    reset(valuesOf(settings));
  }, [settings, reset]);

  const lastRun = settings.lastRun;
  return (
    <div className={FORM_CARD}>
      <Details
        items={[
          ['Time zone', settings.timeZone],
          [
            'Next run',
            settings.enabled && settings.nextRunAt
              ? formatInZone(settings.nextRunAt, settings.timeZone)
              : 'None: the digest is off',
          ],
          [
            'Last run',
            lastRun
              ? `${formatInZone(lastRun.at, settings.timeZone)}, to ${lastRun.recipients} ${
                  lastRun.recipients === 1 ? 'subscriber' : 'subscribers'
                }`
              : 'Never',
          ],
        ]}
      />
      <DashboardForm
        form={form}
        onSubmit={async (payload) => {
          await change(() => updateDigest(payload), DIGEST_SAVED);
        }}
        submitLabel="Save digest"
      >
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            {...form.register('enabled')}
          />
          <span>Send the weekly digest</span>
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Weekday"
            options={WEEKDAY_NAMES.map((day, index) => ({ value: index, label: day }))}
            defaultValue={String(settings.weekday)}
            {...field('weekday')}
          />
          <SelectField
            label="Hour"
            hint={`On the branch's clock (${settings.timeZone}).`}
            options={HOURS}
            defaultValue={String(settings.hour)}
            {...field('hour')}
          />
        </div>
      </DashboardForm>
    </div>
  );
}
