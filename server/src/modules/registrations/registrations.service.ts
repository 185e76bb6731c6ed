import { randomInt } from 'node:crypto';
import type {
  Registration,
  RegistrationAnswers,
  RegistrationCreated,
  registrationRequestSchema,
} from '@chapterhouse/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, isEmbedded, rowsOf } from '../../db/client.js';
import {
  auditLog,
  eventRegistrationLinks,
  eventRegistrations,
  registrationIdempotencyKeys,
} from '../../db/schema/index.js';
import { insertUnnested, inUnnested } from '../../db/unnested.js';
import { currentTransaction, inTransaction } from '../../lib/actor-transaction.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { KeyedBatches } from '../../lib/keyed-batches.js';
import { hashToken } from '../../lib/link-tokens.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import {
  countMoreRegistered,
  lockEventForRegistration,
} from '../events/events-for-registration.service.js';
import { registrationView, viewOf } from './registrant-view.js';
import {
  AnsweredBefore,
  answerForKey,
  firstLinkToken,
  keepKey,
  keptKeyValues,
} from './registration-idempotency.js';
import {
  forgetRegistrationMails,
  mailRegistrant,
  queueFirstMails,
  type RegistrationMailKind,
  STANDING_STATUSES,
} from './registration-mails.js';
import {
  confirmedCount,
  countWithStatus,
  dropDueHolds,
  dropUnconfirmed,
  fillFromWaitlist,
  recount,
} from './registration-places.js';
import {
  checkedAnswers,
  isOver,
  lockEventOpenForRegistration,
  REGISTRATION_REFUSALS,
  type RegistrationRequest,
  type RegistrationRow,
  registrationRow,
} from './registration-rules.js';
import { ticketAttachment, ticketSvg } from './registration-ticket.js';
import { RushMails } from './rush-mails.js';

// Registration on this site: places never beyond the capacity, a waiting list in order, one
// registration per address. Every change that moves places takes the event's row lock first, so
// simultaneous registrations and cancellations (on any number of servers) take turns.

