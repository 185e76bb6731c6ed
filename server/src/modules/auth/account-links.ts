import {
  type AccountLinkInfo,
  type AccountLinkPurpose,
  type AuthUser,
  INVITATION_VALID_DAYS,
  PASSWORD_RESET_VALID_HOURS,
} from '@chapterhouse/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountLinks, sessions, users } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { notFound } from '../../lib/http-errors.js';
import { hashToken, newToken } from '../../lib/link-tokens.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { type AuthContext, authUserColumns, toAuthUser } from './auth.service.js';
import { failedSignInsMail, invitationMail, passwordResetMail } from './auth-mails.js';
import { hashPassword } from './passwords.js';

const HOUR_MS = 60 * 60 * 1000;

export const LINK_LIFETIME_MS: Record<AccountLinkPurpose, number> = {
  invitation: INVITATION_VALID_DAYS * 24 * HOUR_MS,
  'password-reset': PASSWORD_RESET_VALID_HOURS * HOUR_MS,
};

/** Where each kind of link is opened in the browser. */
export const LINK_PAGE: Record<AccountLinkPurpose, string> = {
  invitation: '/invite',
  'password-reset': '/reset-password',
};

export const LINK_MESSAGES = {
  unknown: 'This link is not valid.',
  expired: 'This link has expired. Ask the branch administrator for a new one.',
  used: 'This link has already been used.',
  disabled: 'This account is disabled. Ask the branch administrator.',
} as const;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface IssuedLink {
  path: string;
  expiresAt: Date;
}

/**
 * Makes a one-time link for an account: 256 random bits, of which only the hash is stored. The
 * account's unused older links stop working, so only the newest one handed out is live.
 */
export async function issueLink(
  tx: Transaction | Database,
  input: { userId: number; purpose: AccountLinkPurpose; createdBy: number | null; now: Date },
): Promise<IssuedLink> {
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + LINK_LIFETIME_MS[input.purpose]);
  await tx
    .delete(accountLinks)
    .where(and(eq(accountLinks.userId, input.userId), isNull(accountLinks.usedAt)));
  await tx.insert(accountLinks).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    expiresAt,
    createdBy: input.createdBy,
    createdAt: input.now,
  });
  return { path: `${LINK_PAGE[input.purpose]}/${token}`, expiresAt };
}

async function findLink(context: AuthContext, token: string) {
  const [row] = await context.db
    .select({
      ...authUserColumns(context.clock.now()),
      linkId: accountLinks.id,
      purpose: accountLinks.purpose,
      expiresAt: accountLinks.expiresAt,
      usedAt: accountLinks.usedAt,
      disabledAt: users.disabledAt,
    })
    .from(accountLinks)
    .innerJoin(users, eq(accountLinks.userId, users.id))
    .where(eq(accountLinks.tokenHash, hashToken(token)));
  return row;
}

/** What the link's page shows: whose account it is. 404 with a plain reason when it cannot be used. */
export async function readLink(context: AuthContext, token: string): Promise<AccountLinkInfo> {
  const row = await findLink(context, token);
  if (!row) throw notFound(LINK_MESSAGES.unknown);
  if (row.usedAt) throw notFound(LINK_MESSAGES.used);
  if (row.expiresAt.getTime() <= context.clock.now().getTime()) {
    throw notFound(LINK_MESSAGES.expired);
  }
  if (row.disabledAt) throw notFound(LINK_MESSAGES.disabled);
  const user = toAuthUser(row);
  return {
    purpose: row.purpose,
    email: user.email,
    name: user.name,
    organisation: user.organisation,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Sets the account's password through a link and uses the link up, in one transaction: of two
 * browsers racing with the same link, one wins and the other is told it was used. The account's
 * sessions end (a reset is often about a lost or shared password); the caller signs this browser in.
 */
export async function setPasswordWithLink(
  context: AuthContext,
  token: string,
  password: string,
): Promise<AuthUser> {
  await readLink(context, token);
  const passwordHash = await hashPassword(password);
  const now = context.clock.now();
  const userId = await context.db.transaction(async (tx) => {
    const [used] = await tx
      .update(accountLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountLinks.tokenHash, hashToken(token)),
          isNull(accountLinks.usedAt),
          gt(accountLinks.expiresAt, now),
        ),
      )
      .returning({ userId: accountLinks.userId });
    if (!used) return null;
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, version: sql`${users.version} + 1` })
      .where(eq(users.id, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    return used.userId;
  });
  // Lost the race, or the link expired while the password was being hashed: say which.
  if (userId === null) {
    await readLink(context, token);
    throw notFound(LINK_MESSAGES.used);
  }
  const row = await findLink(context, token);
  if (!row) throw notFound(LINK_MESSAGES.unknown);
  return toAuthUser(row);
}

/**
 * Queues the mail that carries a link to its account's owner. Without SMTP it waits in the
 * console's outbox, where the branch admin can read the link and hand it over.
 */
export async function mailAccountLink(
  context: ServiceContext,
  account: { email: string; name: string; organisation: { name: string } | null },
  purpose: AccountLinkPurpose,
  link: IssuedLink,
  origin: string,
): Promise<void> {
  const site = (await branchIdentity(context.db)).name;
  const url = `${origin}${link.path}`;
  const mail =
    purpose === 'invitation'
      ? invitationMail({
          to: account.email,
          name: account.name,
          role: account.organisation ? account.organisation.name : 'the whole branch',
          url,
          expiresAt: link.expiresAt,
          locale: context.locale,
          site,
        })
      : passwordResetMail({
          to: account.email,
          name: account.name,
          url,
          expiresAt: link.expiresAt,
          locale: context.locale,
          site,
        });
  await context.mailer.queue(context.db, mail);
}

/**
 * "Forgot password?": mails a reset link to the account with this address, if there is one that
 * can sign in. The caller answers the same whatever happened here, so the form cannot be used to
 * find out who has an account.
 */
export async function requestPasswordReset(
  context: ServiceContext,
  email: string,
  origin: string,
): Promise<void> {
  await inTransaction(context.db, async () => {
    const [row] = await context.db
      .select({
        ...authUserColumns(context.clock.now()),
        passwordHash: users.passwordHash,
        disabledAt: users.disabledAt,
      })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    // Invited accounts (no password yet) use their invitation; disabled ones cannot sign in.
    if (!row?.passwordHash || row.disabledAt) return;
    const user = toAuthUser(row);
    const link = await issueLink(context.db, {
      userId: user.id,
      purpose: 'password-reset',
      createdBy: null,
      now: context.clock.now(),
    });
    await mailAccountLink(context, user, 'password-reset', link, origin);
  });
}

/**
 * Tells an account's owner that strangers keep failing to sign in as them (a burst the login
 * throttle saw), with the way to a new password. Nothing happens for an address with no account
 * that can sign in, and the caller answers the same either way.
 */
export async function warnOfFailedSignIns(
  context: ServiceContext,
  email: string,
  origin: string,
  burst: { failures: number },
): Promise<void> {
  const [row] = await context.db
    .select({ email: users.email, name: users.name, disabledAt: users.disabledAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!row || row.disabledAt) return;
  const site = (await branchIdentity(context.db)).name;
  await context.mailer.queue(
    context.db,
    failedSignInsMail({
      to: row.email,
      name: row.name,
      ...burst,
      resetUrl: `${origin}/forgot-password`,
      site,
    }),
  );
}
