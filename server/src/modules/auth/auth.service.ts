import { type AuthUser, dashboardPathFor, type Role, type Team } from '@chapterhouse/shared';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  organisations,
  sessions,
  teamInvitations,
  teamMemberships,
  users,
} from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-errors.js';
import { hashToken, newToken } from '../../lib/link-tokens.js';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './passwords.js';

/** A session lasts two weeks from sign-in; signing out or a password change ends it sooner. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface AuthContext {
  db: Database;
  clock: Clock;
}

/** The signed-in user of a request and the session it came with. */
export interface Authenticated {
  user: AuthUser;
  sessionId: number;
}

/** A person's teams as `authUserColumns` reads them, before their times are made ISO 8601. */
interface TeamRow {
  organisation: Team['organisation'];
  role: Team['role'];
  endsAt: string | null;
}

/**
 * Columns that make an `AuthUser`: the account, and in the same query its teams whose terms have
 * not ended by `now`, first joined first (one query per signed-in request, not two). The account
 * is named in full: Drizzle leaves the table out of a one-table query's own columns.
 */
export const authUserColumns = (now: Date) => ({
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  teams: sql<TeamRow[]>`coalesce((
    select json_agg(json_build_object(
        'organisation', json_build_object('id', o.id, 'slug', o.slug, 'name', o.name, 'kind', o.kind),
        'role', m.role,
        'endsAt', m.ends_at
      ) order by m.id)
    from ${teamMemberships} m
    join ${organisations} o on o.id = m.organisation_id
    where m.user_id = "users"."id" and (m.ends_at is null or m.ends_at > ${now.toISOString()}::timestamptz)
  ), '[]'::json)`,
});

export function toAuthUser(row: {
  id: number;
  email: string;
  name: string;
  role: Role;
  teams: TeamRow[];
}): AuthUser {
  const teams = row.teams.map((team) => ({
    ...team,
    endsAt: team.endsAt === null ? null : new Date(team.endsAt).toISOString(),
  }));
  const first = teams[0]?.organisation ?? null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    // The spec's single organisation: the first team's.
    entityId: first?.id ?? null,
    organisation: first,
    teams,
  };
}

export const byEmail = (email: string) =>
  sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

/**
 * Checks an e-mail and password. Unknown e-mail, wrong password and disabled account all answer
 * `null` after the same amount of work, so the caller cannot tell them apart.
 */
export async function checkCredentials(
  context: AuthContext,
  email: string,
  password: string,
): Promise<AuthUser | null> {
  const [row] = await context.db
    .select({
      ...authUserColumns(context.clock.now()),
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(byEmail(email));
  // An invited account without a password yet is checked like an unknown e-mail.
  if (!row?.passwordHash) return verifyAgainstDecoy(password).then(() => null);
  const matches = await verifyPassword(password, row.passwordHash);
  if (!matches || row.disabledAt !== null) return null;
  if (needsRehash(row.passwordHash)) {
    // Made with older (cheaper) parameters: only now, with the password at hand, can it be
    // replaced. Unless someone changed it meanwhile. Not a change the audit log records.
    await context.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(and(eq(users.id, row.id), eq(users.passwordHash, row.passwordHash)));
  }
  return toAuthUser(row);
}

/**
 * Where a person goes once signed in: to `/dashboard` while a team's invitation waits for their
 * answer (issue 26: they join only by accepting it there), else where their teams lead.
 */
export async function landingPathFor(context: AuthContext, user: AuthUser): Promise<string> {
  const [waiting] = await context.db
    .select({ id: teamInvitations.id })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.userId, user.id),
        eq(teamInvitations.status, 'pending'),
        gt(teamInvitations.expiresAt, context.clock.now()),
      ),
    )
    .limit(1);
  return waiting && user.role !== 'BRANCH_ADMIN' ? '/dashboard' : dashboardPathFor(user);
}

/** Opens a session and returns its token: 256 random bits, kept by the server only as a hash. */
export async function createSession(context: AuthContext, userId: number): Promise<string> {
  const token = newToken();
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
  });
  return token;
}

/**
 * The user behind a token, when the session is live and the account enabled. A session also ends
 * with the officer's last term: when a term of theirs ended after it began and no other term of
 * theirs runs, they are asked to sign in again (issue 18's "sent to login"; a term ended as of an
 * earlier day on the Team tab ends their sessions there, `endSessionsOfFormerOfficer`). Signed in anew, they
 * have no team, and reach no dashboard (Access Denied), like any account without one.
 */
export async function authenticateToken(
  context: AuthContext,
  token: string,
): Promise<Authenticated | null> {
  const now = context.clock.now();
  const [row] = await context.db
    .select({ ...authUserColumns(now), sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, now),
        isNull(users.disabledAt),
        sql`not (
          exists (select 1 from ${teamMemberships} m where m.user_id = ${users.id}
            and m.ends_at <= ${now.toISOString()}::timestamptz and m.ends_at > ${sessions.createdAt})
          and not exists (select 1 from ${teamMemberships} m where m.user_id = ${users.id}
            and (m.ends_at is null or m.ends_at > ${now.toISOString()}::timestamptz))
          and ${users.role} <> 'BRANCH_ADMIN'
        )`,
      ),
    );
  return row ? { user: toAuthUser(row), sessionId: row.sessionId } : null;
}

/**
 * Ends every session of an account left without a team whose term runs (a branch admin keeps
 * theirs): an officer whose last term an owner has just ended, or who left or was taken off their
 * last team, is asked to sign in at their next request, as when a term runs out by itself.
 */
export async function endSessionsOfFormerOfficer(
  context: AuthContext,
  userId: number,
): Promise<void> {
  const now = context.clock.now().toISOString();
  await context.db.delete(sessions).where(
    and(
      eq(sessions.userId, userId),
      sql`not exists (select 1 from ${teamMemberships} m where m.user_id = ${userId}
        and (m.ends_at is null or m.ends_at > ${now}::timestamptz))`,
      sql`not exists (select 1 from ${users} u where u.id = ${userId} and u.role = 'BRANCH_ADMIN')`,
    ),
  );
}

export async function endSession(context: AuthContext, sessionId: number): Promise<void> {
  await context.db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Changes the signed-in user's password after checking the current one, and ends every other
 * session of theirs (a stolen token stops working); this browser stays signed in.
 */
export async function changePassword(
  context: AuthContext,
  auth: Authenticated,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const [row] = await context.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, auth.user.id));
  if (!row?.passwordHash || !(await verifyPassword(oldPassword, row.passwordHash))) {
    throw new HttpError(400, 'Your current password is not correct.');
  }
  const passwordHash = await hashPassword(newPassword);
  await context.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: context.clock.now(), version: sql`${users.version} + 1` })
      .where(eq(users.id, auth.user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, auth.user.id), ne(sessions.id, auth.sessionId)));
  });
}

/**
 * Whether an address signs in to a dashboard (an enabled account): a student's page says so,
 * since the same person's dashboards still need the password (decision 017).
 */
export async function isOfficerAddress(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.disabledAt)))
    .limit(1);
  return Boolean(row);
}
