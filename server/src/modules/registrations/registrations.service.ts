import type { RegistrationCreated, registrationRequestSchema } from '@chapterhouse/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  eventRegistrationLinks,
  eventRegistrations,
  registrationIdempotencyKeys,
} from '../../db/schema/index.js';
import { currentTransaction, inTransaction } from '../../lib/actor-transaction.js';
import { calendarDate } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError } from '../../lib/http-errors.js';
import { hashToken } from '../../lib/link-tokens.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { countMoreRegistered } from '../events/registrable-event.js';
import { placeKindOf, takenOf } from './place-kinds.js';
import { viewOf } from './registrant-view.js';
import { registrationBatchesOf, type SavedRegistration } from './registration-batches.js';
import {
  AnsweredBefore,
  answerForKey,
  firstLinkToken,
  keepKey,
} from './registration-idempotency.js';
import { queueFirstMails } from './registration-mails.js';
import { confirmedCount, dropUnconfirmed } from './registration-places.js';
import {
  admitMembers,
  attendsOnlineAt,
  checkedAnswers,
  firstMailOf,
  lockEventOpenForRegistration,
  newTicketCode,
  REGISTRATION_REFUSALS,
  type RegistrationRequest,
  registrationRow,
} from './registration-rules.js';
import { ticketAttachment } from './registration-ticket.js';
import { registerForWholeSeries } from './series-registrations.js';

// Registering one person for an event, the way in for every registration. Registration on this
// site keeps places never beyond the capacity, a waiting list in order, one registration per
// address; every change that moves places takes the event's row lock first, so simultaneous
// registrations and cancellations (on any number of servers) take turns. `register` hands each
// request to the rush's batches (`registration-batches.ts`), which save most of them; one a batch
// cannot decide (an address or key seen before) is saved here alone (`saveAlone`), under the same
// rules (`registration-rules.ts`) and keys (`registration-idempotency.ts`), and each is answered
// here (`answerSaved`). What happens to a registration afterwards has files of its own, each named
// for what it does (its event's places, the personal link, erasure, the desk).

/**
 * Registers someone for an upcoming event that takes registrations on this site: confirmed while
 * the event has room, else on its waiting list. One registration per e-mail address (a cancelled
 * one may register again, at the end of the line). With an idempotency key, the same request
 * again (a retry after a time-out) gets the first answer back (decision 016).
 */
export async function register(
  context: ServiceContext,
  eventId: number,
  input: z.output<typeof registrationRequestSchema>,
  /** `addressProven`: a signed-in student's own address, never asked to be confirmed. */
  options: { addressProven?: boolean } = {},
): Promise<RegistrationCreated> {
  // Batches run outside any caller's transaction (a batch is many requests'), and commit on
  // their own: one called inside a transaction would not roll back with it.
  if (currentTransaction())
    throw new Error('register commits on its own: call it outside a transaction');
  const email = input.email.toLowerCase();
  const key = input.idempotencyKey ?? null;
  try {
    const request: RegistrationRequest = {
      input,
      email,
      key,
      ticketCode: newTicketCode(),
      addressProven: options.addressProven ?? false,
    };
    // Handed to the batch before anything is awaited, so that requests line up as they came.
    // No look-up of the key first: a retry is rare, and registering finds it anyway (the address
    // is taken), so the usual registration costs no query more.
    const outcome = await registrationBatchesOf(context).add(eventId, request);
    if ('refused' in outcome) throw outcome.refused;
    const saved = 'saved' in outcome ? outcome.saved : await saveAlone(context, eventId, request);
    const answer = await answerSaved(context, saved, key);
    // Registering once for a whole series: its other sessions, once the address is proven.
    if (saved.event.wholeSeriesId !== null && saved.row.confirmBy === null) {
      await registerForWholeSeries(context, saved.row.id, { revive: true });
    }
    return answer;
  } catch (error) {
    // Another request with this key got there first (its registration holds the address, or the
    // key), or this is a retry refused now (registration closed since): the first answer stands.
    const refused = error instanceof HttpError && error.statusCode === 409;
    if (key && (refused || isUniqueViolation(error))) {
      const before = await answerForKey(context, eventId, key, email);
      if (before) return before;
    }
    // The database's own rule: one registration per address and event, whatever raced.
    if (isUniqueViolation(error, 'event_registrations_email_unique')) {
      throw new HttpError(409, REGISTRATION_REFUSALS.duplicate);
    }
    throw error;
  }
}

