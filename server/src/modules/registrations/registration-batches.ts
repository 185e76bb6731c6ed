import type { Registration, RegistrationAnswers } from '@chapterhouse/shared';
import { and, eq, sql } from 'drizzle-orm';
import { isEmbedded, rowsOf } from '../../db/client.js';
import {
  eventRegistrationLinks,
  eventRegistrations,
  registrationIdempotencyKeys,
} from '../../db/schema/index.js';
import { insertUnnested, inUnnested } from '../../db/unnested.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { calendarDate } from '../../lib/clock.js';
import { KeyedBatches } from '../../lib/keyed-batches.js';
import { hashToken } from '../../lib/link-tokens.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { countMoreRegistered } from '../events/registrable-event.js';
import {
  capacityOf,
  countersOf,
  NONE_WAITING,
  type PlaceCounters,
  type PlaceKind,
  placeKindOf,
  placeKindsOf,
  takenOf,
} from './place-kinds.js';
import { viewOf } from './registrant-view.js';
import { firstLinkToken, keptKeyValues } from './registration-idempotency.js';
import { queueFirstMails, type RegistrationMailKind } from './registration-mails.js';
import { confirmedCounts, dropUnconfirmed, waitingCounts } from './registration-places.js';
import {
  admitMembers,
  attendsOnlineAt,
  checkedAnswers,
  firstMailOf,
  lockEventOpenForRegistration,
  type RegistrationRequest,
  type RegistrationRow,
  registrationRow,
} from './registration-rules.js';
import { ticketAttachment } from './registration-ticket.js';
import { RushMails } from './rush-mails.js';

// The rush's write path: the registrations of one event that arrive together are saved a batch
// at a time, in one transaction under the event's row lock, with one insert for all their rows,
// one for their links and one for their idempotency keys. In the opening minute of a popular
// event, each registrant would otherwise wait in line for every earlier one's whole transaction
// under that lock (docs/performance.md: the lock's round trips set the rate). The hardest code
// of the product, and tuned by measurement: the order of its statements, what is sent together
// in one round trip and what waits for the commit are each chosen for the rush; measure
// (`BENCH_ONLY=rush npm run bench`) before changing them. A request the batch cannot decide
// (an address or key seen before, decision 016) goes alone (`registrations.service.ts`).

