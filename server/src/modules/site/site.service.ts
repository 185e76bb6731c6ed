import type {
  AdminFaq,
  AdminHeroSlide,
  AdminPartner,
  AdminStatistics,
  BranchAbout,
  branchAboutUpdateSchema,
  faqInputSchema,
  heroSlideInputSchema,
  partnerInputSchema,
  SiteContent,
  statisticsUpdateSchema,
} from '@chapterhouse/shared';
import { DEFAULT_ACADEMIC_YEAR_START_MONTH } from '@chapterhouse/shared';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { faqEntries, heroSlides, partners, siteSettings } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { branchOrganisation, branchRow, findBranchRow } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { STALE_ITEM } from '../../lib/versioned-items.js';
import { countUpcomingEvents } from '../events/visible-events.service.js';
import { requirePlaceable } from '../media/media-usage.js';
import { selectSlate } from '../members/members.service.js';
import { latestNotifications } from '../notifications/notifications.service.js';
import { visibleOrganisationTotals } from '../organisations/organisation-totals.js';
import { updateBranchAbout } from '../organisations/organisations.service.js';

// ---- What visitors read ----

const NOTIFICATIONS_SHOWN = 20;

/** Whose members, events and awards the landing page's counters add up. */
const COUNTED_KINDS = ['society', 'council'] as const;

/**
 * Members, events held and awards across the societies and councils visitors see: events and
 * awards from the totals the database keeps, events held being all events less the upcoming ones.
 */
export async function computeStatistics(
  context: ServiceContext,
): Promise<SiteContent['statistics']> {
  const [totals, upcoming] = await Promise.all([
    visibleOrganisationTotals(context.db, COUNTED_KINDS),
    countUpcomingEvents(context, { kinds: COUNTED_KINDS }),
  ]);
  return {
    members: totals.members,
    events: totals.events - upcoming,
    awards: totals.achievements,
  };
}

/** The branch admin's overrides of the landing page's counters (null: computed). */
export async function readStatisticsOverrides(db: Database): Promise<{
  overrides: Record<keyof SiteContent['statistics'], number | null>;
  version: number;
}> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return {
    overrides: {
      members: row?.membersOverride ?? null,
      events: row?.eventsOverride ?? null,
      awards: row?.awardsOverride ?? null,
    },
    version: row?.version ?? 1,
  };
}

/** Each counter as the branch admin set it, or as counted from the data. */
async function landingStatistics(context: ServiceContext): Promise<SiteContent['statistics']> {
  const [computed, { overrides }] = await Promise.all([
    computeStatistics(context),
    readStatisticsOverrides(context.db),
  ]);
  return {
    members: overrides.members ?? computed.members,
    events: overrides.events ?? computed.events,
    awards: overrides.awards ?? computed.awards,
  };
}

/** Everything the landing page and the header show besides organisations. */
export async function getSite(context: ServiceContext): Promise<SiteContent> {
  const branch = await findBranchRow(context.db);

  const [slides, partnerRows, faqs, slate, statistics, recentNotifications] = await Promise.all([
    context.db.select().from(heroSlides).orderBy(asc(heroSlides.sortOrder), asc(heroSlides.id)),
    context.db.select().from(partners).orderBy(asc(partners.sortOrder), asc(partners.id)),
    context.db
      .select({ id: faqEntries.id, question: faqEntries.question, answer: faqEntries.answer })
      .from(faqEntries)
      .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id)),
    branch ? selectSlate(context.db, branch.id) : Promise.resolve([]),
    landingStatistics(context),
    latestNotifications(context, NOTIFICATIONS_SHOWN),
  ]);

  return {
    branch: {
      name: branch?.name ?? 'IEEE Student Branch',
      description: branch?.description ?? '',
      vision: branch?.vision ?? '',
      mission: branch?.mission ?? '',
      objectives: branch?.objectives ?? '',
      email: branch?.email ?? null,
      phone: branch?.phone ?? null,
      location: branch?.location ?? null,
    },
    heroSlides: slides.map(({ id, image, title, caption, alt }) => ({
      id,
      image,
      title,
      caption,
      alt,
    })),
    partners: partnerRows.map(({ id, name, link, image }) => ({ id, text: name, link, image })),
    faqs,
    slate,
    statistics,
    notifications: recentNotifications,
  };
}

// ---- The branch console edits the landing page ----

/** The site's own lists: each row has an id, a menu position and a version. */
type SiteTable = typeof heroSlides | typeof partners | typeof faqEntries;

/**
 * One list of the landing page's content (hero slides, partners, FAQ), edited like an
 * organisation's items: by record id, with the version an edit was based on (409 when stale).
 */
