import type {
  StatementMatchKind,
  StatementPreview,
  StatementRegistration,
} from '@chapterhouse/shared';
import { type ReactNode, useId } from 'react';
import { Badge, cellClass, TableHead, tableClass } from '../../components/console/table';
import { ActionButton, Field } from '../../components/forms/form-fields';
import { formatDate, formatLocalDateTime, formatNumber } from '../../lib/format';
import { formatAmount } from '../../lib/format-price';

/** UPI pays rupees only: every amount of a statement is in INR. */
const rupees = (amount: string) => formatAmount(amount, 'INR');

const counted = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** How a credit found its registration, as the Matched table says it. */
export const MATCHED_HOW: Record<StatementMatchKind, string> = {
  reference: 'by reference',
  utr: 'by UTR',
  'amount-and-time': 'by amount and day',
};

/** Beside a registration whose place lapsed unpaid: the money came, the place went. */
export const LAPSED_PLACE = 'place lapsed: refund or reinstate';

/**
 * The statement in one sentence: "statement.csv, 15 Jun 2026 to 16 Jun 2026: 4 credits; 2
 * matched, 1 to choose, 1 unknown, 0 applied before; 1 debit ignored."
 */
export function statementSummary(preview: StatementPreview): string {
  const { firstDate, lastDate } = preview;
  const period = !firstDate
    ? ''
    : !lastDate || lastDate === firstDate
      ? `, ${formatDate(firstDate)}`
      : `, ${formatDate(firstDate)} to ${formatDate(lastDate)}`;
  const number = formatNumber;
  return (
    `${preview.fileName}${period}: ${counted(preview.credits, 'credit', 'credits')}; ` +
    `${number(preview.matched.length)} matched, ${number(preview.ambiguous.length)} to choose, ` +
    `${number(preview.unknown.length)} unknown, ${number(preview.alreadyApplied.length)} applied before; ` +
    `${counted(preview.debitsIgnored, 'debit', 'debits')} ignored.`
  );
}

/**
 * A registration a doubtful line may pay, as the treasurer recognises it: "Meera — PCB Design
 * Workshop — CH7K2M9Q — INR 1,250.00", and whether it is paid already or its place lapsed.
 */
export function registrationChoiceLabel(registration: StatementRegistration): string {
  const label = [
    registration.name,
    registration.eventTitle,
    registration.reference,
    rupees(registration.amountDue),
  ].join(' — ');
  if (registration.lapsed) return `${label} (place lapsed)`;
  if (registration.paid) return `${label} (paid already)`;
  return label;
}

/** The statement's reasons start in lower case ("paid twice? …"): a sentence of their own here. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Line = StatementPreview['unknown'][number];

/** The cells every line starts with: where it is in the file, its day, amount and narration. */
function LineCells(props: { line: Line }) {
  const { line } = props;
  return (
    <>
      <td className={`${cellClass} tabular-nums`}>{line.line}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDate(line.date)}</td>
      <td className={`${cellClass} whitespace-nowrap tabular-nums`}>{rupees(line.amount)}</td>
      {/* Narrations are long runs without spaces (UPI/CR/6345.../name/bank/vpa/note): they wrap. */}
      <td className={`${cellClass} min-w-[14rem] break-words [overflow-wrap:anywhere]`}>
        {line.narration}
      </td>
    </>
  );
}

const LINE_COLUMNS = ['Line', 'Date', 'Amount', 'Narration'];

