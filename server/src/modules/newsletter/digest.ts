import type { DigestSettings, digestSettingsInputSchema } from '@chapterhouse/shared';
import { desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { digestRuns, digestSettings } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { addDays, calendarDate, zonedDateTime } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-errors.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import type { OutgoingMail, ServiceContext } from '../../lib/service-context.js';
import { followersOf, listUnsubscribeHeaders, withFreshLinks } from './followers.js';
import {
  comingEvents,
  followsLabel,
  isEmpty,
  latestAchievements,
  newsletterText,
  organisationNames,
  sectionsFor,
} from './newsletter-content.js';

// The weekly digest: at the weekday and hour the branch admin chose (branch time), every
// follower who asked for it gets what is new since the last one (events added, achievements
// added) from what they follow; nobody gets an empty digest. Each week's slot is claimed by
// inserting its row in `digest_runs`: with several servers on one database one of them sends it,
// and a server that restarts finds the slot taken.

export const STALE_DIGEST_SETTINGS =
  'Someone else changed the digest settings since you opened them. Reload, then make your change again.';

type SettingsRow = typeof digestSettings.$inferSelect;

async function settingsRow(context: ServiceContext, lock = false): Promise<SettingsRow> {
  // The migration inserts the row; a database restored from before it gets it here.
  await context.db.insert(digestSettings).values({ id: 1 }).onConflictDoNothing();
  const query = context.db.select().from(digestSettings).where(eq(digestSettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('the digest settings vanished');
  return row;
}

/** The week's slot on the branch's calendar that is due at `now` (the latest not after it). */
export function latestSlot(
  settings: Pick<SettingsRow, 'weekday' | 'hour'>,
  now: Date,
  timeZone: string,
): Date {
  const today = calendarDate(now, timeZone);
  const hour = `${String(settings.hour).padStart(2, '0')}:00`;
  for (let back = 0; back <= 7; back += 1) {
    const day = addDays(today, -back);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== settings.weekday) continue;
    const slot = new Date(zonedDateTime(day, hour, timeZone));
    if (slot <= now) return slot;
  }
  // Today is the weekday but its hour is still ahead: last week's.
  return new Date(zonedDateTime(addDays(today, -7), hour, timeZone));
}

function nextSlot(settings: SettingsRow, now: Date, timeZone: string): Date {
  const latest = latestSlot(settings, now, timeZone);
  const day = addDays(calendarDate(latest, timeZone), 7);
  return new Date(zonedDateTime(day, `${String(settings.hour).padStart(2, '0')}:00`, timeZone));
}

async function toSettings(context: ServiceContext, row: SettingsRow): Promise<DigestSettings> {
  const [last] = await context.db.select().from(digestRuns).orderBy(desc(digestRuns.slot)).limit(1);
  return {
    enabled: row.enabled,
    weekday: row.weekday,
    hour: row.hour,
    version: row.version,
    timeZone: context.timeZone,
    nextRunAt: row.enabled
      ? nextSlot(row, context.clock.now(), context.timeZone).toISOString()
      : null,
    lastRun: last ? { at: last.slot.toISOString(), recipients: last.recipients } : null,
  };
}

export async function readDigestSettings(context: ServiceContext): Promise<DigestSettings> {
  return toSettings(context, await settingsRow(context));
}

export async function updateDigestSettings(
  context: ServiceContext,
  { version, ...input }: z.output<typeof digestSettingsInputSchema>,
): Promise<DigestSettings> {
  const row = await inTransaction(context.db, async () => {
    const current = await settingsRow(context, true);
    if (current.version !== version) throw new HttpError(409, STALE_DIGEST_SETTINGS);
    const now = context.clock.now();
    const [updated] = await context.db
      .update(digestSettings)
      .set({
        ...input,
        // Turned on now: slots before this moment are not owed a digest.
        enabledSince: input.enabled ? (current.enabled ? current.enabledSince : now) : null,
        version: version + 1,
        updatedAt: now,
      })
      .where(eq(digestSettings.id, 1))
      .returning();
    if (!updated) throw new Error('the digest settings vanished');
    return updated;
  });
  return toSettings(context, row);
}

/**
 * Sends the digest of the slot due now, if the digest is on, the slot came after it was turned
 * on and no server has sent it. Returns how many followers got one (null: nothing was due).
 */
export async function sendDueDigest(
  context: ServiceContext,
  /** The configured public origin (`publicOriginOf`): the digest's links. */
  origin: string,
): Promise<number | null> {
  const settings = await settingsRow(context);
  if (!settings.enabled || !settings.enabledSince) return null;
  const now = context.clock.now();
  const slot = latestSlot(settings, now, context.timeZone);
  if (slot < settings.enabledSince) return null;
  return inTransaction(context.db, async () => {
    const [claimed] = await context.db
      .insert(digestRuns)
      .values({ slot, startedAt: now })
      .onConflictDoNothing()
      .returning({ slot: digestRuns.slot });
    if (!claimed) return null;
    const [previous] = await context.db
      .select({ slot: digestRuns.slot })
      .from(digestRuns)
      .where(lt(digestRuns.slot, slot))
      .orderBy(desc(digestRuns.slot))
      .limit(1);
    // New since the last digest, and at most a week back (after weeks off, the last week).
    const weekBefore = new Date(slot.getTime() - 7 * 86_400_000);
    const since = previous && previous.slot > weekBefore ? previous.slot : weekBefore;
    const [events, achievements] = await Promise.all([
      comingEvents(context, origin, { publishedAfter: since }),
      latestAchievements(context, origin, since),
    ]);
    const sections = { events, achievements, proposals: [] };
    let mails: OutgoingMail[] = [];
    if (!isEmpty(sections)) {
      const [names, followers, site] = await Promise.all([
        organisationNames(context),
        followersOf(context.db, { digestOnly: true }),
        branchIdentity(context.db),
      ]);
      const spacingMs = 60_000 / context.mailer.maxPerMinute;
      // Links only for those who get a digest this time.
      const recipients = await withFreshLinks(
        context.db,
        followers.filter((follower) => !isEmpty(sectionsFor(sections, follower))),
      );
      mails = recipients.flatMap((follower) => {
        const theirs = sectionsFor(sections, follower);
        return [
          {
            kind: 'newsletter-digest',
            to: follower.email,
            subject: `This week at ${site.name}`,
            text: newsletterText({
              intro: `What is new at ${site.name} since the last digest:`,
              sections: theirs,
              follows: followsLabel(follower, names),
              origin,
              token: follower.token,
            }),
            headers: listUnsubscribeHeaders(origin, follower.token),
          },
        ];
      });
      mails.forEach((mail, index) => {
        mail.notBefore = new Date(now.getTime() + Math.floor(index * spacingMs));
      });
      await context.mailer.queue(context.db, mails);
    }
    await context.db
      .update(digestRuns)
      .set({ recipients: mails.length, finishedAt: context.clock.now() })
      .where(eq(digestRuns.slot, slot));
    return mails.length;
  });
}

/**
 * Looks for a due digest every `everyMs` (5 minutes) until `stop`; every server runs one and the
 * slot's claim lets one of them send.
 */
export class DigestJobs extends PeriodicJob<number | null> {
  constructor(options: {
    context: ServiceContext;
    publicOrigin: string;
    everyMs?: number;
    onError?: (error: unknown) => void;
  }) {
    super(() => sendDueDigest(options.context, options.publicOrigin), {
      everyMs: options.everyMs ?? 5 * 60_000,
      onError: options.onError,
    });
  }
}
