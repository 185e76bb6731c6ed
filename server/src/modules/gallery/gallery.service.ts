import type {
  DashboardGalleryItem,
  GalleryItem,
  galleryItemInputSchema,
  galleryUploadFieldsSchema,
  OrganisationRef,
  OrgListQuery,
  Page,
  PaginationQuery,
} from '@chapterhouse/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { galleryItems, organisations } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor-transaction.js';
import { inBatches } from '../../lib/batches.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import { readPage, toPage } from '../../lib/page.js';
import {
  type PublicationColumns,
  publicationColumns,
  publicationStateOf,
} from '../../lib/publication.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { updateItem } from '../../lib/versioned-items.js';
import { organisationEventOf } from '../events/visible-events.service.js';
import { fileNameOf, type UploadedFile, uploadThen } from '../media/media.service.js';
import { requirePlaceable } from '../media/media-usage.js';
import type { MediaStorage } from '../media/storage.js';
import { visibleTotal } from '../organisations/organisation-totals.js';
import { findVisibleOrganisationRef } from '../organisations/organisations.service.js';
import { visiblePhotos } from './gallery.visibility.js';

type Versioned<T> = T & { version: number };

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

/**
 * Newest first. The page's ids are found first and only those rows are read whole (a "deferred
 * join"): a deep page walks its index past thousands of photos, and carrying each one's text
 * along only to skip it made page 100 of 100,000 photos cost twice the first.
 */
