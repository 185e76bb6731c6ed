import { academicYearStartSchema } from '@chapterhouse/shared';
import { MONTH_NAMES } from '@chapterhouse/shared/date-wording';
import { useEffect } from 'react';
import { z } from 'zod';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { DashboardForm, SelectField, useSchemaForm } from '../../components/forms/form-fields';
import { saveAcademicYearStart } from './annual-api';

/** The toast after a save: the month the year starts in now. */
export const startMonthSaved = (startMonth: number) =>
  `The academic year now starts in ${MONTH_NAMES[startMonth - 1] ?? startMonth}.`;

/** The shared schema, reading the month as the select gives it (text). */
const startFormSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  const { startMonth } = value as { startMonth?: unknown };
  return { ...value, startMonth: startMonth === '' ? undefined : Number(startMonth) };
}, academicYearStartSchema);

interface StartValues {
  startMonth: string;
  /** Not a field: the settings' version as loaded (409 when someone saved meanwhile). */
  version: number;
}

const valuesOf = (startMonth: number, version: number): StartValues => ({
  startMonth: String(startMonth),
  version,
});

const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({ value: index + 1, label: name }));

/**
 * The month the branch's academic year starts in (the branch admins' setting): every annual
 * report, the branch's and each organisation's, counts its years from the first of that month.
 */
export function AcademicYearSettings(props: { startMonth: number; version: number }) {
  const { startMonth, version } = props;
  const change = useDashboardChange();
  const { form, field } = useSchemaForm(startFormSchema, valuesOf(startMonth, version));
  const { reset } = form;

  // Fresh settings from the server (after a save, or a conflict) replace what the form holds.
  useEffect(() => {
    reset(valuesOf(startMonth, version));
  }, [startMonth, version, reset]);

  return (
    <section
      aria-labelledby="academic-year-settings"
      className="max-w-xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:hidden"
    >
      <h3 id="academic-year-settings" className="font-semibold text-slate-900">
        When the academic year starts
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Every annual report, the branch’s and each society’s and council’s, counts its year from the
        first of this month.
      </p>
      <DashboardForm
        form={form}
        className="mt-3 space-y-2"
        onSubmit={async (payload) => {
          await change(
            () => saveAcademicYearStart(payload),
            (saved) => startMonthSaved(saved.startMonth),
          );
        }}
        submitLabel="Save"
      >
        <SelectField
          label="The academic year starts in"
          options={MONTH_OPTIONS}
          defaultValue={String(startMonth)}
          {...field('startMonth')}
        />
      </DashboardForm>
    </section>
  );
}