/** A registration as its transaction saved it, before the work done after the commit. */
export interface SavedRegistration {
  row: Parameters<typeof viewOf>[1];
  event: Parameters<typeof viewOf>[2] & {
    registrationConfirmEmail: boolean;
    /** A session of a series registered for once as a whole (`series-registrations.ts`). */
    wholeSeriesId: number | null;
  };
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
export type BatchOutcome = { saved: SavedRegistration } | { refused: unknown } | { alone: true };

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
export function registrationBatchesOf(context: ServiceContext) {
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

/** One batch of an event's registrations, as its phases share it. */
interface Batch {
  eventId: number;
  /** In their order of arrival, which is the order places are given in. */
  requests: RegistrationRequest[];
  /** Each request's first link's token, by its index. */
  tokens: string[];
  /** What the batch did with each request, by its index: filled in as each is decided. */
  outcomes: (BatchOutcome | undefined)[];
}

/** The event as the batch locked it (open for registration: checked under the lock), and when. */
type Locked = Awaited<ReturnType<typeof lockEventOpenForRegistration>>;
type LockedEvent = Locked['event'];

/** A request whose answers were kept, by its index in the batch. */
interface Admitted {
  index: number;
  answers: RegistrationAnswers;
}

/** A request given its place (or its turn), before its row is written. */
interface Placed {
  index: number;
  row: RegistrationRow;
  firstMail: RegistrationMailKind;
  /** Its place on the waiting list, counted under the lock (waitlisted only). */
  position?: number;
}

/** A request whose registration the batch wrote. */
interface SavedInBatch {
  request: RegistrationRequest;
  index: number;
  saved: SavedRegistration;
}

/**
 * Saves a batch of registrations for one event in one transaction: the event locked once and
 * checked once (its refusal refuses them all), then each request in its order of arrival takes a
 * place while there is room, else the next turn on the waiting list; one insert for all their
 * rows, one for their links, one for their keys. A request whose address or key is already there
 * (or earlier in the batch) is left to `saveAlone`. Its phases, in order: `saveUnderLock` (in the
 * transaction: `admitAnswers`, `readSeenAndTaken`, `givePlaces`, `insertRegistrations`,
 * `insertLinksAndKeys`), then after the commit the first mails, held for a rush or queued now
 * (`queueFirstMailsNow`).
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
    await inTransaction(context.db, () =>
      saveUnderLock(context, { eventId, requests, tokens, outcomes }, release),
    );
  } catch (error) {
    return outcomesAfterRollback(requests, outcomes, error);
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
  return queueFirstMailsNow(context, owed, outcomes);
}

/**
 * The batch's transaction, from its lock to its last insert: every request of the batch is
 * decided here (refused, saved, or left to go alone), or the transaction rolls back.
 */
async function saveUnderLock(context: ServiceContext, batch: Batch, release: () => void) {
  const locked = await lockEventOpenForRegistration(context, batch.eventId);
  const { event, now } = locked;
  // The event is this batch's until the commit: the next batch may begin and ask for the lock
  // now, and the database hands it over at the commit (no round trip between the two).
  release();
  const admitted = await admittedMembers(context, event, now, batch, admitAnswers(event, batch));
  if (admitted.length === 0) return;
  const known = await readSeenAndTaken(context, batch, event, admitted);
  const placed = givePlaces(event, batch, admitted, known, {
    now,
    today: calendarDate(now, context.timeZone),
  });
  if (placed.length === 0) return;
  const saved = await insertRegistrations(context, batch, event, placed);
  await insertLinksAndKeys(context, batch.eventId, locked, placed, saved);
  for (const { index, saved: each } of saved) batch.outcomes[index] = { saved: each };
}

/** The requests whose answers the event takes; each of the others is refused with its problem. */
function admitAnswers(event: LockedEvent, { requests, outcomes }: Batch): Admitted[] {
  const admitted: Admitted[] = [];
  requests.forEach((request, index) => {
    try {
      const answers = checkedAnswers(event.registrationQuestions, request.input.answers);
      // A way of attending the event does not offer is refused here, with the request's own 400.
      attendsOnlineAt(event, request.input.attendance);
      admitted.push({ index, answers });
    } catch (error) {
      outcomes[index] = { refused: error };
    }
  });
  return admitted;
}

/**
 * What the event holds already, read under its lock: the batch's addresses and keys seen before,
 * its places taken and (where the batch may reach it) its waiting list's length, once holds that
 * ran out have freed their places.
 */
async function readSeenAndTaken(
  context: ServiceContext,
  { eventId, requests }: Batch,
  event: LockedEvent,
  admitted: Admitted[],
) {
  const { db } = context;
  // Addresses and keys seen before (every registration of the event is written under its
  // lock, so these reads are exact until the commit) go alone.
  const emails = admitted.map(({ index }) => requests[index]?.email ?? '');
  const keyHashes = admitted.flatMap(({ index }) => {
    const key = requests[index]?.key;
    return key ? [hashToken(key)] : [];
  });
  // Over a capacity, places on the waiting lists are counted once for the batch (exact: under
  // the lock), again should a hold have been dropped. A hybrid event's room and online places
  // each have their own (`place-kinds.ts`).
  const waitlistMatters = (counters: PlaceCounters) =>
    placeKindsOf(event).some((kind) => {
      const capacity = capacityOf(event, kind);
      return capacity !== null && takenOf(counters, kind) + admitted.length > capacity;
    });
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
        and(eq(eventRegistrations.eventId, eventId), inUnnested(eventRegistrations.email, emails)),
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
    waitlistMatters(event) ? waitingCounts(db, eventId) : NONE_WAITING,
  ]);
  const taken: PlaceCounters = dropped ? countersOf(await confirmedCounts(db, eventId)) : event;
  const seenEmails = new Set(seenEmailRows.map((row) => row.email));
  const seenKeys = new Set(seenKeyRows.map((row) => row.keyHash));
  const waiting = !waitlistMatters(taken)
    ? NONE_WAITING
    : dropped
      ? await waitingCounts(db, eventId)
      : waitingBeforeDrop;
  return { taken, waiting, seenEmails, seenKeys };
}

/**
 * Of the admitted requests, those a members-only event admits (one roster query for the batch);
 * each of the others is refused with the reason and what to do (`admitMembers`).
 */
async function admittedMembers(
  context: ServiceContext,
  event: LockedEvent,
  now: Date,
  { requests, outcomes }: Batch,
  admitted: Admitted[],
): Promise<Admitted[]> {
  const refusals = await admitMembers(
    context,
    event,
    now,
    admitted.map(({ index }) => requests[index] as RegistrationRequest),
  );
  return admitted.filter(({ index }, at) => {
    const refusal = refusals[at];
    if (refusal) outcomes[index] = { refused: refusal };
    return !refusal;
  });
}

/**
 * Gives each admitted request, in its order of arrival, a place while there is room, else the
 * next turn on the waiting list (no round trip: what is there was read under the lock). A
 * request whose address or key was seen before, or earlier in the batch, is left to go alone.
 */
