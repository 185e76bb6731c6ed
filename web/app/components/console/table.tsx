import type { ReactNode } from 'react';

/** The console's tables: a white card, a header row, one row per record. */
export const tableClass =
  'w-full min-w-[48rem] border-collapse overflow-hidden rounded-xl border border-slate-200 bg-white text-sm shadow-sm';
export const headerCellClass =
  'border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const cellClass = 'px-4 py-3 text-slate-700';

/** A table's header row: one column header per name. */
export function TableHead(props: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {props.columns.map((column) => (
          <th key={column} scope="col" className={headerCellClass}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const tones = {
  muted: 'bg-slate-100 text-slate-700 ring-slate-300',
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
} as const;

/** A short status word beside a name: Archived, Disabled, Invited. */
export function Badge(props: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={`ml-2 inline-block rounded-full px-2 py-0.5 align-middle text-xs font-semibold ring-1 ring-inset ${tones[props.tone]}`}
    >
      {props.children}
    </span>
  );
}
