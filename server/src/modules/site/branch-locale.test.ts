import type { AdminBranchLocale, AuditPage, BranchLocale, EventDetail } from '@chapterhouse/shared';
import { BRANCH_LOCALE_HEADER } from '@chapterhouse/shared/date-wording';
import { and, between, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/accounts.js';
import { type ConsoleApp, openConsoleApp } from '../../../test/console-fixture.js';
import { countingOutbox } from '../../../test/migration-steps.js';
import { openTestDatabase, startAnotherServer, TEST_ORIGIN } from '../../../test/test-app.js';
import { applyMigrations, codeMigrations } from '../../backup/database-tables.js';
import { type Database, rowsOf } from '../../db/client.js';
import { events } from '../../db/schema/index.js';
import { createServiceContext } from '../../lib/service-context.js';
import { useStoredLocale } from './branch-locale.service.js';

let t: ConsoleApp;
beforeAll(async () => {
  t = await openConsoleApp();
});
afterAll(() => t.close());

const INDIA = { languageTag: 'en-IN', timeZone: 'Asia/Kolkata', currency: 'INR' };

const localeNow = async () =>
  (await t.api('GET', '/api/admin/site/locale')).json<AdminBranchLocale>();

/** A sample event at 18:00 without an end in London's summer time, as visitors read it. */
async function sampleEvent(): Promise<EventDetail> {
  const [first] = await t.database.db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.time, '18:00'),
        isNull(events.endTime),
        between(events.date, '2026-04-01', '2026-10-01'),
      ),
    )
    .limit(1);
  if (!first) throw new Error('the sample has no summer event at 18:00');
  return (await t.app.inject(`/api/events/${first.id}`)).json<EventDetail>();
}

