import type { OrganisationKind, OrganisationRef, Page, SlateMember } from '@chapterhouse/shared';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { events, organisations, slateMembers } from '../db/schema/index.js';

/** Columns that name an organisation on an item listed across organisations. */
export const organisationRefColumns = {
  id: organisations.id,
  slug: organisations.slug,
  name: organisations.name,
  kind: organisations.kind,
};

/** Public reads never show archived organisations or anything of theirs. */
export const isPublic = isNull(organisations.archivedAt);

/** Numeric id or slug, as in `/societies/12` and `/societies/computer-society`. */
export function matchesIdOrSlug(idOrSlug: string): SQL {
  const byId = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : undefined;
  if (byId !== undefined && byId <= 2_147_483_647) {
    return or(eq(organisations.id, byId), eq(organisations.slug, idOrSlug)) as SQL;
  }
  return eq(organisations.slug, idOrSlug.toLowerCase());
}

/** The public organisation an aggregated list is narrowed to, or `null` when there is none. */
export async function findPublicOrganisationRef(
  db: Database,
  idOrSlug: string,
  kind?: OrganisationKind,
): Promise<OrganisationRef | null> {
  const [row] = await db
    .select(organisationRefColumns)
    .from(organisations)
    .where(
      and(matchesIdOrSlug(idOrSlug), isPublic, kind ? eq(organisations.kind, kind) : undefined),
    )
    .limit(1);
  return row ?? null;
}

/** An event is past when marked held or dated before today; otherwise it is upcoming. */
export function isPastEvent(today: string): SQL {
  return sql`(${events.held} or ${events.date} < ${today})`;
}

export function isUpcomingEvent(today: string): SQL {
  return sql`(not ${events.held} and ${events.date} >= ${today})`;
}

export function toPage<T>(items: T[], total: number, page: number, limit: number): Page<T> {
  return { items, total, page, limit, pageCount: Math.max(1, Math.ceil(total / limit)) };
}

/** A slate member's own columns, as the public pages and the dashboards read them. */
export const slateMemberFields = {
  id: slateMembers.id,
  name: slateMembers.name,
  role: slateMembers.role,
  photo: slateMembers.photo,
  email: slateMembers.email,
  phone: slateMembers.phone,
  linkedin: slateMembers.linkedin,
  bio: slateMembers.bio,
};

/** One organisation's slate in its display order. */
export function selectSlate(db: Database, organisationId: number): Promise<SlateMember[]> {
  return db
    .select(slateMemberFields)
    .from(slateMembers)
    .where(eq(slateMembers.organisationId, organisationId))
    .orderBy(asc(slateMembers.sortOrder), asc(slateMembers.id));
}
