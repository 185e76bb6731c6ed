import { ROSTER_DELETED, type RosterPreview, type RosterSummary } from '@chapterhouse/shared';
import { useEffect, useRef, useState } from 'react';
import { useConfirmation } from '../../components/console/confirm-dialog';
import { ListRefused } from '../../components/console/list-filter';
import { type OutcomeMessage, OutcomeMessageView } from '../../components/console/outcome-message';
import { Panel } from '../../components/console/panel';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { ActionButton } from '../../components/forms/form-fields';
import { formatDate, formatLocalDateTime, formatNumber } from '../../lib/format';
import { applyRosterFile, deleteRoster, previewRosterFile } from './api';
import { RosterMembers, useRosterMembersQuery } from './roster-members';
import { RosterPreviewView } from './roster-preview';
import { RosterUploadForm } from './roster-upload-form';
import { useRosterRead } from './use-roster-read';

/** What deleting a roster asks first: it cannot be undone, and verifies nobody any more. */
export const confirmDeleteRoster = (owner: string) =>
  `Delete ${owner}’s roster? Nobody stays verified by it: events’ reports no longer count its members as verified, until a roster is applied again.`;

const members = (count: number) => `${formatNumber(count)} ${count === 1 ? 'member' : 'members'}`;

/** The roster applied now, in one sentence, or where to get one. */
function AppliedRoster(props: {
  applied: RosterSummary['roster'];
  owner: string;
  deleting: boolean;
  onDelete: () => void;
}) {
  const { applied } = props;
  if (!applied) {
    return (
      <div className="max-w-5xl rounded-xl border border-dashed border-slate-300 bg-white px-6 py-5 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">No roster yet</p>
        <p className="mt-1">
          Download it from OU Analytics: open {props.owner}’s roster report, choose Export as CSV or
          Excel, and upload the file here.
        </p>
      </div>
    );
  }
  return (
    <div className="flex max-w-5xl flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white px-6 py-5 shadow-sm">
      <div className="min-w-0 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">
          OU Analytics roster exported {formatDate(applied.exportedOn)}, applied{' '}
          {formatLocalDateTime(applied.appliedAt)}: {members(applied.members)},{' '}
          {formatNumber(applied.active)} active
        </p>
        <p className="mt-1 [overflow-wrap:anywhere]">From the file {applied.fileName}.</p>
      </div>
      <ActionButton variant="danger" onClick={props.onDelete} disabled={props.deleting}>
        Delete roster
      </ActionButton>
    </div>
  );
}

/**
 * An IEEE roster (issue 47, item 3): the one OU Analytics exports for the branch (the console)
 * or for one society or council (its owners, in the Team tab). It shows the roster applied now;
 * a file is previewed first (what it would change, and the rows it refuses), then applied as it
 * was previewed; its members can be searched; it can be deleted. `roster` is its address in the
 * API, `owner` whose roster it is, as a sentence names them ("the branch").
 */
export function RosterPanel(props: {
  roster: string;
  owner: string;
  /** Who may read it, as the panel’s sentence ends it ("the branch admins"). */
  seenBy: string;
}) {
  const { roster } = props;
  const query = useRosterMembersQuery();
  const read = useRosterRead(roster, query);
  const change = useDashboardChange();
  const ask = useConfirmation();
  const [previewed, setPreviewed] = useState<{ file: File; preview: RosterPreview } | null>(null);
  const [acceptRefusals, setAcceptRefusals] = useState(false);
  const [applying, setApplying] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  // A new form (the file input emptied) once a roster is applied.
  const [formKey, setFormKey] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [focusOutcome, setFocusOutcome] = useState(false);

  // The button pressed went away with the preview (or the roster): the outcome takes the focus,
  // rather than leaving a keyboard user at the top of the page.
  useEffect(() => {
    if (!focusOutcome) return;
    setFocusOutcome(false);
    outcomeRef.current?.focus();
  }, [focusOutcome]);

  // The panel says each outcome itself, beside the form (not in a passing toast), and reads the
  // roster again itself: the route's loader does not hold it (`useRosterRead`).
  const quietly = { quiet: true, reload: false };

  const preview = async (file: File, exportedOn: string) => {
    setOutcome(null);
    setPreviewed(null);
    const result = await change(() => previewRosterFile(roster, file, exportedOn), '', quietly);
    if (result.ok) {
      setAcceptRefusals(false);
      setPreviewed({ file, preview: result.value });
    } else {
      setOutcome({ tone: 'failed', text: result.message });
    }
  };

  const apply = async () => {
    if (!previewed) return;
    const { file, preview: shown } = previewed;
    setOutcome(null);
    setApplying(true);
    const result = await change(
      () =>
        applyRosterFile(roster, file, {
          exportedOn: shown.exportedOn,
          replaces: shown.replaces,
          acceptRefusals,
        }),
      '',
      quietly,
    );
    setApplying(false);
    if (result.ok) {
      setPreviewed(null);
      setFormKey((key) => key + 1);
      setOutcome({
        tone: 'done',
        text: `Roster applied: ${members(result.value.roster?.members ?? 0)}`,
      });
      setFocusOutcome(true);
      read.reload();
      return;
    }
    setOutcome({ tone: 'failed', text: result.message });
    // Someone applied or deleted a roster since: this preview is not what applying would do.
    if (result.status === 409) {
      setPreviewed(null);
      setFocusOutcome(true);
      read.reload();
    }
  };

  const remove = async () => {
    const confirmed = await ask({
      question: confirmDeleteRoster(props.owner),
      confirmLabel: 'Delete roster',
    });
    if (!confirmed) return;
    setOutcome(null);
    setDeleting(true);
    const result = await change(() => deleteRoster(roster), '', quietly);
    setDeleting(false);
    setOutcome(
      result.ok ? { tone: 'done', text: ROSTER_DELETED } : { tone: 'failed', text: result.message },
    );
    setPreviewed(null);
    setFocusOutcome(true);
    read.reload();
  };

  const summary = read.summary.value;
  const applied = summary?.roster ?? null;

  return (
    <Panel
      title="IEEE roster"
      description={`The member roster OU Analytics exports: whoever it lists as Active is a verified IEEE member at events’ doors and in their reports. Only ${props.seenBy} see it.`}
    >
      {read.summary.error && <ListRefused message={read.summary.error} />}
      {!summary ? (
        !read.summary.error && <p className="text-sm text-slate-600">Loading the roster...</p>
      ) : (
        <>
          <AppliedRoster
            applied={applied}
            owner={props.owner}
            deleting={deleting}
            onDelete={() => void remove()}
          />
          <RosterUploadForm key={formKey} onPreview={preview} onEdit={() => setPreviewed(null)} />
          {previewed && (
            <RosterPreviewView
              preview={previewed.preview}
              acceptRefusals={acceptRefusals}
              onAcceptRefusals={setAcceptRefusals}
              applying={applying}
              onApply={() => void apply()}
            />
          )}
        </>
      )}
      <div ref={outcomeRef} tabIndex={-1} className="max-w-5xl focus:outline-none">
        <OutcomeMessageView outcome={outcome} />
      </div>
      {applied && (
        <RosterMembers
          query={query}
          read={read.members.value}
          loading={read.members.loading}
          error={read.members.error}
        />
      )}
    </Panel>
  );
}