/**
 * Saves one registration in a transaction of its own: the requests a batch left alone, whose
 * address or key was seen before. A cancelled registration makes way for the new one (at the end
 * of the line); a registered address is a 409; a key used within the day is its first answer's.
 */
async function saveAlone(
  context: ServiceContext,
  eventId: number,
  request: RegistrationRequest,
): Promise<SavedRegistration> {
  const { email, key } = request;
  const token = await firstLinkToken(context, eventId, request);
  return inTransaction(context.db, async () => {
    const { db } = context;
    const { event, now } = await lockEventOpenForRegistration(context, eventId);
    const answers = checkedAnswers(event.registrationQuestions, request.input.answers);
    const kind = placeKindOf(event, attendsOnlineAt(event, request.input.attendance));
    const [refusal] = await admitMembers(context, event, now, [request]);
    if (refusal) throw refusal;
    let taken = takenOf(event, kind);
    if (await dropUnconfirmed(context, eventId)) taken = await confirmedCount(db, eventId, kind);
    const row = registrationRow(event, {
      request,
      answers,
      taken,
      now,
      today: calendarDate(now, context.timeZone),
    });
    const firstMail = firstMailOf(row);
    const insert = () =>
      db
        .insert(eventRegistrations)
        .values({ ...row, firstMail })
        .onConflictDoNothing({ target: [eventRegistrations.eventId, eventRegistrations.email] })
        .returning({ id: eventRegistrations.id });
    let [created] = await insert();
    if (!created) {
      const [existing] = await db
        .select({ id: eventRegistrations.id, status: eventRegistrations.status })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.email, email)));
      if (existing && existing.status !== 'cancelled') {
        // The same keyed request, sent twice at once: the first one's answer (after the rollback).
        if (key) throw new AnsweredBefore(REGISTRATION_REFUSALS.duplicate);
        throw new HttpError(409, REGISTRATION_REFUSALS.duplicate);
      }
      if (existing) {
        await db.delete(eventRegistrations).where(eq(eventRegistrations.id, existing.id));
      }
      [created] = await insert();
    }
    if (!created) throw new Error('the registration was not saved');
    if (row.status === 'confirmed') {
      await countMoreRegistered(db, eventId, 1, row.attendsOnline ? 1 : 0);
    }
    await db
      .insert(eventRegistrationLinks)
      .values({ tokenHash: hashToken(token), registrationId: created.id });
    if (key) await keepKey(context, { eventId, key, registrationId: created.id, now, row });
    return { row: { ...row, id: created.id }, event, firstMail, token };
  });
}

/**
 * After the commit, while the next registrants decide: the first mail (with the ticket, drawn
 * only for a place that has one), the answer, and the answer kept for the key's retries.
 */
async function answerSaved(
  context: ServiceContext,
  { row, event, firstMail, token, answered }: SavedRegistration,
  key: string | null,
): Promise<RegistrationCreated> {
  // Where the address must be proven, the link goes to the address only.
  const shownToken = row.holdFor === 'address' ? null : token;
  if (answered) return { registration: answered, token: shownToken };
  const ticket = firstMail === 'confirmed' ? await ticketAttachment(row.ticketCode) : undefined;
  await queueFirstMails(context, [{ registrationId: row.id, kind: firstMail, ticket, token }]);
  // Where the address must be proven, the link goes to the address only: whoever registered
  // with someone else's address cannot confirm it from here.
  const answer = {
    // As it was saved, without reading it back (its place in line is counted, if waiting).
    registration: await viewOf(context, row, event),
    token: shownToken,
  };
  if (key) {
    await context.db
      .update(registrationIdempotencyKeys)
      .set({ answer: answer.registration })
      .where(
        and(
          eq(registrationIdempotencyKeys.eventId, row.eventId),
          eq(registrationIdempotencyKeys.keyHash, hashToken(key)),
        ),
      );
  }
  return answer;
}
