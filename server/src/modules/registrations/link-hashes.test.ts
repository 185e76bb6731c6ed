import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Registration } from '@chapterhouse/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register } from '../../../test/events-fixture.js';
import { rowsHolding as countRows, rowsOf } from '../../../test/raw-rows.js';
import { eventRegistrations, mailOutbox } from '../../db/schema/index.js';
import { hashToken, hashTokenSql } from '../../lib/link-tokens.js';

// A registration's personal links are kept as hashes only: a copy of the database opens none.

let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp();
});
afterAll(() => t.close());

const rowsHolding = (table: string, text: string) => countRows(t.database.db, table, text);

const tokensIn = async (who: string) =>
  (
    await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, `${who}@example.edu`), sql`${mailOutbox.kind} like 'registration-%'`),
      )
  ).map((mail) => mail.text.match(/\/registrations\/([A-Za-z0-9_-]+)/)?.[1] ?? '');

describe('personal links stored hashed', () => {
  it('keeps no raw token in the database, only its SHA-256', async () => {
    const event = await createEvent(t, { capacity: 1 });
    const { token } = await register(t, event.id, 'Lena');
    if (!token) throw new Error('an event that does not ask hands the link over');
    expect(await rowsHolding('event_registrations', token)).toBe(0);
    expect(await rowsHolding('event_registration_links', token)).toBe(0);
    expect(await rowsHolding('event_registration_links', hashToken(token))).toBe(1);
    // The mail is the one place the link is written out (the outbox keeps the mail as sent).
    expect(await tokensIn('lena')).toEqual([token]);
  });

  it('gives every later mail a link of its own, and the earlier links keep working', async () => {
    const event = await createEvent(t, { capacity: 1 });
    const first = await register(t, event.id, 'Milo');
    const second = await register(t, event.id, 'Nia'); // waits
    await t.app.inject({ method: 'POST', url: `/api/registrations/${first.token}/cancel` });
    // Nia's promotion mail carries a fresh link; the one from registering still opens her page.
    const [registered, promoted] = await tokensIn('nia');
    expect(registered).toBe(second.token);
    expect(promoted).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(promoted).not.toBe(registered);
    for (const link of [registered, promoted]) {
      const page = await t.app.inject(`/api/registrations/${link}`);
      expect(page.statusCode).toBe(200);
      expect(page.json<Registration>().status).toBe('confirmed');
    }
    // Erasing through either takes every mail about her out of the outbox, whichever link it has.
    const erased = await t.app.inject({ method: 'DELETE', url: `/api/registrations/${promoted}` });
    expect(erased.statusCode).toBe(200);
    expect(await tokensIn('nia')).toEqual([]);
    expect((await t.app.inject(`/api/registrations/${registered}`)).statusCode).toBe(404);
  });

  it('computes the same hash in SQL as in the server', async () => {
    const token = 'Zx-_09azAZ';
    const result = await t.database.db.execute(
      sql`select ${hashTokenSql(sql`${token}::text`)} as hash`,
    );
    expect(rowsOf<{ hash: string }>(result)[0]?.hash).toBe(hashToken(token));
  });
});

describe('the migration that hashed the links', () => {
  const migration = fs.readFileSync(
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../drizzle/0021_confirmation_and_link_hashes.sql',
    ),
    'utf8',
  );
  const handWritten = migration.slice(
    migration.indexOf('-- hand-written (registrations):'),
    migration.indexOf('-- hand-written (newsletter):'),
  );

  it('backfills each old token so that the link mailed before still opens the registration', async () => {
    const event = await createEvent(t, { capacity: 10 });
    const { db } = t.database;
    // A registration as it was stored before the migration: its token in the clear.
    await db.execute(sql`alter table event_registrations add column token text`);
    try {
      const [old] = await db
        .insert(eventRegistrations)
        .values({
          eventId: event.id,
          name: 'Olga',
          email: 'olga@example.edu',
          status: 'confirmed',
          ticketCode: 'OLDX-OLDX-OLDX',
        })
        .returning({ id: eventRegistrations.id });
      const oldLink = 'pre-migration_link-0123456789abcdefghijklmnopqrstu';
      await db.execute(
        sql`update event_registrations set token = ${oldLink} where id = ${old?.id}`,
      );

      await db.execute(sql.raw(handWritten));

      const page = await t.app.inject(`/api/registrations/${oldLink}`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json<Registration>().name).toBe('Olga');
    } finally {
      await db.execute(sql`alter table event_registrations drop column token`);
    }
  });
});
