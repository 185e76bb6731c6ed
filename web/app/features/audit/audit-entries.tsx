import { type AuditEntry, type AuditFieldChange, isRestorable } from '@chapterhouse/shared';
import { type ReactNode, useState } from 'react';
import { ItemButton } from '../../components/console/panel';
import { formatLocalDateTime } from '../../lib/format';
import { ACTION_LABELS, fieldLabel, itemTypeLabel, VALUE_PREVIEW, valueText } from './audit-labels';

/** A value of a change; a long one is cut short, with a button to read all of it. */
export function AuditValue(props: { value: unknown; tone?: 'before' | 'after' }) {
  const text = valueText(props.value);
  const [expanded, setExpanded] = useState(false);
  const long = text.length > VALUE_PREVIEW;
  const shown = long && !expanded ? `${text.slice(0, VALUE_PREVIEW).trimEnd()}…` : text;
  const empty = props.value === null || props.value === undefined || props.value === '';
  const tone =
    props.tone === 'before'
      ? 'bg-red-50 text-red-900 line-through decoration-red-400'
      : props.tone === 'after'
        ? 'bg-emerald-50 text-emerald-900'
        : 'text-slate-800';
  return (
    <span className="[overflow-wrap:anywhere]">
      <span
        className={`rounded px-1 whitespace-pre-wrap ${empty ? 'text-slate-500 italic no-underline' : tone}`}
      >
        {shown}
      </span>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          className="ml-1 cursor-pointer text-xs font-semibold text-brand-700 underline hover:no-underline"
        >
          {expanded ? 'Show less' : 'Show all'}
        </button>
      )}
    </span>
  );
}

/** A value as it was and as it is after: the first struck through, the second highlighted. */
export function ValueChange(props: { before: unknown; after: unknown }) {
  return (
    <>
      <span className="sr-only">from </span>
      <AuditValue value={props.before} tone="before" />
      <span aria-hidden="true" className="mx-1.5 text-slate-500">
        →
      </span>
      <span className="sr-only"> to </span>
      <AuditValue value={props.after} tone="after" />
    </>
  );
}

/** Fields of a record, each named as people call it, with what it shows of them. */
export function FieldList(props: { rows: readonly { field: string; value: ReactNode }[] }) {
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {props.rows.map((row) => (
        <div key={row.field} className="contents">
          <dt className="font-medium text-slate-600">{fieldLabel(row.field)}</dt>
          <dd className="min-w-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What changed: for an edit, each field's value before and after; for an addition or deletion,
 * the fields the record had.
 */
export function AuditChanges(props: { entry: Pick<AuditEntry, 'action' | 'changes'> }) {
  const { action, changes } = props.entry;
  if (changes.length === 0) return null;
  const recorded = (change: AuditFieldChange) =>
    action === 'deleted' ? change.before : change.after;
  return (
    <FieldList
      rows={changes.map((change) => ({
        field: change.field,
        value:
          action === 'updated' ? (
            <ValueChange before={change.before} after={change.after} />
          ) : (
            <AuditValue value={recorded(change)} />
          ),
      }))}
    />
  );
}

/** 'Asha Rao changed Event “Robotics Workshop”'. */
export function auditSummary(entry: AuditEntry): string {
  const item = itemTypeLabel(entry.itemType);
  const label = entry.itemLabel ? ` “${entry.itemLabel}”` : '';
  return `${entry.actor.name} ${ACTION_LABELS[entry.action]} ${item}${label}`;
}

/** The item of an entry by its name, or its kind and id when it has none: 'Event 12'. */
export const auditItemName = (entry: Pick<AuditEntry, 'itemType' | 'itemId' | 'itemLabel'>) =>
  entry.itemLabel || `${itemTypeLabel(entry.itemType)} ${entry.itemId ?? ''}`.trimEnd();

/** Whether History can restore the item of an entry: one of a dashboard's lists, by its id. */
export const canRestore = (entry: AuditEntry) =>
  entry.itemId !== null && isRestorable(entry.itemType);

/** The words of an entry's restore button: a deletion is undone by bringing the item back. */
export const restoreButtonLabel = (entry: AuditEntry) =>
  entry.action === 'deleted' ? 'Bring back…' : 'Restore this version…';

/**
 * Entries of the audit trail, newest first: who did what to which record, when, for which
 * organisation (left out where the list is one organisation's own), and the field-level changes.
 * Shared by the branch console's Activity tab and the dashboards' History tab; only History
 * passes `onRestore`, which gives each restorable entry its button.
 */
export function AuditEntries(props: {
  entries: AuditEntry[];
  /** Names the list for screen readers. */
  label: string;
  showOrganisation?: boolean;
  /** Opens the restore of an entry (History only); without it, entries have no button. */
  onRestore?: (entry: AuditEntry) => void;
}) {
  const { onRestore } = props;
  return (
    <ol aria-label={props.label} className="space-y-3">
      {props.entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <h3 className="min-w-0 font-semibold text-slate-900 [overflow-wrap:anywhere]">
              {auditSummary(entry)}
            </h3>
            {onRestore && canRestore(entry) && (
              <ItemButton
                label={restoreButtonLabel(entry)}
                itemName={auditItemName(entry)}
                onClick={() => onRestore(entry)}
              />
            )}
          </div>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
            <time dateTime={entry.at}>{formatLocalDateTime(entry.at)}</time>
            {entry.actor.email && <span>{entry.actor.email}</span>}
            {props.showOrganisation && (
              <span>{entry.organisation ? entry.organisation.name : 'Site-wide'}</span>
            )}
          </p>
          <AuditChanges entry={entry} />
        </li>
      ))}
    </ol>
  );
}
