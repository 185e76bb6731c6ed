import {
  type AdminOrganisation,
  type branchAboutUpdateSchema,
  type councilUpdateSchema,
  type ManagedKind,
  type OrganisationCreate,
  type OrganisationDetail,
  type OrganisationKind,
  type OrganisationRef,
  type OrganisationSummary,
  organisationCreateSchema,
  type organisationEditSchema,
  slugify,
  type societyUpdateSchema,
} from '@chapterhouse/shared';
import { and, asc, eq, gt, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { organisations, teamMemberships, users } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
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
    upcomingEvents: number;
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
      upcomingEvents: counts.upcomingEvents,
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

// ---- The branch console: every society and council ----

/**
 * Words that are already paths under `/societies/...` or `/api/societies/...`: an organisation
 * with such a slug could never be reached.
 */
const RESERVED_SLUGS = new Set(['name', 'dashboard', 'new', 'admin']);

const PLURAL: Record<ManagedKind, string> = { society: 'societies', council: 'councils' };

const isManaged = inArray(organisations.kind, ['society', 'council']);

function checkSlug(slug: string): void {
  if (RESERVED_SLUGS.has(slug)) {
    throw new HttpError(400, `"${slug}" is reserved for the site's own pages; choose another slug`);
  }
}

async function slugOwner(db: Database, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.slug, slug));
  return row && row.id !== exceptId ? row : null;
}

/**
 * A 400 like any other field the form must change (not a 409): an editor keeps what they typed
 * and picks another slug, where a 409 would make the form reload the record.
 */
const slugTaken = (slug: string, owner: string) =>
  new HttpError(400, `The slug "${slug}" is already used by ${owner}; choose another`);

/**
 * Every society and council, archived ones too, each with its admins (the members of its team
 * whose terms run at `now`); by kind, then menu order.
 */
export async function listAdminOrganisations(
  db: Database,
  now = new Date(),
): Promise<AdminOrganisation[]> {
  const [rows, admins] = await Promise.all([
    db
      .select({
        id: organisations.id,
        kind: organisations.kind,
        slug: organisations.slug,
        name: organisations.name,
        image: organisations.image,
        sortOrder: organisations.sortOrder,
        archivedAt: organisations.archivedAt,
        updatedAt: organisations.updatedAt,
        version: organisations.version,
      })
      .from(organisations)
      .where(isManaged)
      .orderBy(asc(organisations.kind), asc(organisations.sortOrder), asc(organisations.id)),
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        organisationId: teamMemberships.organisationId,
      })
      .from(teamMemberships)
      .innerJoin(users, eq(teamMemberships.userId, users.id))
      .where(or(isNull(teamMemberships.endsAt), gt(teamMemberships.endsAt, now)))
      .orderBy(asc(users.name)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ManagedKind,
    slug: row.slug,
    name: row.name,
    image: row.image,
    sortOrder: row.sortOrder,
    archived: row.archivedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    admins: admins
      .filter((admin) => admin.organisationId === row.id)
      .map(({ id, name, email }) => ({ id, name, email })),
  }));
}

export async function getAdminOrganisation(db: Database, id: number): Promise<AdminOrganisation> {
  const found = (await listAdminOrganisations(db)).find((organisation) => organisation.id === id);
  if (!found) throw notFound('Organisation not found.');
  return found;
}

/** A free slug from the name: `computer-society`, else `computer-society-2`, ... */
async function freeSlugFor(db: Database, name: string): Promise<string> {
  const base = slugify(name) || 'organisation';
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!RESERVED_SLUGS.has(candidate) && !/^\d+$/.test(candidate)) {
      if (!(await slugOwner(db, candidate))) return candidate;
    }
  }
}