export interface SiteCollection<Item, Input> {
  label: string;
  list(db: Database): Promise<Item[]>;
  create(context: ServiceContext, input: Input): Promise<Item>;
  update(context: ServiceContext, id: number, input: Input & { version: number }): Promise<Item>;
  remove(context: ServiceContext, id: number): Promise<void>;
  reorder(context: ServiceContext, ids: number[]): Promise<Item[]>;
}

/** What one list's table does with its own columns; the rest is the same for every list. */
interface SiteListTable<Item, Input> {
  table: SiteTable;
  label: string;
  /** The image addresses an input places on the landing page (checked: the branch's uploads). */
  images?(input: Input): Array<string | null>;
  /** The items in menu order, or only the one with `id`. */
  read(db: Database, id?: number): Promise<Item[]>;
  insert(db: Database, input: Input, sortOrder: number): Promise<{ id: number } | undefined>;
  /** Saves `input` over the item if it is still at `version`; false when it was not. */
  update(db: Database, id: number, version: number, input: Input, now: Date): Promise<boolean>;
}

function siteCollection<Item, Input>(
  options: SiteListTable<Item, Input>,
): SiteCollection<Item, Input> {
  // The three tables share id and sort_order; drizzle cannot see that through the union.
  const t = options.table as typeof faqEntries;
  const list = (db: Database) => options.read(db);
  const checkImages = async (db: Database, input: Input) => {
    if (options.images) {
      await requirePlaceable(db, (await branchOrganisation(db)).id, options.images(input));
    }
  };
  const get = async (db: Database, id: number) => {
    const [item] = await options.read(db, id);
    if (!item) throw notFound(`${options.label} not found.`);
    return item;
  };
  return {
    label: options.label,
    list,
    async create(context, input) {
      await checkImages(context.db, input);
      const created = await inTransaction(context.db, async () => {
        const [last] = await context.db.select({ value: max(t.sortOrder) }).from(t);
        return options.insert(context.db, input, (last?.value ?? 0) + 1);
      });
      if (!created) throw new Error('insert returned nothing');
      return get(context.db, created.id);
    },
    async update(context, id, input) {
      await checkImages(context.db, input);
      if (!(await options.update(context.db, id, input.version, input, context.clock.now()))) {
        await get(context.db, id); // 404 when it is gone
        throw new HttpError(409, STALE_ITEM);
      }
      return get(context.db, id);
    },
    async remove(context, id) {
      const deleted = await context.db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      if (deleted.length === 0) throw notFound(`${options.label} not found.`);
    },
    async reorder(context, ids) {
      await context.db.transaction(async (tx) => {
        const current = await tx.select({ id: t.id }).from(t);
        const known = new Set(current.map((row) => row.id));
        if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
          throw new HttpError(409, 'The list changed meanwhile. Reload and order it again.');
        }
        for (const [index, id] of ids.entries()) {
          await tx
            .update(t)
            .set({ sortOrder: index + 1 })
            .where(eq(t.id, id));
        }
      });
      return list(context.db);
    },
  };
}

const byIdOrAll = (column: AnyPgColumn, id?: number) =>
  id === undefined ? undefined : eq(column, id);

export const heroSlideCollection = siteCollection<
  AdminHeroSlide,
  z.output<typeof heroSlideInputSchema>
>({
  table: heroSlides,
  label: 'Slide',
  images: (input) => [input.image],
  read: async (db, id) =>
    db
      .select({
        id: heroSlides.id,
        image: heroSlides.image,
        title: heroSlides.title,
        caption: heroSlides.caption,
        alt: heroSlides.alt,
        sortOrder: heroSlides.sortOrder,
        version: heroSlides.version,
      })
      .from(heroSlides)
      .where(byIdOrAll(heroSlides.id, id))
      .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.id)),
  insert: async (db, input, sortOrder) => {
    const [row] = await db
      .insert(heroSlides)
      .values({ ...heroSlideRow(input), sortOrder })
      .returning({ id: heroSlides.id });
    return row;
  },
  update: async (db, id, version, input, now) => {
    const updated = await db
      .update(heroSlides)
      .set({ ...heroSlideRow(input), version: sql`${heroSlides.version} + 1`, updatedAt: now })
      .where(and(eq(heroSlides.id, id), eq(heroSlides.version, version)))
      .returning({ id: heroSlides.id });
    return updated.length > 0;
  },
});

function heroSlideRow(input: z.output<typeof heroSlideInputSchema>) {
  return { image: input.image, title: input.title, caption: input.caption, alt: input.alt };
}

