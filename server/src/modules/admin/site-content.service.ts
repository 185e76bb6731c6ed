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
  statisticsUpdateSchema,
} from '@chapterhouse/shared';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import {
  faqEntries,
  heroSlides,
  organisations,
  partners,
  siteSettings,
} from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { sanitiseRichText } from '../../lib/rich-text.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { STALE_ITEM } from '../../lib/versioned-items.js';
import { requirePlaceable } from '../media/media-usage.js';
import { computeStatistics, readStatisticsOverrides } from '../site/site.service.js';

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

function siteCollection<Item extends { id: number }, Input>(options: {
  table: SiteTable;
  label: string;
  toRow(input: Input): Record<string, unknown>;
  toItem(row: never): Item;
  /** The image addresses an input places on the landing page (checked: the branch's uploads). */
  images?(input: Input): Array<string | null>;
}): SiteCollection<Item, Input> {
  // The three tables share id, sort_order and version; drizzle cannot see that through the union.
  const t = options.table as typeof faqEntries;
  const list = async (db: Database) =>
    (await db.select().from(t).orderBy(asc(t.sortOrder), asc(t.id))).map((row) =>
      options.toItem(row as never),
    );
  const checkImages = async (db: Database, input: Input) => {
    if (options.images) {
      await requirePlaceable(db, (await branchOrganisation(db)).id, options.images(input));
    }
  };
  const get = async (db: Database, id: number) => {
    const [row] = await db.select().from(t).where(eq(t.id, id));
    if (!row) throw notFound(`${options.label} not found.`);
    return options.toItem(row as never);
  };
  return {
    label: options.label,
    list,
    async create(context, input) {
      await checkImages(context.db, input);
      const created = await context.db.transaction(async (tx) => {
        const [last] = await tx.select({ value: max(t.sortOrder) }).from(t);
        const [row] = await tx
          .insert(t)
          .values({ ...options.toRow(input), sortOrder: (last?.value ?? 0) + 1 } as never)
          .returning({ id: t.id });
        return row;
      });
      if (!created) throw new Error('insert returned nothing');
      return get(context.db, created.id);
    },
    async update(context, id, input) {
      await checkImages(context.db, input);
      const updated = await context.db
        .update(t)
        .set({
          ...options.toRow(input),
          version: sql`${t.version} + 1`,
          updatedAt: context.clock.now(),
        } as never)
        .where(and(eq(t.id, id), eq(t.version, input.version)))
        .returning({ id: t.id });
      if (updated.length === 0) {
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

export const heroSlideCollection = siteCollection<
  AdminHeroSlide,
  z.output<typeof heroSlideInputSchema>
>({
  table: heroSlides,
  label: 'Slide',
  images: (input) => [input.image],
  toRow: (input) => ({
    image: input.image,
    title: input.title,
    caption: input.caption,
    alt: input.alt,
  }),
  toItem: (row: typeof heroSlides.$inferSelect) => ({
    id: row.id,
    image: row.image,
    title: row.title,
    caption: row.caption,
    alt: row.alt,
    sortOrder: row.sortOrder,
    version: row.version,
  }),
});

export const partnerCollection = siteCollection<AdminPartner, z.output<typeof partnerInputSchema>>({
  table: partners,
  label: 'Partner',
  images: (input) => [input.image],
  toRow: (input) => ({ name: input.name, link: input.link, image: input.image }),
  toItem: (row: typeof partners.$inferSelect) => ({
    id: row.id,
    name: row.name,
    link: row.link,
    image: row.image,
    sortOrder: row.sortOrder,
    version: row.version,
  }),
});

export const faqCollection = siteCollection<AdminFaq, z.output<typeof faqInputSchema>>({
  table: faqEntries,
  label: 'Question',
  toRow: (input) => ({ question: input.question, answer: input.answer }),
  toItem: (row: typeof faqEntries.$inferSelect) => ({
    id: row.id,
    question: row.question,
    answer: row.answer,
    sortOrder: row.sortOrder,
    version: row.version,
  }),
});

// ---- The branch's own record ----

async function branchRow(db: Database) {
  const [row] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.kind, 'branch'))
    .orderBy(asc(organisations.id))
    .limit(1);
  if (!row) throw notFound('The branch record is missing: load the sample content or create it.');
  return row;
}

/** The branch's name and contact address, as mail names and sends them. */
export async function branchIdentity(
  db: Database,
): Promise<{ name: string; email: string | null }> {
  const [row] = await db
    .select({ name: organisations.name, email: organisations.email })
    .from(organisations)
    .where(eq(organisations.kind, 'branch'))
    .orderBy(asc(organisations.id))
    .limit(1);
  return { name: row?.name ?? 'IEEE Student Branch', email: row?.email ?? null };
}

/** The branch as an organisation reference, for its slate (the same items as any dashboard's). */
export async function branchOrganisation(db: Database) {
  const row = await branchRow(db);
  return { id: row.id, slug: row.slug, name: row.name, kind: row.kind };
}

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
  const { version, ...fields } = input;
  const updated = await context.db
    .update(organisations)
    .set({
      ...fields,
      objectives: sanitiseRichText(fields.objectives),
      version: sql`${organisations.version} + 1`,
      updatedAt: context.clock.now(),
    })
    .where(and(eq(organisations.id, branch.id), eq(organisations.version, version)))
    .returning({ id: organisations.id });
  if (updated.length === 0) throw new HttpError(409, STALE_ITEM);
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
