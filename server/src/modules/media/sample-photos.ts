import { displayUrl, KEY_FORMAT, type PublicReads } from '@chapterhouse/shared';
import { eq, like, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.js';
import {
  achievements,
  events,
  galleryItems,
  heroSlides,
  media,
  organisations,
  partners,
  slateMembers,
} from '../../db/schema/index.js';
import { renderArt } from '../../sample/art.js';
import { sampleArt } from '../../sample/load-sample.js';
import type { ArtSpec } from '../../sample/types.js';
import { filesOf, type ProcessedImage, processImage, storedFileNames } from './pipeline.js';
import type { MediaStorage } from './storage.js';

/**
 * The sample content's landing page as it will look with officers' uploads: the pictures `/`
 * shows (hero slides, the first societies and councils, the latest events, achievements and
 * photos, the branch's slate) become raster uploads through the real pipeline, with srcset and
 * placeholders, instead of SVG artwork. Only those: all 500 sample pictures would make the first
 * start several times slower. Not done in API tests (they keep the SVG sample).
 */

const SAMPLE_KEY_PREFIX = 'sample';
const SAMPLE_ART = /^\/media\/sample\/([a-z0-9-]+)\.svg$/;

/** FNV-1a: a stable id per artwork, so a sample photo's key is the same on every machine. */
function fnv(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The artwork as a phone would deliver it: a JPEG of the picture, then the upload pipeline. */
async function photoOf(spec: ArtSpec): Promise<{ image: ProcessedImage; bytes: number }> {
  const jpeg = await sharp(Buffer.from(renderArt(spec)))
    .resize(spec.width, spec.height)
    .jpeg({ quality: 88 })
    .toBuffer();
  return { image: await processImage(jpeg), bytes: jpeg.length };
}

/** Marked with KEY_FORMAT like any new upload: they have its renditions and placeholder. */
const keyOf = (spec: ArtSpec, image: ProcessedImage) =>
  `${KEY_FORMAT}${SAMPLE_KEY_PREFIX}${fnv(spec.name)}-${image.width}x${image.height}-${image.color}`;

/** Stores the image's files, or only those named (what an older upload's row lists). */
async function store(
  storage: MediaStorage,
  key: string,
  image: ProcessedImage,
  only?: readonly string[],
) {
  for (const { file, body } of filesOf(image)) {
    if (!only || only.includes(file)) await storage.put(key, file, body, 'image/webp');
  }
}

/** The columns that may hold an artwork's address, to point them at its upload instead. */
async function replaceEverywhere(
  db: Pick<Database, 'update'>,
  from: string,
  to: string,
): Promise<void> {
  await db.update(organisations).set({ image: to }).where(eq(organisations.image, from));
  await db.update(organisations).set({ logo: to }).where(eq(organisations.logo, from));
  await db
    .update(organisations)
    .set({ carouselImages: sql`array_replace(${organisations.carouselImages}, ${from}, ${to})` })
    .where(sql`${from} = any(${organisations.carouselImages})`);
  await db.update(slateMembers).set({ photo: to }).where(eq(slateMembers.photo, from));
  await db.update(events).set({ image: to }).where(eq(events.image, from));
  await db.update(achievements).set({ image: to }).where(eq(achievements.image, from));
  await db.update(galleryItems).set({ img: to }).where(eq(galleryItems.img, from));
  await db.update(heroSlides).set({ image: to }).where(eq(heroSlides.image, from));
  await db.update(partners).set({ image: to }).where(eq(partners.image, from));
}

interface Wanted {
  url: string | null;
  organisationId: number;
  alt: string;
}

/** What `/` shows (the same reads as its loader, routes/home.tsx). */
async function landingPictures(reads: PublicReads, branchId: number): Promise<Wanted[]> {
  const [site, societies, councils, past, upcoming, latest, gallery] = await Promise.all([
    reads.getSite(),
    reads.listOrganisations('society'),
    reads.listOrganisations('council'),
    reads.listEvents({ when: 'past', page: 1, limit: 6 }),
    reads.listEvents({ when: 'upcoming', page: 1, limit: 6 }),
    reads.listAchievements({ page: 1, limit: 6 }),
    reads.listGallery({ page: 1, limit: 10 }),
  ]);
  return [
    ...site.heroSlides.map((slide) => ({
      url: slide.image,
      organisationId: branchId,
      alt: slide.alt,
    })),
    ...site.slate.map((member) => ({
      url: member.photo,
      organisationId: branchId,
      alt: `Portrait of ${member.name}`,
    })),
    ...[...societies.slice(0, 5), ...councils.slice(0, 5)].map((organisation) => ({
      url: organisation.image,
      organisationId: organisation.id,
      alt: organisation.name,
    })),
    ...[...(past?.items ?? []), ...(upcoming?.items ?? [])].map((event) => ({
      url: event.image,
      organisationId: event.organisation.id,
      alt: event.title,
    })),
    ...(latest?.items ?? []).map((achievement) => ({
      url: achievement.image,
      organisationId: achievement.organisation.id,
      alt: achievement.title,
    })),
    ...(gallery?.items ?? []).map((photo) => ({
      url: photo.img,
      organisationId: photo.organisation.id,
      alt: photo.caption,
    })),
  ];
}

/**
 * Turns the landing page's sample artwork into uploads of the organisations they belong to.
 * Run once, right after the sample content is loaded. Returns how many pictures it made.
 */
export async function addSamplePhotos(options: {
  db: Database;
  reads: PublicReads;
  storage: MediaStorage;
}): Promise<number> {
  const { db } = options;
  const [branch] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.kind, 'branch'));
  if (!branch) return 0;
  const specs = new Map(sampleArt().map((spec) => [spec.name, spec]));
  const wanted = new Map<string, { spec: ArtSpec } & Wanted>();
  for (const picture of await landingPictures(options.reads, branch.id)) {
    const spec = specs.get(SAMPLE_ART.exec(picture.url ?? '')?.[1] ?? '');
    if (spec && picture.url && !wanted.has(picture.url)) {
      wanted.set(picture.url, { ...picture, spec });
    }
  }
  // All at once: sharp spreads the work over its own threads.
  const made = await Promise.all(
    [...wanted.values()].map(async (picture) => {
      const { image, bytes } = await photoOf(picture.spec);
      const key = keyOf(picture.spec, image);
      await store(options.storage, key, image);
      return { picture, image, bytes, key };
    }),
  );
  await db.transaction(async (tx) => {
    for (const { picture, image, bytes, key } of made) {
      await tx.insert(media).values({
        organisationId: picture.organisationId,
        storageKey: key,
        name: `${picture.spec.name}.jpg`,
        mimeType: image.mimeType,
        width: image.width,
        height: image.height,
        sourceWidth: image.sourceWidth,
        sourceHeight: image.sourceHeight,
        widths: image.renditions.map((rendition) => rendition.width),
        bytes,
        storedBytes: filesOf(image).reduce((sum, { body }) => sum + body.length, 0),
        placeholderColor: `#${image.color}`,
        alt: picture.alt,
      });
      await replaceEverywhere(tx, picture.url as string, displayUrl(key, image.width));
    }
  });
  return made.length;
}

