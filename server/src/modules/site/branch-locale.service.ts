import type {
  AdminBranchLocale,
  BranchLocale,
  branchLocaleUpdateSchema,
} from '@chapterhouse/shared';
import { DEFAULT_BRANCH_LOCALE } from '@chapterhouse/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type Database, type DatabaseConnection, rowsOf } from '../../db/client.js';
import { LOCALE_CHANGED, siteSettings } from '../../db/schema/index.js';
import { type Actor, runAsActor } from '../../lib/actor-transaction.js';
import { HttpError } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { STALE_ITEM } from '../../lib/versioned-items.js';
import { alignEventEnds } from '../events/event-ends.js';

// The branch's locale (language tag, time zone, currency): a row of the site's settings, which
// the console edits, held in the services' context so that every time said reads it without a
// query. Each server keeps its copy current: a change is announced on `LOCALE_CHANGED`.

const localeColumns = {
  languageTag: siteSettings.languageTag,
  timeZone: siteSettings.timeZone,
  currency: siteSettings.currency,
  version: siteSettings.version,
};

/** The stored locale with the settings' version; the defaults while the row is missing. */
export async function readBranchLocale(
  db: Database,
  fallbackTimeZone: string,
): Promise<AdminBranchLocale> {
  const [row] = await db.select(localeColumns).from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return { ...DEFAULT_BRANCH_LOCALE, timeZone: fallbackTimeZone, version: 1 };
  return { ...row, timeZone: row.timeZone ?? fallbackTimeZone };
}

const localeOf = ({ languageTag, timeZone, currency }: BranchLocale): BranchLocale => ({
  languageTag,
  timeZone,
  currency,
});

/**
 * Reads the stored locale into the context, when a server (or a command) starts. A database
 * without a time zone yet (a new one, or one from before the zone was a setting) is given
 * `initialTimeZone`, from `SITE_TIMEZONE`: how the zone was chosen before, carried over once.
 * Returns whether it was.
 */
export async function useStoredLocale(
  context: ServiceContext,
  initialTimeZone: string,
): Promise<{ carriedOver: boolean }> {
  const { db } = context;
  const inserted = await db
    .insert(siteSettings)
    .values({ id: 1, timeZone: initialTimeZone })
    .onConflictDoNothing()
    .returning({ id: siteSettings.id });
  const filled = await db
    .update(siteSettings)
    .set({ timeZone: initialTimeZone })
    .where(and(eq(siteSettings.id, 1), isNull(siteSettings.timeZone)))
    .returning({ id: siteSettings.id });
  context.locale = localeOf(await readBranchLocale(db, initialTimeZone));
  return { carriedOver: inserted.length + filled.length > 0 };
}

/** The locale as the console shows it. */
export const getBranchLocale = (context: ServiceContext) =>
  readBranchLocale(context.db, context.timeZone);

/**
 * The zone as the database spells it (`asia/kolkata` is `Asia/Kolkata`), or null when it does
 * not know it: it reads events' ends in it too, and its zone data is not the runtime's.
 */
async function databaseSpelling(db: Database, timeZone: string): Promise<string | null> {
  const [known] = await rowsOf<{ name: string }>(
    db,
    sql`select name from pg_timezone_names where lower(name) = lower(${timeZone})
      order by name = ${timeZone} desc limit 1`,
  );
  return known?.name ?? null;
}

/**
 * Changes the locale, if the settings are still at `version` (else 409), on behalf of `actor`.
 * Once that is saved, this server reads it, every event's end is set again on the new clock (the
 * same statement as at start-up, outside the audit: no officer changed the events) and the other
 * servers are told. The caller empties the public caches: pages say times with the zone's name.
 */
export async function updateBranchLocale(
  context: ServiceContext,
  input: z.output<typeof branchLocaleUpdateSchema>,
  actor: Actor,
): Promise<AdminBranchLocale> {
  const timeZone = await databaseSpelling(context.db, input.timeZone);
  if (!timeZone) {
    throw new HttpError(400, `Enter a time zone such as Asia/Kolkata or Europe/London`);
  }
  const locale = { languageTag: input.languageTag, timeZone, currency: input.currency };
  await runAsActor(
    context.db,
    actor,
    async () => {
      await context.db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
      const updated = await context.db
        .update(siteSettings)
        .set({
          ...locale,
          version: sql`${siteSettings.version} + 1`,
          updatedAt: context.clock.now(),
        })
        .where(and(eq(siteSettings.id, 1), eq(siteSettings.version, input.version)))
        .returning({ id: siteSettings.id });
      if (updated.length === 0) throw new HttpError(409, STALE_ITEM);
    },
    context.clock.now(),
  );
  const zoneChanged = timeZone !== context.timeZone;
  context.locale = locale;
  if (zoneChanged) await alignEventEnds(context);
  await context.db.execute(sql`select pg_notify(${LOCALE_CHANGED}, '')`);
  return getBranchLocale(context);
}

/**
 * Reads the locale again when another server announces a change; `onChange` is told when it
 * differs from what this server held (its public pages then say times another way).
 */
export async function followLocaleChanges(
  database: Pick<DatabaseConnection, 'listen'>,
  context: ServiceContext,
  onChange: () => Promise<void>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<() => Promise<void>> {
  return database.listen(LOCALE_CHANGED, () => {
    void (async () => {
      const stored = localeOf(await readBranchLocale(context.db, context.timeZone));
      const held = context.locale;
      if (
        stored.languageTag === held.languageTag &&
        stored.timeZone === held.timeZone &&
        stored.currency === held.currency
      ) {
        return;
      }
      context.locale = stored;
      await onChange();
    })().catch((error: unknown) => {
      // The next change, or the next start, reads it again.
      log.warn({ err: error }, 'Could not read the branch locale another server changed');
    });
  });
}
