import {
  displayUrl,
  type MediaItem,
  type mediaUpdateSchema,
  type mediaUploadFieldsSchema,
  type OrganisationRef,
  type Page,
  type PaginationQuery,
} from '@chapterhouse/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { media, organisations, users } from '../../db/schema/index.js';
import { type Actor, runAsActor } from '../../lib/actor-transaction.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import { readPage } from '../../lib/page.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { STALE_ITEM } from '../../lib/versioned-items.js';
import { findUsages, listUsages } from './media-usage.js';
import {
  filesOf,
  type ProcessedImage,
  processImage,
  storageKeyFor,
  storedFileNames,
} from './pipeline.js';
import type { MediaStorage } from './storage.js';

/** Whose uploads a call may see: one organisation's (dashboards), or all (the branch console). */
export interface MediaScope {
  organisationId: number | null;
}

export interface UploadedFile {
  name: string;
  data: Buffer;
}

const NOT_FOUND = 'Image not found.';

const mediaColumns = {
  id: media.id,
  storageKey: media.storageKey,
  name: media.name,
  mimeType: media.mimeType,
  width: media.width,
  height: media.height,
  widths: media.widths,
  bytes: media.bytes,
  storedBytes: media.storedBytes,
  placeholderColor: media.placeholderColor,
  alt: media.alt,
  caption: media.caption,
  createdAt: media.createdAt,
  createdBy: users.name,
  version: media.version,
  organisation: organisationRefColumns,
};

const inScope = (scope: MediaScope) =>
  scope.organisationId === null ? undefined : eq(media.organisationId, scope.organisationId);

/**
 * The uploads in scope matching `where`, newest first, each with where it is used. Newest first
 * is by id (ids are handed out in upload order), the order of the (organisation, id) index and
 * of the primary key, so a page is read from an index in order and stops after its last row.
 */
