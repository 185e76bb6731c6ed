import type { RosterPerson, RosterPreview } from '@chapterhouse/shared';
import { type ReactNode, useId } from 'react';
import { cellClass, TableHead, tableClass } from '../../components/console/table';
import { ActionButton } from '../../components/forms/form-fields';
import { formatDate, formatNumber } from '../../lib/format';

const rows = (count: number) => `${formatNumber(count)} refused ${count === 1 ? 'row' : 'rows'}`;

/** A part of the preview: its heading and what it shows. */
function PreviewPart(props: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h4 id={id} className="text-sm font-semibold text-slate-900">
        {props.title}
      </h4>
      {props.children}
    </section>
  );
}

/** "and 12 more" under a list the preview cut short. */
function More(props: { shown: number; total: number }) {
  const more = props.total - props.shown;
  if (more <= 0) return null;
  return <p className="text-sm text-slate-600">and {formatNumber(more)} more</p>;
}

/** The members of one kind of change, by name and member number (the first few, then how many more). */
function People(props: { title: string; listed: { total: number; people: RosterPerson[] } }) {
  const { listed } = props;
  if (listed.total === 0) return null;
  return (
    <PreviewPart title={`${props.title} (${formatNumber(listed.total)})`}>
      <ul
        aria-label={props.title}
        className="grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-2 lg:grid-cols-3"
      >
        {listed.people.map((person) => (
          <li key={person.memberNumber} className="[overflow-wrap:anywhere]">
            {person.name || 'No name'}{' '}
            <span className="text-slate-500 tabular-nums">({person.memberNumber})</span>
          </li>
        ))}
      </ul>
      <More shown={listed.people.length} total={listed.total} />
    </PreviewPart>
  );
}

/**
 * What applying a file would change, against the roster applied now: its figures, the members
 * new to it, renewed and lapsed, and the rows it refused (by row and column, as a spreadsheet
 * shows them). Applying sends the same file again; a file with refused rows is applied only once
 * the person agrees to leave those rows out.
 */
export function RosterPreviewView(props: {
  preview: RosterPreview;
  acceptRefusals: boolean;
  onAcceptRefusals: (accepted: boolean) => void;
  applying: boolean;
  onApply: () => void;
}) {
  const { preview } = props;
  const headingId = useId();
  const refused = preview.refused.total;
  const blocked = refused > 0 && !props.acceptRefusals;
  const figures: [label: string, value: number][] = [
    ['Members', preview.members],
    ['Active', preview.active],
    ['New', preview.new.total],
    ['Renewed', preview.renewed.total],
    ['Lapsed', preview.lapsed.total],
    ['Unchanged', preview.unchanged],
    ['Refused', refused],
  ];

  return (
    <section
      aria-labelledby={headingId}
      className="max-w-5xl space-y-5 rounded-xl border border-brand-200 bg-white p-6 shadow-sm"
    >
      <div>
        <h3
          id={headingId}
          className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]"
        >
          Preview of {preview.fileName}
        </h3>
        <p className="text-sm text-slate-600">
          Exported on {formatDate(preview.exportedOn)}. Nothing is applied yet: this is what the
          file would change.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col rounded-lg bg-slate-50 px-4 py-3">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="order-first text-2xl font-bold text-brand-900 tabular-nums">
              {formatNumber(value)}
            </dd>
          </div>
        ))}
      </dl>
      <People title="New members" listed={preview.new} />
      <People title="Renewed" listed={preview.renewed} />
      <People title="Lapsed" listed={preview.lapsed} />
      {refused > 0 && (
        <PreviewPart title={`Refused rows (${formatNumber(refused)})`}>
          <p className="text-sm text-slate-600">
            Rows are numbered as a spreadsheet shows them: the header is row 1.
          </p>
          <div className="relative overflow-x-auto">
            <table className={tableClass}>
              <caption className="sr-only">Refused rows</caption>
              <TableHead columns={['Row', 'Column', 'Reason']} />
              <tbody className="divide-y divide-slate-100">
                {preview.refused.rows.map((refusal) => (
                  <tr key={`${refusal.row}-${refusal.column}`} className="align-top">
                    <td className={`${cellClass} tabular-nums`}>{refusal.row}</td>
                    <td className={`${cellClass} [overflow-wrap:anywhere]`}>{refusal.column}</td>
                    <td className={`${cellClass} [overflow-wrap:anywhere]`}>{refusal.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <More shown={preview.refused.rows.length} total={refused} />
        </PreviewPart>
      )}
      <div className="space-y-3 border-t border-slate-200 pt-4">
        {refused > 0 && (
          <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={props.acceptRefusals}
              onChange={(event) => props.onAcceptRefusals(event.currentTarget.checked)}
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-700"
            />
            Apply without the {rows(refused)}
          </label>
        )}
        {blocked && (
          <p className="text-sm text-slate-600">
            Correct the file and preview it again, or tick the box to apply the other rows.
          </p>
        )}
        <ActionButton
          variant="primary"
          onClick={props.onApply}
          disabled={blocked || props.applying}
        >
          {props.applying ? 'Applying...' : 'Apply this roster'}
        </ActionButton>
      </div>
    </section>
  );
}
