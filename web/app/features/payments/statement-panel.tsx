import type {
  SavedStatementColumns,
  StatementApplied,
  StatementPreview,
} from '@chapterhouse/shared';
import { useEffect, useRef, useState } from 'react';
import { OutcomeMessageView } from '../../components/console/outcome-message';
import { Panel } from '../../components/console/panel';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatNumber } from '../../lib/format';
import { StatementPreviewView } from './statement-preview';
import { type StatementUpload, StatementUploadForm } from './statement-upload-form';
import { applyStatement, uploadStatement } from './statements-api';

export const STATEMENT_INTRO =
  "Upload your bank account's statement as your bank's net banking exports it (CSV or Excel .xlsx). Payments are matched to registrations by the reference in the UPI note, else the UTR the registrant gave, else the amount and day when only one registration fits. Nothing changes until you apply.";

/** What applying came to: "Applied 3 payments. 0 were applied before." */
export function appliedMessage(result: Pick<StatementApplied, 'applied' | 'alreadyApplied'>) {
  const { applied, alreadyApplied } = result;
  return (
    `Applied ${formatNumber(applied)} ${applied === 1 ? 'payment' : 'payments'}. ` +
    `${formatNumber(alreadyApplied)} ${alreadyApplied === 1 ? 'was' : 'were'} applied before.`
  );
}

/**
 * What the last upload or application came to, said where screen readers hear it: a refusal, or
 * what was applied and the lines that could not be (each with the server's reason).
 */
type Outcome =
  | { tone: 'failed'; text: string }
  | { tone: 'done'; text: string; notApplied: StatementApplied['notApplied'] };

/**
 * The treasurer's bank statement (issue 49, item 3), in an organisation's Payments tab: a
 * statement is uploaded and previewed (its credits matched to the registrations awaiting
 * payment), the doubtful lines are given their registration, and applying records the payments.
 * `savedColumns` are the columns named for a bank without a preset last time.
 */
export function StatementPanel(props: {
  target: DashboardTarget;
  savedColumns: SavedStatementColumns['mapping'];
}) {
  const { target } = props;
  const change = useDashboardChange();
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [choices, setChoices] = useState<ReadonlyMap<number, number>>(new Map());
  const [applying, setApplying] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [focusOutcome, setFocusOutcome] = useState(false);

  // Applying leaves the Apply button disabled (the lines are applied now): the outcome takes the
  // focus, so a keyboard user hears it and goes on from there.
  useEffect(() => {
    if (!focusOutcome) return;
    setFocusOutcome(false);
    outcomeRef.current?.focus();
  }, [focusOutcome]);

  // The panel says each outcome itself, beside the form (not in a passing toast); the tab's
  // loader holds only the saved columns, which the form keeps as typed.
  const quietly = { quiet: true, reload: false };

  const upload = async ({ file, fields }: StatementUpload) => {
    setOutcome(null);
    setPreview(null);
    const result = await change(() => uploadStatement(target, file, fields), '', quietly);
    if (result.ok) {
      setChoices(new Map());
      setPreview(result.value);
    } else {
      setOutcome({ tone: 'failed', text: result.message });
    }
  };

  const choose = (line: number, registrationId: number | null) =>
    setChoices((before) => {
      const next = new Map(before);
      if (registrationId === null) next.delete(line);
      else next.set(line, registrationId);
      return next;
    });

  const apply = async () => {
    if (!preview) return;
    setOutcome(null);
    setApplying(true);
    const chosen = [...choices].map(([line, registrationId]) => ({ line, registrationId }));
    const result = await change(
      () => applyStatement(target, preview.id, { choices: chosen }),
      '',
      quietly,
    );
    setApplying(false);
    if (result.ok) {
      // The preview as the statement stands now: its applied lines are "applied before".
      setPreview(result.value.preview);
      setChoices(new Map());
      setOutcome({
        tone: 'done',
        text: appliedMessage(result.value),
        notApplied: result.value.notApplied,
      });
    } else {
      setOutcome({ tone: 'failed', text: result.message });
    }
    setFocusOutcome(true);
  };

  return (
    <Panel title="Bank statement" description={STATEMENT_INTRO}>
      <StatementUploadForm saved={props.savedColumns} onPreview={upload} />
      <div ref={outcomeRef} tabIndex={-1} className="space-y-3 focus:outline-none">
        <OutcomeMessageView outcome={outcome} />
        {outcome?.tone === 'done' && outcome.notApplied.length > 0 && (
          <div
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <p className="font-medium">
              Not applied: {formatNumber(outcome.notApplied.length)}{' '}
              {outcome.notApplied.length === 1 ? 'line' : 'lines'}
            </p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {outcome.notApplied.map((each) => (
                <li key={`${each.line}-${each.reason}`} className="[overflow-wrap:anywhere]">
                  Line {each.line}: {each.reason}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {preview && (
        <StatementPreviewView
          preview={preview}
          choices={choices}
          onChoose={choose}
          applying={applying}
          onApply={() => void apply()}
        />
      )}
    </Panel>
  );
}