/**
 * Makes the sample photos' files again when they are missing (a fresh DATA_DIR next to an
 * existing PostgreSQL database, say): their keys name the artwork they came from. Only the files
 * the row lists: a sample photo made before the 960 px rendition gets back what it had.
 */
export async function restoreSamplePhotos(db: Database, storage: MediaStorage): Promise<number> {
  const rows = await db
    .select({ key: media.storageKey, name: media.name, width: media.width, widths: media.widths })
    .from(media)
    .where(
      or(
        like(media.storageKey, `${SAMPLE_KEY_PREFIX}%`),
        like(media.storageKey, `${KEY_FORMAT}${SAMPLE_KEY_PREFIX}%`),
      ),
    );
  const specs = new Map(sampleArt().map((spec) => [`${spec.name}.jpg`, spec]));
  let restored = 0;
  for (const row of rows) {
    const spec = specs.get(row.name);
    if (!spec || (await storage.has(row.key, `${row.width}.webp`))) continue;
    // The stored addresses name this key; the renditions go back under it.
    await store(
      storage,
      row.key,
      (await photoOf(spec)).image,
      storedFileNames(row.key, row.widths),
    );
    restored++;
  }
  return restored;
}

/** Removes the files of every upload (before all content is deleted and loaded again). */
export async function removeAllMediaFiles(db: Database, storage: MediaStorage): Promise<void> {
  const rows = await db.select({ key: media.storageKey, widths: media.widths }).from(media);
  for (const row of rows) await storage.remove(row.key, storedFileNames(row.key, row.widths));
}
