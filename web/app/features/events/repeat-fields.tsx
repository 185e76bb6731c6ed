import {
  type EventRepeatInput,
  type MonthlyWeekdayChoice,
  SERIES_EDIT_SCOPES,
  type SeriesEditScope,
  type SeriesFrequency,
  seriesSummary,
  weekdayInMonthOf,
} from '@chapterhouse/shared';
import { WEEKDAY_NAMES } from '@chapterhouse/shared/date-wording';
import { useId, useRef } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { ItemButton } from '../../components/console/panel';
import { ActionButton, fieldsOf, SelectField, TextField } from '../../components/forms/form-fields';
import {
  NEW_SERIES_SETTINGS,
  RadioChoices,
  SeriesSettingsFields,
  type SeriesSettingsValues,
  seriesSettingsInput,
} from './series-fields';

// The event form's "Repeats" (issue 48, item 1): a new upcoming event may start a series; its
// date and times are the first session's. And, when a session of a series is edited, what the
// edit applies to.

/** What "Repeats" holds, as text: `frequency` blank for an event that does not repeat. */
export interface RepeatFormValues extends SeriesSettingsValues {
  frequency: '' | SeriesFrequency;
  /** Blank: the first date decides (its month's last such weekday when it is on it). */
  monthlyWeekday: '' | MonthlyWeekdayChoice;
  /** Dates the rule gives on which no session takes place; a blank row is left out. */
  exceptions: { date: string }[];
}

export const NO_REPEAT: RepeatFormValues = {
  ...NEW_SERIES_SETTINGS,
  frequency: '',
  monthlyWeekday: '',
  exceptions: [],
};

const FREQUENCY_CHOICES: readonly { value: RepeatFormValues['frequency']; label: string }[] = [
  { value: '', label: 'Does not repeat' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'fortnightly', label: 'Every two weeks' },
  { value: 'monthly-by-weekday', label: 'Monthly on the same weekday' },
  { value: 'monthly-by-date', label: 'Monthly on the same date' },
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A first date on its month's fourth weekday that is also its last (26 February 2027): the one
 * date where "the fourth" and "the last" differ later, so the officer says which.
 */
const isFourthAndLast = (date: string) => {
  if (!ISO_DATE.test(date)) return false;
  const { nth, isLast } = weekdayInMonthOf(date);
  return nth === 4 && isLast;
};

/** The officer's choice between "the fourth" and "the last", where the first date leaves one. */
const monthlyWeekdayOf = (values: RepeatFormValues, firstDate: string) =>
  values.frequency === 'monthly-by-weekday' && isFourthAndLast(firstDate)
    ? values.monthlyWeekday || null
    : null;

/**
 * The rows of "Leave out dates" that hold a date, and the row each came from: the schema's
 * sentence on `exceptions.1` belongs to the row the second date was typed in.
 */
function exceptionsOf(rows: readonly { date: string }[]) {
  const rowOf: number[] = [];
  const dates: string[] = [];
  rows.forEach((row, index) => {
    if (!row.date) return;
    rowOf.push(index);
    dates.push(row.date);
  });
  return { dates, rowOf };
}

/** "Repeats" as `newEventInputSchema` reads it: null for an event that does not repeat. */
export function repeatInput(values: RepeatFormValues, firstDate: string): EventRepeatInput | null {
  if (values.frequency === '') return null;
  return {
    frequency: values.frequency,
    monthlyWeekday: monthlyWeekdayOf(values, firstDate),
    exceptions: exceptionsOf(values.exceptions).dates,
    ...seriesSettingsInput(values),
  };
}

/**
 * The schema's errors with those of "Leave out dates" moved onto the rows they are about (blank
 * rows are not sent), and a sentence about the whole list on the list (`root`).
 */
export function withExceptionRows<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  values: RepeatFormValues,
): FieldErrors<Values> {
  const repeat = (errors as { repeat?: Record<string, unknown> }).repeat;
  const listed = repeat?.exceptions as Record<string, unknown> | undefined;
  if (!repeat || !listed) return errors;
  const { rowOf } = exceptionsOf(values.exceptions);
  const rows: Record<string, unknown> = {};
  for (const [key, error] of Object.entries(listed)) {
    if (/^\d+$/.test(key)) rows[String(rowOf[Number(key)] ?? key)] = { date: error };
  }
  if (typeof listed.message === 'string') {
    rows.root = { type: listed.type, message: listed.message };
  }
  return { ...errors, repeat: { ...repeat, exceptions: rows } } as FieldErrors<Values>;
}

/** The rule in words as it stands in the form, once it says enough: "Every Wednesday, …". */
function summaryOf(
  event: { date: string; time: string; endTime: string },
  repeat: RepeatFormValues,
) {
  if (repeat.frequency === '' || !ISO_DATE.test(event.date) || !event.time || !event.endTime) {
    return null;
  }
  const { count, until } = seriesSettingsInput(repeat);
  const sessions = Number(count);
  const ends =
    repeat.end === 'count'
      ? Number.isInteger(sessions) && sessions >= 1
      : ISO_DATE.test(until) && until >= event.date;
  if (!ends) return null;
  return seriesSummary({
    firstDate: event.date,
    frequency: repeat.frequency,
    monthlyWeekday: monthlyWeekdayOf(repeat, event.date),
    startTime: event.time,
    endTime: event.endTime,
    count: repeat.end === 'count' ? sessions : null,
    until: repeat.end === 'until' ? until : null,
  });
}

