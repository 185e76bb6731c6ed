import fs from 'node:fs';
import path from 'node:path';
import type {
  DashboardEvent,
  DashboardGalleryItem,
  GalleryItem,
  MediaItem,
  OrganisationSummary,
  Page,
} from '@chapterhouse/shared';
import {
  MEDIA_MAX_BYTES,
  PLACEHOLDER_WIDTH,
  parseUploadUrl,
  placeholderUrl,
} from '@chapterhouse/shared';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { multipart, testJpeg } from '../../../test/images.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { auditLog, galleryItems, media } from '../../db/schema/index.js';
import { HEIC_UNSUPPORTED, NOT_AN_IMAGE } from './pipeline.js';
import { FILE_TOO_LARGE } from './upload.js';

let t: TestApp;
let society: OrganisationSummary;
let as: Record<'owner' | 'otherSociety' | 'council' | 'branch', TestAccount>;

const base = () => `/api/society-dashboard/society/${society.slug}`;
const uploadsDir = () => path.join(t.dataDir, 'media', 'uploads');

beforeAll(async () => {
  t = await createTestApp();
  const societies = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
  society = societies[0] as OrganisationSummary;
  as = {
    owner: await signedInAs(t, 'SOCIETY_ADMIN', society.slug, 'Asha Officer'),
    otherSociety: await signedInAs(t, 'SOCIETY_ADMIN', societies[1]?.slug ?? null),
    council: await signedInAs(t, 'COUNCIL_ADMIN', 'sensors-council'),
    branch: await signedInAs(t, 'BRANCH_ADMIN'),
  };
});
afterAll(() => t.close());

async function upload(
  file: { name: string; data: Buffer },
  options: { account?: TestAccount; url?: string; fields?: Record<string, string> } = {},
) {
  const body = multipart(options.fields ?? {}, file);
  return t.app.inject({
    method: 'POST',
    url: options.url ?? `${base()}/media`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(options.account ?? as.owner) },
  });
}

