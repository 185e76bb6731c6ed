import type {
  branchAboutUpdateSchema,
  councilUpdateSchema,
  OrganisationDetail,
  OrganisationKind,
  OrganisationLink,
  OrganisationRef,
  OrganisationSummary,
  societyUpdateSchema,
} from '@chapterhouse/shared';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { organisations } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { matchesIdOrSlug, organisationRefColumns } from '../../lib/organisation-queries.js';
import { sanitiseRichText } from '../../lib/rich-text.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { requirePlaceable } from '../media/media-usage.js';
import { totalOf } from './organisation-totals.js';
import { visibleOrganisation, visibleOrganisationOf } from './organisations.visibility.js';

// ---- What visitors read ----
//
// An organisation's page and its summary in the menus show its slate, events, achievements and
// photos too: each of those domains says what visitors see of it (and builds on this module's
// `organisations.visibility.ts`), so they depend on this module and it cannot ask them. The
// public reads put the page together (`public-cache/organisation-pages.ts`) from the record read
// here and what the other domains give.

const summaryColumns = {
  id: organisations.id,
  kind: organisations.kind,
  slug: organisations.slug,
  name: organisations.name,
  image: organisations.image,
  logo: organisations.logo,
  description: organisations.description,
  archivedAt: organisations.archivedAt,
  studentMemberCount: organisations.studentMemberCount,
  foundedYear: organisations.foundedYear,
  // The kept totals count published items only (decision 009, 010).
  events: totalOf('events'),
  achievements: totalOf('achievements'),
};

/** A visible organisation's own record for its summary, with its kept totals. */
export interface OrganisationRecord {
  id: number;
  kind: OrganisationKind;
  slug: string;
  name: string;
  image: string | null;
  logo: string | null;
  description: string;
  archivedAt: Date | null;
  studentMemberCount: number;
  foundedYear: number | null;
  events: number;
  achievements: number;
}

/** What the other domains count of an organisation for its summary. */
export interface OrganisationCounts {
  /** Its slate's published members (members). */
  slate: number;
  /** Its published upcoming events (events); past events are its total less these. */
  upcomingEvents: number;
}

/** A record and its counts as the menus and lists show an organisation. */
export function toOrganisationSummary(
  row: OrganisationRecord,
  counts: OrganisationCounts,
): OrganisationSummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    name: row.name,
    image: row.image,
    logo: row.logo,
    description: row.description,
    isActive: row.archivedAt === null,
    memberCount: counts.slate,
    studentMemberCount: row.studentMemberCount,
    establishedYear: row.foundedYear,
    stats: {
      members: row.studentMemberCount,
      events: row.events - counts.upcomingEvents,
      awards: row.achievements,
    },
  };
}

/** The visible organisations of one kind in menu order. */
export function listOrganisationRecords(
  context: ServiceContext,
  kind: OrganisationKind,
): Promise<OrganisationRecord[]> {
  return context.db
    .select(summaryColumns)
    .from(organisations)
    .where(and(eq(organisations.kind, kind), visibleOrganisation))
    .orderBy(asc(organisations.sortOrder), asc(organisations.id));
}

