import type { DashboardGalleryItem } from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { galleryItems } from '../../db/schema/index.js';

let t: DashboardApp;

beforeAll(async () => {
  t = await openDashboardApp();
});
afterAll(() => t.close());

describe('gallery', () => {
  it('adds and edits a photo with comma-separated tags', async () => {
    const created = await t.api('POST', `${t.base}/gallery`, {
      img: 'https://images.example.edu/hack.jpg',
      caption: 'Hack night',
      tags: 'hackathon, night ,  ',
      event: 'Northgate Hack',
    });
    expect(created.statusCode).toBe(201);
    const photo = created.json<DashboardGalleryItem>();
    expect(photo).toMatchObject({
      tags: ['hackathon', 'night'],
      event: 'Northgate Hack',
      url: 'https://images.example.edu/hack.jpg',
    });
    const edited = await t.api('PUT', `${t.base}/gallery/${photo.id}`, {
      ...photo,
      caption: 'Hack night, 2am',
    });
    expect(edited.json<DashboardGalleryItem>().caption).toBe('Hack night, 2am');
    const before = await t.rows(galleryItems);
    const missing = await t.api('POST', `${t.base}/gallery`, { caption: 'No image' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('Image URL is required');
    expect(await t.rows(galleryItems)).toBe(before);
  });
});
