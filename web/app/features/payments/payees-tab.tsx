import { type ListedUpiPayee, type UpiPayees, upiPayeeInputSchema } from '@chapterhouse/shared';
import { useState } from 'react';
import type { z } from 'zod';
import {
  ConfirmDialog,
  useConfirm,
  useFocusAfterRemoval,
} from '../../components/console/confirm-dialog';
import { Modal } from '../../components/console/modal';
import { Details, ItemButton, Panel } from '../../components/console/panel';
import { Badge } from '../../components/console/table';
import { isStale, useDashboardChange } from '../../components/console/use-dashboard-change';
import { DashboardForm, TextField, useSchemaForm } from '../../components/forms/form-fields';
import { removePayee, savePayee } from './payees-api';

export const PAYEE_SAVED = 'Payee saved.';
export const PAYEE_REMOVED = 'Payee removed.';
/** What an organisation without a payee of its own shows, when the branch has one. */
export const PAID_TO_BRANCH = "Paid to the branch's payee";
export const NOT_SET = 'Not set';

type PayeePayload = z.output<typeof upiPayeeInputSchema>;

interface PayeeValues {
  /** Not a field: sent back as loaded (0: a new payee; 409 when someone changed it meanwhile). */
  version: number;
  upiAddress: string;
  payeeName: string;
}

/** A payee's UPI address and the account holder's name, checked by the shared schema. */
export function PayeeForm(props: {
  entry: ListedUpiPayee;
  onSubmit: (payload: PayeePayload) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { entry } = props;
  const { form, field } = useSchemaForm<typeof upiPayeeInputSchema, PayeeValues>(
    upiPayeeInputSchema,
    {
      version: entry.version,
      upiAddress: entry.payee?.upiAddress ?? '',
      payeeName: entry.payee?.payeeName ?? '',
    },
  );
  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel="Save Payee"
      onCancel={props.onCancel}
    >
      <TextField
        label="UPI address"
        required
        inputMode="email"
        autoComplete="off"
        hint="The account's virtual payment address, such as branch@sbi: its name, @, then the bank's or app's handle."
        {...field('upiAddress')}
      />
      <TextField
        label="Payee name"
        required
        autoComplete="off"
        hint="The account holder's name as the bank has it: payers' UPI apps show it before they pay."
        {...field('payeeName')}
      />
    </DashboardForm>
  );
}

function PayeeItem(props: { entry: ListedUpiPayee; onEdit: () => void; onRemove: () => void }) {
  const { entry } = props;
  const { organisation, payee } = entry;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {organisation.name}
          {organisation.kind === 'branch' && <Badge tone="muted">Branch</Badge>}
        </h3>
        {payee ? (
          <Details
            items={[
              ['UPI address', payee.upiAddress],
              ['Payee name', payee.payeeName],
            ]}
          />
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            {entry.paidTo === 'branch' ? PAID_TO_BRANCH : NOT_SET}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <ItemButton
          label={payee ? 'Edit' : 'Set payee'}
          itemName={organisation.name}
          onClick={props.onEdit}
        />
        {payee && (
          <ItemButton label="Remove" itemName={organisation.name} danger onClick={props.onRemove} />
        )}
      </div>
    </li>
  );
}

/**
 * Payments: who is paid by UPI for paid events. The branch's payee is paid for every
 * organisation without one of its own; an organisation that keeps its own account has its own.
 * Saves carry the version shown: someone else's change meanwhile is a 409.
 */
export function PayeesTab(props: { payees: UpiPayees }) {
  const { payees } = props;
  const change = useDashboardChange();
  const [editing, setEditing] = useState<ListedUpiPayee | null>(null);
  const confirm = useConfirm<ListedUpiPayee>();
  // Removing a payee takes its Remove button away: focus goes back to the list.
  const afterRemoval = useFocusAfterRemoval<HTMLDivElement>(payees);

  const submit = async (payload: PayeePayload) => {
    if (!editing) return;
    const result = await change(() => savePayee(editing.organisation.id, payload), PAYEE_SAVED);
    if (result.ok || isStale(result)) setEditing(null);
  };

  const removing = confirm.subject;
  return (
    <Panel
      title="UPI payees"
      description="Who is paid by UPI for paid events: an organisation's own payee, else the branch's. Payers' UPI apps show the payee name before they pay."
    >
      <div ref={afterRemoval.ref} tabIndex={-1} className="focus:outline-none">
        <ul aria-label="UPI payees" className="space-y-3">
          {payees.map((entry) => (
            <PayeeItem
              key={entry.organisation.id}
              entry={entry}
              onEdit={() => setEditing(entry)}
              onRemove={() => confirm.ask(entry)}
            />
          ))}
        </ul>
      </div>
      {editing && (
        <Modal title={`Payee of ${editing.organisation.name}`} onClose={() => setEditing(null)}>
          <PayeeForm entry={editing} onSubmit={submit} onCancel={() => setEditing(null)} />
        </Modal>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove the payee of ${removing.organisation.name}?`}
          confirmLabel="Remove payee"
          onCancel={confirm.close}
          onConfirm={async () => {
            const result = await change(() => removePayee(removing.organisation.id), PAYEE_REMOVED);
            if (result.ok) afterRemoval.expect();
            confirm.close();
          }}
        >
          <p>
            {removing.organisation.kind === 'branch'
              ? 'Organisations without a payee of their own can no longer be paid until the branch has one again.'
              : "Its payments go to the branch's payee from now on."}
          </p>
        </ConfirmDialog>
      )}
    </Panel>
  );
}
