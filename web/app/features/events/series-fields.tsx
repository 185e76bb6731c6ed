import {
  type DashboardSeries,
  SERIES_SESSIONS_MAX,
  type SeriesRegistrationScope,
} from '@chapterhouse/shared';
import { type ReactNode, useId } from 'react';
import {
  type FieldValues,
  get,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import { fieldsOf, TextField } from '../../components/forms/form-fields';

// The settings a series keeps whatever its sessions do (issue 48): how it ends, how people
// register and its certificate. The event form's "Repeats" asks them of a new series, the series'
// dashboard page changes them; both hold them as the text their inputs give.

/** How a series ends, in the form: after a number of sessions, or on a date. */
export type SeriesEnd = 'count' | 'until';

export interface SeriesSettingsValues {
  end: SeriesEnd;
  count: string;
  until: string;
  registrationScope: SeriesRegistrationScope;
  certificateShare: string;
}

/** A new series' settings: ten sessions, each registered for on its own, no certificate. */
export const NEW_SERIES_SETTINGS: SeriesSettingsValues = {
  end: 'count',
  count: '10',
  until: '',
  registrationScope: 'session',
  certificateShare: '',
};

/** A stored series' settings as the form holds them. */
export const seriesSettingsValuesOf = (series: DashboardSeries): SeriesSettingsValues => ({
  end: series.until !== null ? 'until' : 'count',
  count: series.count === null ? '' : String(series.count),
  until: series.until ?? '',
  registrationScope: series.registrationScope,
  certificateShare: series.certificateShare === null ? '' : String(series.certificateShare),
});

/** A number typed as text ('75') as a number; blank and anything else as typed, for the schema. */
const numberOf = (text: string) => {
  const trimmed = text.trim();
  return trimmed !== '' && !Number.isNaN(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/**
 * What the shared schemas read of the settings: the end chosen, the other left blank, so the
 * series gets exactly one of them; the certificate's share as a number (its schema reads no text).
 */
export const seriesSettingsInput = (values: SeriesSettingsValues) => ({
  count: values.end === 'count' ? values.count : '',
  until: values.end === 'until' ? values.until : '',
  registrationScope: values.registrationScope,
  certificateShare: numberOf(values.certificateShare),
});

/** A radio group: its legend names it, its error and hint are read with each choice. */
export function RadioChoices(props: {
  legend: string;
  choices: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Side by side from 640 px (short labels), else one under another. */
  inline?: boolean;
}) {
  const id = useId();
  const describedBy = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="flex gap-0.5 text-sm font-medium text-slate-700">
        {props.legend}
        {props.required && (
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        )}
      </legend>
      <div
        className={`mt-2 flex flex-col gap-2 ${props.inline ? 'sm:flex-row sm:flex-wrap sm:gap-x-6' : ''}`}
      >
        {props.choices.map((choice) => (
          <label key={choice.value} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              value={choice.value}
              {...props.registration}
              aria-invalid={Boolean(props.error) || undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

const END_CHOICES = [
  { value: 'count', label: 'After a number of sessions' },
  { value: 'until', label: 'On a date' },
] as const;

const SCOPE_CHOICES = [
  { value: 'session', label: 'For each session' },
  { value: 'series', label: 'Once for the whole series' },
] as const;

/**
 * How the series ends (a number of sessions or the last session's date: exactly one shows), how
 * people register, and the share of sessions its certificate asks. `prefix` is where the values
 * sit in the form (`repeat.` in the event form).
 */
export function SeriesSettingsFields<Values extends FieldValues, Payload>(props: {
  form: UseFormReturn<Values, unknown, Payload>;
  prefix?: string;
}) {
  const { form } = props;
  const field = fieldsOf(form);
  const name = (key: keyof SeriesSettingsValues) => `${props.prefix ?? ''}${key}` as Path<Values>;
  const end = useWatch({ control: form.control, name: name('end') }) as SeriesEnd;
  const errorOf = (key: keyof SeriesSettingsValues): string | undefined =>
    (get(form.formState.errors, name(key)) as { message?: string } | undefined)?.message;
  // "Give the date of the last session or the number of sessions" is said of `until`: shown
  // under the field that is there.
  const endError = errorOf(end) ?? errorOf(end === 'count' ? 'until' : 'count');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <RadioChoices legend="Ends" choices={END_CHOICES} {...field(name('end'))} />
        {end === 'until' ? (
          <TextField
            key="until"
            label="Last session on"
            type="date"
            required
            hint="A session on that day is included."
            {...field(name('until'))}
            error={endError}
          />
        ) : (
          <TextField
            key="count"
            label="Number of sessions"
            type="number"
            min={1}
            inputMode="numeric"
            required
            hint={`At most ${SERIES_SESSIONS_MAX}, left-out ones included.`}
            {...field(name('count'))}
            error={endError}
          />
        )}
      </div>
      <RadioChoices
        legend="People register"
        choices={SCOPE_CHOICES}
        inline
        hint="Once for the whole series: one registration stands for every session, each with its own places."
        {...field(name('registrationScope'))}
      />
      <TextField
        label="Series certificate: share of sessions attended (%)"
        type="number"
        min={1}
        inputMode="numeric"
        hint="Optional. Who attends at least this share of the sessions earns the series' certificate; leave blank for none."
        className="sm:max-w-md"
        {...field(name('certificateShare'))}
      />
    </>
  );
}
