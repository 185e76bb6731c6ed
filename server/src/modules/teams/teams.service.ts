import {
  type AcceptedTeamInvitation,
  type AuthUser,
  can,
  type MyTeamInvitationList,
  type OrganisationRef,
  organisationDashboardPath,
  type PendingTeamInvitation,
  TEAM_ALREADY_INVITED,
  TEAM_ALREADY_MEMBER,
  TEAM_INVITATION_NOT_FOUND,
  TEAM_INVITATION_NOT_YOURS,
  TEAM_INVITATION_VALID_DAYS,
  TEAM_LAST_OWNER,
  TEAM_SIZE_MAX,
  TEAM_STALE_MEMBER,
  type TeamInvitationResult,
  type TeamList,
  type TeamMember,
  type teamInvitationSchema,
  type teamMemberUpdateSchema,
} from '@chapterhouse/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { organisations, teamInvitations, teamMemberships, users } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { addDays, calendarDate, zonedDateTime } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { branchIdentity, organisationRefColumns } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { issueLink, mailAccountLink } from '../auth/account-links.js';
import { byEmail, endSessionsOfFormerOfficer } from '../auth/auth.service.js';
import { teamInvitationMail } from './team-mails.js';

// An organisation's team (issue 18, step 3): its owners invite, change and remove members, and
// hand ownership over; anyone may leave; a team is never left without an owner. An account is
// controlled by its holder alone (issue 26): a newcomer's one-time link goes by mail to them, never
// back to the owner; someone with an account joins only when they accept, signed in.

const MEMBER_NOT_FOUND = 'This person is not on the team.';

const memberColumns = {
  id: teamMemberships.id,
  userId: users.id,
  name: users.name,
  email: users.email,
  role: teamMemberships.role,
  endsAt: teamMemberships.endsAt,
  pending: sql<boolean>`${users.passwordHash} is null`,
  version: teamMemberships.version,
};

type MemberRow = {
  id: number;
  userId: number;
  name: string;
  email: string;
  role: TeamMember['role'];
  endsAt: Date | null;
  pending: boolean;
  version: number;
};

/** A term ends when its last day does, on the branch's clock. */
const endOfTerm = (context: ServiceContext, endsOn: string | null): Date | null =>
  endsOn === null ? null : new Date(zonedDateTime(addDays(endsOn, 1), '00:00', context.timeZone));

/** A term's last day: the one before the midnight it ends at, on the branch's clock. */
export const lastDayOf = (context: ServiceContext, endsAt: Date): string =>
  calendarDate(new Date(endsAt.getTime() - 1), context.timeZone);

const isLive = (context: ServiceContext, row: { endsAt: Date | null }) =>
  row.endsAt === null || row.endsAt.getTime() > context.clock.now().getTime();

function toMember(context: ServiceContext, row: MemberRow): TeamMember {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    endsOn: row.endsAt === null ? null : lastDayOf(context, row.endsAt),
    ended: !isLive(context, row),
    pending: row.pending,
    version: row.version,
  };
}

/**
 * The team's members, owners first. `lock` takes the team's rows for the transaction, so two
 * owners changing it at once take turns: neither can leave it without an owner.
 */
async function teamRows(context: ServiceContext, organisation: OrganisationRef, lock = false) {
  const query = context.db
    .select(memberColumns)
    .from(teamMemberships)
    .innerJoin(users, eq(teamMemberships.userId, users.id))
    .where(eq(teamMemberships.organisationId, organisation.id))
    .orderBy(asc(teamMemberships.role), asc(users.name), asc(teamMemberships.id));
  return lock ? query.for('update', { of: teamMemberships }) : query;
}

const inviter = alias(users, 'inviter');

const DAY_MS = 24 * 60 * 60 * 1000;

/** The team's invitations that wait for an answer (expired ones too, until withdrawn), oldest first. */
async function waitingInvitations(
  context: ServiceContext,
  organisation: OrganisationRef,
  id?: number,
): Promise<PendingTeamInvitation[]> {
  const rows = await context.db
    .select({
      id: teamInvitations.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      role: teamInvitations.role,
      endsAt: teamInvitations.endsAt,
      invitedBy: inviter.name,
      expiresAt: teamInvitations.expiresAt,
    })
    .from(teamInvitations)
    .innerJoin(users, eq(teamInvitations.userId, users.id))
    .leftJoin(inviter, eq(teamInvitations.invitedBy, inviter.id))
    .where(
      and(
        eq(teamInvitations.organisationId, organisation.id),
        eq(teamInvitations.status, 'pending'),
        id === undefined ? undefined : eq(teamInvitations.id, id),
      ),
    )
    .orderBy(asc(teamInvitations.id));
  const now = context.clock.now().getTime();
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    endsOn: row.endsAt === null ? null : lastDayOf(context, row.endsAt),
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now,
  }));
}

