import type { AuditEntry, AuditFieldChange } from '@chapterhouse/shared';
import { useState } from 'react';
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
    <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-medium text-slate-600">{fieldLabel(change.field)}</dt>
          <dd className="min-w-0">
            {action === 'updated' ? (
              <>
                <span className="sr-only">from </span>
                <AuditValue value={change.before} tone="before" />
                <span aria-hidden="true" className="mx-1.5 text-slate-500">
                  →
                </span>
                <span className="sr-only"> to </span>
                <AuditValue value={change.after} tone="after" />
              </>
            ) : (
              <AuditValue value={recorded(change)} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Asha Rao changed Event “Robotics Workshop”'. */
export function auditSummary(entry: AuditEntry): string {
  const item = itemTypeLabel(entry.itemType);
  const label = entry.itemLabel ? ` “${entry.itemLabel}”` : '';
  return `${entry.actor.name} ${ACTION_LABELS[entry.action]} ${item}${label}`;
}

/**
 * Entries of the audit trail, newest first: who did what to which record, when, for which
 * organisation (left out where the list is one organisation's own), and the field-level changes.
 * Shared by the branch console's Activity tab and the dashboards' History tab.
 */
export function AuditEntries(props: {
  entries: AuditEntry[];
  /** Names the list for screen readers. */
  label: string;
  showOrganisation?: boolean;
}) {
  return (
    <ol aria-label={props.label} className="space-y-3">
      {props.entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {auditSummary(entry)}
          </h3>
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
