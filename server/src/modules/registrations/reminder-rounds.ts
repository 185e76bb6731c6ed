import { eq, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { joinReminderRounds, reminderRounds } from '../../db/schema/index.js';

// Which events' registrants were sent the reminder of the day before (`reminder_rounds`), and
// which online events' their join link shortly before the start (`join_reminder_rounds`): the
// registrations' own row of each, claimed by the job that mails them and deleted when an officer
// moves the event, so that its registrants are reminded again before the new date.

/** A subquery finding the event's round once its registrants were reminded. */
export const reminderRoundOf = (db: Database, eventId: SQLWrapper) =>
  db
    .select({ eventId: reminderRounds.eventId })
    .from(reminderRounds)
    .where(eq(reminderRounds.eventId, eventId));

/**
 * Claims the event's reminders for the caller's transaction, which then queues them: the insert
 * of its round, which only one of the servers trying at once makes (the others wait for its key
 * and, once it commits, find it taken; should it roll back, one of them claims it). False:
 * reminded already.
 */
export async function claimReminderRound(
  db: Database,
  eventId: number,
  at: Date,
): Promise<boolean> {
  const [claimed] = await db
    .insert(reminderRounds)
    .values({ eventId, sentAt: at })
    .onConflictDoNothing()
    .returning({ eventId: reminderRounds.eventId });
  return claimed !== undefined;
}

/**
 * Forgets that the event's registrants were reminded (an officer gave it another date or start
 * time), in the edit's transaction: the reminder job reminds them again the day before it.
 */
export async function forgetReminderRound(db: Database, eventId: number): Promise<void> {
  await db.delete(reminderRounds).where(eq(reminderRounds.eventId, eventId));
  await db.delete(joinReminderRounds).where(eq(joinReminderRounds.eventId, eventId));
}

/** A subquery finding the event's round once its online registrants were mailed their join link. */
export const joinReminderRoundOf = (db: Database, eventId: SQLWrapper) =>
  db
    .select({ eventId: joinReminderRounds.eventId })
    .from(joinReminderRounds)
    .where(eq(joinReminderRounds.eventId, eventId));

/** Claims the event's join-link mails, as `claimReminderRound` claims its reminders. */
export async function claimJoinReminderRound(
  db: Database,
  eventId: number,
  at: Date,
): Promise<boolean> {
  const [claimed] = await db
    .insert(joinReminderRounds)
    .values({ eventId, sentAt: at })
    .onConflictDoNothing()
    .returning({ eventId: joinReminderRounds.eventId });
  return claimed !== undefined;
}
