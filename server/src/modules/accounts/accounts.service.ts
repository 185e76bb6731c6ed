import {
  type AccountFields,
  type AccountLink,
  type AccountLinkPurpose,
  type AdminAccount,
  type AuthUser,
  accountFieldsSchema,
  type InvitationRequest,
  invitationRequestSchema,
  issuesSentence,
  type Page,
  type PaginationQuery,
  type Role,
  type TeamRole,
} from '@chapterhouse/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, teamMemberships, users } from '../../db/schema/index.js';
import { currentTransaction, inTransaction } from '../../lib/actor-transaction.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { readPage } from '../../lib/page.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { issueLink, mailAccountLink } from '../auth/account-links.js';
import { authUserColumns, byEmail, toAuthUser } from '../auth/auth.service.js';
import { hashPassword } from '../auth/passwords.js';
import { findOrganisation } from '../organisations/organisations.service.js';

const KIND_OF_ROLE: Record<Exclude<Role, 'BRANCH_ADMIN'>, 'society' | 'council'> = {
  SOCIETY_ADMIN: 'society',
  COUNCIL_ADMIN: 'council',
};

/** The organisation a new organisation admin will run, checked against the role's kind. */
export async function organisationFor(
  db: Database,
  role: Role,
  organisation: number | string | null,
) {
  if (role === 'BRANCH_ADMIN') {
    if (organisation !== null)
      throw new HttpError(400, 'Branch admins do not belong to an organisation');
    return null;
  }
  if (organisation === null) {
    throw new HttpError(400, `A ${role} needs the organisation they run`);
  }
  const kind = KIND_OF_ROLE[role];
  const row = await findOrganisation(db, String(organisation));
  if (!row) throw notFound(`No organisation with id or slug "${organisation}"`);
  if (row.kind !== kind) {
    throw new HttpError(400, `${row.name} is a ${row.kind}; a ${role} must run a ${kind}`);
  }
  return row.id;
}

/**
 * Creates an account. `organisation` is an id or slug (the CLI) or the id the API's `entityId`
 * carries. A taken e-mail (in any letter case) is a 409.
 */
export async function createUser(
  db: Database,
  input: AccountFields & {
    organisation: number | string | null;
    /** Their part on the organisation's team: an owner unless named. */
    teamRole?: TeamRole;
  },
): Promise<AuthUser> {
  const parsed = accountFieldsSchema.safeParse(input);
  if (!parsed.success) {
    throw new HttpError(400, issuesSentence(parsed.error.issues));
  }
  const organisationId = await organisationFor(db, input.role, input.organisation);
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(byEmail(parsed.data.email));
  if (existing)
    throw new HttpError(409, `An account with the e-mail ${parsed.data.email} already exists`);
  try {
    const created = await inTransaction(db, async () => {
      const [row] = await (currentTransaction() ?? db)
        .insert(users)
        .values({
          email: parsed.data.email,
          name: parsed.data.name,
          passwordHash,
          role: input.role,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('insert returned nothing');
      await joinTeam(currentTransaction() ?? db, row.id, organisationId, input.teamRole);
      return row;
    });
    return findUser(db, created.id) as Promise<AuthUser>;
  } catch (error) {
    // Two creations racing for one address: the unique index decides.
    if (isUniqueViolation(error, 'users_email_lower_unique')) {
      throw new HttpError(409, `An account with the e-mail ${parsed.data.email} already exists`);
    }
    throw error;
  }
}

export async function findUser(
  db: Database,
  id: number,
  now = new Date(),
): Promise<AuthUser | null> {
  const [row] = await db.select(authUserColumns(now)).from(users).where(eq(users.id, id));
  return row ? toAuthUser(row) : null;
}

/**
 * Puts a new organisation admin on the team of the organisation they were invited for, as its
 * owner with no end of term: until teams are managed from the dashboards (issue 18), an invited
 * officer runs their organisation as a whole, as before.
 */
async function joinTeam(
  db: Database,
  userId: number,
  organisationId: number | null,
  role: TeamRole = 'owner',
) {
  if (organisationId === null) return;
  await db.insert(teamMemberships).values({ userId, organisationId, role });
}

export async function listUsers(db: Database) {
  return db
    .select({
      ...authUserColumns(new Date()),
      disabledAt: users.disabledAt,
      lastLoginAt: users.lastLoginAt,
      /** Invited, and no password set yet. */
      pending: sql<boolean>`${users.passwordHash} is null`,
    })
    .from(users)
    .orderBy(asc(users.role), asc(users.email));
}

export async function requireUserId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(byEmail(email));
  if (!row) throw notFound(`No account with the e-mail ${email}`);
  return row.id;
}

/** Sets a new password and signs the account out everywhere. */
export async function setPassword(db: Database, email: string, password: string): Promise<void> {
  const id = await requireUserId(db, email);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
  });
}

/** Disabling takes effect at once: the account's sessions are deleted with it. */
export async function setDisabled(db: Database, id: number, disabled: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, id));
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
  });
}