/** The event form's values "Repeats" reads beside its own. */
interface WithRepeat extends FieldValues {
  date: string;
  time: string;
  endTime: string;
  repeat: RepeatFormValues;
}

/**
 * "Repeats", for a new upcoming event: does not repeat (the default), or weekly, fortnightly,
 * monthly on the same weekday or date; then how it ends, dates to leave out, how people register
 * and the series' certificate. The date and times above are the first session's.
 */
export function RepeatFields<Values extends WithRepeat, Payload>(props: {
  form: UseFormReturn<Values, unknown, Payload>;
}) {
  const { form } = props;
  const field = fieldsOf(form);
  const id = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const name = (key: string) => `repeat.${key}` as Path<Values>;
  const watched = useWatch({ control: form.control }) as Partial<WithRepeat>;
  const repeat = { ...NO_REPEAT, ...watched.repeat } as RepeatFormValues;
  const date = watched.date ?? '';
  const exceptions = useFieldArray({
    control: form.control,
    name: name('exceptions') as never,
  });
  const errorOf = (path: string): string | undefined =>
    (get(form.formState.errors, `repeat.${path}`) as { message?: string } | undefined)?.message;
  const summary = summaryOf(
    { date, time: watched.time ?? '', endTime: watched.endTime ?? '' },
    repeat,
  );
  const weekday = ISO_DATE.test(date)
    ? WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()]
    : '';

  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Repeats</legend>
      <div
        role="radiogroup"
        aria-label="How often"
        className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6"
      >
        {FREQUENCY_CHOICES.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              value={choice.value}
              {...form.register(name('frequency'))}
              className="size-4 shrink-0 accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {errorOf('frequency') && (
        <p className="text-sm font-medium text-red-700">{errorOf('frequency')}</p>
      )}
      {repeat.frequency !== '' && (
        <>
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            The date and times above are the first session’s; every session keeps those times.
            {summary && (
              <>
                {' '}
                <strong className="font-semibold">{summary}</strong>.
              </>
            )}
          </p>
          {repeat.frequency === 'monthly-by-weekday' && isFourthAndLast(date) && (
            <SelectField
              label="Which weekday of the month"
              options={[
                { value: '', label: `The last ${weekday} of each month` },
                { value: 'nth', label: `The fourth ${weekday} of each month` },
              ]}
              defaultValue=""
              className="sm:max-w-md"
              {...field(name('monthlyWeekday'))}
            />
          )}
          <SeriesSettingsFields form={form} prefix="repeat." />
          <fieldset
            className="space-y-3"
            aria-describedby={errorOf('exceptions.root') ? `${id}-exceptions-error` : undefined}
          >
            <legend className="text-sm font-medium text-slate-700">Leave out dates</legend>
            <p className="text-xs text-slate-500">
              Optional: dates the series would meet on but does not (a holiday). Sessions can be
              left out later on the series’ page too.
            </p>
            {exceptions.fields.map((row, index) => (
              <div key={row.id} className="flex flex-wrap items-end gap-3">
                <TextField
                  label={`Left-out date ${index + 1}`}
                  type="date"
                  className="min-w-0 flex-1 sm:max-w-xs"
                  {...field(name(`exceptions.${index}.date`))}
                />
                <div className="pb-1">
                  <ItemButton
                    label="Remove"
                    itemName={`left-out date ${index + 1}`}
                    danger
                    onClick={() => {
                      exceptions.remove(index);
                      // Its button goes with the row: the keyboard stays in the list.
                      addButton.current?.focus();
                    }}
                  />
                </div>
              </div>
            ))}
            {errorOf('exceptions.root') && (
              <p id={`${id}-exceptions-error`} className="text-sm font-medium text-red-700">
                {errorOf('exceptions.root')}
              </p>
            )}
            <ActionButton
              ref={addButton}
              size="sm"
              onClick={() => exceptions.append({ date: '' } as never)}
            >
              Add a date to leave out
            </ActionButton>
          </fieldset>
        </>
      )}
    </fieldset>
  );
}

const SCOPE_LABELS: Record<SeriesEditScope, string> = {
  this: 'This session',
  following: 'This and following sessions',
  all: 'All upcoming sessions',
};

/** What an edit of a session of a series applies to (this session unless the officer says). */
export function SeriesScopeField<Values extends FieldValues, Payload>(props: {
  form: UseFormReturn<Values, unknown, Payload>;
  /** The series' rule in words, to say which series this session is of. */
  summary: string;
}) {
  const field = fieldsOf(props.form);
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <RadioChoices
        legend="Apply changes to"
        required
        choices={SERIES_EDIT_SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }))}
        hint={`A session of the series “${props.summary}”. Only this session can move to another date; sessions that took place stay as they were.`}
        {...field('seriesScope' as Path<Values>)}
      />
    </div>
  );
}