async function uploaded(width: number, height: number, fields: Record<string, string> = {}) {
  const response = await upload(
    { name: 'photo.jpg', data: await testJpeg(width, height) },
    { fields },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MediaItem>();
}

const storedFiles = (url: string) => {
  const key = parseUploadUrl(url)?.key ?? 'missing';
  const folder = path.join(uploadsDir(), key);
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};

const mediaRows = async () =>
  (await t.database.db.select({ total: count() }).from(media))[0]?.total ?? 0;

describe('uploading a picture', () => {
  it('stores WebP renditions at the stated widths, none wider than the original', async () => {
    const item = await uploaded(1500, 1000);
    expect(item.widths).toEqual([320, 640, 960, 1280, 1500]);
    expect(item).toMatchObject({ width: 1500, height: 1000, mimeType: 'image/jpeg' });
    // Marked as having every current rendition: its srcset lists 960 (media-urls.ts).
    expect(item.url).toMatch(
      /^\/media\/uploads\/v2[0-9a-f]{16}-1500x1000-[0-9a-f]{6}\/1280\.webp$/,
    );
    expect(item.placeholderColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(storedFiles(item.url)).toEqual([
      '1280.webp',
      '1500.webp',
      '320.webp',
      '640.webp',
      '960.webp',
      'placeholder.webp',
    ]);
    const key = parseUploadUrl(item.url)?.key;
    for (const width of item.widths) {
      const stored = await sharp(path.join(uploadsDir(), `${key}`, `${width}.webp`)).metadata();
      expect(stored).toMatchObject({ format: 'webp', width, height: Math.round(width / 1.5) });
    }
    const placeholderFile = path.join(uploadsDir(), `${key}`, 'placeholder.webp');
    expect(await sharp(placeholderFile).metadata()).toMatchObject({
      format: 'webp',
      width: PLACEHOLDER_WIDTH,
      height: Math.round(PLACEHOLDER_WIDTH / 1.5),
    });
    // Small enough to cost nothing next to the picture it stands in for.
    expect(fs.statSync(placeholderFile).size).toBeLessThan(400);

    const small = await uploaded(500, 400);
    expect(small.widths).toEqual([320, 500]);
    expect(storedFiles(small.url)).toEqual(['320.webp', '500.webp', 'placeholder.webp']);
    const tiny = await uploaded(20, 10);
    expect(tiny.widths).toEqual([20]);
    const tinyKey = parseUploadUrl(tiny.url)?.key;
    expect(
      await sharp(path.join(uploadsDir(), `${tinyKey}`, 'placeholder.webp')).metadata(),
    ).toMatchObject({ width: 20, height: 10 });
  });

  it('keeps no EXIF: a phone photo with a GPS position is stored without it', async () => {
    const photo = await testJpeg(800, 600, { gps: true });
    const original = await sharp(photo).metadata();
    // The GPS sub-directory's tag (0x8825, little-endian here) is in the file we send.
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const response = await upload({ name: 'IMG_2041.jpg', data: photo });
    expect(response.statusCode).toBe(201);
    const item = response.json<MediaItem>();
    for (const file of storedFiles(item.url)) {
      const stored = await sharp(
        path.join(uploadsDir(), `${parseUploadUrl(item.url)?.key}`, file),
      ).metadata();
      expect(stored.exif, file).toBeUndefined();
      expect(stored.xmp, file).toBeUndefined();
    }
  });

  it('turns the picture upright by its EXIF orientation', async () => {
    const response = await upload({
      name: 'sideways.jpg',
      data: await testJpeg(600, 400, { orientation: 6 }),
    });
    expect(response.json<MediaItem>()).toMatchObject({ width: 400, height: 600 });
  });

  it('reads PNG, WebP and GIF (its first frame) by their content, whatever their names', async () => {
    const picture = sharp({
      create: { width: 60, height: 40, channels: 4, background: '#3366aa80' },
    });
    for (const [data, type] of [
      [await picture.clone().png().toBuffer(), 'image/png'],
      [await picture.clone().webp().toBuffer(), 'image/webp'],
      [await picture.clone().gif().toBuffer(), 'image/gif'],
    ] as const) {
      const response = await upload({ name: 'photo.jpg', data });
      expect(response.statusCode, type).toBe(201);
      expect(response.json<MediaItem>()).toMatchObject({ mimeType: type, width: 60, height: 40 });
    }
  });

  it('says what to do with a HEIC photo this build cannot read', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(500, 1),
    ]);
    const response = await upload({ name: 'IMG_0001.HEIC', data: heic });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(HEIC_UNSUPPORTED);
  });

  it('refuses a file that is not a picture, whatever its name, and keeps nothing', async () => {
    const rowsBefore = await mediaRows();
    const foldersBefore = fs.readdirSync(uploadsDir()).length;
    for (const data of [
      Buffer.from('%PDF-1.7 not a photo at all'),
      // A JPEG's first bytes, then nothing a decoder can use.
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
    ]) {
      const response = await upload({ name: 'holiday.jpg', data });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: NOT_AN_IMAGE });
    }
    expect(await mediaRows()).toBe(rowsBefore);
    expect(fs.readdirSync(uploadsDir()).length).toBe(foldersBefore);
  });

  it('refuses a file over the size limit with a readable message', async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MEDIA_MAX_BYTES)]);
    const response = await upload({ name: 'huge.jpg', data: huge });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: FILE_TOO_LARGE });
  });

  it('answers 400 to a form without a boundary or cut short, on every upload route, keeping nothing', async () => {
    const rowsBefore = await mediaRows();
    const [galleryBefore] = await t.database.db.select({ n: count() }).from(galleryItems);
    const foldersBefore = fs.readdirSync(uploadsDir()).length;
    const whole = multipart(
      { alt: 'A photo', caption: 'Caption' },
      {
        name: 'p.jpg',
        data: await testJpeg(64, 48),
      },
    );
    const routes = [
      { url: `${base()}/media`, account: as.owner },
      { url: `${base()}/gallery/upload`, account: as.owner },
      { url: '/api/admin/media', account: as.branch },
    ];
    for (const { url, account } of routes) {
      for (const [what, payload, contentType] of [
        ['no boundary', whole.payload, 'multipart/form-data'],
        ['another boundary', whole.payload, 'multipart/form-data; boundary=not-the-one'],
        ['cut in the file', whole.payload.subarray(0, whole.payload.length - 300), undefined],
        ['cut in a header', whole.payload.subarray(0, 30), undefined],
        ['empty', Buffer.alloc(0), undefined],
      ] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: payload,
          headers: {
            ...whole.headers,
            ...bearer(account),
            ...(contentType ? { 'content-type': contentType } : {}),
          },
        });
        expect(response.statusCode, `${url} ${what}`).toBe(400);
        expect(typeof response.json().error, `${url} ${what}`).toBe('string');
      }
    }
    expect(await mediaRows()).toBe(rowsBefore);
    const [galleryAfter] = await t.database.db.select({ n: count() }).from(galleryItems);
    expect(galleryAfter?.n).toBe(galleryBefore?.n);
    expect(fs.readdirSync(uploadsDir()).length).toBe(foldersBefore);
  });

  it('refuses NUL in a form field and ids that are not decimal digits', async () => {
    const rowsBefore = await mediaRows();
    const jpeg = await testJpeg(64, 48);
    const nul = await upload({ name: 'p.jpg', data: jpeg }, { fields: { alt: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toMatch(/^Alt: Contains a character that cannot be saved/);
    for (const eventId of ['0x10', '1e3', '2147483648']) {
      const response = await upload(
        { name: 'p.jpg', data: jpeg },
        { url: `${base()}/gallery/upload`, fields: { eventId } },
      );
      expect(response.statusCode, eventId).toBe(400);
      expect(response.json().error).toMatch(/^Event must be a record id/);
    }
    expect(await mediaRows()).toBe(rowsBefore);
  });

  it('asks for a file when none is sent', async () => {
    const body = multipart({ alt: 'Nothing' });
    const response = await t.app.inject({
      method: 'POST',
      url: `${base()}/media`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(as.owner) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Choose a picture to upload.');
  });

  it('serves renditions and the placeholder for a year, with their type and nosniff', async () => {
    const item = await uploaded(400, 300);
    const ref = parseUploadUrl(item.url);
    for (const url of [item.url, placeholderUrl(ref?.key ?? '')]) {
      const response = await t.app.inject(url ?? '');
      expect(response.statusCode, url ?? '').toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    // Other names in an upload's folder are never served.
    const other = await t.app.inject(`/media/uploads/${ref?.key}/placeholder.webp.123.partial`);
    expect(other.statusCode).toBe(404);
  });

  it('records who uploaded, described and deleted a picture in the audit log', async () => {
    const item = await uploaded(400, 300);
    await t.app.inject({
      method: 'PUT',
      url: `${base()}/media/${item.id}`,
      headers: bearer(as.owner),
      payload: { alt: 'Members at the robotics workshop', caption: null, version: 1 },
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/media/${item.id}`,
      headers: bearer(as.owner),
    });
    expect(deleted.statusCode).toBe(204);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemType, 'media'), eq(auditLog.itemId, item.id)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'updated', 'deleted']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorName: 'Asha Officer',
        organisationId: society.id,
        itemLabel: 'photo.jpg',
      });
    }
    expect(entries[1]?.changes).toEqual([
      { field: 'alt', before: '', after: 'Members at the robotics workshop' },
    ]);
  });
});

describe('who may use a library', () => {
  it('refuses strangers: anonymous 401, another organisation 403, a foreign id 404', async () => {
    const item = await uploaded(400, 300);
    expect((await t.app.inject(`${base()}/media`)).statusCode).toBe(401);
    const anonymousUpload = await t.app.inject({
      method: 'POST',
      url: `${base()}/media`,
      ...multipart({}, { name: 'a.jpg', data: await testJpeg(50, 50) }),
    });
    expect(anonymousUpload.statusCode).toBe(401);

    for (const account of [as.otherSociety, as.council]) {
      const list = await t.app.inject({ url: `${base()}/media`, headers: bearer(account) });
      expect(list.statusCode).toBe(403);
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `${base()}/media/${item.id}`,
        headers: bearer(account),
      });
      expect(remove.statusCode).toBe(403);
    }
    expect(storedFiles(item.url).length).toBeGreaterThan(0);

    // Through its own dashboard, another society cannot reach this upload either.
    const other = `/api/society-dashboard/society/${as.otherSociety.user.organisation?.slug}`;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `${other}/media/${item.id}`,
      headers: bearer(as.otherSociety),
    });
    expect(foreign.statusCode).toBe(404);
    const theirs = await t.app.inject({ url: `${other}/media`, headers: bearer(as.otherSociety) });
    expect(theirs.json<Page<MediaItem>>().items.map((entry) => entry.id)).not.toContain(item.id);
  });

  it('lets the branch admin see every library and upload into the branch', async () => {
    const item = await uploaded(400, 300);
    const all = await t.app.inject({ url: '/api/admin/media', headers: bearer(as.branch) });
    expect(all.statusCode).toBe(200);
    expect(
      all.json<Page<MediaItem>>().items.find((entry) => entry.id === item.id)?.organisation.slug,
    ).toBe(society.slug);
    const response = await upload(
      { name: 'banner.jpg', data: await testJpeg(400, 200) },
      { account: as.branch, url: '/api/admin/media', fields: { alt: 'Campus at dusk' } },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<MediaItem>()).toMatchObject({
      organisation: { kind: 'branch' },
      alt: 'Campus at dusk',
    });
  });
});

describe('placing pictures on public pages', () => {
  async function firstUpcomingEvent() {
    const list = await t.app.inject({
      url: `${base()}/events/upcoming`,
      headers: bearer(as.owner),
    });
    return list.json<Page<DashboardEvent>>().items[0] as DashboardEvent;
  }

  const saveEventImage = (event: DashboardEvent, image: string | null, version: number) =>
    t.app.inject({
      method: 'PUT',
      url: `${base()}/events/upcoming/${event.id}`,
      headers: bearer(as.owner),
      payload: {
        title: event.title,
        date: event.date,
        description: event.description,
        image,
        version,
      },
    });

  it('needs alt text first, then shows it; delete is refused while it is in use', async () => {
    const item = await uploaded(900, 600);
    const event = await firstUpcomingEvent();

    const refused = await saveEventImage(event, item.url, event.version);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'Describe “photo.jpg” (alt text) in the Media tab before using it on a public page.',
    );

    const described = await t.app.inject({
      method: 'PUT',
      url: `${base()}/media/${item.id}`,
      headers: bearer(as.owner),
      payload: { alt: 'Speaker on stage', caption: 'Opening talk', version: item.version },
    });
    expect(described.statusCode).toBe(200);
    const saved = await saveEventImage(event, item.url, event.version);
    expect(saved.statusCode, saved.body).toBe(200);

    const library = await t.app.inject({ url: `${base()}/media`, headers: bearer(as.owner) });
    expect(
      library.json<Page<MediaItem>>().items.find((entry) => entry.id === item.id)?.usages,
    ).toEqual([{ kind: 'event', id: event.id, description: `Event “${event.title}”` }]);

    const clearAlt = await t.app.inject({
      method: 'PUT',
      url: `${base()}/media/${item.id}`,
      headers: bearer(as.owner),
      payload: { alt: '', caption: null, version: item.version + 1 },
    });
    expect(clearAlt.statusCode).toBe(400);

    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/media/${item.id}`,
      headers: bearer(as.owner),
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toBe(
      `“photo.jpg” is still used: Event “${event.title}”. Choose another picture there first, then delete it.`,
    );
    expect(storedFiles(item.url)).toEqual(['320.webp', '640.webp', '900.webp', 'placeholder.webp']);

    await saveEventImage(event, null, event.version + 1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/media/${item.id}`,
      headers: bearer(as.owner),
    });
    expect(removed.statusCode).toBe(204);
    expect(storedFiles(item.url)).toEqual([]);
  });

  it("refuses another organisation's upload and addresses that name no upload", async () => {
    const theirs = await upload(
      { name: 'theirs.jpg', data: await testJpeg(300, 200) },
      {
        account: as.otherSociety,
        url: `/api/society-dashboard/society/${as.otherSociety.user.organisation?.slug}/media`,
        fields: { alt: 'Their picture' },
      },
    );
    const event = await firstUpcomingEvent();
    const foreign = await saveEventImage(event, theirs.json<MediaItem>().url, event.version);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(
      "“theirs.jpg” belongs to another organisation's media library.",
    );
    const made = await saveEventImage(event, '/media/uploads/abcdef12-10x10-000000/10.webp', 1);
    expect(made.statusCode).toBe(400);
  });

  it('adds gallery photos tied to an event, captioned with its title, with srcset data', async () => {
    const past = await t.app.inject({ url: `${base()}/events/past`, headers: bearer(as.owner) });
    const event = past.json<Page<DashboardEvent>>().items[0] as DashboardEvent;
    const response = await upload(
      { name: 'DSC_0001.jpg', data: await testJpeg(800, 1200) },
      { url: `${base()}/gallery/upload`, fields: { eventId: String(event.id) } },
    );
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<DashboardGalleryItem>();
    expect(item).toMatchObject({ caption: event.title, event: event.title, date: event.date });
    expect(item.height).toBe(900);
    const [row] = await t.database.db
      .select({ eventId: galleryItems.eventId })
      .from(galleryItems)
      .where(eq(galleryItems.id, item.id));
    expect(row?.eventId).toBe(event.id);

    const gallery = await t.app.inject(`/api/gallery?org=${society.slug}&limit=100`);
    const shown = gallery.json<Page<GalleryItem>>().items.find((photo) => photo.id === item.id);
    expect(parseUploadUrl(shown?.img)).toMatchObject({ width: 800, height: 1200 });

    const wrongEvent = await upload(
      { name: 'x.jpg', data: await testJpeg(100, 100) },
      { url: `${base()}/gallery/upload`, fields: { eventId: '999999' } },
    );
    expect(wrongEvent.statusCode).toBe(400);
  });
});
