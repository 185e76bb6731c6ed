import {
  INVITATION_VALID_DAYS,
  type PendingTeamInvitation,
  TEAM_INVITATION_VALID_DAYS,
  type TeamInvitationResult,
  type TeamList,
  type TeamMember,
  teamInvitationSchema,
  teamMemberUpdateSchema,
} from '@chapterhouse/shared';
import { can } from '@chapterhouse/shared/auth-rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useConfirmation } from '../../components/console/confirm-dialog';
import { Modal } from '../../components/console/modal';
import { EmptyList, ItemButton, Panel } from '../../components/console/panel';
import { Badge, cellClass, TableHead, tableClass } from '../../components/console/table';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import {
  ActionButton,
  DashboardForm,
  SelectField,
  TextField,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatLocalDateTime } from '../../lib/format';
import { inviteToTeam, removeTeamMember, updateTeamMember, withdrawTeamInvitation } from './api';
import { PART_LABELS, termText } from './parts';

const PART_OPTIONS = [
  { value: 'owner', label: 'Owner: manages the team and the content' },
  { value: 'editor', label: 'Editor: manages the content' },
];

/** A date field gives '' when empty: no end of term. */
const withTerm = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => {
    if (typeof value !== 'object' || value === null) return value;
    const { endsOn } = value as { endsOn?: unknown };
    return { ...value, endsOn: endsOn === '' ? null : endsOn };
  }, schema);

const invitationFormSchema = withTerm(teamInvitationSchema);
const memberFormSchema = withTerm(teamMemberUpdateSchema);

const TERM_HINT = 'Leave empty for no end. Access ends after this day, on the branch’s clock.';

/**
 * What the owner is told after inviting (issue 26): where the invitation went, never the link
 * itself, which only the invitee gets (or, without mail, the branch admin hands over).
 */
export function invitationOutcome(result: TeamInvitationResult, email: string): string {
  if (result.member) {
    return result.mailConfigured
      ? `Invitation sent to ${email}: they set their own password from the link in that mail.`
      : `Invitation made for ${email}. This site sends no mail, so the branch admin hands them the link from the console (Mail tab); they set their own password there.`;
  }
  const name = result.invitation?.name ?? email;
  return result.mailConfigured
    ? `${name} already has an account: they are invited by mail, and join the team once they accept, signed in.`
    : `${name} already has an account: they join the team once they accept the invitation waiting for them when they sign in.`;
}