async function selectMedia(
  context: ServiceContext,
  scope: MediaScope,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
): Promise<MediaItem[]> {
  const rows = await context.db
    .select(mediaColumns)
    .from(media)
    .innerJoin(organisations, eq(media.organisationId, organisations.id))
    .leftJoin(users, eq(media.createdBy, users.id))
    .where(and(inScope(scope), where))
    .orderBy(desc(media.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const usages = await findUsages(
    context.db,
    rows.map((row) => row.storageKey),
  );
  return rows.map(({ storageKey, createdAt, ...row }) => ({
    ...row,
    url: displayUrl(storageKey, row.width),
    createdAt: createdAt.toISOString(),
    usages: usages.get(storageKey) ?? [],
  }));
}

/** One page of the uploads in scope, newest first, each with where it is used. */
export function listMedia(
  context: ServiceContext,
  scope: MediaScope,
  paging: PaginationQuery,
): Promise<Page<MediaItem>> {
  return readPage(
    paging,
    (page) => selectMedia(context, scope, undefined, page),
    () => context.db.$count(media, inScope(scope)),
  );
}

export async function getMedia(
  context: ServiceContext,
  scope: MediaScope,
  id: number,
): Promise<MediaItem> {
  const [item] = await selectMedia(context, scope, eq(media.id, id), { limit: 1, offset: 0 });
  if (!item) throw notFound(NOT_FOUND);
  return item;
}

/**
 * Processes the file and stores its renditions, then runs `record` (the database writes, in one
 * transaction as `actor`). The slow part holds no transaction open. If anything after storing
 * fails, the stored files are removed again: nothing is left half-written.
 */
async function storeThenRecord<T>(
  context: ServiceContext,
  storage: MediaStorage,
  actor: Actor,
  file: UploadedFile,
  record: (image: ProcessedImage, key: string) => Promise<T>,
): Promise<T> {
  const image = await processImage(file.data);
  const key = storageKeyFor(image);
  const stored: string[] = [];
  try {
    for (const { file, body } of filesOf(image)) {
      await storage.put(key, file, body, 'image/webp');
      stored.push(file);
    }
    return await runAsActor(context.db, actor, () => record(image, key));
  } catch (error) {
    await storage.remove(key, stored).catch(() => {});
    throw error;
  }
}

/** The stored name: without folders a browser may send, and never empty. */
export function fileNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim().slice(0, 200) ?? '';
  return base || 'image';
}

async function insertMedia(
  context: ServiceContext,
  organisation: OrganisationRef,
  actor: Actor,
  file: UploadedFile,
  image: ProcessedImage,
  key: string,
  text: { alt: string; caption: string | null },
): Promise<number> {
  const [row] = await context.db
    .insert(media)
    .values({
      organisationId: organisation.id,
      storageKey: key,
      name: fileNameOf(file.name),
      mimeType: image.mimeType,
      width: image.width,
      height: image.height,
      sourceWidth: image.sourceWidth,
      sourceHeight: image.sourceHeight,
      widths: image.renditions.map((rendition) => rendition.width),
      bytes: file.data.length,
      storedBytes: filesOf(image).reduce((sum, { body }) => sum + body.length, 0),
      placeholderColor: `#${image.color}`,
      alt: text.alt,
      caption: text.caption,
      createdBy: actor.id,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** An upload into an organisation's library. */
export async function uploadMedia(
  context: ServiceContext,
  storage: MediaStorage,
  organisation: OrganisationRef,
  actor: Actor,
  file: UploadedFile,
  fields: z.output<typeof mediaUploadFieldsSchema>,
): Promise<MediaItem> {
  const id = await storeThenRecord(context, storage, actor, file, (image, key) =>
    insertMedia(context, organisation, actor, file, image, key, fields),
  );
  return getMedia(context, { organisationId: organisation.id }, id);
}

/**
 * Stores an upload in the organisation's library, then runs `record` with its address in the
 * same transaction (as `actor`): an item made from a fresh upload (a gallery photo) and the upload
 * are saved together or not at all.
 */
export async function uploadThen<T>(
  context: ServiceContext,
  storage: MediaStorage,
  organisation: OrganisationRef,
  actor: Actor,
  file: UploadedFile,
  text: { alt: string; caption: string | null },
  record: (image: ProcessedImage, url: string) => Promise<T>,
): Promise<T> {
  return storeThenRecord(context, storage, actor, file, async (image, key) => {
    await insertMedia(context, organisation, actor, file, image, key, text);
    return record(image, displayUrl(key, image.width));
  });
}

export async function updateMedia(
  context: ServiceContext,
  scope: MediaScope,
  id: number,
  input: z.output<typeof mediaUpdateSchema>,
): Promise<MediaItem> {
  if (input.alt === '') {
    // A picture on a public page keeps its description.
    const current = await getMedia(context, scope, id);
    if (current.usages.length > 0) {
      throw new HttpError(
        400,
        `“${current.name}” is shown on ${listUsages(current.usages)}: it needs its alt text.`,
      );
    }
  }
  const updated = await context.db
    .update(media)
    .set({
      alt: input.alt,
      caption: input.caption,
      version: sql`${media.version} + 1`,
      updatedAt: context.clock.now(),
    })
    .where(and(eq(media.id, id), inScope(scope), eq(media.version, input.version)))
    .returning({ id: media.id });
  if (updated.length === 0) {
    await getMedia(context, scope, id); // 404 when it is not there
    throw new HttpError(409, STALE_ITEM);
  }
  return getMedia(context, scope, id);
}

/**
 * Deletes an upload and its files, unless it is used somewhere: then 409 names where (the
 * officer replaces it there first; a public page never loses a picture silently). The row goes
 * in a transaction as `actor`; the files only after it committed.
 */
export async function deleteMedia(
  context: ServiceContext,
  storage: MediaStorage,
  actor: Actor,
  scope: MediaScope,
  id: number,
): Promise<void> {
  const removed = await runAsActor(context.db, actor, async () => {
    // Locked first: a save placing this picture meanwhile either finished (and is seen below)
    // or waits for this delete and then finds the picture gone.
    const [row] = await context.db
      .select({ key: media.storageKey, name: media.name, widths: media.widths })
      .from(media)
      .where(and(eq(media.id, id), inScope(scope)))
      .for('update');
    if (!row) throw notFound(NOT_FOUND);
    const usages = (await findUsages(context.db, [row.key])).get(row.key) ?? [];
    if (usages.length > 0) {
      throw new HttpError(
        409,
        `“${row.name}” is still used: ${listUsages(usages)}. Choose another picture there first, then delete it.`,
      );
    }
    await context.db.delete(media).where(eq(media.id, id));
    return row;
  });
  await storage.remove(removed.key, storedFileNames(removed.key, removed.widths));
}
