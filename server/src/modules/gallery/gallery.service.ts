import type { GalleryItem, OrgListQuery, Page } from '@chapterhouse/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { galleryItems, organisations } from '../../db/schema/index.js';
import {
  findPublicOrganisationRef,
  isPublic,
  organisationRefColumns,
  toPage,
} from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';

/** A photo's own columns, as the public pages and the dashboards read them. */
export const galleryFields = {
  id: galleryItems.id,
  img: galleryItems.img,
  caption: galleryItems.caption,
  // A click opens the photo itself unless the item links somewhere else.
  url: sql<string>`coalesce(${galleryItems.url}, ${galleryItems.img})`,
  height: galleryItems.height,
  description: galleryItems.description,
  date: galleryItems.date,
  event: galleryItems.eventName,
  photographer: galleryItems.photographer,
  tags: galleryItems.tags,
};

const galleryColumns = { ...galleryFields, organisation: organisationRefColumns };

/** Newest first. */
function selectGallery(
  context: ServiceContext,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
): Promise<GalleryItem[]> {
  return context.db
    .select(galleryColumns)
    .from(galleryItems)
    .innerJoin(organisations, eq(galleryItems.organisationId, organisations.id))
    .where(and(where, isPublic))
    .orderBy(desc(galleryItems.date), desc(galleryItems.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

export function listOrganisationGallery(
  context: ServiceContext,
  organisationId: number,
  limit: number,
): Promise<GalleryItem[]> {
  return selectGallery(context, eq(galleryItems.organisationId, organisationId), {
    limit,
    offset: 0,
  });
}

export async function listGallery(
  context: ServiceContext,
  query: OrgListQuery,
): Promise<Page<GalleryItem> | null> {
  let where: SQL | undefined;
  if (query.org) {
    const organisation = await findPublicOrganisationRef(context.db, query.org);
    if (!organisation) return null;
    where = eq(galleryItems.organisationId, organisation.id);
  }
  const [items, [totals]] = await Promise.all([
    selectGallery(context, where, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    context.db
      .select({ total: count() })
      .from(galleryItems)
      .innerJoin(organisations, eq(galleryItems.organisationId, organisations.id))
      .where(and(where, isPublic)),
  ]);
  return toPage(items, totals?.total ?? 0, query.page, query.limit);
}