/** Letters and digits that cannot be mistaken for one another when read out or typed. */
const TICKET_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 12 characters from 31 (59 bits), in groups of four: K7QX-9M2P-4TRW. */
function newTicketCode(): string {
  const characters = Array.from({ length: 12 }, () => TICKET_ALPHABET[randomInt(31)]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/**
 * What registrations need of the certificates issued to registrants (modules/certificates, which
 * reads registrations: handed in by the app, so neither module imports the other both ways).
 */
export interface RegistrantCertificates {
  /** The registration's valid certificate, for its registrant's page; null when none. */
  of(db: Database, registrationId: number): Promise<Registration['certificate']>;
  /** Withdraws the registrations' certificates, in the transaction that erases them. */
  withdraw(context: ServiceContext, registrationIds: readonly number[]): Promise<void>;
}

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
): Promise<RegistrationCreated> {
  // Batches run outside any caller's transaction (a batch is many requests'), and commit on
  // their own: one called inside a transaction would not roll back with it.
  if (currentTransaction())
    throw new Error('register commits on its own: call it outside a transaction');
  const email = input.email.toLowerCase();
  const key = input.idempotencyKey ?? null;
  try {
    const request: RegistrationRequest = { input, email, key, ticketCode: newTicketCode() };
    // Handed to the batch before anything is awaited, so that requests line up as they came.
    // No look-up of the key first: a retry is rare, and registering finds it anyway (the address
    // is taken), so the usual registration costs no query more.
    const outcome = await registrationBatchesOf(context).add(eventId, request);
    if ('refused' in outcome) throw outcome.refused;
    const saved = 'saved' in outcome ? outcome.saved : await saveAlone(context, eventId, request);
    return await answerSaved(context, saved, key);
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

/** A registration as its transaction saved it, before the work done after the commit. */
interface SavedRegistration {
  row: Parameters<typeof viewOf>[1];
  event: Parameters<typeof viewOf>[2] & { registrationConfirmEmail: boolean };
  firstMail: RegistrationMailKind;
  /** The first link's token: in the answer (unless the address must be proven), and the mail. */
  token: string;
  /**
   * Saved in a batch, which did the rest too: what the registrant is shown (kept for the key's
   * retries) and the first mail, queued.
   */
  answered?: Registration;
}

/**
 * What a batch did with one request: saved, refused (the event's refusal, or the request's own),
 * or left to be saved alone, after the batch, by `saveAlone`: an address or key seen before
 * (a cancelled registration to replace, a duplicate, a retry), whose every case that path has.
 */
type BatchOutcome = { saved: SavedRegistration } | { refused: unknown } | { alone: true };

const registrationBatches = new WeakMap<
  ServiceContext,
  KeyedBatches<number, RegistrationRequest, BatchOutcome>
>();

/**
 * The most registrations one batch saves: all that wait, in a rush of a few hundred at once. A
 * request that arrives while a batch runs then waits for that batch and its own, not for two or
 * three more (a cap of 100 made the rush's p99 twice its median); the lock is held a little
 * longer per batch, for far fewer batches.
 */
const REGISTRATIONS_PER_BATCH = 300;

/**
 * The registrations waiting for each event on this server, saved a batch at a time (one lock, one
 * insert for many; `KeyedBatches`): in the first minute of a popular event, each registrant
 * would otherwise wait for every earlier one's whole transaction under the event's lock.
 */
function registrationBatchesOf(context: ServiceContext) {
  let batches = registrationBatches.get(context);
  if (!batches) {
    batches = new KeyedBatches(
      (eventId, requests, release) => saveTogether(context, eventId, requests, release),
      REGISTRATIONS_PER_BATCH,
      // On PostgreSQL a batch mostly waits on round trips: the next starts with the first
      // registration that arrives, its round trips beside the last batch's answers.
      { nextOnArrival: !isEmbedded(context.db) },
    );
    registrationBatches.set(context, batches);
  }
  return batches;
}

const rushMails = new WeakMap<ServiceContext, RushMails>();

/**
 * The first mails this server's rushes hold back (`RushMails`): made once per context, by the
 * app with what it does once they are written and where a failed write is logged, else with
 * the first rush.
 */
export function rushMailsOf(
  context: ServiceContext,
  on: { written?: () => void; error?: (error: unknown) => void } = {},
): RushMails {
  let mails = rushMails.get(context);
  if (!mails) {
    mails = new RushMails(context, {
      rushGoesOn: () => registrationBatchesOf(context).busy,
      onWritten: on.written,
      onError: on.error,
    });
    rushMails.set(context, mails);
  }
  return mails;
}

/** Thrown to roll a batch back when its insert met an address it had not seen: all go alone. */
class AddressTakenMeanwhile extends Error {}

/**
 * Saves a batch of registrations for one event in one transaction: the event locked once and
 * checked once (its refusal refuses them all), then each request in its order of arrival takes a
 * place while there is room, else the next turn on the waiting list; one insert for all their
 * rows, one for their links, one for their keys. A request whose address or key is already there
 * (or earlier in the batch) is left to `saveAlone`.
 */
async function saveTogether(
  context: ServiceContext,
  eventId: number,
  requests: RegistrationRequest[],
  release: () => void,
): Promise<BatchOutcome[]> {
  const outcomes: (BatchOutcome | undefined)[] = requests.map(() => undefined);
  try {
    const tokens = await Promise.all(
      requests.map((request) => firstLinkToken(context, eventId, request)),
    );
    await inTransaction(context.db, async () => {
      const { db } = context;
      const { event, now } = await lockEventOpenForRegistration(context, eventId);
      // The event is this batch's until the commit: the next batch may begin and ask for the lock
      // now, and the database hands it over at the commit (no round trip between the two).
      release();
      const admitted: { index: number; answers: RegistrationAnswers }[] = [];
      requests.forEach((request, index) => {
        try {
          admitted.push({
            index,
            answers: checkedAnswers(event.registrationQuestions, request.input.answers),
          });
        } catch (error) {
          outcomes[index] = { refused: error };
        }
      });
      if (admitted.length === 0) return;
      // Addresses and keys seen before (every registration of the event is written under its
      // lock, so these reads are exact until the commit) go alone.
      const emails = admitted.map(({ index }) => requests[index]?.email ?? '');
      const keyHashes = admitted.flatMap(({ index }) => {
        const key = requests[index]?.key;
        return key ? [hashToken(key)] : [];
      });
      // Over the capacity, places on the waiting list are counted once for the batch (exact:
      // under the lock), again should a hold have been dropped.
      const waitlistMatters = (taken: number) =>
        event.capacity !== null && taken + admitted.length > event.capacity;
      // Sent together, answered in one round trip (under load, each round trip waits its turn in
      // a busy event loop): holds that ran out free their places first, for those already in
      // line (a dropped registration is still an address seen); a batch's lists go as one array
      // each (`db/unnested.ts`), hundreds of values in a rush.
      const [dropped, seenEmailRows, seenKeyRows, waitingBeforeDrop] = await Promise.all([
        dropUnconfirmed(context, eventId),
        db
          .select({ email: eventRegistrations.email })
          .from(eventRegistrations)
          .where(
            and(
              eq(eventRegistrations.eventId, eventId),
              inUnnested(eventRegistrations.email, emails),
            ),
          ),
        keyHashes.length === 0
          ? []
          : db
              .select({ keyHash: registrationIdempotencyKeys.keyHash })
              .from(registrationIdempotencyKeys)
              .where(
                and(
                  eq(registrationIdempotencyKeys.eventId, eventId),
                  inUnnested(registrationIdempotencyKeys.keyHash, keyHashes),
                ),
              ),
        waitlistMatters(event.registrations) ? countWithStatus(db, eventId, 'waitlisted') : 0,
      ]);
      let taken = dropped ? await confirmedCount(db, eventId) : event.registrations;
      const seenEmails = new Set(seenEmailRows.map((row) => row.email));
      const seenKeys = new Set(seenKeyRows.map((row) => row.keyHash));
      const waiting = !waitlistMatters(taken)
        ? 0
        : dropped
          ? await countWithStatus(db, eventId, 'waitlisted')
          : waitingBeforeDrop;
      const placed: {
        index: number;
        row: RegistrationRow;
        firstMail: RegistrationMailKind;
        position?: number;
      }[] = [];
      let waitlistedHere = 0;
      for (const { index, answers } of admitted) {
        const request = requests[index] as RegistrationRequest;
        const keyHash = request.key ? hashToken(request.key) : null;
        if (seenEmails.has(request.email) || (keyHash && seenKeys.has(keyHash))) {
          outcomes[index] = { alone: true };
          continue;
        }
        seenEmails.add(request.email);
        if (keyHash) seenKeys.add(keyHash);
        const row = registrationRow(event, { request, answers, taken, now });
        if (row.status === 'confirmed') taken += 1;
        // Written just after the commit (`queueFirstMails`), not under the lock.
        const firstMail: RegistrationMailKind = event.registrationConfirmEmail
          ? 'confirm'
          : row.status;
        const position = row.status === 'waitlisted' ? waiting + ++waitlistedHere : undefined;
        placed.push({ index, row, firstMail, position });
      }
      if (placed.length === 0) return;
      const inserted = await rowsOf<{ id: number; email: string }>(
        db,
        sql`${insertUnnested(
          eventRegistrations,
          placed.map(({ row, firstMail }) => ({ ...row, firstMail })),
        )} on conflict (event_id, email) do nothing returning id, email`,
      );
      if (inserted.length !== placed.length) throw new AddressTakenMeanwhile();
      const idOf = new Map(inserted.map((row) => [row.email, row.id]));
      const saved: { request: RegistrationRequest; index: number; saved: SavedRegistration }[] = [];
      for (const { index, row, firstMail, position } of placed) {
        const request = requests[index] as RegistrationRequest;
        const id = idOf.get(row.email);
        if (id === undefined) throw new AddressTakenMeanwhile();
        const token = tokens[index] ?? '';
        // As it was saved, without reading it back.
        const answered = await viewOf(context, { ...row, id }, event, position);
        saved.push({
          request,
          index,
          saved: { row: { ...row, id }, event, firstMail, token, answered },
        });
      }
      const confirmed = placed.filter(({ row }) => row.status === 'confirmed').length;
      const keyed = saved.filter(({ request }) => request.key);
      // Together, in one round trip: the event's count, the first links (in the answers unless
      // the address must be proven, and in the first mails) and the keys with their answers.
      await Promise.all([
        confirmed > 0 ? countMoreRegistered(db, eventId, confirmed) : undefined,
        db.execute(
          insertUnnested(
            eventRegistrationLinks,
            saved.map(({ saved }) => ({
              tokenHash: hashToken(saved.token),
              registrationId: saved.row.id,
            })),
          ),
        ),
        keyed.length === 0
          ? undefined
          : db.execute(
              insertUnnested(
                registrationIdempotencyKeys,
                keyed.map(({ request, saved }) => ({
                  eventId,
                  keyHash: hashToken(request.key ?? ''),
                  ...keptKeyValues(saved.row.id, event, now),
                  answer: saved.answered ?? null,
                })),
              ),
            ),
      ]);
      for (const { index, saved: each } of saved) outcomes[index] = { saved: each };
    });
  } catch (error) {
    // Rolled back: nothing of the batch was saved. Refused, each with the error, unless the
    // insert met an address (a registration written without the lock): then each goes alone.
    const alone = error instanceof AddressTakenMeanwhile;
    return requests.map((_, index) => {
      const outcome = outcomes[index];
      if (alone && outcome && 'refused' in outcome) return outcome;
      return alone ? { alone: true } : { refused: error };
    });
  }
  // Committed: the next batch may take the event's lock now, while this one writes its first
  // mails, together (a batch's requests are answered once their mails are queued). Should this
  // fail, each request saved gets its error (a keyed one its first answer), and the mails stay
  // owed to the registration-holds job (`first_mail`), as after a server's stop.
  release();
  const owed = outcomes.flatMap((outcome) =>
    outcome && 'saved' in outcome ? [outcome.saved] : [],
  );
  // In a rush (registrations of this event other than this batch's are in line), answered now:
  // the mails are written once the rush has passed (`RushMails`), not while everyone waits.
  if (registrationBatchesOf(context).unanswered(eventId) > requests.length) {
    rushMailsOf(context).hold(
      owed.map(({ row, firstMail, token }) => ({
        registrationId: row.id,
        kind: firstMail,
        token,
        ticketCode: row.ticketCode,
      })),
    );
    return outcomes.map((outcome) => outcome ?? { alone: true });
  }
  try {
    await queueFirstMails(
      context,
      await Promise.all(
        owed.map(async ({ row, firstMail, token }) => ({
          registrationId: row.id,
          kind: firstMail,
          token,
          ticket: firstMail === 'confirmed' ? await ticketAttachment(row.ticketCode) : undefined,
        })),
      ),
    );
  } catch (error) {
    return outcomes.map((outcome) =>
      outcome && 'saved' in outcome ? { refused: error } : (outcome ?? { alone: true }),
    );
  }
  return outcomes.map((outcome) => outcome ?? { alone: true });
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
    let taken = event.registrations;
    if (await dropUnconfirmed(context, eventId)) taken = await confirmedCount(db, eventId);
    const row = registrationRow(event, { request, answers, taken, now });
    const firstMail: RegistrationMailKind = event.registrationConfirmEmail ? 'confirm' : row.status;
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
    if (row.status === 'confirmed') await countMoreRegistered(db, eventId, 1);
    await db
      .insert(eventRegistrationLinks)
      .values({ tokenHash: hashToken(token), registrationId: created.id });
    if (key) await keepKey(context, { eventId, key, registrationId: created.id, now, event });
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
  const shownToken = event.registrationConfirmEmail ? null : token;
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

/**
 * Confirms the registrant's address, through the button on the page their mailed link opens (a
 * POST: mail scanners fetch links, and a bare visit must not confirm). A held place becomes
 * theirs, with its ticket; a waitlisted or pending registration keeps its turn. They get the
 * mail they would have got at once on an event that does not ask. Confirming again changes
 * nothing; too late is 409 (the registration was dropped).
 */
export async function confirmRegistration(
  context: ServiceContext,
  token: string,
): Promise<Registration> {
  const { id, eventId } = await findByToken(context.db, token);
  await dropDueHolds(context, eventId);
  await inTransaction(context.db, async () => {
    const { db } = context;
    await lockEventForRegistration(db, eventId);
    const [row] = await db
      .select({ status: eventRegistrations.status, confirmBy: eventRegistrations.confirmBy })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, id));
    if (!row) throw notFound('This registration link is not valid.');
    if (row.confirmBy === null) return;
    if (row.status === 'cancelled') throw new HttpError(409, REGISTRATION_REFUSALS.expired);
    if (!STANDING_STATUSES.includes(row.status)) return;
    await db
      .update(eventRegistrations)
      .set({
        confirmBy: null,
        version: sql`${eventRegistrations.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(eventRegistrations.id, id));
    await mailRegistrant(context, id, row.status as RegistrationMailKind);
  });
  return registrationView(context, id);
}

async function findByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      id: eventRegistrations.id,
      eventId: eventRegistrations.eventId,
      status: eventRegistrations.status,
      ticketCode: eventRegistrations.ticketCode,
      confirmBy: eventRegistrations.confirmBy,
    })
    .from(eventRegistrationLinks)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, eventRegistrationLinks.registrationId))
    .where(eq(eventRegistrationLinks.tokenHash, hashToken(token)));
  if (!row) throw notFound('This registration link is not valid.');
  return row;
}

/** A registration, through its personal link. */
export async function readRegistration(
  context: ServiceContext,
  token: string,
  certificates: RegistrantCertificates,
): Promise<Registration> {
  const { id, eventId, status, confirmBy } = await findByToken(context.db, token);
  // Its time ran out and no job has dropped it yet: it is dropped now, so the page tells the truth.
  if (confirmBy && confirmBy <= context.clock.now() && STANDING_STATUSES.includes(status)) {
    await dropDueHolds(context, eventId);
  }
  const view = await registrationView(context, id);
  // Certificates are issued once an event is over: an event still to come has none to look for.
  if (view.event.date > today(context)) return view;
  return { ...view, certificate: await certificates.of(context.db, id) };
}

/**
 * Cancels a registration through its personal link. A confirmed place of an upcoming event goes
 * to the first in line. Cancelling again changes nothing.
 */
export async function cancelRegistration(
  context: ServiceContext,
  token: string,
): Promise<{ registration: Registration; promoted: number[] }> {
  const { id, eventId } = await findByToken(context.db, token);
  const promoted = await inTransaction(context.db, async () => {
    const { db } = context;
    const event = await lockEventForRegistration(db, eventId);
    const [cancelled] = await db
      .update(eventRegistrations)
      .set({
        status: 'cancelled',
        // Cancelled by its registrant, not dropped for want of a confirmation.
        confirmBy: null,
        version: sql`${eventRegistrations.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(eventRegistrations.id, id), sql`${eventRegistrations.status} <> 'cancelled'`))
      .returning({ id: eventRegistrations.id });
    if (!cancelled) return [];
    await mailRegistrant(context, id, 'cancelled');
    // An event that is over keeps its counts, as a record of it.
    if (!event || isOver(context, event)) return [];
    await recount(db, eventId);
    return fillFromWaitlist(context, eventId);
  });
  return { registration: await registrationView(context, id), promoted };
}

/** What the History tab calls a registration whose registrant's data is gone. */
export const ERASED_REGISTRATION_LABEL = 'A registration since erased';

/**
 * Takes the registrants' names out of the History tab's entries about their registrations (the
 * trigger labels each entry with the name): once erased, nothing of them stays. The officers'
 * actions stay recorded, without whom they concerned.
 */
export async function forgetRegistrantsInHistory(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(auditLog)
    .set({ itemLabel: ERASED_REGISTRATION_LABEL })
    .where(and(eq(auditLog.itemType, 'event_registrations'), inArray(auditLog.itemId, [...ids])));
}

/**
 * Deletes a registration through its personal link, at once and for good: the row, and the mails
 * about it in the outbox. A confirmed place of an upcoming event goes to the first in line; an
 * event that is over keeps its counts (its record of who came stays as it was).
 */
export async function eraseRegistration(
  context: ServiceContext,
  token: string,
  certificates: RegistrantCertificates,
): Promise<{ promoted: number[] }> {
  const { id, eventId } = await findByToken(context.db, token);
  const promoted = await inTransaction(context.db, async () => {
    const { db } = context;
    const event = await lockEventForRegistration(db, eventId);
    await forgetRegistrationMails(db, id);
    // Before the row goes: its certificates are found by it.
    await certificates.withdraw(context, [id]);
    const [erased] = await db
      .delete(eventRegistrations)
      .where(eq(eventRegistrations.id, id))
      .returning({ status: eventRegistrations.status });
    // Someone else erased it meanwhile (the same link in two tabs).
    if (!erased) throw notFound('This registration link is not valid.');
    await forgetRegistrantsInHistory(db, [id]);
    if (erased.status !== 'confirmed' || !event || isOver(context, event)) return [];
    await recount(db, eventId);
    return fillFromWaitlist(context, eventId);
  });
  return { promoted };
}

/** The ticket's QR code (SVG) of a registration that holds a place; 404 otherwise. */
export async function registrationTicketSvg(
  context: ServiceContext,
  token: string,
): Promise<string> {
  const { status, ticketCode, confirmBy } = await findByToken(context.db, token);
  if (status !== 'confirmed' || confirmBy !== null)
    throw notFound('There is no ticket: this registration holds no place.');
  return ticketSvg(ticketCode);
}
