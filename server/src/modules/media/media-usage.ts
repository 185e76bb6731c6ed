import { type MediaUsage, parseUploadUrl, UPLOADS_PATH } from '@chapterhouse/shared';
import { eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  achievements,
  certificates,
  certificateTemplates,
  events,
  galleryItems,
  heroSlides,
  media,
  organisations,
  partners,
  slateMembers,
} from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';

/**
 * Where uploads are used, read from the image fields themselves whenever it is asked (the media
 * library, a delete): nothing to keep in step, so it is never wrong. The fields hold upload
 * addresses (`/media/uploads/<key>/<width>.webp`); each is matched to its upload by the key.
 */

const isUpload = (column: AnyPgColumn) => like(column, `${UPLOADS_PATH}%`);

/** One image field of the site: the rows using an upload in it, and how to name them. */
interface Source {
  kind: string;
  read(db: Database): Promise<{ id: number; label: string; url: string | null }[]>;
  describe(label: string): string;
}

function field(
  kind: string,
  table: PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> },
  column: AnyPgColumn,
  label: AnyPgColumn,
  describe: (label: string) => string,
): Source {
  return {
    kind,
    read: (db) =>
      db
        .select({ id: table.id, label: sql<string>`${label}`, url: sql<string | null>`${column}` })
        .from(table)
        .where(isUpload(column)),
    describe,
  };
}

const SOURCES: Source[] = [
  field(
    'organisation',
    organisations,
    organisations.image,
    organisations.name,
    (name) => `Image of ${name}`,
  ),
  field(
    'organisation',
    organisations,
    organisations.logo,
    organisations.name,
    (name) => `Logo of ${name}`,
  ),
  {
    kind: 'organisation',
    read: async (db) => {
      const rows = await db
        .select({
          id: organisations.id,
          label: organisations.name,
          urls: organisations.carouselImages,
        })
        .from(organisations)
        .where(
          sql`exists (select 1 from unnest(${organisations.carouselImages}) as u(url) where u.url like ${`${UPLOADS_PATH}%`})`,
        );
      return rows.flatMap((row) => row.urls.map((url) => ({ id: row.id, label: row.label, url })));
    },
    describe: (name) => `Carousel of ${name}`,
  },
  field(
    'slate member',
    slateMembers,
    slateMembers.photo,
    slateMembers.name,
    (name) => `Slate photo of ${name}`,
  ),
  field('event', events, events.image, events.title, (title) => `Event “${title}”`),
  field(
    'achievement',
    achievements,
    achievements.image,
    achievements.title,
    (title) => `Achievement “${title}”`,
  ),
  field(
    'gallery photo',
    galleryItems,
    galleryItems.img,
    galleryItems.caption,
    (caption) => `Gallery photo “${caption}”`,
  ),
  field(
    'gallery photo',
    galleryItems,
    galleryItems.url,
    galleryItems.caption,
    (caption) => `Link of gallery photo “${caption}”`,
  ),
  field(
    'hero slide',
    heroSlides,
    heroSlides.image,
    heroSlides.title,
    (title) => `Hero slide “${title}”`,
  ),
  field('partner', partners, partners.image, partners.name, (name) => `Logo of partner ${name}`),
  {
    kind: 'organisation',
    read: (db) =>
      db
        .select({
          id: organisations.id,
          label: organisations.name,
          url: sql<string | null>`signatory->>'signature'`,
        })
        .from(certificateTemplates)
        .innerJoin(organisations, eq(certificateTemplates.organisationId, organisations.id))
        .crossJoinLateral(
          sql`jsonb_array_elements(${certificateTemplates.signatories}) as signatory`,
        )
        .where(sql`signatory->>'signature' like ${`${UPLOADS_PATH}%`}`),
    describe: (name) => `Certificate template of ${name}`,
  },
  {
    // Issued certificates print the signatures of the template they were issued with, for years.
    kind: 'event',
    read: (db) =>
      db
        .selectDistinct({
          id: events.id,
          label: events.title,
          url: sql<string | null>`signatory->>'signature'`,
        })
        .from(certificates)
        .innerJoin(events, eq(certificates.eventId, events.id))
        .crossJoinLateral(
          sql`jsonb_array_elements(${certificates.design}->'signatories') as signatory`,
        )
        .where(sql`signatory->>'signature' like ${`${UPLOADS_PATH}%`}`),
    describe: (title) => `Certificates of “${title}”`,
  },
];

/** Every use of the uploads with these keys, by key (keys not in use are absent). */
export async function findUsages(
  db: Database,
  keys: readonly string[],
): Promise<Map<string, MediaUsage[]>> {
  const wanted = new Set(keys);
  const usages = new Map<string, MediaUsage[]>();
  if (wanted.size === 0) return usages;
  const found = await Promise.all(SOURCES.map((source) => source.read(db)));
  found.forEach((rows, index) => {
    const source = SOURCES[index] as Source;
    for (const row of rows) {
      const key = parseUploadUrl(row.url)?.key;
      if (!key || !wanted.has(key)) continue;
      const list = usages.get(key) ?? [];
      const usage = { kind: source.kind, id: row.id, description: source.describe(row.label) };
      // A field listed once per record, however often it repeats the picture.
      if (!list.some((seen) => seen.description === usage.description && seen.id === usage.id)) {
        list.push(usage);
      }
      usages.set(key, list);
    }
  });
  return usages;
}

/**
 * Refuses (400) image addresses an organisation may not publish: an upload address must name an
 * upload of this organisation's own library that is described (alt text). Pasted addresses of
 * other sites pass as they are. Runs in the transaction of the save and locks the uploads it
 * accepts (`for share`), so a delete running at the same time waits and then sees the new use.
 */
export async function requirePlaceable(
  db: Database,
  organisationId: number,
  urls: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const addresses = urls.filter((url): url is string => Boolean(url?.startsWith(UPLOADS_PATH)));
  if (addresses.length === 0) return;
  const keys = new Map<string, string>();
  for (const address of addresses) {
    const ref = parseUploadUrl(address);
    if (!ref) throw new HttpError(400, `${address} is not the address of an uploaded image.`);
    keys.set(ref.key, address);
  }
  const rows = await db
    .select({
      key: media.storageKey,
      organisationId: media.organisationId,
      name: media.name,
      alt: media.alt,
      widths: media.widths,
    })
    .from(media)
    .where(inArray(media.storageKey, [...keys.keys()]) as SQL)
    .for('share');
  for (const [key, address] of keys) {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) {
      throw new HttpError(
        400,
        'An image you chose was deleted from the media library meanwhile. Choose or upload another.',
      );
    }
    if (row.organisationId !== organisationId) {
      throw new HttpError(400, `“${row.name}” belongs to another organisation's media library.`);
    }
    const width = Number(address.slice(address.lastIndexOf('/') + 1, -'.webp'.length));
    if (!row.widths.includes(width)) {
      throw new HttpError(400, `${address} is not the address of an uploaded image.`);
    }
    if (row.alt.trim() === '') {
      throw new HttpError(
        400,
        `Describe “${row.name}” (alt text) in the Media tab before using it on a public page.`,
      );
    }
  }
}

/** For messages: 'Event “A”, Gallery photo “B” and 2 more'. */
export function listUsages(usages: readonly MediaUsage[], shown = 5): string {
  const names = usages.slice(0, shown).map((usage) => usage.description);
  const more = usages.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}
