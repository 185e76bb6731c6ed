import type {
  Event,
  GalleryItem,
  OrganisationSummary,
  Page,
  SiteContent,
} from '@chapterhouse/shared';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { galleryItems } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/site', () => {
  it('carries the landing page content', async () => {
    const response = await t.app.inject('/api/site');
    expect(response.statusCode).toBe(200);
    const site = response.json<SiteContent>();
    expect(site.heroSlides).toHaveLength(3);
    expect(site.partners.length).toBeGreaterThanOrEqual(4);
    expect(site.faqs).toHaveLength(6);
    expect(site.slate).toHaveLength(8);
    expect(site.notifications).toHaveLength(5);
    expect(site.notifications.filter((notification) => notification.unread)).toHaveLength(2);
    expect(site.branch.vision).not.toBe('');
  });

  it('computes the statistics from the organisations', async () => {
    const site = (await t.app.inject('/api/site')).json<SiteContent>();
    const all = [
      ...(await t.app.inject('/api/societies')).json<OrganisationSummary[]>(),
      ...(await t.app.inject('/api/councils')).json<OrganisationSummary[]>(),
    ];
    const sum = (pick: (organisation: OrganisationSummary) => number) =>
      all.reduce((total, organisation) => total + pick(organisation), 0);
    expect(site.statistics).toEqual({
      members: sum((organisation) => organisation.stats.members),
      events: sum((organisation) => organisation.stats.events),
      awards: sum((organisation) => organisation.stats.awards),
    });
  });

  it('uses only images served by this site', async () => {
    const body = (await t.app.inject('/api/site')).body;
    const [first] = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    const detail = (await t.app.inject(`/api/societies/${first?.slug}`)).body;
    for (const text of [body, detail]) {
      const images = [...text.matchAll(/"(?:image|img|photo|logo)":"([^"]+)"/g)].map((m) => m[1]);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image).toMatch(/^\/media\//);
    }
  });
});

