import type { AuditEntry, RestorePlan } from '@chapterhouse/shared';
import { useEffect, useState } from 'react';
import { ListRefused } from '../../components/console/list-filter';
import { Modal } from '../../components/console/modal';
import { isStale, useDashboardChange } from '../../components/console/use-dashboard-change';
import { messageOf } from '../../components/forms/change-failed';
import { ActionButton } from '../../components/forms/form-fields';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { getRestorePlan, restoreFromHistory } from './api';
import { AuditValue, auditItemName, FieldList, ValueChange } from './audit-entries';

type PlanState =
  | { status: 'loading' }
  | { status: 'ready'; plan: RestorePlan }
  | { status: 'failed'; message: string };

/** The sentence above the fields the restore would set. */
export const RESTORE_INTRO = 'These fields go back to how they were after this change:';
export const BRING_BACK_INTRO = 'It comes back as it was when it was deleted:';
export const NOTHING_TO_RESTORE = 'It is as it was after this change already.';

/** What the restore does to each field: now and restored, or only restored for a deleted item. */
function PlanFields(props: { plan: RestorePlan }) {
  const { plan } = props;
  return (
    <FieldList
      rows={plan.changes.map((change) => ({
        field: change.field,
        value:
          plan.kind === 'restore' ? (
            <ValueChange before={change.current} after={change.restored} />
          ) : (
            <AuditValue value={change.restored} />
          ),
      }))}
    />
  );
}

/**
 * Undo from History (decision 010): what restoring an entry would do, read from the server when
 * the dialog opens, then the restore itself. The plan carries the item's newest entry, so a change
 * someone made meanwhile is refused (409) rather than silently undone.
 */
export function RestoreDialog(props: {
  target: DashboardTarget;
  entry: AuditEntry;
  onClose: () => void;
}) {
  const { entry, onClose } = props;
  const { kind, org } = props.target;
  const change = useDashboardChange();
  const [state, setState] = useState<PlanState>({ status: 'loading' });
  const [sending, setSending] = useState(false);
  const name = auditItemName(entry);
  const bringBack = entry.action === 'deleted';

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getRestorePlan({ kind, org }, entry.id, controller.signal).then(
      (plan) => setState({ status: 'ready', plan }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(failure) });
      },
    );
    return () => controller.abort();
  }, [kind, org, entry.id]);

  const confirm = async (plan: RestorePlan) => {
    setSending(true);
    const result = await change(
      () => restoreFromHistory({ kind, org }, entry.id, plan.latestEntryId),
      plan.kind === 'bring-back' ? `Brought back: ${name}.` : `Restored: ${name}.`,
    );
    // A stale plan is no use any more: the reloaded History shows what changed.
    if (result.ok || isStale(result)) onClose();
    else setSending(false);
  };

  const plan = state.status === 'ready' ? state.plan : null;
  const nothingToDo = plan !== null && plan.changes.length === 0;
  return (
    <Modal title={`${bringBack ? 'Bring back' : 'Restore'}: ${name}`} onClose={onClose}>
      <div className="space-y-6 text-sm text-slate-700">
        {state.status === 'loading' && (
          <p role="status" className="py-4 text-center text-slate-600">
            Loading...
          </p>
        )}
        {state.status === 'failed' && <ListRefused message={state.message} />}
        {plan &&
          (nothingToDo ? (
            <p>{NOTHING_TO_RESTORE}</p>
          ) : (
            <div>
              <p>{plan.kind === 'bring-back' ? BRING_BACK_INTRO : RESTORE_INTRO}</p>
              <PlanFields plan={plan} />
            </div>
          ))}
        <div className="flex flex-wrap justify-end gap-3">
          {state.status === 'failed' ? (
            <ActionButton onClick={onClose}>Close</ActionButton>
          ) : (
            <ActionButton onClick={onClose}>Cancel</ActionButton>
          )}
          {plan && !nothingToDo && (
            <ActionButton variant="primary" disabled={sending} onClick={() => void confirm(plan)}>
              {sending ? 'Restoring...' : plan.kind === 'bring-back' ? 'Bring back' : 'Restore'}
            </ActionButton>
          )}
        </div>
      </div>
    </Modal>
  );
}