/** A table of lines in a box of its own, which scrolls sideways on a phone (never the page). */
function LinesTable<T extends Line>(props: {
  caption: string;
  lines: readonly T[];
  columns?: string[];
  cells?: (line: T) => ReactNode;
}) {
  return (
    // It takes focus, so a keyboard scrolls it too.
    <section
      aria-label={`${props.caption}: the lines`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
      tabIndex={0}
      className="relative max-w-full overflow-x-auto focus-visible:outline-offset-0"
    >
      <table className={tableClass}>
        <caption className="sr-only">{props.caption}</caption>
        <TableHead columns={[...LINE_COLUMNS, ...(props.columns ?? [])]} />
        <tbody className="divide-y divide-slate-100">
          {props.lines.map((line) => (
            <tr key={line.line} className="align-top">
              <LineCells line={line} />
              {props.cells?.(line)}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A part of the preview: its heading and what it shows. */
function PreviewPart(props: { title: string; count: number; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-2">
      <h4 id={id} className="text-sm font-semibold text-slate-900">
        {props.title} ({formatNumber(props.count)})
      </h4>
      {props.children}
    </section>
  );
}

/** A part shown folded: lines to look at only when wanted (unknown, applied before). */
function FoldedPart(props: { title: string; count: number; children: ReactNode }) {
  return (
    <details className="min-w-0">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900 hover:text-brand-700">
        {props.title} ({formatNumber(props.count)})
      </summary>
      <div className="mt-2 space-y-2">{props.children}</div>
    </details>
  );
}

type Matched = StatementPreview['matched'][number];
type Doubtful = StatementPreview['ambiguous'][number];

/** A doubtful line, why it is doubtful, and the registration the treasurer says it pays. */
function ChoiceCard(props: {
  line: Doubtful;
  chosen: number | undefined;
  onChoose: (registrationId: number | null) => void;
}) {
  const { line } = props;
  const describedId = useId();
  return (
    <li className="min-w-0 space-y-2 rounded-lg border border-amber-200 bg-amber-50/40 p-4">
      <div id={describedId} className="space-y-1 text-sm">
        <p className="font-medium text-slate-900">
          Line {line.line}: {rupees(line.amount)} on {formatDate(line.date)}
        </p>
        <p className="break-words text-slate-700 [overflow-wrap:anywhere]">{line.narration}</p>
        <p className="text-amber-900">{sentence(line.reason)}</p>
      </div>
      <Field label="Pays…" describedBy={describedId}>
        {(control) => (
          <select
            {...control}
            value={props.chosen === undefined ? '' : String(props.chosen)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              props.onChoose(value === '' ? null : Number(value));
            }}
            className={`${control.className} min-w-0 truncate`}
          >
            <option value="">None of these</option>
            {line.registrations.map((registration) => (
              <option key={registration.id} value={String(registration.id)}>
                {registrationChoiceLabel(registration)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </li>
  );
}

/**
 * What applying a statement would do, before anything changes: its summary, the credits matched
 * to a registration (and how), the doubtful ones for the treasurer to choose for, the unknown
 * ones and those applied before (folded). Apply records the matched lines and the choices.
 */
export function StatementPreviewView(props: {
  preview: StatementPreview;
  /** The registration chosen for each doubtful line, by its line. */
  choices: ReadonlyMap<number, number>;
  onChoose: (line: number, registrationId: number | null) => void;
  applying: boolean;
  onApply: () => void;
}) {
  const { preview, choices } = props;
  const headingId = useId();
  const nothingToApply = preview.matched.length === 0 && choices.size === 0;

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-5 rounded-xl border border-brand-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="space-y-1">
        <h3
          id={headingId}
          className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]"
        >
          Preview of {preview.fileName}
        </h3>
        <p className="text-sm text-slate-800 [overflow-wrap:anywhere]">
          {statementSummary(preview)}
        </p>
        <p className="text-sm text-slate-600">
          {preview.appliedAt
            ? `Applied ${formatLocalDateTime(preview.appliedAt)}; the lines below are as they stand now.`
            : 'Nothing changes until you apply.'}
        </p>
      </div>

      {preview.matched.length > 0 && (
        <PreviewPart title="Matched" count={preview.matched.length}>
          <LinesTable<Matched>
            caption="Matched"
            lines={preview.matched}
            columns={['Registrant', 'Event', 'Reference', 'How']}
            cells={(line) => (
              <>
                <td className={`${cellClass} min-w-32 break-words`}>
                  {line.registration.name}
                  {line.registration.lapsed && <Badge tone="warning">{LAPSED_PLACE}</Badge>}
                </td>
                <td className={`${cellClass} min-w-40 break-words`}>
                  {line.registration.eventTitle}
                </td>
                <td className={`${cellClass} font-mono whitespace-nowrap`}>
                  {line.registration.reference}
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{MATCHED_HOW[line.how]}</td>
              </>
            )}
          />
        </PreviewPart>
      )}

      {preview.ambiguous.length > 0 && (
        <PreviewPart title="To choose" count={preview.ambiguous.length}>
          <p className="text-sm text-slate-600">
            Each of these fits more than one registration, or one in a doubtful way: say which it
            pays, or leave it for now.
          </p>
          <ul aria-label="To choose" className="space-y-3">
            {preview.ambiguous.map((line) => (
              <ChoiceCard
                key={line.line}
                line={line}
                chosen={choices.get(line.line)}
                onChoose={(registrationId) => props.onChoose(line.line, registrationId)}
              />
            ))}
          </ul>
        </PreviewPart>
      )}

      {preview.unknown.length > 0 && (
        <FoldedPart title="Unknown" count={preview.unknown.length}>
          <p className="text-sm text-slate-600">
            No registration awaiting payment fits these credits: money for something else, or a
            payment to look into at the registration desk.
          </p>
          <LinesTable caption="Unknown" lines={preview.unknown} />
        </FoldedPart>
      )}

      {preview.alreadyApplied.length > 0 && (
        <FoldedPart title="Applied before" count={preview.alreadyApplied.length}>
          <p className="text-sm text-slate-600">
            A statement applied before recorded these: nothing changes for them.
          </p>
          <LinesTable caption="Applied before" lines={preview.alreadyApplied} />
        </FoldedPart>
      )}

      <div className="space-y-3 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-600">
          {nothingToApply
            ? 'Nothing to apply: no line is matched, and no registration is chosen.'
            : 'Applying records a payment for each matched line and each line you chose a registration for; whoever is then paid in full is mailed their ticket.'}
        </p>
        <ActionButton
          variant="primary"
          onClick={props.onApply}
          disabled={nothingToApply || props.applying}
        >
          {props.applying ? 'Applying...' : 'Apply'}
        </ActionButton>
      </div>
    </section>
  );
}