describe('aggregated lists', () => {
  it('pages through upcoming events soonest first, each tagged with its organisation', async () => {
    const first = (await t.app.inject('/api/events?when=upcoming&limit=5')).json<Page<Event>>();
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    expect(first.pageCount).toBe(Math.ceil(first.total / 5));
    const second = (await t.app.inject('/api/events?when=upcoming&limit=5&page=2')).json<
      Page<Event>
    >();
    const dates = [...first.items, ...second.items].map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set([...first.items, ...second.items].map((event) => event.id)).size).toBe(10);
    for (const event of first.items) {
      expect(event.status).toBe('upcoming');
      expect(event.organisation.name).not.toBe('');
    }
  });

  it('narrows a list to one organisation by slug or id', async () => {
    const [society] = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    if (!society) throw new Error('no societies');
    const bySlug = (await t.app.inject(`/api/events?when=past&org=${society.slug}&limit=100`)).json<
      Page<Event>
    >();
    expect(bySlug.total).toBe(society.stats.events);
    for (const event of bySlug.items) expect(event.organisation.id).toBe(society.id);
    const byId = await t.app.inject(`/api/events?when=past&org=${society.id}&limit=100`);
    expect(byId.json()).toEqual(bySlug);
  });

  it('pages the gallery with a total', async () => {
    const page = (await t.app.inject('/api/gallery?limit=7')).json<Page<GalleryItem>>();
    expect(page.items).toHaveLength(7);
    expect(page.total).toBeGreaterThan(50);
    for (const item of page.items) expect(item.url).toBe(item.img);
    // Pages follow one another, newest first, with nothing skipped or repeated.
    const ids = (query: string) =>
      t.app
        .inject(`/api/gallery?${query}`)
        .then((response) => response.json<Page<GalleryItem>>().items.map((item) => item.id));
    const second = await ids('limit=7&page=2');
    expect([...page.items.map((item) => item.id), ...second]).toEqual(await ids('limit=14'));
    const dates = page.items.map((item) => item.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const achievements = await t.app.inject('/api/achievements?limit=3&page=2');
    expect(achievements.statusCode).toBe(200);
    expect(achievements.json().page).toBe(2);
  });

  it('serves 5,000 photos of one organisation a page at a time', async () => {
    const [society] = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    if (!society) throw new Error('no societies');
    const before = (await t.app.inject(`/api/gallery?org=${society.slug}&limit=1`)).json<
      Page<GalleryItem>
    >().total;
    const photos = Array.from({ length: 5000 }, (_, index) => ({
      organisationId: society.id,
      img: `/media/sample/bulk-${index}.jpg`,
      caption: `Bulk photo ${index}`,
    }));
    for (let start = 0; start < photos.length; start += 1000) {
      await t.database.db.insert(galleryItems).values(photos.slice(start, start + 1000));
    }
    t.app.publicReadCache.invalidate();

    const first = await t.app.inject(`/api/gallery?org=${society.slug}`);
    const page = first.json<Page<GalleryItem>>();
    expect(page.total).toBe(before + 5000);
    expect(page.items).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(page.pageCount).toBe(Math.ceil((before + 5000) / PAGE_SIZE_DEFAULT));
    // One page is a few kilobytes, not the whole gallery.
    expect(first.body.length).toBeLessThan(20_000);
    const last = (
      await t.app.inject(`/api/gallery?org=${society.slug}&page=${page.pageCount}`)
    ).json<Page<GalleryItem>>();
    expect(last.items.length).toBeGreaterThan(0);
    expect(last.items.length).toBeLessThanOrEqual(PAGE_SIZE_DEFAULT);
  });

  it('refuses a page larger than PAGE_SIZE_MAX on every list, public or signed in', async () => {
    const admin = await signedInAs(t, 'BRANCH_ADMIN');
    const [society] = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    const lists = [
      '/api/events',
      '/api/events?when=past',
      '/api/achievements',
      '/api/gallery',
      `/api/gallery?org=${society?.slug}`,
      '/api/notifications',
      '/api/admin/notifications',
      '/api/admin/audit',
      '/api/admin/messages',
      '/api/admin/subscribers',
      '/api/admin/outbox',
      `/api/society-dashboard/society/${society?.slug}/history`,
    ];
    for (const list of lists) {
      const separator = list.includes('?') ? '&' : '?';
      const largest = await t.app.inject({
        url: `${list}${separator}limit=${PAGE_SIZE_MAX}`,
        headers: bearer(admin),
      });
      expect(largest.statusCode, list).toBe(200);
      const tooLarge = await t.app.inject({
        url: `${list}${separator}limit=${PAGE_SIZE_MAX + 1}`,
        headers: bearer(admin),
      });
      expect(tooLarge.statusCode, list).toBe(400);
      expect(tooLarge.json().error, list).toBe(`Limit must be at most ${PAGE_SIZE_MAX}.`);
    }
  });

  it('refuses bad paging with 400 and unknown organisations with 404', async () => {
    for (const query of ['limit=0', 'limit=1000', 'page=0', 'page=abc', 'when=soon']) {
      const response = await t.app.inject(`/api/events?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    const unknown = await t.app.inject('/api/gallery?org=no-such-org');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Organisation not found.' });
  });
});

describe('the /api scope', () => {
  it('answers unknown API paths with JSON 404', async () => {
    const response = await t.app.inject('/api/nothing/here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().error).toMatch(/No API route/);
  });

  it('answers a method a path does not have with 405 and the methods it has', async () => {
    const login = await t.app.inject('/api/auth/login');
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
    expect(login.json()).toEqual({
      error: 'GET is not allowed here: /api/auth/login allows POST.',
    });
    const event = await t.app.inject({ method: 'PATCH', url: '/api/events/1?x=1' });
    expect(event.statusCode).toBe(405);
    expect(event.headers.allow).toBe('GET, HEAD');
    expect(event.headers['content-type']).toMatch(/application\/json/);
    // A path no route has stays a 404, whatever the method.
    const nowhere = await t.app.inject({ method: 'DELETE', url: '/api/events/1/nothing' });
    expect(nowhere.statusCode).toBe(404);
  });

  it('declares an access rule on every registered API route', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    const missing = t.app.apiRoutes.filter((route) => !route.access);
    expect(missing).toEqual([]);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject('/api/societies');
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrcOf = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))?.[1];
    // A public read is kept and sent byte for byte to everyone, so its policy carries no nonce
    // (JSON runs no inline script; see public-cache/shared-policy.ts). Other answers get a fresh
    // nonce each, but for the API's routes.
    expect(scriptSrcOf(csp)).toBe("'self'");
    // No API route's answer carries one either: only a page's inline scripts use it.
    const apiAnswer = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(apiAnswer.statusCode).toBe(400);
    expect(apiAnswer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(scriptSrcOf(apiAnswer.headers['content-security-policy'])).toBe("'self'");
    // Refused before its route runs (the access rule), an answer carries the same headers.
    const refused = await t.app.inject('/api/admin/outbox');
    expect(refused.statusCode).toBe(401);
    for (const header of ['content-security-policy', 'x-content-type-options', 'referrer-policy'])
      expect(refused.headers[header], header).toBe(apiAnswer.headers[header]);
    const uncached = await t.app.inject('/nothing/here');
    expect(scriptSrcOf(uncached.headers['content-security-policy'])).toMatch(
      /^'self' 'nonce-[0-9a-f]{32}'$/,
    );
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("object-src 'none'");
    // Nothing tells the outside which framework or version answers.
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
  });
});
