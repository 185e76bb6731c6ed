import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countingOutbox, migrateUpTo } from '../../../test/migration-steps.js';
import { openTestDatabase, TEST_ORIGIN, TEST_TIMEZONE } from '../../../test/test-app.js';
import { type Database, rowsOf } from '../../db/client.js';
import { fixedClock } from '../../lib/clock.js';
import { createServiceContext, type MailOutbox } from '../../lib/service-context.js';
import { requestDueFeedback } from './feedback.service.js';

// Which events were asked for feedback is the reports domain's own row (`feedback_rounds`): the
// migration that moved it out of `events` keeps every claim, and inserting the row is the claim
// that lets one server of several ask.

const NOW = new Date('2026-06-15T10:00:00Z');
const ENDED = '2026-06-14T12:00:00Z';

const contextOn = (db: Database, outbox: MailOutbox) =>
  createServiceContext(db, fixedClock(NOW), TEST_TIMEZONE, outbox, TEST_ORIGIN);

/**
 * A society's event that ended yesterday with one registrant checked in; its id. `askedAt`: as
 * the events table held the claim before migration 0035, on the event's own row.
 */
async function attendedEvent(db: Database, title: string, askedAt?: string): Promise<number> {
  const [event] = await rowsOf<{ id: number }>(
    db,
    askedAt === undefined
      ? sql`insert into events (organisation_id, title, date, ends_at, description, checked_in)
            values (1, ${title}, '2026-06-14', ${ENDED}::timestamptz, 'A talk.', 1) returning id`
      : sql`insert into events (organisation_id, title, date, ends_at, description, checked_in,
              feedback_requested_at)
            values (1, ${title}, '2026-06-14', ${ENDED}::timestamptz, 'A talk.', 1,
              ${askedAt}::timestamptz) returning id`,
  );
  if (!event) throw new Error('no event');
  await db.execute(
    sql`insert into event_registrations (event_id, name, email, status, ticket_code, checked_in_at)
        values (${event.id}, 'Ada', ${`ada.${event.id}@example.edu`}, 'confirmed',
          ${`T-${event.id}`}, ${ENDED}::timestamptz)`,
  );
  return event.id;
}

const addSociety = (db: Database) =>
  db.execute(
    sql`insert into organisations (id, kind, slug, name) values (1, 'society', 'society', 'Society')`,
  );

describe('migration 0035', () => {
  it('moves each event already asked for feedback into feedback_rounds, and asks it no more', async () => {
    const database = await openTestDatabase({ migrate: false });
    try {
      const { applyTheRest } = await migrateUpTo(database.db, 'feedback_rounds');
      await addSociety(database.db);
      const asked = await attendedEvent(
        database.db,
        'Asked before the upgrade',
        '2026-06-14T13:00:00Z',
      );
      const unasked = await attendedEvent(database.db, 'Not asked yet');

      await applyTheRest();

      const moved = await rowsOf<{ eventId: number; requestedAt: string }>(
        database.db,
        sql`select event_id as "eventId", requested_at::text as "requestedAt" from feedback_rounds`,
      );
      expect(moved).toHaveLength(1);
      expect(moved[0]?.eventId).toBe(asked);
      expect(new Date(moved[0]?.requestedAt ?? '').toISOString()).toBe('2026-06-14T13:00:00.000Z');
      const column = await rowsOf(
        database.db,
        sql`select 1 from information_schema.columns
             where table_name = 'events' and column_name = 'feedback_requested_at'`,
      );
      expect(column).toEqual([]);

      // The job then asks only the event nobody asked.
      const outbox = countingOutbox();
      expect(await requestDueFeedback(contextOn(database.db, outbox))).toBe(1);
      expect(outbox.mails.map((mail) => mail.to)).toEqual([`ada.${unasked}@example.edu`]);
    } finally {
      await database.close();
    }
  });
});

describe('the feedback claim', () => {
  it('asks once when two servers run the job at the same moment', async () => {
    const database = await openTestDatabase();
    const other = await database.reopen();
    try {
      await addSociety(database.db);
      const events = [
        await attendedEvent(database.db, 'First talk'),
        await attendedEvent(database.db, 'Second talk'),
      ];
      const outboxes = [countingOutbox(), countingOutbox()];
      const asked = await Promise.all([
        requestDueFeedback(contextOn(database.db, outboxes[0] ?? countingOutbox())),
        requestDueFeedback(contextOn(other.db, outboxes[1] ?? countingOutbox())),
      ]);
      expect(asked[0] + asked[1]).toBe(2);
      const mailed = outboxes.flatMap((outbox) => outbox.mails.map((mail) => mail.to));
      expect(mailed.sort()).toEqual(events.map((id) => `ada.${id}@example.edu`).sort());
      const requests = await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from event_feedback`,
      );
      expect(requests[0]?.n).toBe(2);
      // And never again.
      expect(await requestDueFeedback(contextOn(database.db, countingOutbox()))).toBe(0);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
