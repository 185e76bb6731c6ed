import type {
  AccountLink,
  AdminAccount,
  AdminAccountPage,
  AdminOrganisation,
  AuthUser,
} from '@chapterhouse/shared';
import { useState } from 'react';
import { type Confirmation, useConfirmation } from '../../components/console/confirm-dialog';
import { ListPager } from '../../components/console/list-pager';
import { EmptyList, ItemButton, Panel } from '../../components/console/panel';
import { Badge, cellClass, TableHead, tableClass } from '../../components/console/table';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { ActionButton } from '../../components/forms/form-fields';
import { formatLocalDateTime } from '../../lib/format';
import {
  disableAccount,
  enableAccount,
  newInvitation,
  passwordResetLink,
  removeAccount,
} from './api';
import { ROLE_LABELS } from './invite-form';
import { useInvitation } from './use-invitation';

export const confirmDisable = (name: string) =>
  `Disable ${name}'s account? They are signed out at once and cannot sign in until it is enabled again.`;
export const confirmRemove = (name: string) =>
  `Remove ${name}'s account? Do this when their term has ended: they can no longer sign in, and their account is deleted.`;
export const confirmNewInvitation = (name: string) =>
  `Make a new invitation link for ${name}? The link made before stops working.`;

/** Active, Disabled, or Invited and waiting for the invitee to set a password. */
function Status({ account }: { account: AdminAccount }) {
  if (account.disabled) return <Badge tone="danger">Disabled</Badge>;
  if (account.pending) return <Badge tone="warning">Invited — pending</Badge>;
  return <Badge tone="good">Active</Badge>;
}

function AccountRow(props: {
  account: AdminAccount;
  isSelf: boolean;
  busy: boolean;
  act: (question: Confirmation | null, call: () => Promise<unknown>, success: string) => void;
  issueLink: (question: Confirmation | null, call: () => Promise<AccountLink>) => void;
}) {
  const { account, isSelf, busy, act, issueLink } = props;
  const { name } = account;
  return (
    <tr className="align-top">
      <th scope="row" className={`${cellClass} text-left font-medium`}>
        <span className="text-slate-900">{name}</span>
        {isSelf && <span className="ml-1 text-xs font-normal text-slate-500">(you)</span>}
        <span className="block text-xs font-normal text-slate-500 [overflow-wrap:anywhere]">
          {account.email}
        </span>
      </th>
      <td className={cellClass}>{ROLE_LABELS[account.role]}</td>
      <td className={cellClass}>
        {account.teams.length === 0 ? (
          <span className="text-slate-500">—</span>
        ) : (
          account.teams.map((team) => `${team.organisation.name} (${team.role})`).join(', ')
        )}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        {account.lastLoginAt ? (
          <time dateTime={account.lastLoginAt}>{formatLocalDateTime(account.lastLoginAt)}</time>
        ) : (
          'never'
        )}
      </td>
      <td className={cellClass}>
        <Status account={account} />
      </td>
      <td className={cellClass}>
        <div className="flex flex-wrap gap-2">
          {/* A disabled account gets no link: it is enabled first (the server refuses too). */}
          {account.disabled ? null : account.pending ? (
            <ItemButton
              label="New invitation link"
              itemName={name}
              disabled={busy}
              onClick={() =>
                issueLink(
                  { question: confirmNewInvitation(name), confirmLabel: 'Make new link' },
                  () => newInvitation(account.id),
                )
              }
            />
          ) : (
            <ItemButton
              label="Password reset link"
              itemName={name}
              disabled={busy}
              onClick={() => issueLink(null, () => passwordResetLink(account.id))}
            />
          )}
          {!isSelf &&
            (account.disabled ? (
              <ItemButton
                label="Enable"
                itemName={name}
                disabled={busy}
                onClick={() =>
                  act(null, () => enableAccount(account.id), `${name}'s account is enabled again.`)
                }
              />
            ) : (
              <ItemButton
                label="Disable"
                itemName={name}
                danger
                disabled={busy}
                onClick={() =>
                  act(
                    { question: confirmDisable(name), confirmLabel: 'Disable' },
                    () => disableAccount(account.id),
                    `${name}'s account is disabled.`,
                  )
                }
              />
            ))}
          {!isSelf && account.role !== 'BRANCH_ADMIN' && (
            <ItemButton
              label="Remove"
              itemName={name}
              danger
              disabled={busy}
              onClick={() =>
                act(
                  { question: confirmRemove(name), confirmLabel: 'Remove' },
                  () => removeAccount(account.id),
                  `${name} removed.`,
                )
              }
            />
          )}
        </div>
      </td>
    </tr>
  );
}

/**
 * Accounts: who may sign in, their role, organisation, last sign-in and status. Admins are
 * invited (the console makes a one-time link, never a password), disabled and enabled, sent a
 * password reset link, and removed when their term ends. A page at a time, by role and name.
 */
export function AccountsTab(props: {
  page: AdminAccountPage;
  organisations: AdminOrganisation[];
  user: AuthUser;
}) {
  const change = useDashboardChange();
  const invitation = useInvitation(props.organisations);
  const ask = useConfirmation();
  const [busy, setBusy] = useState<number | null>(null);

  const run = async <T,>(
    account: AdminAccount,
    question: Confirmation | null,
    call: () => Promise<T>,
    success: string | ((value: T) => string),
  ) => {
    if (question && !(await ask(question))) return null;
    setBusy(account.id);
    const result = await change(call, success);
    setBusy(null);
    return result;
  };

  return (
    <Panel
      title="Accounts"
      description="Everyone who can sign in. You never see or set anyone's password: invitations and password resets are one-time links the person uses themselves."
      actions={
        <ActionButton variant="primary" onClick={() => invitation.open()}>
          Invite admin
        </ActionButton>
      }
    >
      {props.page.items.length === 0 ? (
        <EmptyList>No accounts yet.</EmptyList>
      ) : (
        <div className="relative overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">Accounts</caption>
            <TableHead
              columns={['Name', 'Role', 'Organisation', 'Last sign-in', 'Status', 'Actions']}
            />
            <tbody className="divide-y divide-slate-100">
              {props.page.items.map((account) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  isSelf={account.id === props.user.id}
                  busy={busy === account.id}
                  act={(question, call, success) => void run(account, question, call, success)}
                  issueLink={(question, call) =>
                    void run(account, question, call, (made) =>
                      made.path.startsWith('/invite/')
                        ? `New invitation link made for ${made.account.name}.`
                        : `Password reset link made for ${made.account.name}.`,
                    ).then((result) => {
                      if (result?.ok) invitation.showLink(result.value);
                    })
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager page={props.page.page} pageCount={props.page.pageCount} label="Accounts pages" />
      {invitation.dialogs}
    </Panel>
  );
}
