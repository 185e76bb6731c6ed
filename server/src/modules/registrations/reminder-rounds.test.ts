import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countingOutbox, migrateUpTo } from '../../../test/migration-steps.js';
import {
  openTestDatabase,
  TEST_ORIGIN,
  TEST_TIMEZONE,
  testEngine,
} from '../../../test/test-app.js';
import { type Database, rowsOf } from '../../db/client.js';
import { fixedClock } from '../../lib/clock.js';
import { createServiceContext, type MailOutbox } from '../../lib/service-context.js';
import { lockEventForReminders } from '../events/registrable-event.js';
import { sendDueReminders } from './registration-jobs.js';
import { claimReminderRound, forgetReminderRound } from './reminder-rounds.js';

// Which events' registrants were reminded is the registrations domain's own row
// (`reminder_rounds`): the migration that moved it out of `events` keeps every claim, inserting
// the row is the claim that lets one server of several remind, and an edit that moves the event
// waits for a reminder being sent, then clears its round.

// 15 June, 15:30 in India; the events start at 09:00 there the next day, within a day.
const NOW = new Date('2026-06-15T10:00:00Z');

const contextOn = (db: Database, outbox: MailOutbox) =>
  createServiceContext(db, fixedClock(NOW), TEST_TIMEZONE, outbox, TEST_ORIGIN);

/**
 * A society's event tomorrow at 09:00 with one confirmed registrant; its id. `remindedAt`: as
 * the events table held the claim before migration 0036, on the event's own row.
 */
async function eventTomorrow(db: Database, title: string, remindedAt?: string): Promise<number> {
  const [event] = await rowsOf<{ id: number }>(
    db,
    remindedAt === undefined
      ? sql`insert into events (organisation_id, title, date, time, ends_at, description,
              registration_mode, registrations)
            values (1, ${title}, '2026-06-16', '09:00', '2026-06-16T05:30:00Z'::timestamptz,
              'A talk.', 'site', 1) returning id`
      : sql`insert into events (organisation_id, title, date, time, ends_at, description,
              registration_mode, registrations, reminders_sent_at)
            values (1, ${title}, '2026-06-16', '09:00', '2026-06-16T05:30:00Z'::timestamptz,
              'A talk.', 'site', 1, ${remindedAt}::timestamptz) returning id`,
  );
  if (!event) throw new Error('no event');
  await db.execute(
    sql`insert into event_registrations (event_id, name, email, status, ticket_code)
        values (${event.id}, 'Ada', ${`ada.${event.id}@example.edu`}, 'confirmed',
          ${`T-${event.id}`})`,
  );
  return event.id;
}

const addSociety = (db: Database) =>
  db.execute(
    sql`insert into organisations (id, kind, slug, name) values (1, 'society', 'society', 'Society')`,
  );

const roundsOf = (db: Database) =>
  rowsOf<{ eventId: number; sentAt: string }>(
    db,
    sql`select event_id as "eventId", sent_at::text as "sentAt" from reminder_rounds
         order by event_id`,
  );

describe('migration 0036', () => {
  it('moves each event whose registrants were reminded into reminder_rounds, and reminds them no more', async () => {
    const database = await openTestDatabase({ migrate: false });
    try {
      const { applyTheRest } = await migrateUpTo(database.db, 'reminder_rounds');
      await addSociety(database.db);
      const reminded = await eventTomorrow(
        database.db,
        'Reminded before the upgrade',
        '2026-06-15T09:00:00Z',
      );
      const unreminded = await eventTomorrow(database.db, 'Not reminded yet');

      await applyTheRest();

      const moved = await roundsOf(database.db);
      expect(moved).toHaveLength(1);
      expect(moved[0]?.eventId).toBe(reminded);
      expect(new Date(moved[0]?.sentAt ?? '').toISOString()).toBe('2026-06-15T09:00:00.000Z');
      const column = await rowsOf(
        database.db,
        sql`select 1 from information_schema.columns
             where table_name = 'events' and column_name = 'reminders_sent_at'`,
      );
      expect(column).toEqual([]);

      // The job then reminds only the registrant nobody reminded.
      const outbox = countingOutbox();
      expect(await sendDueReminders(contextOn(database.db, outbox))).toBe(1);
      expect(outbox.mails.map((mail) => mail.to)).toEqual([`ada.${unreminded}@example.edu`]);
    } finally {
      await database.close();
    }
  });
});

describe('the reminders claim', () => {
  it('reminds once when two servers run the job at the same moment', async () => {
    const database = await openTestDatabase();
    const other = await database.reopen();
    try {
      await addSociety(database.db);
      const events = [
        await eventTomorrow(database.db, 'First talk'),
        await eventTomorrow(database.db, 'Second talk'),
      ];
      const outboxes = [countingOutbox(), countingOutbox()];
      const reminded = await Promise.all([
        sendDueReminders(contextOn(database.db, outboxes[0] ?? countingOutbox())),
        sendDueReminders(contextOn(other.db, outboxes[1] ?? countingOutbox())),
      ]);
      expect(reminded[0] + reminded[1]).toBe(2);
      const mailed = outboxes.flatMap((outbox) => outbox.mails.map((mail) => mail.to));
      expect(mailed.sort()).toEqual(events.map((id) => `ada.${id}@example.edu`).sort());
      expect((await roundsOf(database.db)).map((round) => round.eventId)).toEqual(events);
      // And never again.
      expect(await sendDueReminders(contextOn(database.db, countingOutbox()))).toBe(0);
    } finally {
      await other.close();
      await database.close();
    }
  });

  // Two connections at once: PGlite has one, on which the edit would simply wait its turn.
  it.runIf(testEngine === 'postgres')(
    'makes an edit that moves the event wait for the reminders being sent, then clears their round',
    async () => {
      const database = await openTestDatabase();
      const other = await database.reopen();
      let sent = () => {};
      const isSent = new Promise<void>((resolve) => {
        sent = resolve;
      });
      try {
        await addSociety(database.db);
        const event = await eventTomorrow(database.db, 'Moved talk');
        /** The officers' edit as `updateEvent` makes it: the event's row, then the listener. */
        const moveEvent = (transaction: Database) =>
          transaction
            .execute(sql`update events set date = '2026-06-20' where id = ${event}`)
            .then(() => forgetReminderRound(transaction, event));

        let claimed = () => {};
        const hasClaimed = new Promise<void>((resolve) => {
          claimed = resolve;
        });
        // The job's transaction, held open between its claim and its commit.
        const sending = database.db.transaction(async (transaction) => {
          const db = transaction as unknown as Database;
          expect(await lockEventForReminders(db, event)).toBe(true);
          expect(await claimReminderRound(db, event, NOW)).toBe(true);
          claimed();
          await isSent;
        });
        await hasClaimed;

        // While the reminders are being sent, the edit cannot change the event.
        const refused = other.db.transaction(async (transaction) => {
          await transaction.execute(sql`set local lock_timeout = '50ms'`);
          await moveEvent(transaction as unknown as Database);
        });
        await expect(refused).rejects.toMatchObject({ cause: { code: '55P03' } });
        expect(await roundsOf(other.db)).toEqual([]);

        // Once they are, it moves the event and finds their round to clear.
        const moving = other.db.transaction((transaction) =>
          moveEvent(transaction as unknown as Database),
        );
        sent();
        await sending;
        await moving;
        expect(await roundsOf(database.db)).toEqual([]);
      } finally {
        // A failed expectation must not leave the job's transaction open, or closing would wait.
        sent();
        await other.close();
        await database.close();
      }
    },
  );
});