export async function listTeam(
  context: ServiceContext,
  organisation: OrganisationRef,
): Promise<TeamList> {
  const rows = await teamRows(context, organisation);
  return {
    members: rows.map((row) => toMember(context, row)),
    invitations: await waitingInvitations(context, organisation),
  };
}

/** Refuses a change that would leave the team without an owner whose term runs. */
function keepAnOwner(
  context: ServiceContext,
  team: MemberRow[],
  member: MemberRow,
  after: { role: TeamMember['role']; endsAt: Date | null } | null,
) {
  const stillOwner = after !== null && after.role === 'owner' && isLive(context, after);
  if (member.role !== 'owner' || !isLive(context, member) || stillOwner) return;
  const others = team.filter(
    (row) => row.id !== member.id && row.role === 'owner' && isLive(context, row),
  );
  if (others.length === 0) throw new HttpError(409, TEAM_LAST_OWNER);
}

/**
 * Brings a person onto the team (issue 26). Someone new gets an account without a password and
 * joins at once; the one-time link (7 days) where they choose their password goes by mail to
 * them alone, never into the answer: without a mail server a branch admin reads it in the
 * console's Mail tab and hands it over. Someone with an account is only invited: they join when
 * they accept, signed in as themselves (`answerInvitation`), so nobody who knows or once set
 * their password gains a team's access by inviting them.
 */
