import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The filters of an audit list, as its URL keeps them; null when not filtered by it. */
export interface AuditFilterValues {
  organisation?: number | null;
  person?: number | null;
  from: string | null;
  to: string | null;
}

/** The URL's names for the filters (page goes back to 1 whenever they change). */
export const AUDIT_FILTER_PARAMS = ['organisation', 'person', 'from', 'to'] as const;

export const DATES_REVERSED = 'The start date must not be after the end date';

export interface FilterChoice {
  id: number;
  label: string;
}

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500';

function ChoiceSelect(props: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  choices: readonly FilterChoice[];
  value: number | null | undefined;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.value ? String(props.value) : ''}
        className={controlClass}
      >
        <option value="">{props.anyLabel}</option>
        {props.choices.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Filters of the audit trail: by organisation and person (the console's Activity tab only) and a
 * range of days. They apply on 'Show', into the URL, so a filtered view can be reloaded or shared.
 */
export function AuditFilters(props: {
  values: AuditFilterValues;
  organisations?: readonly FilterChoice[];
  people?: readonly FilterChoice[];
}) {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const { values } = props;
  const filtered = AUDIT_FILTER_PARAMS.some((name) => searchParams.get(name));
  const formRef = useRef<HTMLFormElement>(null);

  // The fields show what applies when the URL's filters change (Clear, Back); the form itself
  // stays, so the focus stays on the button pressed.
  const { organisation, person, from, to } = values;
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const shown = { organisation, person, from, to };
    for (const name of AUDIT_FILTER_PARAMS) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
        field.value = shown[name] ? String(shown[name]) : '';
      }
    }
  }, [organisation, person, from, to]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const from = text('from');
    const to = text('to');
    if (from && to && from > to) {
      setError(DATES_REVERSED);
      return;
    }
    setError(null);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete('page');
        for (const name of AUDIT_FILTER_PARAMS) {
          const value = text(name);
          if (value) params.set(name, value);
          else params.delete(name);
        }
        return params;
      },
      { preventScrollReset: true },
    );
  };

  const clear = () => {
    setError(null);
    // Clear filters goes away with the filters: the focus moves to Show.
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete('page');
        for (const name of AUDIT_FILTER_PARAMS) params.delete(name);
        return params;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <form
      onSubmit={apply}
      noValidate
      aria-label="Filter the history"
      ref={formRef}
      className="grid items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      {props.organisations && (
        <ChoiceSelect
          id={`${id}-organisation`}
          name="organisation"
          label="Organisation"
          anyLabel="All organisations"
          choices={props.organisations}
          value={values.organisation}
        />
      )}
      {props.people && (
        <ChoiceSelect
          id={`${id}-person`}
          name="person"
          label="Person"
          anyLabel="Everyone"
          choices={props.people}
          value={values.person}
        />
      )}
      <div>
        <label htmlFor={`${id}-from`} className="text-sm font-medium text-slate-700">
          From
        </label>
        <input
          id={`${id}-from`}
          name="from"
          type="date"
          defaultValue={values.from ?? ''}
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="text-sm font-medium text-slate-700">
          To
        </label>
        <input
          id={`${id}-to`}
          name="to"
          type="date"
          defaultValue={values.to ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={controlClass}
        />
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          className="cursor-pointer rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Show
        </button>
        {filtered && (
          <button
            type="button"
            onClick={clear}
            className="cursor-pointer rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Clear filters
          </button>
        )}
      </div>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-medium text-red-700 sm:col-span-full"
        >
          {error}
        </p>
      )}
    </form>
  );
}