function givePlaces(
  event: LockedEvent,
  { requests, outcomes }: Batch,
  admitted: Admitted[],
  known: Awaited<ReturnType<typeof readSeenAndTaken>>,
  { now, today }: { now: Date; today: string },
): Placed[] {
  const { waiting, seenEmails, seenKeys } = known;
  // Counted on as places are given: all, and the online ones of a hybrid event.
  const taken = { ...countersOf(known.taken) };
  const placed: Placed[] = [];
  const waitlistedHere = new Map<PlaceKind, number>();
  for (const { index, answers } of admitted) {
    const request = requests[index] as RegistrationRequest;
    const keyHash = request.key ? hashToken(request.key) : null;
    if (seenEmails.has(request.email) || (keyHash && seenKeys.has(keyHash))) {
      outcomes[index] = { alone: true };
      continue;
    }
    seenEmails.add(request.email);
    if (keyHash) seenKeys.add(keyHash);
    const kind = placeKindOf(event, attendsOnlineAt(event, request.input.attendance));
    const row = registrationRow(event, {
      request,
      answers,
      taken: takenOf(taken, kind),
      now,
      today,
    });
    if (row.status === 'confirmed') {
      taken.registrations += 1;
      if (row.attendsOnline) taken.registrationsOnline += 1;
    }
    // Written just after the commit (`queueFirstMails`), not under the lock.
    const firstMail = firstMailOf(row);
    let position: number | undefined;
    if (row.status === 'waitlisted') {
      const here = (waitlistedHere.get(kind) ?? 0) + 1;
      waitlistedHere.set(kind, here);
      position = takenOf(waiting, kind) + here;
    }
    placed.push({ index, row, firstMail, position });
  }
  return placed;
}

/**
 * Writes the placed requests' registrations in one insert, and makes each one's answer as it was
 * saved, without reading it back. An address the insert meets that the batch had not seen (a
 * registration written without the lock) rolls the batch back, and each request goes alone.
 */
async function insertRegistrations(
  context: ServiceContext,
  { requests, tokens }: Batch,
  event: LockedEvent,
  placed: Placed[],
): Promise<SavedInBatch[]> {
  const inserted = await rowsOf<{ id: number; email: string }>(
    context.db,
    sql`${insertUnnested(
      eventRegistrations,
      placed.map(({ row, firstMail }) => ({ ...row, firstMail })),
    )} on conflict (event_id, email) do nothing returning id, email`,
  );
  if (inserted.length !== placed.length) throw new AddressTakenMeanwhile();
  const idOf = new Map(inserted.map((row) => [row.email, row.id]));
  const saved: SavedInBatch[] = [];
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
  return saved;
}

/**
 * Together, in one round trip: the event's count, the first links (in the answers unless the
 * address must be proven, and in the first mails) and the keys with their answers.
 */
function insertLinksAndKeys(
  context: ServiceContext,
  eventId: number,
  { now }: Locked,
  placed: Placed[],
  saved: SavedInBatch[],
) {
  const { db } = context;
  const confirmed = placed.filter(({ row }) => row.status === 'confirmed');
  const online = confirmed.filter(({ row }) => row.attendsOnline).length;
  const keyed = saved.filter(({ request }) => request.key);
  return Promise.all([
    confirmed.length > 0 ? countMoreRegistered(db, eventId, confirmed.length, online) : undefined,
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
              ...keptKeyValues(saved.row.id, saved.row, now),
              answer: saved.answered ?? null,
            })),
          ),
        ),
  ]);
}

/**
 * Rolled back: nothing of the batch was saved. Refused, each with the error, unless the insert
 * met an address (a registration written without the lock): then each goes alone.
 */
function outcomesAfterRollback(
  requests: RegistrationRequest[],
  outcomes: (BatchOutcome | undefined)[],
  error: unknown,
): BatchOutcome[] {
  const alone = error instanceof AddressTakenMeanwhile;
  return requests.map((_, index) => {
    const outcome = outcomes[index];
    if (alone && outcome && 'refused' in outcome) return outcome;
    return alone ? { alone: true } : { refused: error };
  });
}

/**
 * Out of a rush: the batch's first mails written now (with the ticket, drawn only for a place
 * that has one), before its requests are answered. A failed write refuses each saved request
 * with its error (the mails stay owed to the registration-holds job).
 */
async function queueFirstMailsNow(
  context: ServiceContext,
  owed: SavedRegistration[],
  outcomes: (BatchOutcome | undefined)[],
): Promise<BatchOutcome[]> {
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
