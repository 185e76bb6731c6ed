import {
  DETAIL_GALLERY_LIMIT,
  type OrganisationDetail,
  type OrganisationKind,
  type OrganisationSummary,
} from '@chapterhouse/shared';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  achievements,
  events,
  galleryItems,
  organisations,
  slateMembers,
} from '../../db/schema/index.js';
import {
  isPastEvent,
  isPublic,
  matchesIdOrSlug,
  selectSlate,
} from '../../lib/organisation-queries.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import { listOrganisationAchievements } from '../achievements/achievements.service.js';
import { listOrganisationEvents } from '../events/events.service.js';
import { listOrganisationGallery } from '../gallery/gallery.service.js';

/** Counts derived from the rows they count, never stored twice. */
function derivedCounts(db: Database, todayDate: string) {
  return {
    slate: db.$count(slateMembers, eq(slateMembers.organisationId, organisations.id)),
    pastEvents: db.$count(
      events,
      and(eq(events.organisationId, organisations.id), isPastEvent(todayDate)),
    ),
    achievements: db.$count(achievements, eq(achievements.organisationId, organisations.id)),
  };
}

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
};

type SummaryRow = {
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
  counts: { slate: number; pastEvents: number; achievements: number };
};

function toSummary(row: SummaryRow): OrganisationSummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    name: row.name,
    image: row.image,
    logo: row.logo,
    description: row.description,
    isActive: row.archivedAt === null,
    memberCount: row.counts.slate,
    studentMemberCount: row.studentMemberCount,
    establishedYear: row.foundedYear,
    stats: {
      members: row.studentMemberCount,
      events: row.counts.pastEvents,
      awards: row.counts.achievements,
    },
  };
}

/** Active organisations of one kind in menu order. */
export async function listOrganisations(
  context: ServiceContext,
  kind: OrganisationKind,
): Promise<OrganisationSummary[]> {
  const rows = await context.db
    .select({ ...summaryColumns, counts: derivedCounts(context.db, today(context)) })
    .from(organisations)
    .where(and(eq(organisations.kind, kind), isPublic))
    .orderBy(asc(organisations.sortOrder), asc(organisations.id));
  return rows.map(toSummary);
}

export async function getOrganisation(
  context: ServiceContext,
  kind: OrganisationKind,
  idOrSlug: string,
): Promise<OrganisationDetail | null> {
  const todayDate = today(context);
  const [row] = await context.db
    .select({
      ...summaryColumns,
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
      counts: {
        ...derivedCounts(context.db, todayDate),
        gallery: context.db.$count(galleryItems, eq(galleryItems.organisationId, organisations.id)),
      },
    })
    .from(organisations)
    .where(and(eq(organisations.kind, kind), matchesIdOrSlug(idOrSlug), isPublic))
    .limit(1);
  if (!row) return null;

  const [slate, organisationEvents, organisationAchievements, gallery] = await Promise.all([
    selectSlate(context.db, row.id),
    listOrganisationEvents(context, row.id),
    listOrganisationAchievements(context, row.id),
    listOrganisationGallery(context, row.id, DETAIL_GALLERY_LIMIT),
  ]);

  return {
    ...toSummary(row),
    vision: row.vision,
    mission: row.mission,
    objectives: row.objectives,
    carouselImages: row.carouselImages,
    email: row.email,
    phone: row.phone,
    website: row.website,
    location: row.location,
    founded: row.foundedYear === null ? null : String(row.foundedYear),
    slate,
    events: organisationEvents,
    achievements: organisationAchievements,
    gallery,
    counts: {
      slate: row.counts.slate,
      pastEvents: organisationEvents.past.length,
      upcomingEvents: organisationEvents.upcoming.length,
      achievements: row.counts.achievements,
      gallery: row.counts.gallery,
    },
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The spec's `/societies/name/{name}`: an organisation whose name, ignoring case, or whose slug
 * matches.
 */
export async function findOrganisationByName(
  context: ServiceContext,
  kind: OrganisationKind,
  name: string,
): Promise<OrganisationDetail | null> {
  const [match] = await context.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        eq(organisations.kind, kind),
        isPublic,
        or(
          sql`lower(${organisations.name}) = lower(${name})`,
          eq(organisations.slug, name.toLowerCase()),
        ),
      ),
    )
    .limit(1);
  return match ? getOrganisation(context, kind, String(match.id)) : null;
}
