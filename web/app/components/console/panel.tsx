import { type ReactNode, useId } from 'react';

/** One part of a tab: a heading, its buttons, and what it lists. */
export function Panel(props: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {props.title}
          </h2>
          {props.description && <p className="text-sm text-slate-600">{props.description}</p>}
        </div>
        {props.actions && <div className="flex flex-wrap gap-2">{props.actions}</div>}
      </div>
      {props.children}
    </section>
  );
}

/** What an empty list says. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

/** Label and value pairs of one item, skipping empty ones. */
export function Details(props: { items: [label: string, value: ReactNode][] }) {
  const shown = props.items.filter(
    ([, value]) => value !== null && value !== undefined && value !== '',
  );
  if (shown.length === 0) return null;
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-500">{label}</dt>
          <dd className="text-slate-800 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An item's buttons; the visible word is completed for screen readers by the item's name. */
export function ItemButton(props: {
  label: string;
  itemName: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      className={`cursor-pointer rounded-lg px-3 py-1.5 text-xs font-semibold disabled:cursor-wait disabled:opacity-60 ${
        props.danger
          ? 'border border-red-300 text-red-700 hover:bg-red-50'
          : 'border border-brand-700 text-brand-700 hover:bg-brand-50'
      }`}
    >
      {props.label}
      <span className="sr-only">: {props.itemName}</span>
    </button>
  );
}

/** An item's Edit and Delete buttons (Delete may be called otherwise); Delete waits while busy. */
export function EditDeleteButtons(props: {
  itemName: string;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
  deleteLabel?: string;
}) {
  return (
    <>
      <ItemButton label="Edit" itemName={props.itemName} onClick={props.onEdit} />
      <ItemButton
        label={props.deleteLabel ?? 'Delete'}
        itemName={props.itemName}
        onClick={props.onDelete}
        danger
        disabled={props.busy}
      />
    </>
  );
}
