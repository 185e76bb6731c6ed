import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useFollowingState } from '../use-following-state';
import { PAGE_PARAM } from './list-pager';

/**
 * A tab's status filter: a select kept in the URL (`?status=`); choosing one shows the first page
 * of what it selects. The first choice is the default and leaves the parameter out.
 */
export function StatusFilter<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  param?: string;
}) {
  const id = useId();
  const param = props.param ?? 'status';
  const [, setSearchParams] = useSearchParams();
  const first = props.options[0]?.value;
  // Shows the choice at once, while its list loads; follows the URL (Back, a reload).
  const [choice, setChoice] = useFollowingState(props.value);
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        {props.label}
      </label>
      <select
        id={id}
        value={choice}
        onChange={(event) => {
          const value = event.currentTarget.value as T;
          setChoice(value);
          setSearchParams(
            (current) => {
              const params = new URLSearchParams(current);
              params.delete(PAGE_PARAM);
              if (value === first) params.delete(param);
              else params.set(param, value);
              return params;
            },
            { preventScrollReset: true },
          );
        }}
        className="min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A list the server would not read as asked: its reason, in place of the list. */
export function ListRefused(props: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {props.message}
    </p>
  );
}
