import {
  type AdminActivityCategories,
  activityCategoriesUpdateSchema,
  EVENT_CATEGORY_NAMES,
  type EventCategory,
} from '@chapterhouse/shared';
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
import { updateActivityCategories } from './console-api';

export const ACTIVITY_CATEGORIES_SAVED = 'Activity categories saved.';

type Payload = z.output<typeof activityCategoriesUpdateSchema>;

interface Values {
  /** Not a field: sent back as loaded (409 when someone else saved meanwhile). */
  version: number;
  categories: Record<EventCategory, { activity: string; points: string }>;
}

const valuesOf = (mapping: AdminActivityCategories): Values => ({
  version: mapping.version,
  categories: Object.fromEntries(
    EVENT_CATEGORY_NAMES.map((name) => [
      name,
      {
        activity: mapping.categories[name].activity,
        points: asText(mapping.categories[name].points),
      },
    ]),
  ) as Values['categories'],
});

/**
 * Activity categories: what each IEEE category of events counts as at the college, and the points
 * one event earns there, for students' activity records (docs/activity-record.md). The default
 * follows the heads of AICTE's Activity Point Programme, with no points: the branch sets its
 * college's scheme, and every record says the points are the branch's, not AICTE's.
 */
export function ActivityCategoriesPanel(props: { mapping: AdminActivityCategories }) {
  const { mapping } = props;
  const change = useDashboardChange();
  const { form, field } = useSchemaForm(activityCategoriesUpdateSchema, valuesOf(mapping));
  const { reset } = form;

  useEffect(() => {
    reset(valuesOf(mapping));
  }, [mapping, reset]);

  const onValid = async (payload: Payload) => {
    await change(() => updateActivityCategories(payload), ACTIVITY_CATEGORIES_SAVED);
  };

  return (
    <Panel
      title="Activity categories"
      description="What each IEEE event category counts as in your college's activity point scheme (after AICTE's Activity Point Programme; KTU, VTU and others have their own), and the points one event earns. Students' activity records list these; they always say the points are the branch's mapping, not official AICTE points. Leave points blank to show none."
    >
      <DashboardForm
        form={form}
        onSubmit={onValid}
        submitLabel="Save Changes"
        className={FORM_CARD}
      >
        {mapping.isDefault && (
          <p className="text-sm text-slate-700">
            The default mapping is in force until you save your own.
          </p>
        )}
        {EVENT_CATEGORY_NAMES.map((name) => (
          <fieldset key={name} className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <legend className="mb-1 font-semibold text-slate-900">IEEE: {name}</legend>
            <TextField
              label="Activity category"
              autoComplete="off"
              {...field(`categories.${name}.activity`)}
            />
            <TextField
              label="Points an event"
              type="number"
              min={0}
              inputMode="numeric"
              {...field(`categories.${name}.points`)}
            />
          </fieldset>
        ))}
      </DashboardForm>
    </Panel>
  );
}