export async function inviteToTeam(
  context: ServiceContext,
  organisation: OrganisationRef,
  input: z.output<typeof teamInvitationSchema>,
  invitedBy: Pick<AuthUser, 'id' | 'name'>,
  origin: string,
): Promise<TeamInvitationResult> {
  if (organisation.kind === 'branch') throw new HttpError(400, 'The branch has no team.');
  try {
    return await inTransaction(context.db, async () => {
      const { db } = context;
      const team = await teamRows(context, organisation, true);
      const waiting = await waitingInvitations(context, organisation);
      if (team.length + waiting.filter((row) => !row.expired).length >= TEAM_SIZE_MAX) {
        throw new HttpError(409, `A team has at most ${TEAM_SIZE_MAX} members.`);
      }
      const [existing] = await db
        .select({
          id: users.id,
          role: users.role,
          name: users.name,
          email: users.email,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(byEmail(input.email));
      if (existing?.role === 'BRANCH_ADMIN') {
        throw new HttpError(
          409,
          `${existing.name} is a branch administrator, who manages every organisation already.`,
        );
      }
      if (existing?.disabledAt) {
        throw new HttpError(
          409,
          `${existing.name}'s account is disabled: a branch administrator enables it first.`,
        );
      }
      if (existing && team.some((row) => row.userId === existing.id)) {
        throw new HttpError(409, TEAM_ALREADY_MEMBER);
      }
      const mailConfigured = context.mailer.configured;
      if (existing) {
        const earlier = waiting.find((row) => row.userId === existing.id);
        if (earlier && !earlier.expired) throw new HttpError(409, TEAM_ALREADY_INVITED);
        const now = context.clock.now();
        if (earlier) {
          // An expired invitation gives way to the new one (History keeps both).
          await db
            .update(teamInvitations)
            .set({
              status: 'expired',
              version: sql`${teamInvitations.version} + 1`,
              updatedAt: now,
            })
            .where(eq(teamInvitations.id, earlier.id));
        }
        const expiresAt = new Date(now.getTime() + TEAM_INVITATION_VALID_DAYS * DAY_MS);
        const [created] = await db
          .insert(teamInvitations)
          .values({
            organisationId: organisation.id,
            userId: existing.id,
            role: input.role,
            endsAt: endOfTerm(context, input.endsOn),
            invitedBy: invitedBy.id,
            expiresAt,
          })
          .returning({ id: teamInvitations.id });
        if (!created) throw new Error('the new invitation vanished');
        await context.mailer.queue(
          db,
          teamInvitationMail({
            to: existing.email,
            name: existing.name,
            invitedBy: invitedBy.name,
            organisation: organisation.name,
            role: input.role,
            endsOn: input.endsOn,
            expiresAt,
            locale: context.locale,
            answerUrl: `${origin}/dashboard`,
            site: (await branchIdentity(db)).name,
          }),
        );
        const [invitation] = await waitingInvitations(context, organisation, created.id);
        if (!invitation) throw new Error('the new invitation vanished');
        return { member: null, invitation, mailConfigured };
      }

      const [account] = await db
        .insert(users)
        .values({
          email: input.email,
          name: input.name,
          passwordHash: null,
          role: organisation.kind === 'society' ? 'SOCIETY_ADMIN' : 'COUNCIL_ADMIN',
        })
        .returning({ id: users.id });
      if (!account) throw new Error('the new account vanished');
      const [membership] = await db
        .insert(teamMemberships)
        .values({
          userId: account.id,
          organisationId: organisation.id,
          role: input.role,
          endsAt: endOfTerm(context, input.endsOn),
        })
        .returning({ id: teamMemberships.id });
      if (!membership) throw new Error('the new membership vanished');
      const link = await issueLink(db, {
        userId: account.id,
        purpose: 'invitation',
        createdBy: invitedBy.id,
        now: context.clock.now(),
      });
      // The link leaves in this mail and nowhere else: not in the answer, the team or History.
      await mailAccountLink(
        context,
        { email: input.email, name: input.name, organisation },
        'invitation',
        link,
        origin,
      );
      const member = (await teamRows(context, organisation)).find(
        (row) => row.id === membership.id,
      );
      if (!member) throw new Error('the new member vanished');
      return { member: toMember(context, member), invitation: null, mailConfigured };
    });
  } catch (error) {
    // Two invitations of one person (or one new address) racing: the unique indexes decide.
    if (!(error instanceof HttpError)) {
      if (isUniqueViolation(error, 'team_invitations_waiting_unique')) {
        throw new HttpError(409, TEAM_ALREADY_INVITED);
      }
      if (
        isUniqueViolation(
          error,
          'team_memberships_user_organisation_unique',
          'users_email_lower_unique',
        )
      ) {
        throw new HttpError(409, TEAM_ALREADY_MEMBER);
      }
    }
    throw error;
  }
}

/** Withdraws an invitation that waits for an answer (an expired one too, to clear it away). */
export async function withdrawInvitation(
  context: ServiceContext,
  organisation: OrganisationRef,
  invitationId: number,
): Promise<void> {
  const now = context.clock.now();
  const withdrawn = await context.db
    .update(teamInvitations)
    .set({
      status: 'withdrawn',
      answeredAt: now,
      version: sql`${teamInvitations.version} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(teamInvitations.id, invitationId),
        eq(teamInvitations.organisationId, organisation.id),
        eq(teamInvitations.status, 'pending'),
      ),
    )
    .returning({ id: teamInvitations.id });
  if (withdrawn.length === 0) throw notFound(TEAM_INVITATION_NOT_FOUND);
}

/** The signed-in person's invitations that can still be accepted, oldest first. */
export async function listOwnInvitations(
  context: ServiceContext,
  userId: number,
): Promise<MyTeamInvitationList> {
  const rows = await context.db
    .select({
      id: teamInvitations.id,
      organisation: organisationRefColumns,
      role: teamInvitations.role,
      endsAt: teamInvitations.endsAt,
      invitedBy: inviter.name,
      expiresAt: teamInvitations.expiresAt,
    })
    .from(teamInvitations)
    .innerJoin(organisations, eq(teamInvitations.organisationId, organisations.id))
    .leftJoin(inviter, eq(teamInvitations.invitedBy, inviter.id))
    .where(
      and(
        eq(teamInvitations.userId, userId),
        eq(teamInvitations.status, 'pending'),
        gt(teamInvitations.expiresAt, context.clock.now()),
      ),
    )
    .orderBy(asc(teamInvitations.id));
  return {
    invitations: rows.map((row) => ({
      id: row.id,
      organisation: row.organisation,
      role: row.role,
      endsOn: row.endsAt === null ? null : lastDayOf(context, row.endsAt),
      invitedBy: row.invitedBy,
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/**
 * The invited person accepts or declines, signed in as themselves: anyone else is refused (403),
 * whatever they know of the account. Accepting begins the membership with the invitation's part
 * and term, on the same checks as adding a member; access follows at the next request.
 */
export async function answerInvitation(
  context: ServiceContext,
  invitationId: number,
  actor: Pick<AuthUser, 'id'>,
  answer: 'accept' | 'decline',
): Promise<AcceptedTeamInvitation | null> {
  return inTransaction(context.db, async () => {
    const { db } = context;
    const now = context.clock.now();
    const [invitation] = await db
      .select({
        id: teamInvitations.id,
        userId: teamInvitations.userId,
        status: teamInvitations.status,
        role: teamInvitations.role,
        endsAt: teamInvitations.endsAt,
        expiresAt: teamInvitations.expiresAt,
        organisation: organisationRefColumns,
      })
      .from(teamInvitations)
      .innerJoin(organisations, eq(teamInvitations.organisationId, organisations.id))
      .where(eq(teamInvitations.id, invitationId))
      .for('update', { of: teamInvitations });
    if (!invitation) throw notFound(TEAM_INVITATION_NOT_FOUND);
    if (invitation.userId !== actor.id) throw new HttpError(403, TEAM_INVITATION_NOT_YOURS);
    if (invitation.status !== 'pending') throw new HttpError(409, TEAM_INVITATION_NOT_FOUND);
    if (invitation.expiresAt.getTime() <= now.getTime()) {
      throw new HttpError(409, 'This invitation has expired: ask the team for a new one.');
    }
    const { organisation } = invitation;
    if (answer === 'accept') {
      const team = await teamRows(context, organisation, true);
      if (team.some((row) => row.userId === actor.id)) {
        throw new HttpError(409, TEAM_ALREADY_MEMBER);
      }
      if (team.length >= TEAM_SIZE_MAX) {
        throw new HttpError(409, `A team has at most ${TEAM_SIZE_MAX} members.`);
      }
      if (invitation.endsAt && invitation.endsAt <= now) {
        throw new HttpError(
          409,
          'The term this invitation offered has already ended: ask the team for a new one.',
        );
      }
      await db.insert(teamMemberships).values({
        userId: actor.id,
        organisationId: organisation.id,
        role: invitation.role,
        endsAt: invitation.endsAt,
      });
    }
    await db
      .update(teamInvitations)
      .set({
        status: answer === 'accept' ? 'accepted' : 'declined',
        answeredAt: now,
        version: sql`${teamInvitations.version} + 1`,
        updatedAt: now,
      })
      .where(eq(teamInvitations.id, invitation.id));
    if (answer === 'decline') return null;
    return {
      organisation,
      role: invitation.role,
      redirectTo: organisationDashboardPath(organisation),
    };
  });
}

/** Changes a member's part or term, with the version the owner saw. */
export async function updateMember(
  context: ServiceContext,
  organisation: OrganisationRef,
  memberId: number,
  { role, endsOn, version }: z.output<typeof teamMemberUpdateSchema>,
): Promise<TeamMember> {
  return inTransaction(context.db, async () => {
    const team = await teamRows(context, organisation, true);
    const member = team.find((row) => row.id === memberId);
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (member.version !== version) throw new HttpError(409, TEAM_STALE_MEMBER);
    const endsAt = endOfTerm(context, endsOn);
    keepAnOwner(context, team, member, { role, endsAt });
    const newEnd = (endsAt?.getTime() ?? null) !== (member.endsAt?.getTime() ?? null);
    await context.db
      .update(teamMemberships)
      .set({
        role,
        endsAt,
        // A new end of term gets its own notice a week before it.
        ...(newEnd ? { endNoticeSentAt: null } : {}),
        version: version + 1,
        updatedAt: context.clock.now(),
      })
      .where(
        and(eq(teamMemberships.id, memberId), eq(teamMemberships.organisationId, organisation.id)),
      );
    // A term ended now (or as of an earlier day) signs them out if it was their last.
    if (endsAt && endsAt <= context.clock.now()) {
      await endSessionsOfFormerOfficer(context, member.userId);
    }
    return toMember(context, { ...member, role, endsAt, version: version + 1 });
  });
}

/** Takes a member off the team: owners remove anyone, anyone may leave; never the last owner. */
export async function removeMember(
  context: ServiceContext,
  organisation: OrganisationRef,
  memberId: number,
  actor: AuthUser,
): Promise<void> {
  await inTransaction(context.db, async () => {
    const team = await teamRows(context, organisation, true);
    const member = team.find((row) => row.id === memberId);
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (member.userId !== actor.id && !can(actor, 'team:manage', organisation)) {
      throw new HttpError(403, `Only the owners of ${organisation.name} may remove someone else.`);
    }
    keepAnOwner(context, team, member, null);
    await context.db.delete(teamMemberships).where(eq(teamMemberships.id, memberId));
    await endSessionsOfFormerOfficer(context, member.userId);
  });
}
