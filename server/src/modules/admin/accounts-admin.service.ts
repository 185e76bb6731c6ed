import {
  type AccountLink,
  type AccountLinkPurpose,
  type AdminAccount,
  type InvitationRequest,
  invitationRequestSchema,
} from '@chapterhouse/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organisations, users } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { issueLink, mailAccountLink } from '../auth/account-links.js';
import {
  authUserColumns,
  byEmail,
  organisationFor,
  setDisabled,
  toAuthUser,
} from '../users/users.service.js';

async function selectAccounts(db: Database, id?: number): Promise<AdminAccount[]> {
  const rows = await db
    .select({
      ...authUserColumns,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(organisations, eq(users.organisationId, organisations.id))
    .where(id === undefined ? undefined : eq(users.id, id))
    .orderBy(asc(users.role), asc(users.name), asc(users.id));
  return rows.map((row) => {
    const user = toAuthUser(row);
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      organisation: user.organisation,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      disabled: row.disabledAt !== null,
      pending: row.passwordHash === null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export const listAccounts = (db: Database) => selectAccounts(db);

export async function getAccount(db: Database, id: number): Promise<AdminAccount> {
  const [account] = await selectAccounts(db, id);
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
    throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join('; '));
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
          organisationId,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('insert returned nothing');
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
    if ((error as { code?: string }).code === '23505') throw emailTaken(fields.email);
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
