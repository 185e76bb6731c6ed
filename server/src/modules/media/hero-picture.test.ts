import path from 'node:path';
import { displayUrl, parseUploadUrl, placeholderUrl, type SiteContent } from '@chapterhouse/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testJpeg } from '../../../test/images.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { heroSlides } from '../../db/schema/index.js';
import { filesOf, processImage, storageKeyFor } from './pipeline.js';
import { localDiskStorage } from './storage.js';

/**
 * The landing page's largest paint, as the server renders `/`: the first hero slide's picture
 * (an upload made now) and the one preload hint that makes the browser fetch it first.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: 'site' });
  const image = await processImage(await testJpeg(1920, 800));
  const key = storageKeyFor(image);
  const storage = localDiskStorage(path.join(t.dataDir, 'media', 'uploads'));
  for (const { file, body } of filesOf(image)) await storage.put(key, file, body, 'image/webp');
  const [first] = await t.database.db
    .select({ id: heroSlides.id })
    .from(heroSlides)
    .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.id))
    .limit(1);
  await t.database.db
    .update(heroSlides)
    .set({ image: displayUrl(key, image.width) })
    .where(eq(heroSlides.id, first?.id ?? 0));
});
afterAll(() => t.close());

/** The attributes of each tag named `tag` in the HTML (React writes them double-quoted). */
function tags(html: string, tag: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        (name ?? '').toLowerCase(),
        (value ?? '').replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

describe("the landing page's first picture", () => {
  it('has one preload in the head, for the same file the picture will choose', async () => {
    const site = (await t.app.inject('/api/site')).json<SiteContent>();
    const hero = parseUploadUrl(site.heroSlides[0]?.image);
    expect(hero?.key).toMatch(/^v2/);

    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const head = html.slice(0, html.indexOf('</head>'));
    const images = tags(html, 'img').filter((image) => image.srcset?.includes(`${hero?.key}/`));
    expect(images).toHaveLength(1);
    const [image] = images;
    expect(image).toMatchObject({ fetchpriority: 'high', loading: 'eager' });
    expect(image?.decoding).toBeUndefined();

    const preloads = tags(html, 'link').filter(
      (link) => link.rel === 'preload' && link.as === 'image',
    );
    const heroPreloads = preloads.filter((link) => link.imagesrcset?.includes(`${hero?.key}/`));
    expect(heroPreloads).toHaveLength(1);
    expect(head).toContain(hero?.key);
    // The same candidates and the same sizes: the browser picks the same file once.
    expect(heroPreloads[0]).toMatchObject({
      imagesrcset: image?.srcset,
      imagesizes: image?.sizes,
      fetchpriority: 'high',
    });
    // No other picture competes with it for the first bytes.
    expect(preloads.filter((link) => link.fetchpriority === 'high')).toHaveLength(1);
  });

  it('names only files that exist: every rendition of its srcset and its placeholder', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const site = (await t.app.inject('/api/site')).json<SiteContent>();
    const hero = parseUploadUrl(site.heroSlides[0]?.image);
    const [image] = tags(html, 'img').filter((tag) => tag.srcset?.includes(`${hero?.key}/`));
    const files = (image?.srcset ?? '').split(',').map((candidate) => candidate.split(' ')[0]);
    expect(files.map((file) => file?.split('/').pop())).toEqual([
      '320.webp',
      '640.webp',
      '960.webp',
      '1280.webp',
      '1920.webp',
    ]);
    const placeholder = placeholderUrl(hero?.key ?? '');
    expect(image?.style).toContain(`url(${placeholder})`);
    for (const file of [...files, placeholder]) {
      expect((await t.app.inject(file ?? '')).statusCode, file ?? '').toBe(200);
    }
  });
});
