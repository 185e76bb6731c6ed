import type { RegistrationCreated } from '@chapterhouse/shared';
import { and, eq, gt, lte } from 'drizzle-orm';
import {
  eventRegistrationLinks,
  eventRegistrations,
  registrationIdempotencyKeys,
} from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { derivedToken, hashToken, newToken } from '../../lib/link-tokens.js';
import { serverSecret } from '../../lib/server-secret.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { registrationView } from './registrant-view.js';
import { REGISTRATION_REFUSALS, type RegistrationRequest } from './registration-rules.js';

// A registration's idempotency key (decision 016, docs/decisions/016-registration-idempotency-
// keys.md): a phone that timed out in the opening minute sends its registration again, with the
// same key, and gets the first answer back rather than "already registered". Here: the keyed
// registration's link token (derived, so a retry can be given it again), the first answer found
// by its key, and the key kept with its registration. Both ways of saving (alone, and the rush's
// batches, which write a whole batch's keys in one insert with `keptKeyValues`) use them.

/** How long a registration's idempotency key gives its first answer back (decision 016). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3_600_000;

/** The server secret the first link of a registration made with an idempotency key comes from. */
const KEYED_LINK_SECRET = 'registration-keyed-links';

/**
 * The personal link's token of the registration a key made for an address: the same for every
 * retry of it. Its ticket code (random, drawn for each request) makes it this registration's
 * alone: the same key and address registering again, after a cancellation or an erasure, get
 * another link, and the first mail's link never opens the later registration.
 */
async function keyedLinkToken(
  context: ServiceContext,
  registrant: { eventId: number; key: string; email: string; ticketCode: string },
) {
  const secret = await serverSecret(context.db, KEYED_LINK_SECRET);
  const { eventId, email, key, ticketCode } = registrant;
  return derivedToken(secret, `registration-link:${eventId}:${email}:${key}:${ticketCode}`);
}

/**
 * The first answer to the registration this key made for the event within the last day, when
 * there is one: the same registration and, where it had one, the same link's token. A key used
 * for another address is a 409: it cannot be a retry of this request. A cancelled registration's
 * key answers nothing: its registrant cancelled after the first answer, so sending the request
 * again registers anew (with a new link) or meets today's refusal, never a stale "registered".
 */
export async function answerForKey(
  context: ServiceContext,
  eventId: number,
  key: string,
  email: string,
): Promise<RegistrationCreated | null> {
  const [kept] = await context.db
    .select({
      registrationId: registrationIdempotencyKeys.registrationId,
      answer: registrationIdempotencyKeys.answer,
      withToken: registrationIdempotencyKeys.withToken,
      email: eventRegistrations.email,
      status: eventRegistrations.status,
      ticketCode: eventRegistrations.ticketCode,
    })
    .from(registrationIdempotencyKeys)
    .innerJoin(
      eventRegistrations,
      eq(eventRegistrations.id, registrationIdempotencyKeys.registrationId),
    )
    .where(
      and(
        eq(registrationIdempotencyKeys.eventId, eventId),
        eq(registrationIdempotencyKeys.keyHash, hashToken(key)),
        gt(
          registrationIdempotencyKeys.createdAt,
          new Date(context.clock.now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS),
        ),
      ),
    );
  if (!kept) return null;
  if (kept.email !== email) throw new HttpError(409, REGISTRATION_REFUSALS.keyReused);
  if (kept.status === 'cancelled') return null;
  const { ticketCode } = kept;
  const token = kept.withToken
    ? await keyedLinkToken(context, { eventId, key, email, ticketCode })
    : null;
  return {
    // Written just after the first answer was made; a retry arriving before that (the first
    // request still finishing) is answered from the registration itself, which has not moved.
    registration: kept.answer ?? (await registrationView(context, kept.registrationId)),
    token: token && (await opens(context, token, kept.registrationId)) ? token : null,
  };
}

/**
 * Whether the token is a link of the registration. A registration made before tokens took the
 * ticket code (within a day of the upgrade) has another: its retry is sent to the mail instead.
 */
async function opens(context: ServiceContext, token: string, registrationId: number) {
  const [link] = await context.db
    .select({ registrationId: eventRegistrationLinks.registrationId })
    .from(eventRegistrationLinks)
    .where(eq(eventRegistrationLinks.tokenHash, hashToken(token)));
  return link?.registrationId === registrationId;
}

/**
 * Thrown inside a keyed registration's transaction to roll it back: the answer is the one its
 * key got before, else this refusal (the address was registered without this key).
 */
export class AnsweredBefore extends HttpError {
  constructor(refusal: string) {
    super(409, refusal);
  }
}

/**
 * The token of a registration's first link (its hash is saved with it): a keyed registration's
 * can be given again to a retry (`keyedLinkToken`).
 */
export function firstLinkToken(
  context: ServiceContext,
  eventId: number,
  request: RegistrationRequest,
) {
  const { key, email, ticketCode } = request;
  return key ? keyedLinkToken(context, { eventId, key, email, ticketCode }) : newToken();
}

/**
 * Records the key a registration came with, in its transaction. A key older than a day is
 * taken over; one another registration made within the day rolls this one back
 * (`AnsweredBefore`): a retry of that one gets its answer, another address a 409.
 */
export async function keepKey(
  context: ServiceContext,
  kept: {
    eventId: number;
    key: string;
    registrationId: number;
    now: Date;
    /** The registration as saved: whether its address is still to be proven. */
    row: { confirmBy: Date | null };
  },
) {
  const values = keptKeyValues(kept.registrationId, kept.row, kept.now);
  const [taken] = await context.db
    .insert(registrationIdempotencyKeys)
    .values({ eventId: kept.eventId, keyHash: hashToken(kept.key), ...values })
    .onConflictDoUpdate({
      target: [registrationIdempotencyKeys.eventId, registrationIdempotencyKeys.keyHash],
      set: values,
      setWhere: lte(
        registrationIdempotencyKeys.createdAt,
        new Date(kept.now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS),
      ),
    })
    .returning({ registrationId: registrationIdempotencyKeys.registrationId });
  if (!taken) throw new AnsweredBefore(REGISTRATION_REFUSALS.keyReused);
}

/** A kept key's row but for its event and hash: no answer yet (it is written after the commit). */
export function keptKeyValues(registrationId: number, row: { confirmBy: Date | null }, now: Date) {
  return {
    registrationId,
    answer: null,
    // The first answer carried the link's token unless the address is still to be proven.
    withToken: row.confirmBy === null,
    createdAt: now,
  };
}