/** Adds a society or council at the end of its kind's menu; public at once. */
export async function createOrganisation(
  context: ServiceContext,
  input: OrganisationCreate,
): Promise<AdminOrganisation> {
  // The CLI calls this too: the same rules as the API, the same readable refusal.
  const parsed = organisationCreateSchema.safeParse(input);
  if (!parsed.success) {
    throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join('; '));
  }
  const fields = parsed.data;
  const { db } = context;
  let slug: string;
  if (fields.slug) {
    checkSlug(fields.slug);
    const owner = await slugOwner(db, fields.slug);
    if (owner) throw slugTaken(fields.slug, owner.name);
    slug = fields.slug;
  } else {
    slug = await freeSlugFor(db, fields.name);
  }
  try {
    const created = await inTransaction(db, async () => {
      const [last] = await context.db
        .select({ value: max(organisations.sortOrder) })
        .from(organisations)
        .where(eq(organisations.kind, fields.kind));
      const [row] = await context.db
        .insert(organisations)
        .values({
          kind: fields.kind,
          name: fields.name,
          slug,
          image: fields.image,
          sortOrder: (last?.value ?? 0) + 1,
        })
        .returning({ id: organisations.id });
      // A new organisation's library is empty: an upload address can only be someone else's.
      if (row) await requirePlaceable(context.db, row.id, [fields.image]);
      return row;
    });
    if (!created) throw new Error('insert returned nothing');
    return getAdminOrganisation(db, created.id);
  } catch (error) {
    if (isUniqueViolation(error, 'organisations_slug_unique'))
      throw slugTaken(slug, 'another organisation');
    throw error;
  }
}

/** Renames an organisation, changes its slug (its URLs) or image, if still at `version`. */
export async function editOrganisation(
  context: ServiceContext,
  id: number,
  input: z.output<typeof organisationEditSchema>,
): Promise<AdminOrganisation> {
  const { db } = context;
  checkSlug(input.slug);
  await getAdminOrganisation(db, id);
  await requirePlaceable(db, id, [input.image]);
  const owner = await slugOwner(db, input.slug, id);
  if (owner) throw slugTaken(input.slug, owner.name);
  try {
    const updated = await db
      .update(organisations)
      .set({
        name: input.name,
        slug: input.slug,
        image: input.image,
        version: sql`${organisations.version} + 1`,
        updatedAt: context.clock.now(),
      })
      .where(and(eq(organisations.id, id), eq(organisations.version, input.version), isManaged))
      .returning({ id: organisations.id });
    if (updated.length === 0) throw new HttpError(409, STALE_ORGANISATION);
  } catch (error) {
    if (isUniqueViolation(error, 'organisations_slug_unique'))
      throw slugTaken(input.slug, 'another organisation');
    throw error;
  }
  return getAdminOrganisation(db, id);
}

/**
 * Archived organisations disappear from every public page and menu (their URLs answer 'not
 * found'); their records, items and admins stay, and restoring brings everything back.
 */
export async function setArchived(
  context: ServiceContext,
  id: number,
  archived: boolean,
): Promise<AdminOrganisation> {
  const updated = await context.db
    .update(organisations)
    .set({
      archivedAt: archived ? context.clock.now() : null,
      version: sql`${organisations.version} + 1`,
      updatedAt: context.clock.now(),
    })
    .where(and(eq(organisations.id, id), isManaged))
    .returning({ id: organisations.id });
  if (updated.length === 0) throw notFound('Organisation not found.');
  return getAdminOrganisation(context.db, id);
}

/** Puts one kind's organisations in the given order: every one of them, each once. */
export async function reorderOrganisations(
  context: ServiceContext,
  kind: ManagedKind,
  ids: number[],
): Promise<AdminOrganisation[]> {
  const { db } = context;
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.kind, kind));
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw new HttpError(
        409,
        `The list of ${PLURAL[kind]} changed meanwhile. Reload and order them again.`,
      );
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(organisations)
        .set({ sortOrder: index + 1 })
        .where(eq(organisations.id, id));
    }
  });
  return listAdminOrganisations(db);
}
