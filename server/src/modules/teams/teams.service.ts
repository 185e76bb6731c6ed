import {
  type AuthUser,
  can,
  type OrganisationRef,
  TEAM_ALREADY_MEMBER,
  TEAM_LAST_OWNER,
  TEAM_SIZE_MAX,
  TEAM_STALE_MEMBER,
  type TeamInvitationResult,
  type TeamList,
  type TeamMember,
  type teamInvitationSchema,
  type teamMemberUpdateSchema,
} from '@chapterhouse/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { teamMemberships, users } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { addDays, calendarDate, zonedDateTime } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { issueLink, mailAccountLink } from '../auth/account-links.js';
import { byEmail, endSessionsOfFormerOfficer } from '../auth/auth.service.js';
import { teamMembershipMail } from '../mail/mail-texts.js';

// An organisation's team (issue 18, step 3): its owners invite, change and remove members, and
// hand ownership over; anyone may leave; a team is never left without an owner.

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

export async function listTeam(
  context: ServiceContext,
  organisation: OrganisationRef,
): Promise<TeamList> {
  const rows = await teamRows(context, organisation);
  return { members: rows.map((row) => toMember(context, row)) };
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
 * Brings a person onto the team. Someone with an account is added and told by mail; anyone else
 * gets an account without a password and the one-time invitation link (7 days) the console's
 * invitations use, returned for handing over where no mail is sent.
 */
export async function inviteToTeam(
  context: ServiceContext,
  organisation: OrganisationRef,
  input: z.output<typeof teamInvitationSchema>,
  invitedBy: number | null,
  origin: string,
): Promise<TeamInvitationResult> {
  if (organisation.kind === 'branch') throw new HttpError(400, 'The branch has no team.');
  try {
    return await inTransaction(context.db, async () => {
      const { db } = context;
      const team = await teamRows(context, organisation, true);
      if (team.length >= TEAM_SIZE_MAX) {
        throw new HttpError(409, `A team has at most ${TEAM_SIZE_MAX} members.`);
      }
      const [existing] = await db
        .select({
          id: users.id,
          role: users.role,
          name: users.name,
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
      const userId =
        existing?.id ??
        (
          await db
            .insert(users)
            .values({
              email: input.email,
              name: input.name,
              passwordHash: null,
              role: organisation.kind === 'society' ? 'SOCIETY_ADMIN' : 'COUNCIL_ADMIN',
            })
            .returning({ id: users.id })
        )[0]?.id;
      if (userId === undefined) throw new Error('the new account vanished');
      const [membership] = await db
        .insert(teamMemberships)
        .values({
          userId,
          organisationId: organisation.id,
          role: input.role,
          endsAt: endOfTerm(context, input.endsOn),
        })
        .returning({ id: teamMemberships.id });
      if (!membership) throw new Error('the new membership vanished');

      let invitation: TeamInvitationResult['link'] = null;
      if (existing) {
        await context.mailer.queue(
          db,
          teamMembershipMail({
            to: input.email,
            name: existing.name,
            organisation: organisation.name,
            role: input.role,
            endsOn: input.endsOn,
            signInUrl: `${origin}/login`,
            site: (await branchIdentity(db)).name,
          }),
        );
      } else {
        const link = await issueLink(db, {
          userId,
          purpose: 'invitation',
          createdBy: invitedBy,
          now: context.clock.now(),
        });
        await mailAccountLink(
          context,
          { email: input.email, name: input.name, organisation },
          'invitation',
          link,
          origin,
        );
        invitation = { path: link.path, expiresAt: link.expiresAt.toISOString() };
      }
      const member = (await teamRows(context, organisation)).find(
        (row) => row.id === membership.id,
      );
      if (!member) throw new Error('the new member vanished');
      return { member: toMember(context, member), link: invitation };
    });
  } catch (error) {
    // Two invitations of one person (or one new address) racing: the unique indexes decide.
    if (
      !(error instanceof HttpError) &&
      isUniqueViolation(
        error,
        'team_memberships_user_organisation_unique',
        'users_email_lower_unique',
      )
    ) {
      throw new HttpError(409, TEAM_ALREADY_MEMBER);
    }
    throw error;
  }
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