export const partnerCollection = siteCollection<AdminPartner, z.output<typeof partnerInputSchema>>({
  table: partners,
  label: 'Partner',
  images: (input) => [input.image],
  read: async (db, id) =>
    db
      .select({
        id: partners.id,
        name: partners.name,
        link: partners.link,
        image: partners.image,
        sortOrder: partners.sortOrder,
        version: partners.version,
      })
      .from(partners)
      .where(byIdOrAll(partners.id, id))
      .orderBy(asc(partners.sortOrder), asc(partners.id)),
  insert: async (db, input, sortOrder) => {
    const [row] = await db
      .insert(partners)
      .values({ ...partnerRow(input), sortOrder })
      .returning({ id: partners.id });
    return row;
  },
  update: async (db, id, version, input, now) => {
    const updated = await db
      .update(partners)
      .set({ ...partnerRow(input), version: sql`${partners.version} + 1`, updatedAt: now })
      .where(and(eq(partners.id, id), eq(partners.version, version)))
      .returning({ id: partners.id });
    return updated.length > 0;
  },
});

function partnerRow(input: z.output<typeof partnerInputSchema>) {
  return { name: input.name, link: input.link, image: input.image };
}

export const faqCollection = siteCollection<AdminFaq, z.output<typeof faqInputSchema>>({
  table: faqEntries,
  label: 'Question',
  read: async (db, id) =>
    db
      .select({
        id: faqEntries.id,
        question: faqEntries.question,
        answer: faqEntries.answer,
        sortOrder: faqEntries.sortOrder,
        version: faqEntries.version,
      })
      .from(faqEntries)
      .where(byIdOrAll(faqEntries.id, id))
      .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id)),
  insert: async (db, input, sortOrder) => {
    const [row] = await db
      .insert(faqEntries)
      .values({ question: input.question, answer: input.answer, sortOrder })
      .returning({ id: faqEntries.id });
    return row;
  },
  update: async (db, id, version, input, now) => {
    const updated = await db
      .update(faqEntries)
      .set({
        question: input.question,
        answer: input.answer,
        version: sql`${faqEntries.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(faqEntries.id, id), eq(faqEntries.version, version)))
      .returning({ id: faqEntries.id });
    return updated.length > 0;
  },
});

// ---- The branch's about text ----

export async function getAbout(db: Database): Promise<BranchAbout> {
  const row = await branchRow(db);
  return {
    name: row.name,
    description: row.description,
    vision: row.vision,
    mission: row.mission,
    objectives: row.objectives,
    email: row.email,
    phone: row.phone,
    location: row.location,
    version: row.version,
  };
}

export async function updateAbout(
  context: ServiceContext,
  input: z.output<typeof branchAboutUpdateSchema>,
): Promise<BranchAbout> {
  const branch = await branchRow(context.db);
  if (!(await updateBranchAbout(context, branch.id, input))) throw new HttpError(409, STALE_ITEM);
  return getAbout(context.db);
}

// ---- Landing statistics ----

export async function getStatistics(context: ServiceContext): Promise<AdminStatistics> {
  const [computed, settings] = await Promise.all([
    computeStatistics(context),
    readStatisticsOverrides(context.db),
  ]);
  return { computed, overrides: settings.overrides, version: settings.version };
}

/** Sets or clears (null) the overrides, if still at `version` (the settings row starts at 1). */
export async function updateStatistics(
  context: ServiceContext,
  input: z.output<typeof statisticsUpdateSchema>,
): Promise<AdminStatistics> {
  const values = {
    membersOverride: input.members,
    eventsOverride: input.events,
    awardsOverride: input.awards,
  };
  const now = context.clock.now();
  // The row may not exist yet: create it at version 1, so the edit below applies to it.
  await context.db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  const updated = await context.db
    .update(siteSettings)
    .set({ ...values, version: sql`${siteSettings.version} + 1`, updatedAt: now })
    .where(and(eq(siteSettings.id, 1), eq(siteSettings.version, input.version)))
    .returning({ id: siteSettings.id });
  if (updated.length === 0) throw new HttpError(409, STALE_ITEM);
  return getStatistics(context);
}

/** The month the branch's academic year starts in (the annual report's), and the settings' version. */
export async function readAcademicYearStart(
  db: Database,
): Promise<{ startMonth: number; version: number }> {
  const [row] = await db
    .select({ startMonth: siteSettings.academicYearStartMonth, version: siteSettings.version })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return {
    startMonth: row?.startMonth ?? DEFAULT_ACADEMIC_YEAR_START_MONTH,
    version: row?.version ?? 1,
  };
}

/** Sets the month the academic year starts in, if the settings are still at `version` (else 409). */
export async function updateAcademicYearStart(
  context: ServiceContext,
  input: { startMonth: number; version: number },
): Promise<{ startMonth: number; version: number }> {
  await context.db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  const updated = await context.db
    .update(siteSettings)
    .set({
      academicYearStartMonth: input.startMonth,
      version: sql`${siteSettings.version} + 1`,
      updatedAt: context.clock.now(),
    })
    .where(and(eq(siteSettings.id, 1), eq(siteSettings.version, input.version)))
    .returning({ id: siteSettings.id });
  if (updated.length === 0) throw new HttpError(409, STALE_ITEM);
  return readAcademicYearStart(context.db);
}
