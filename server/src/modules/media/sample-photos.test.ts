import fs from 'node:fs';
import path from 'node:path';
import { parseUploadUrl, type SiteContent } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, TEST_TIMEZONE, type TestApp } from '../../../test/test-app.js';
import { media, organisations } from '../../db/schema/index.js';
import { createServiceContext } from '../../lib/service-context.js';
import { Mailer } from '../mail/mailer.js';
import { createPublicReads } from '../public-cache/public-reads.js';
import { addSamplePhotos, removeAllMediaFiles, restoreSamplePhotos } from './sample-photos.js';
import { localDiskStorage } from './storage.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the sample photos', () => {
  it('turn the landing page into uploads, and come back when their files are lost', async () => {
    const storage = localDiskStorage(path.join(t.dataDir, 'media', 'uploads'));
    const { db } = t.database;
    const mailer = new Mailer({ db, transport: null, from: 'x <x@example.edu>', clock: t.clock });
    const reads = createPublicReads(
      createServiceContext(db, t.clock, TEST_TIMEZONE, mailer, TEST_ORIGIN),
    );
    const made = await addSamplePhotos({ db, reads, storage });
    expect(made).toBeGreaterThan(20);

    const site = (await t.app.inject('/api/site')).json<SiteContent>();
    const hero = parseUploadUrl(site.heroSlides[0]?.image);
    expect(hero).toMatchObject({ width: 1920, height: 800 });
    const [row] = await db
      .select({ alt: media.alt, kind: organisations.kind })
      .from(media)
      .innerJoin(organisations, eq(media.organisationId, organisations.id))
      .where(eq(media.storageKey, hero?.key ?? ''));
    expect(row).toEqual({ alt: site.heroSlides[0]?.alt, kind: 'branch' });

    const folder = path.join(t.dataDir, 'media', 'uploads', hero?.key ?? '');
    const files = [
      '1280.webp',
      '1920.webp',
      '320.webp',
      '640.webp',
      '960.webp',
      'placeholder.webp',
    ];
    expect(hero?.key).toMatch(/^v2sample/);
    expect(fs.readdirSync(folder).sort()).toEqual(files);
    fs.rmSync(folder, { recursive: true });
    expect(await restoreSamplePhotos(db, storage)).toBe(1);
    expect(fs.readdirSync(folder).sort()).toEqual(files);
  });

  it('made before the 960 px rendition get back only the files their addresses name', async () => {
    const storage = localDiskStorage(path.join(t.dataDir, 'media', 'uploads'));
    const { db } = t.database;
    const site = (await t.app.inject('/api/site')).json<SiteContent>();
    const hero = parseUploadUrl(site.heroSlides[0]?.image);
    // As an install of the previous release left it: an unmarked key, four widths, no placeholder.
    const oldKey = hero?.key.replace(/^v2/, '') ?? '';
    fs.rmSync(path.join(t.dataDir, 'media', 'uploads', hero?.key ?? ''), { recursive: true });
    await db
      .update(media)
      .set({ storageKey: oldKey, widths: [320, 640, 1280, 1920] })
      .where(eq(media.storageKey, hero?.key ?? ''));
    expect(await restoreSamplePhotos(db, storage)).toBe(1);
    const folder = path.join(t.dataDir, 'media', 'uploads', oldKey);
    expect(fs.readdirSync(folder).sort()).toEqual([
      '1280.webp',
      '1920.webp',
      '320.webp',
      '640.webp',
    ]);

    await removeAllMediaFiles(db, storage);
    expect(fs.existsSync(folder)).toBe(false);
    expect(fs.readdirSync(path.join(t.dataDir, 'media', 'uploads'))).toEqual([]);
  });
});