/** The visible societies and councils in menu order, with their last change: the sitemap's. */
export async function listOrganisationLinks(context: ServiceContext): Promise<OrganisationLink[]> {
  const rows = await context.db
    .select({
      kind: organisations.kind,
      slug: organisations.slug,
      updatedAt: organisations.updatedAt,
    })
    .from(organisations)
    .where(visibleOrganisationOf(['society', 'council']))
    .orderBy(asc(organisations.kind), asc(organisations.sortOrder), asc(organisations.id));
  return rows.map((row) => ({
    kind: row.kind === 'council' ? 'council' : 'society',
    slug: row.slug,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** A visible organisation's whole record for its page: what its summary has, and the rest. */
export type OrganisationPageRecord = NonNullable<Awaited<ReturnType<typeof getOrganisationRecord>>>;

/** The visible organisation of this kind with this id or slug; null when there is none. */
export async function getOrganisationRecord(
  context: ServiceContext,
  kind: OrganisationKind,
  idOrSlug: string,
) {
  const [row] = await context.db
    .select({
      ...summaryColumns,
      gallery: totalOf('galleryItems'),
      vision: organisations.vision,
      mission: organisations.mission,
      objectives: organisations.objectives,
      carouselImages: organisations.carouselImages,
      email: organisations.email,
      phone: organisations.phone,
      website: organisations.website,
      location: organisations.location,
      version: organisations.version,
      updatedAt: organisations.updatedAt,
    })
    .from(organisations)
    .where(and(eq(organisations.kind, kind), matchesIdOrSlug(idOrSlug), visibleOrganisation))
    .limit(1);
  return row ?? null;
}

/** An organisation's page: its record, with what the other domains show of it. */
export function toOrganisationDetail(
  row: OrganisationPageRecord,
  parts: Pick<OrganisationDetail, 'slate' | 'events' | 'achievements' | 'gallery'> & {
    /** Each upcoming session of a series counted: past events are all but these. */
    upcomingEvents: number;
    /** As its upcoming list shows them: a series once (issue 48). */
    upcomingListed: number;
  },
): OrganisationDetail {
  const counts = { slate: parts.slate.length, upcomingEvents: parts.upcomingEvents };
  return {
    ...toOrganisationSummary(row, counts),
    vision: row.vision,
    mission: row.mission,
    objectives: row.objectives,
    carouselImages: row.carouselImages,
    email: row.email,
    phone: row.phone,
    website: row.website,
    location: row.location,
    founded: row.foundedYear === null ? null : String(row.foundedYear),
    slate: parts.slate,
    events: parts.events,
    achievements: parts.achievements,
    gallery: parts.gallery,
    counts: {
      slate: counts.slate,
      pastEvents: row.events - counts.upcomingEvents,
      upcomingEvents: parts.upcomingListed,
      achievements: row.achievements,
      gallery: row.gallery,
    },
    lists: pagedListsOf(row.slug),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Where an organisation's whole lists are read a page at a time (the public list routes). */
function pagedListsOf(slug: string): OrganisationDetail['lists'] {
  const org = encodeURIComponent(slug);
  return {
    pastEvents: `/api/events?when=past&org=${org}`,
    upcomingEvents: `/api/events?when=upcoming&org=${org}`,
    achievements: `/api/achievements?org=${org}`,
    gallery: `/api/gallery?org=${org}`,
  };
}

/**
 * The spec's `/societies/name/{name}`: the id of the visible organisation whose name, ignoring
 * case, or whose slug matches; null when none does.
 */
export async function findOrganisationIdByName(
  context: ServiceContext,
  kind: OrganisationKind,
  name: string,
): Promise<number | null> {
  const [match] = await context.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        eq(organisations.kind, kind),
        visibleOrganisation,
        or(
          sql`lower(${organisations.name}) = lower(${name})`,
          eq(organisations.slug, name.toLowerCase()),
        ),
      ),
    )
    .limit(1);
  return match?.id ?? null;
}

/** The visible organisation an aggregated list is narrowed to, or `null` when there is none. */
export async function findVisibleOrganisationRef(
  db: Database,
  idOrSlug: string,
  kind?: OrganisationKind,
): Promise<OrganisationRef | null> {
  const [row] = await db
    .select(organisationRefColumns)
    .from(organisations)
    .where(
      and(
        matchesIdOrSlug(idOrSlug),
        visibleOrganisation,
        kind ? eq(organisations.kind, kind) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The visible organisations of `kinds`, or those of them with the ids `ids`: kinds in their
 * declared order (societies before councils), each by name, as choosers list them.
 */
export function visibleOrganisationRefs(
  db: Database,
  filter: { kinds: readonly OrganisationKind[]; ids?: readonly number[] },
): Promise<OrganisationRef[]> {
  return db
    .select(organisationRefColumns)
    .from(organisations)
    .where(
      and(
        visibleOrganisationOf(filter.kinds),
        filter.ids ? inArray(organisations.id, [...filter.ids]) : undefined,
      ),
    )
    .orderBy(asc(organisations.kind), asc(sql`lower(${organisations.name})`));
}

/** Any organisation, archived too, by id: what names it on its items; null when none has it. */
export async function organisationRefOf(db: Database, id: number): Promise<OrganisationRef | null> {
  const [row] = await db
    .select(organisationRefColumns)
    .from(organisations)
    .where(eq(organisations.id, id));
  return row ?? null;
}

/** Every organisation's name by id, archived ones too (what a subscriber once chose is named). */
export async function organisationNamesById(db: Database): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The name and logo (null for none) of each of these organisations, as certificates print them. */
export async function organisationLooksByIds(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { name: string; logo: string | null }>> {
  const rows = await db
    .select({ id: organisations.id, name: organisations.name, logo: organisations.logo })
    .from(organisations)
    .where(inArray(organisations.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...looks }) => [id, looks]));
}

/** Any organisation, archived too, by id or slug (the console and the CLI name them so). */
export async function findOrganisation(
  db: Database,
  idOrSlug: string,
): Promise<{ id: number; kind: OrganisationKind; name: string } | null> {
  const [row] = await db
    .select({ id: organisations.id, kind: organisations.kind, name: organisations.name })
    .from(organisations)
    .where(matchesIdOrSlug(idOrSlug))
    .limit(1);
  return row ?? null;
}

// ---- An organisation edits its own page, in its dashboard ----

export const STALE_ORGANISATION =
  'Someone else saved changes to this page since you opened it. Reload to see them, then make your changes again.';

/**
 * Saves the editable fields of an organisation if nobody saved since `version`. Ids, kind, counts
 * and ownership are not among the fields; objectives are sanitised here, when saved.
 */
export async function updateOrganisation(
  context: ServiceContext,
  organisation: OrganisationRef,
  input: z.output<typeof societyUpdateSchema> | z.output<typeof councilUpdateSchema>,
): Promise<void> {
  const { version, ...fields } = input;
  await requirePlaceable(context.db, organisation.id, [
    fields.image,
    ...fields.carouselImages,
    'logo' in fields ? fields.logo : null,
  ]);
  const councilFields =
    'founded' in fields
      ? {
          email: fields.email,
          phone: fields.phone,
          website: fields.website,
          location: fields.location,
          logo: fields.logo,
          foundedYear: fields.founded === null ? null : Number(fields.founded),
        }
      : {};
  const updated = await context.db
    .update(organisations)
    .set({
      name: fields.name,
      image: fields.image,
      description: fields.description,
      vision: fields.vision,
      mission: fields.mission,
      objectives: sanitiseRichText(fields.objectives),
      studentMemberCount: fields.studentMemberCount,
      carouselImages: fields.carouselImages,
      ...councilFields,
      version: sql`${organisations.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(organisations.id, organisation.id), eq(organisations.version, version)))
    .returning({ id: organisations.id });
  if (updated.length === 0) throw new HttpError(409, STALE_ORGANISATION);
}

/**
 * Saves the branch's own about text (the console's Site tab edits it) if nobody saved since
 * `version`; false when someone did. Objectives are sanitised here, when saved.
 */
export async function updateBranchAbout(
  context: ServiceContext,
  branchId: number,
  { version, ...fields }: z.output<typeof branchAboutUpdateSchema>,
): Promise<boolean> {
  const updated = await context.db
    .update(organisations)
    .set({
      ...fields,
      objectives: sanitiseRichText(fields.objectives),
      version: sql`${organisations.version} + 1`,
      updatedAt: context.clock.now(),
    })
    .where(
      and(
        eq(organisations.id, branchId),
        eq(organisations.kind, 'branch'),
        eq(organisations.version, version),
      ),
    )
    .returning({ id: organisations.id });
  return updated.length > 0;
}