// ---- The branch console: accounts, invitations and reset links ----

async function selectAccounts(
  db: Database,
  id: number | undefined,
  paging: { limit: number; offset: number },
): Promise<AdminAccount[]> {
  const rows = await db
    .select({
      ...authUserColumns(new Date()),
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(id === undefined ? undefined : eq(users.id, id))
    .orderBy(asc(users.role), asc(users.name), asc(users.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map((row) => {
    const user = toAuthUser(row);
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      organisation: user.organisation,
      teams: user.teams,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      disabled: row.disabledAt !== null,
      pending: row.passwordHash === null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/**
 * One page of the accounts, by role and then name. There are about as many as organisations
 * have officers, few enough to sort without an index, but the console reads them a page at a time.
 */
export const listAccounts = (db: Database, paging: PaginationQuery): Promise<Page<AdminAccount>> =>
  readPage(
    paging,
    (page) => selectAccounts(db, undefined, page),
    () => db.$count(users),
  );

export async function getAccount(db: Database, id: number): Promise<AdminAccount> {
  const [account] = await selectAccounts(db, id, { limit: 1, offset: 0 });
  if (!account) throw notFound('Account not found.');
  return account;
}

const emailTaken = (email: string) =>
  new HttpError(409, `An account with the e-mail ${email} already exists`);

/**
 * Creates an account without a password and a link, valid 7 days, where the invitee sets their
 * own. The branch admin hands the link over; nobody but the invitee ever knows the password.
 */
export async function inviteAccount(
  context: ServiceContext,
  input: InvitationRequest,
  invitedBy: number | null,
  origin: string,
): Promise<AccountLink> {
  const parsed = invitationRequestSchema.safeParse(input);
  if (!parsed.success) {
    throw new HttpError(400, issuesSentence(parsed.error.issues));
  }
  const fields = parsed.data;
  const { db } = context;
  const organisationId = await organisationFor(db, fields.role, fields.organisationId);
  const [existing] = await db.select({ id: users.id }).from(users).where(byEmail(fields.email));
  if (existing) throw emailTaken(fields.email);
  try {
    const { userId, link } = await inTransaction(db, async () => {
      const [created] = await context.db
        .insert(users)
        .values({
          email: fields.email,
          name: fields.name,
          passwordHash: null,
          role: fields.role,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('insert returned nothing');
      await joinTeam(context.db, created.id, organisationId);
      const link = await issueLink(context.db, {
        userId: created.id,
        purpose: 'invitation',
        createdBy: invitedBy,
        now: context.clock.now(),
      });
      const account = await getAccount(context.db, created.id);
      await mailAccountLink(context, account, 'invitation', link, origin);
      return { userId: created.id, link };
    });
    return {
      account: await getAccount(db, userId),
      path: link.path,
      expiresAt: link.expiresAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(fields.email);
    throw error;
  }
}

/**
 * A fresh link for an account: a new invitation while it has no password yet, a password reset
 * once it has. Older unused links of the account stop working.
 */
export async function issueAccountLink(
  context: ServiceContext,
  id: number,
  purpose: AccountLinkPurpose,
  issuedBy: number,
  origin: string,
): Promise<AccountLink> {
  const account = await getAccount(context.db, id);
  if (purpose === 'invitation' && !account.pending) {
    throw new HttpError(
      400,
      `${account.name} has already set a password: issue a password reset link instead.`,
    );
  }
  if (purpose === 'password-reset' && account.pending) {
    throw new HttpError(
      400,
      `${account.name} has not accepted the invitation yet: issue a new invitation instead.`,
    );
  }
  if (account.disabled) {
    throw new HttpError(400, `${account.name}'s account is disabled: enable it first.`);
  }
  const link = await issueLink(context.db, {
    userId: id,
    purpose,
    createdBy: issuedBy,
    now: context.clock.now(),
  });
  await mailAccountLink(context, account, purpose, link, origin);
  return { account, path: link.path, expiresAt: link.expiresAt.toISOString() };
}

function refuseOwnAccount(id: number, actingUserId: number, what: string): void {
  if (id === actingUserId) {
    throw new HttpError(400, `You cannot ${what} your own account; ask another branch admin.`);
  }
}

/** Disabling ends the account's sessions at once; enabling lets it sign in again. */
export async function setAccountDisabled(
  context: ServiceContext,
  id: number,
  disabled: boolean,
  actingUserId: number,
): Promise<AdminAccount> {
  if (disabled) refuseOwnAccount(id, actingUserId, 'disable');
  await getAccount(context.db, id);
  await setDisabled(context.db, id, disabled);
  return getAccount(context.db, id);
}

/** An admin whose term has ended: the account, its sessions and links go. */
export async function removeAccount(
  context: ServiceContext,
  id: number,
  actingUserId: number,
): Promise<void> {
  refuseOwnAccount(id, actingUserId, 'remove');
  const deleted = await context.db
    .delete(users)
    .where(eq(users.id, id))
    .returning({ id: users.id });
  if (deleted.length === 0) throw notFound('Account not found.');
}
