import type { DashboardGalleryItem, OrganisationSummary } from '@chapterhouse/shared';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  type achievements,
  type events,
  galleryItems,
  type slateMembers,
} from '../../db/schema/index.js';

const now = new Date('2026-06-15T10:00:00Z'); // 15:30 on 15 June in Asia/Kolkata, the tests' zone
let t: TestApp;
let society: OrganisationSummary;
let council: OrganisationSummary;
let officer: TestAccount;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(now) } });
  [society] = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>() as [
    OrganisationSummary,
  ];
  [council] = (await t.app.inject('/api/councils')).json<OrganisationSummary[]>() as [
    OrganisationSummary,
  ];
  officer = await signedInAs(t, 'SOCIETY_ADMIN', society.slug);
  await signedInAs(t, 'COUNCIL_ADMIN', council.slug);
  base = `/api/society-dashboard/society/${society.id}`;
});
afterAll(() => t.close());

function api(method: InjectOptions['method'], url: string, payload?: object, account = officer) {
  return t.app.inject({ method, url, headers: bearer(account), ...(payload ? { payload } : {}) });
}

const rows = async (
  table: typeof slateMembers | typeof events | typeof achievements | typeof galleryItems,
) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.organisationId, society.id));
  return row?.n ?? 0;
};

describe('gallery', () => {
  it('adds and edits a photo with comma-separated tags', async () => {
    const created = await api('POST', `${base}/gallery`, {
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
    const edited = await api('PUT', `${base}/gallery/${photo.id}`, {
      ...photo,
      caption: 'Hack night, 2am',
    });
    expect(edited.json<DashboardGalleryItem>().caption).toBe('Hack night, 2am');
    const before = await rows(galleryItems);
    const missing = await api('POST', `${base}/gallery`, { caption: 'No image' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('Image URL is required');
    expect(await rows(galleryItems)).toBe(before);
  });
});