function selectGallery(
  context: ServiceContext,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
): Promise<GalleryItem[]> {
  const newestFirst = [desc(galleryItems.date), desc(galleryItems.id)];
  const pageIds = context.db
    .select({ id: galleryItems.id })
    .from(galleryItems)
    .where(and(where, visiblePhotos))
    .orderBy(...newestFirst)
    .limit(paging.limit)
    .offset(paging.offset);
  return context.db
    .select(galleryColumns)
    .from(galleryItems)
    .innerJoin(organisations, eq(galleryItems.organisationId, organisations.id))
    .where(inArray(galleryItems.id, pageIds))
    .orderBy(...newestFirst);
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
  let organisationId: number | undefined;
  if (query.org) {
    const organisation = await findVisibleOrganisationRef(context.db, query.org);
    if (!organisation) return null;
    organisationId = organisation.id;
  }
  const where =
    organisationId === undefined ? undefined : eq(galleryItems.organisationId, organisationId);
  const [items, total] = await Promise.all([
    selectGallery(context, where, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    visibleTotal(context.db, 'galleryItems', organisationId),
  ]);
  return toPage(items, total, query.page, query.limit);
}

// ---- An organisation's own gallery, in its dashboard ----

const ofOrganisation = (organisation: OrganisationRef) =>
  eq(galleryItems.organisationId, organisation.id);

/** The organisation's photos matching `where`, newest first (its index's order). */
async function selectDashboardGallery(
  context: ServiceContext,
  organisation: OrganisationRef,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
): Promise<DashboardGalleryItem[]> {
  const rows = await context.db
    .select({
      ...galleryFields,
      version: galleryItems.version,
      publishedAt: galleryItems.publishedAt,
      publishAt: galleryItems.publishAt,
    })
    .from(galleryItems)
    .where(and(ofOrganisation(organisation), where))
    .orderBy(desc(galleryItems.date), desc(galleryItems.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map((row) => ({ ...row, ...publicationStateOf(row), organisation }));
}

/** One page of the organisation's photos, newest first. */
export function listDashboardGallery(
  context: ServiceContext,
  organisation: OrganisationRef,
  paging: PaginationQuery,
): Promise<Page<DashboardGalleryItem>> {
  return readPage(
    paging,
    (page) => selectDashboardGallery(context, organisation, undefined, page),
    () => context.db.$count(galleryItems, ofOrganisation(organisation)),
  );
}

export async function getGalleryItem(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<DashboardGalleryItem> {
  const [item] = await selectDashboardGallery(context, organisation, eq(galleryItems.id, id), {
    limit: 1,
    offset: 0,
  });
  if (!item) throw notFound('Photo not found.');
  return item;
}

function galleryValues({ event, ...input }: z.output<typeof galleryItemInputSchema>) {
  return { ...input, eventName: event };
}

/** What an upload knows besides the form's fields: its event and its proportions. */
interface GalleryUploadExtras {
  eventId?: number | null;
  height?: number;
}

type GalleryItemInput = z.output<typeof galleryItemInputSchema> & GalleryUploadExtras;

export async function createGalleryItem(
  context: ServiceContext,
  organisation: OrganisationRef,
  input: GalleryItemInput,
  publication: PublicationColumns = publicationColumns(context, undefined),
): Promise<DashboardGalleryItem> {
  const [id] = await createGalleryItems(context, organisation, [input], publication);
  return getGalleryItem(context, organisation, id ?? 0);
}

/**
 * Adds many photos of one organisation at once, by the rules of `createGalleryItem` (the same
 * image check), a thousand rows per statement: loading a large data set one insert and one read
 * per photo would take minutes. Returns their ids.
 */
export async function createGalleryItems(
  context: ServiceContext,
  organisation: OrganisationRef,
  inputs: readonly GalleryItemInput[],
  publication: PublicationColumns = publicationColumns(context, undefined),
): Promise<number[]> {
  await requirePlaceable(
    context.db,
    organisation.id,
    inputs.map((input) => input.img),
  );
  const ids: number[] = [];
  for (const batch of inBatches(inputs)) {
    const created = await context.db
      .insert(galleryItems)
      .values(
        batch.map((input) => ({
          ...galleryValues(input),
          ...publication,
          organisationId: organisation.id,
        })),
      )
      .returning({ id: galleryItems.id });
    ids.push(...created.map((row) => row.id));
  }
  return ids;
}

export async function updateGalleryItem(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
  { version, ...input }: Versioned<z.output<typeof galleryItemInputSchema>>,
): Promise<DashboardGalleryItem> {
  await requirePlaceable(context.db, organisation.id, [input.img]);
  await updateItem(
    context.db,
    galleryItems,
    { organisationId: organisation.id, id, version, label: 'Photo' },
    galleryValues(input),
  );
  return getGalleryItem(context, organisation, id);
}

/**
 * One photo of the gallery's bulk upload: the upload and its gallery item, together or not at
 * all. The caption (the event's title unless given, else the file's name) is also its alt text.
 */
export async function uploadGalleryPhoto(
  context: ServiceContext,
  storage: MediaStorage,
  organisation: OrganisationRef,
  actor: Actor,
  file: UploadedFile,
  fields: z.output<typeof galleryUploadFieldsSchema>,
): Promise<DashboardGalleryItem> {
  // Checked before the slow part, so a wrong event costs nothing.
  const event = fields.eventId
    ? await organisationEventOf(context.db, organisation.id, fields.eventId)
    : null;
  if (fields.eventId && !event) throw new HttpError(400, 'Choose one of your own events.');
  const caption =
    fields.caption ??
    event?.title ??
    fileNameOf(file.name)
      .replace(/\.[a-z0-9]{2,5}$/i, '')
      .replace(/[_-]+/g, ' ');

  const text = { alt: caption, caption };
  return uploadThen(context, storage, organisation, actor, file, text, (image, url) =>
    createGalleryItem(context, organisation, {
      img: url,
      caption,
      date: event?.date ?? null,
      event: event?.title ?? null,
      eventId: event?.id ?? null,
      photographer: null,
      description: null,
      tags: [],
      // The masonry draws photos 600 px wide at their own proportions.
      height: Math.max(1, Math.round((600 * image.height) / image.width)),
    }),
  );
}

/** How many photos of the event the gallery holds, published or not (its report's figure). */
export function countEventPhotos(context: ServiceContext, eventId: number): Promise<number> {
  return context.db.$count(galleryItems, eq(galleryItems.eventId, eventId));
}

/**
 * How many public photos each organisation has from a period (the annual report), by
 * organisation id: dated from `from` to before `until`, or undated and added then.
 */
export async function countPhotosByOrganisation(
  context: ServiceContext,
  period: { from: string; until: string },
): Promise<Map<number, number>> {
  const day = sql`coalesce(${galleryItems.date}, (${galleryItems.createdAt} at time zone ${context.timeZone})::date)`;
  const rows = await context.db
    .select({ organisationId: galleryItems.organisationId, total: count() })
    .from(galleryItems)
    .where(
      and(visiblePhotos, sql`${day} >= ${period.from}::date and ${day} < ${period.until}::date`),
    )
    .groupBy(galleryItems.organisationId);
  return new Map(rows.map((row) => [row.organisationId, row.total]));
}