describe("the branch's locale", () => {
  it('is an Indian branch’s in the sample: IST, en-IN, INR, for anyone to read', async () => {
    const open = await t.app.inject('/api/site/locale');
    expect(open.statusCode).toBe(200);
    expect(open.json<BranchLocale>()).toEqual(INDIA);
    expect(await localeNow()).toMatchObject(INDIA);
    expect((await sampleEvent()).timeZoneName).toBe('IST');
    // Every API answer names it: the console says its moments on the branch's clock.
    const answer = await t.app.inject('/api/events?when=upcoming');
    expect(JSON.parse(String(answer.headers[BRANCH_LOCALE_HEADER]))).toEqual(INDIA);
  });

  it('is the branch admin’s to change: 401 signed out, 403 for an organisation’s officer', async () => {
    const officer = await signedInAs(t, 'SOCIETY_ADMIN', t.society.slug);
    const body = { ...INDIA, version: (await localeNow()).version };
    expect((await t.app.inject('/api/admin/site/locale')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/site/locale', payload: body }))
        .statusCode,
    ).toBe(401);
    expect((await t.api('GET', '/api/admin/site/locale', undefined, officer)).statusCode).toBe(403);
    expect((await t.api('PUT', '/api/admin/site/locale', body, officer)).statusCode).toBe(403);
  });

  it('refuses an unknown language tag, time zone or currency with 400, changing nothing', async () => {
    const before = await localeNow();
    for (const [change, message] of [
      [{ languageTag: 'xx-YY' }, 'known language tag'],
      [{ languageTag: 'en_IN' }, 'known language tag'],
      [{ timeZone: 'Asia/Atlantis' }, 'time zone such as'],
      [{ timeZone: '+05:30' }, 'time zone such as'],
      [{ currency: 'RUPEES' }, 'ISO 4217'],
      [{ currency: 'XYZ' }, 'ISO 4217'],
    ] as const) {
      const response = await t.api('PUT', '/api/admin/site/locale', {
        ...INDIA,
        ...change,
        version: before.version,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await localeNow()).toEqual(before);
  });

  it('changes everything a time says at once: the zone’s name, events’ ends, on every server', async () => {
    const other = await startAnotherServer(t);
    try {
      const event = await sampleEvent();
      // Both servers keep the event's answer in their public caches.
      await other.app.inject(`/api/events/${event.id}`);
      const before = await localeNow();
      const saved = await t.api('PUT', '/api/admin/site/locale', {
        version: before.version,
        languageTag: 'en-gb',
        timeZone: 'europe/london',
        currency: 'gbp',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // Written as each standard spells it.
      const london = { languageTag: 'en-GB', timeZone: 'Europe/London', currency: 'GBP' };
      expect(saved.json<AdminBranchLocale>()).toEqual({ ...london, version: before.version + 1 });

      // This server at once, the other as soon as it hears: the same event, on London's clock.
      const after = (await t.app.inject(`/api/events/${event.id}`)).json<EventDetail>();
      expect(after).toMatchObject({
        timeZoneName: 'BST',
        startDate: `${event.date}T18:00:00+01:00`,
        endsAt: `${event.date}T20:00:00+01:00`,
      });
      await expect
        .poll(
          async () =>
            (await other.app.inject(`/api/events/${event.id}`)).json<EventDetail>().timeZoneName,
          { timeout: 2000, interval: 20 },
        )
        .toBe('BST');
      const named = await other.app.inject('/api/site/locale');
      expect(named.json<BranchLocale>()).toEqual(london);
      expect(JSON.parse(String(named.headers[BRANCH_LOCALE_HEADER]))).toEqual(london);
      const [row] = await t.database.db
        .select({ endsAt: events.endsAt })
        .from(events)
        .where(eq(events.id, event.id));
      expect(row?.endsAt).toEqual(new Date(`${event.date}T19:00:00Z`));

      // Recorded against the admin; a second tab's stale version is refused.
      const [latest] = (await t.api('GET', '/api/admin/audit')).json<AuditPage>().items;
      expect(latest).toMatchObject({
        itemType: 'site_settings',
        actor: { id: t.branchAdmin.user.id },
      });
      expect(latest?.changes).toContainEqual({
        field: 'time_zone',
        before: 'Asia/Kolkata',
        after: 'Europe/London',
      });
      const stale = await t.api('PUT', '/api/admin/site/locale', {
        ...INDIA,
        version: before.version,
      });
      expect(stale.statusCode).toBe(409);

      const back = await t.api('PUT', '/api/admin/site/locale', {
        ...INDIA,
        version: before.version + 1,
      });
      expect(back.statusCode).toBe(200);
      expect((await sampleEvent()).timeZoneName).toBe('IST');
    } finally {
      await other.close();
    }
  });
});

describe('migration 0037 and the first start after it', () => {
  it('keeps the settings, and takes the time zone SITE_TIMEZONE named, once', async () => {
    const database = await openTestDatabase({ migrate: false });
    try {
      const migrations = codeMigrations();
      const at = migrations.findIndex((migration) =>
        migration.sql.some((statement) => statement.includes('"language_tag"')),
      );
      const apply = (steps: typeof migrations) =>
        database.db.transaction((transaction) =>
          applyMigrations(transaction as unknown as Database, steps),
        );
      await apply(migrations.slice(0, at));
      await database.db.execute(
        sql`insert into site_settings (id, members_override, academic_year_start_month, version)
            values (1, 1200, 4, 3)`,
      );
      await apply(migrations.slice(at));

      // The server of a branch that ran in New York starts: its zone becomes the setting.
      const context = () =>
        createServiceContext(
          database.db,
          t.clock,
          'America/New_York',
          countingOutbox(),
          TEST_ORIGIN,
        );
      const first = context();
      expect(await useStoredLocale(first, 'America/New_York')).toEqual({ carriedOver: true });
      expect(first.locale).toEqual({ ...INDIA, timeZone: 'America/New_York' });
      const [row] = await rowsOf<Record<string, unknown>>(
        database.db,
        sql`select members_override, academic_year_start_month, version from site_settings`,
      );
      expect(row).toEqual({ members_override: 1200, academic_year_start_month: 4, version: 3 });

      // From then on the setting rules: a different SITE_TIMEZONE changes nothing.
      const later = context();
      expect(await useStoredLocale(later, 'Europe/Paris')).toEqual({ carriedOver: false });
      expect(later.timeZone).toBe('America/New_York');
    } finally {
      await database.close();
    }
  });
});
