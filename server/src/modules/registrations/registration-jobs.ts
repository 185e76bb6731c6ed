import { and, eq, inArray, isNull, like, lt } from 'drizzle-orm';
import {
  eventRegistrations,
  mailOutbox,
  registrationIdempotencyKeys,
} from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { inBatches } from '../../lib/batches.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  eventsAwaitingJoinReminders,
  eventsAwaitingReminders,
  eventsEndedBefore,
  lockEventForReminders,
} from '../events/registrable-event.js';
import { forgetRegistrantsInHistory } from './registration-erasure.js';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from './registration-idempotency.js';
import { mailRegistrantsOf, queueOwedFirstMails } from './registration-mails.js';
import { dropAllUnconfirmed } from './registration-places.js';
import {
  claimJoinReminderRound,
  claimReminderRound,
  joinReminderRoundOf,
  reminderRoundOf,
} from './reminder-rounds.js';

// What happens to registrations with time, on every server: the reminder a day before an event,
// the deletion of registrations a while after it ended (REGISTRATION_RETENTION_DAYS), and the
// dropping of registrations whose address was not confirmed in time.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long before an event starts its registrants are reminded of it. */
export const REMINDER_AHEAD_MS = DAY_MS;

/**
 * Reminds the confirmed registrants of every event that starts within REMINDER_AHEAD_MS (and has
 * not started), once per event. Each event is claimed by the insert of its round
 * (`reminder_rounds`), in the transaction that queues its mails, the event's row kept as it is
 * until then: however many servers run this at once, one of them reminds, and a crash before the
 * commit leaves it for the next. Returns how many registrants were reminded.
 */
export async function sendDueReminders(context: ServiceContext): Promise<number> {
  const now = context.clock.now();
  const until = new Date(now.getTime() + REMINDER_AHEAD_MS);
  const withConfirmed = context.db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.status, 'confirmed'), isNull(eventRegistrations.confirmBy)));
  const due = await eventsAwaitingReminders(context, { after: now, until }, withConfirmed, (id) =>
    reminderRoundOf(context.db, id),
  );
  let reminded = 0;
  for (const eventId of due) {
    reminded += await inTransaction(context.db, async () => {
      // Deleted since it was found: nobody to remind (and its round could not point at it).
      if (!(await lockEventForReminders(context.db, eventId))) return 0;
      if (!(await claimReminderRound(context.db, eventId, now))) return 0;
      // A place still held for an unconfirmed address is not reminded of: it may not be theirs.
      return mailRegistrantsOf(context, eventId, ['confirmed'], 'reminder', {
        addressConfirmed: true,
      });
    });
  }
  return reminded;
}

/**
 * Mails the confirmed registrants (their address proven) of every online or hybrid event due it
 * their personal join link, `join_reminder_minutes` before its start, once per event: claimed as
 * `sendDueReminders` claims its rounds. Returns how many were mailed.
 */
export async function sendDueJoinLinks(context: ServiceContext): Promise<number> {
  const withConfirmed = context.db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.status, 'confirmed'), isNull(eventRegistrations.confirmBy)));
  const due = await eventsAwaitingJoinReminders(context, withConfirmed, (id) =>
    joinReminderRoundOf(context.db, id),
  );
  let mailed = 0;
  for (const eventId of due) {
    mailed += await inTransaction(context.db, async () => {
      if (!(await lockEventForReminders(context.db, eventId))) return 0;
      if (!(await claimJoinReminderRound(context.db, eventId, context.clock.now()))) return 0;
      return mailRegistrantsOf(context, eventId, ['confirmed'], 'join', {
        addressConfirmed: true,
        onlinePlace: true,
      });
    });
  }
  return mailed;
}

/**
 * Deletes the registrations of events that ended more than `retentionDays` ago, and the
 * registration mails in the outbox as old as that. The events keep their counts (registered,
 * checked in): the verified attendance outlives the list of names. Returns how many
 * registrations were deleted.
 */
export async function deleteExpiredRegistrations(
  context: ServiceContext,
  retentionDays: number,
): Promise<number> {
  const cutoff = new Date(context.clock.now().getTime() - retentionDays * DAY_MS);
  const deleted = await context.db
    .delete(eventRegistrations)
    .where(inArray(eventRegistrations.eventId, eventsEndedBefore(context, cutoff)))
    .returning({ id: eventRegistrations.id });
  for (const batch of inBatches(deleted)) {
    await forgetRegistrantsInHistory(
      context.db,
      batch.map((row) => row.id),
    );
  }
  await context.db
    .delete(mailOutbox)
    .where(and(like(mailOutbox.kind, 'registration-%'), lt(mailOutbox.createdAt, cutoff)));
  await pruneIdempotencyKeys(context);
  return deleted.length;
}

/**
 * Deletes the registrations' idempotency keys older than a day (decision 016): they answer
 * nothing any more (`register` ignores them), and each keeps the first answer's personal data.
 */
export async function pruneIdempotencyKeys(context: ServiceContext): Promise<number> {
  const cutoff = new Date(context.clock.now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
  const pruned = await context.db
    .delete(registrationIdempotencyKeys)
    .where(lt(registrationIdempotencyKeys.createdAt, cutoff))
    .returning({ registrationId: registrationIdempotencyKeys.registrationId });
  return pruned.length;
}

/**
 * Runs the reminders and the retention sweep every `everyMs` (10 minutes) until `stop`. Each
 * server runs its own: the reminders' claims and the deletions are safe to repeat.
 */
export class RegistrationJobs extends PeriodicJob<{ reminded: number; deleted: number }> {
  constructor(options: {
    context: ServiceContext;
    retentionDays: number;
    everyMs?: number;
    onError?: (error: unknown) => void;
  }) {
    super(
      async () => {
        const reminded = await sendDueReminders(options.context);
        const deleted = await deleteExpiredRegistrations(options.context, options.retentionDays);
        return { reminded, deleted };
      },
      { everyMs: options.everyMs ?? 10 * 60_000, onError: options.onError },
    );
  }
}

/**
 * Drops the registrations whose addresses were not confirmed in time, every `everyMs` (a
 * minute): the places they held go to the next in line. It also queues the first mails a server
 * that stopped just after registering someone left owed (`queueOwedFirstMails`). Each server
 * runs its own; each event's holds are dropped under its row lock, so a registration is dropped
 * (and mailed) once. Reading a registration, registering and the desk drop the due ones of their
 * event as well, so nothing waits for this round to be right.
 */
export class RegistrationHolds extends PeriodicJob<{ dropped: number }> {
  constructor(options: {
    context: ServiceContext;
    /** The events' cards show how many places are taken: a drop changes that. */
    onDropped?: () => void;
    everyMs?: number;
    onError?: (error: unknown) => void;
  }) {
    super(
      async () => {
        await queueOwedFirstMails(options.context);
        const dropped = await dropAllUnconfirmed(options.context);
        if (dropped > 0) options.onDropped?.();
        return { dropped };
      },
      { everyMs: options.everyMs ?? 60_000, onError: options.onError },
    );
  }
}

/**
 * Mails online registrants their join link when it is due (`sendDueJoinLinks`), every `everyMs`
 * (a minute: the officers set the minutes before the start). Each server runs its own; each
 * event's mails are claimed once.
 */
export class JoinLinks extends PeriodicJob<{ mailed: number }> {
  constructor(options: {
    context: ServiceContext;
    everyMs?: number;
    onError?: (error: unknown) => void;
  }) {
    super(async () => ({ mailed: await sendDueJoinLinks(options.context) }), {
      everyMs: options.everyMs ?? 60_000,
      onError: options.onError,
    });
  }
}
