import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  STUDENT_SIGN_IN_CODE_LENGTH,
  STUDENT_SIGN_IN_CODE_TRIES,
  STUDENT_SIGN_IN_MAILS_PER_HOUR,
  STUDENT_SIGN_IN_MINUTES,
} from '@chapterhouse/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { studentSessions, studentSignInLinks, students } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { hashToken, newToken } from '../../lib/link-tokens.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { countHit } from '../../lib/shared-counters.js';
import { confirmRegistrationsOfAddress } from '../registrations/personal-link.service.js';
import { startStudentSession } from './student-session.js';
import { studentSignInMail } from './students-mails.js';

// Signing in as a student (issue 47, decision 017): the site mails a one-time link and a short
// code to any address that asks; following the link (or typing the code) proves the address and
// starts a session, and confirms the address's registrations still waiting for it. Nothing is looked up before mailing, so the answer and the work are the
// same for every address: nobody learns who registered for anything.

const MINUTE_MS = 60 * 1000;
const LINK_LIFETIME_MS = STUDENT_SIGN_IN_MINUTES * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** Where a sign-in link is opened. */
export const SIGN_IN_LINK_PAGE = '/me/sign-in';
/** Where a student lands once signed in. */
export const STUDENT_PAGE = '/me';

export const SIGN_IN_REFUSALS = {
  tooManyMails: (minutes: number) =>
    `Several sign-in mails have been sent to this address in the last hour. Use the latest one, or ask again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  linkUnknown: 'This sign-in link is not valid. Ask for a new one.',
  linkUsed: 'This sign-in link has already been used. Ask for a new one if you are signed out.',
  linkExpired: `This sign-in link has expired: links work for ${STUDENT_SIGN_IN_MINUTES} minutes. Ask for a new one.`,
  codeWrong: 'That code is not right. Check the latest sign-in mail, or ask for a new one.',
  codeSpent:
    'There is no code waiting for this address any more (used, expired or tried too often). Ask for a new sign-in mail.',
} as const;

/** A code of `STUDENT_SIGN_IN_CODE_LENGTH` digits, leading zeros kept. */
function newCode(): string {
  return String(randomInt(0, 10 ** STUDENT_SIGN_IN_CODE_LENGTH)).padStart(
    STUDENT_SIGN_IN_CODE_LENGTH,
    '0',
  );
}

/**
 * Mails a sign-in link and code to the address, whoever it belongs to (an address that never
 * registered gets one too: signing in is how anyone starts). At most a few mails an hour per
 * address (429 beyond, with the wait), so nobody can flood someone's inbox through the site.
 */
export async function requestStudentSignIn(
  context: ServiceContext,
  email: string,
  origin: string,
): Promise<void> {
  const now = context.clock.now();
  const sent = await countHit(context.db, `student-sign-in-mail:${email}`, HOUR_MS, now);
  if (sent.hits > STUDENT_SIGN_IN_MAILS_PER_HOUR) {
    const waitMs = sent.windowEndsAt.getTime() - now.getTime();
    throw new HttpError(429, SIGN_IN_REFUSALS.tooManyMails(Math.ceil(waitMs / MINUTE_MS)), waitMs);
  }
  const token = newToken();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
  await inTransaction(context.db, async () => {
    await context.db.insert(studentSignInLinks).values({
      email,
      tokenHash: hashToken(token),
      codeHash: hashToken(code),
      expiresAt,
      createdAt: now,
    });
    const site = (await branchIdentity(context.db)).name;
    await context.mailer.queue(
      context.db,
      studentSignInMail({
        to: email,
        url: `${origin}${SIGN_IN_LINK_PAGE}/${token}`,
        code,
        expiresAt,
        locale: context.locale,
        site,
      }),
    );
  });
}

async function linkByToken(context: ServiceContext, token: string) {
  const [link] = await context.db
    .select()
    .from(studentSignInLinks)
    .where(eq(studentSignInLinks.tokenHash, hashToken(token)));
  if (!link) throw notFound(SIGN_IN_REFUSALS.linkUnknown);
  if (link.usedAt) throw notFound(SIGN_IN_REFUSALS.linkUsed);
  if (link.expiresAt <= context.clock.now()) throw notFound(SIGN_IN_REFUSALS.linkExpired);
  return link;
}

/** What the page of a sign-in link shows before its button is pressed: the address. */
export async function readStudentSignInLink(
  context: ServiceContext,
  token: string,
): Promise<{ email: string }> {
  const { email } = await linkByToken(context, token);
  return { email };
}

/**
 * Signs in with a mailed link: pressed on its page (a POST: mail scanners fetch links, and a
 * bare visit must not use it up). Answers the new session's token.
 */
export async function signInWithStudentLink(
  context: ServiceContext,
  token: string,
): Promise<string> {
  const signedIn = await inTransaction(context.db, async () => {
    const link = await linkByToken(context, token);
    return { email: link.email, token: await signIn(context, link.email) };
  });
  await confirmRegistrationsOfAddress(context, signedIn.email);
  return signedIn.token;
}

/**
 * Signs in with the code of a mailed link, typed where the address was asked for. Each wrong
 * code counts against every live link of the address; one that has taken
 * `STUDENT_SIGN_IN_CODE_TRIES` stops taking codes, so guessing is bounded by the mails an
 * address may be sent (a few an hour, each with its own few tries).
 */
export async function signInWithStudentCode(
  context: ServiceContext,
  email: string,
  code: string,
): Promise<string> {
  const now = context.clock.now();
  const live = and(
    eq(studentSignInLinks.email, email),
    isNull(studentSignInLinks.usedAt),
    gt(studentSignInLinks.expiresAt, now),
    lt(studentSignInLinks.failedCodes, STUDENT_SIGN_IN_CODE_TRIES),
  );
  const links = await context.db
    .select({ id: studentSignInLinks.id, codeHash: studentSignInLinks.codeHash })
    .from(studentSignInLinks)
    .where(live);
  if (links.length === 0) throw new HttpError(400, SIGN_IN_REFUSALS.codeSpent);
  const given = Buffer.from(hashToken(code));
  const matching = links.some((link) => timingSafeEqual(Buffer.from(link.codeHash), given));
  if (!matching) {
    await context.db
      .update(studentSignInLinks)
      .set({ failedCodes: sql`${studentSignInLinks.failedCodes} + 1` })
      .where(live);
    throw new HttpError(400, SIGN_IN_REFUSALS.codeWrong);
  }
  const session = await inTransaction(context.db, () => signIn(context, email));
  await confirmRegistrationsOfAddress(context, email);
  return session;
}

/**
 * The address is proven: every link still out for it is spent (each works once, and one is
 * enough), the student is made if new, and a session starts.
 */
async function signIn(context: ServiceContext, email: string): Promise<string> {
  const now = context.clock.now();
  await context.db
    .update(studentSignInLinks)
    .set({ usedAt: now })
    .where(and(eq(studentSignInLinks.email, email), isNull(studentSignInLinks.usedAt)));
  const [student] = await context.db
    .insert(students)
    .values({ email, verifiedAt: now, lastSignInAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: students.email,
      set: { lastSignInAt: now, updatedAt: now },
    })
    .returning({ id: students.id });
  if (!student) throw new Error(`No student row for a sign-in`);
  return startStudentSession(context, student.id);
}

/**
 * Deletes what has expired: links a day after their end (kept that long so a late click is told
 * "expired", not "not valid"), and sessions once over.
 */
export async function sweepStudentSignIns(db: Database, now: Date): Promise<void> {
  await db
    .delete(studentSignInLinks)
    .where(lt(studentSignInLinks.expiresAt, new Date(now.getTime() - 24 * HOUR_MS)));
  await db.delete(studentSessions).where(lt(studentSessions.expiresAt, now));
}