function InviteForm(props: {
  onSubmit: (payload: z.output<typeof invitationFormSchema>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { form, field } = useSchemaForm(invitationFormSchema, {
    name: '',
    email: '',
    role: 'editor',
    endsOn: '',
  });
  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel="Invite"
      pendingLabel="Inviting..."
      onCancel={props.onCancel}
    >
      <p className="text-sm text-slate-600">
        Someone new gets an account, and a link by mail, valid for {INVITATION_VALID_DAYS} days,
        where they choose their own password. Someone who has an account already is invited: they
        join once they accept, signed in, within {TEAM_INVITATION_VALID_DAYS} days.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="off" {...field('name')} />
        <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
        <SelectField
          label="Part"
          required
          options={PART_OPTIONS}
          defaultValue="editor"
          {...field('role')}
        />
        <TextField label="Term ends on" type="date" hint={TERM_HINT} {...field('endsOn')} />
      </div>
    </DashboardForm>
  );
}

function MemberForm(props: {
  member: TeamMember;
  onSubmit: (payload: z.output<typeof memberFormSchema>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { member } = props;
  const { form, field } = useSchemaForm(memberFormSchema, {
    role: member.role,
    endsOn: member.endsOn ?? '',
    version: member.version,
  });
  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel="Save"
      onCancel={props.onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Part"
          required
          options={PART_OPTIONS}
          defaultValue={member.role}
          {...field('role')}
        />
        <TextField label="Term ends on" type="date" hint={TERM_HINT} {...field('endsOn')} />
      </div>
    </DashboardForm>
  );
}

/**
 * The Team tab: who runs the organisation, in which part and until when. Owners invite the next
 * officers, change parts and terms, hand ownership over (make another member an owner, then
 * step down) and remove members; anyone may leave. The server refuses what would leave the team
 * without an owner, and this tab shows its reason.
 */
export function TeamTab(props: {
  target: DashboardTarget;
  organisation: { id: number; name: string };
  team: TeamList;
}) {
  const { target, organisation, team } = props;
  const { user } = useAuth();
  const manages = can(user, 'team:manage', organisation);
  const change = useDashboardChange();
  const ask = useConfirmation();
  const navigate = useNavigate();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const invite = async (payload: z.output<typeof invitationFormSchema>) => {
    const result = await change(
      () => inviteToTeam(target, payload),
      (made) => invitationOutcome(made, payload.email),
    );
    if (!result.ok) return;
    setInviting(false);
    setOutcome(invitationOutcome(result.value, payload.email));
  };

  const withdraw = async (invitation: PendingTeamInvitation) => {
    const confirmed = await ask({
      question: `Withdraw the invitation of ${invitation.name}? They can no longer accept it.`,
      confirmLabel: 'Withdraw',
    });
    if (!confirmed) return;
    await change(
      () => withdrawTeamInvitation(target, invitation.id),
      `The invitation of ${invitation.name} is withdrawn.`,
    );
  };

  const save = async (member: TeamMember, payload: z.output<typeof memberFormSchema>) => {
    const result = await change(
      () => updateTeamMember(target, member.id, payload),
      `${member.name}'s part and term are saved.`,
    );
    if (result.ok) setEditing(null);
  };

  const remove = async (member: TeamMember) => {
    const yourself = member.userId === user?.id;
    const confirmed = await ask(
      yourself
        ? {
            question: `You leave the team of ${organisation.name} and lose access to its dashboard at once.`,
            confirmLabel: 'Leave the team',
          }
        : {
            question: `${member.name} leaves the team of ${organisation.name} and loses access to its dashboard at once.`,
            confirmLabel: 'Remove',
          },
    );
    if (!confirmed) return;
    const result = await change(
      () => removeTeamMember(target, member.id),
      yourself
        ? `You left the team of ${organisation.name}.`
        : `${member.name} removed from the team.`,
      // Someone who left has nothing here to reload: /dashboard finds where they belong now.
      { reload: !yourself },
    );
    if (result.ok && yourself) navigate(paths.dashboard());
  };

  return (
    <Panel
      title="Team"
      description={`Who runs ${organisation.name}: owners manage the team and the content, editors the content. A member's access ends with their term.`}
      actions={
        manages ? (
          <ActionButton variant="primary" onClick={() => setInviting(true)}>
            Invite to the team
          </ActionButton>
        ) : undefined
      }
    >
      {outcome && (
        <p role="status" className="mb-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {outcome}
        </p>
      )}
      {team.members.length === 0 ? (
        <EmptyList>Nobody is on the team yet.</EmptyList>
      ) : (
        <div className="relative overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">Team of {organisation.name}</caption>
            <TableHead columns={['Name', 'Email', 'Part', 'Term', 'Actions']} />
            <tbody className="divide-y divide-slate-100">
              {team.members.map((member) => {
                const yourself = member.userId === user?.id;
                return (
                  <tr key={member.id} className="align-top">
                    <th scope="row" className={`${cellClass} text-left font-medium`}>
                      <span className="block">{member.name}</span>
                      <span className="mt-1 flex flex-wrap gap-1">
                        {yourself && <Badge tone="muted">You</Badge>}
                        {member.pending && <Badge tone="warning">Invited</Badge>}
                        {member.ended && <Badge tone="danger">Term ended</Badge>}
                      </span>
                    </th>
                    <td className={`${cellClass} [overflow-wrap:anywhere]`}>{member.email}</td>
                    <td className={cellClass}>{PART_LABELS[member.role]}</td>
                    <td className={cellClass}>{termText(member)}</td>
                    <td className={cellClass}>
                      <div className="flex flex-wrap gap-2">
                        {manages && (
                          <ItemButton
                            label="Change"
                            itemName={member.name}
                            onClick={() => setEditing(member)}
                          />
                        )}
                        {(manages || yourself) && (
                          <ItemButton
                            label={yourself ? 'Leave the team' : 'Remove'}
                            itemName={yourself ? organisation.name : member.name}
                            danger
                            onClick={() => void remove(member)}
                          />
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {team.invitations.length > 0 && (
        <div className="relative mt-6 overflow-x-auto">
          <table className={tableClass}>
            <caption className="px-4 pb-2 text-left font-semibold text-brand-900">
              Invited, waiting for their answer
            </caption>
            <TableHead columns={['Name', 'Email', 'Part', 'Term', 'Answer by', 'Actions']} />
            <tbody className="divide-y divide-slate-100">
              {team.invitations.map((invitation) => (
                <tr key={invitation.id} className="align-top">
                  <th scope="row" className={`${cellClass} text-left font-medium`}>
                    <span className="block">{invitation.name}</span>
                    <span className="mt-1 flex flex-wrap gap-1">
                      {invitation.expired ? (
                        <Badge tone="danger">Expired</Badge>
                      ) : (
                        <Badge tone="warning">Not yet accepted</Badge>
                      )}
                    </span>
                  </th>
                  <td className={`${cellClass} [overflow-wrap:anywhere]`}>{invitation.email}</td>
                  <td className={cellClass}>{PART_LABELS[invitation.role]}</td>
                  <td className={cellClass}>{termText(invitation)}</td>
                  <td className={cellClass}>{formatLocalDateTime(invitation.expiresAt)}</td>
                  <td className={cellClass}>
                    {manages && (
                      <ItemButton
                        label="Withdraw"
                        itemName={invitation.name}
                        danger
                        onClick={() => void withdraw(invitation)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {inviting && (
        <Modal title="Invite to the team" onClose={() => setInviting(false)}>
          <InviteForm onSubmit={invite} onCancel={() => setInviting(false)} />
        </Modal>
      )}
      {editing && (
        <Modal title={`${editing.name}: part and term`} onClose={() => setEditing(null)}>
          <MemberForm
            member={editing}
            onSubmit={(payload) => save(editing, payload)}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
    </Panel>
  );
}
