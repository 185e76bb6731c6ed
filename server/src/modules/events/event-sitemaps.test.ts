import {
  type DashboardEvent,
  eventInputSchema,
  eventPagePath,
  SITEMAP_EVENTS_PER_PAGE,
} from '@chapterhouse/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { TEST_ORIGIN, TEST_TIMEZONE } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { events } from '../../db/schema/index.js';
import { createServiceContext } from '../../lib/service-context.js';
import { createEvents } from './events.service.js';
import { visibleEvents } from './events.visibility.js';

/**
 * `/sitemap.xml` is a sitemap index (https://www.sitemaps.org/protocol.html#index): the site's
 * pages in `/sitemaps/pages.xml`, the events visitors see in `/sitemaps/events-N.xml`, a page of
 * `SITEMAP_EVENTS_PER_PAGE` each.
 */
let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp({ web: 'site' });
});
afterAll(() => t.close());

/** The protocol's limits for one file, and the smaller size this site keeps to. */
const URLS_MAX = 50_000;
const BYTES_TARGET = 1024 * 1024;

const ORIGIN = 'http://localhost:80';
const W3C_DATETIME = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z';

/**
 * The entries of a sitemap or index, after checking the whole document against the protocol's
 * shape as this site writes it: the XML declaration, the namespace, one entry a line, an
 * absolute `loc` with nothing unescaped, an optional W3C `lastmod`. Anything else fails.
 */
function entriesOf(xml: string, root: 'urlset' | 'sitemapindex') {
  const element = root === 'urlset' ? 'url' : 'sitemap';
  const entry = `<${element}><loc>(https?://[^<>"'&\\s]+)</loc>(?:<lastmod>(${W3C_DATETIME})</lastmod>)?</${element}>`;
  const lines = xml.split('\n');
  expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  expect(lines[1]).toBe(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
  expect(lines.slice(-2)).toEqual([`</${root}>`, '']);
  return lines.slice(2, -2).map((line) => {
    const match = new RegExp(`^${entry}$`).exec(line);
    expect(match, line).not.toBeNull();
    return { loc: match?.[1] ?? '', lastmod: match?.[2] };
  });
}

async function fetchXml(url: string) {
  const response = await t.app.inject(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(Buffer.byteLength(response.body), url).toBeLessThan(BYTES_TARGET);
  return response.body;
}

async function sitemapIndex() {
  return entriesOf(await fetchXml('/sitemap.xml'), 'sitemapindex');
}

/** Every address the sitemaps list, and each sitemap's own entries. */
async function everySitemap() {
  const sitemaps = await sitemapIndex();
  const files = new Map<string, Array<{ loc: string; lastmod: string | undefined }>>();
  for (const sitemap of sitemaps) {
    const entries = entriesOf(await fetchXml(sitemap.loc.replace(ORIGIN, '')), 'urlset');
    expect(entries.length).toBeLessThanOrEqual(URLS_MAX);
    files.set(sitemap.loc.replace(ORIGIN, ''), entries);
  }
  return { sitemaps, files, locs: [...files.values()].flat().map((entry) => entry.loc) };
}

const visibleCount = async () =>
  (await t.database.db.select({ n: count() }).from(events).where(visibleEvents))[0]?.n ?? 0;

describe('the sitemap index', () => {
  it('lists the pages sitemap and one events sitemap; robots.txt points at it', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemaps = await sitemapIndex();
    expect(sitemaps.map((sitemap) => sitemap.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/events-1.xml`,
    ]);
    // Each says when it last changed: the newest organisation, the newest event of its page.
    for (const sitemap of sitemaps) expect(sitemap.lastmod).toBeDefined();

    const pages = entriesOf(await fetchXml('/sitemaps/pages.xml'), 'urlset').map(
      (entry) => entry.loc,
    );
    expect(pages).toContain(`${ORIGIN}/`);
    expect(pages).toContain(`${ORIGIN}/newsletters`);
    expect(pages).toContain(`${ORIGIN}/societies/${t.society.slug}`);
    expect(pages).toContain(`${ORIGIN}/councils/${t.council.slug}/upcoming-events`);
  });

  it('lists each visible event at its canonical address, with its row’s last change', async () => {
    const created = (
      await t.api('POST', `${t.base}/events/upcoming`, {
        title: 'Sitemap & Things',
        date: '2026-07-01',
        description: 'Listed for search engines.',
      })
    ).json<DashboardEvent>();
    const entries = entriesOf(await fetchXml('/sitemaps/events-1.xml'), 'urlset');
    expect(entries).toHaveLength(await visibleCount());
    const listed = entries.find((entry) => entry.loc === ORIGIN + eventPagePath(created));
    const [row] = await t.database.db
      .select({ updatedAt: events.updatedAt })
      .from(events)
      .where(eq(events.id, created.id));
    expect(listed?.lastmod).toBe(row?.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });

  it('never lists a draft', async () => {
    const draft = await t.api('POST', `${t.base}/events/upcoming`, {
      title: 'Secret Draft Launch',
      date: '2026-07-02',
      description: 'Not yet.',
      publication: { action: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const { locs } = await everySitemap();
    expect(locs.some((loc) => loc.includes('secret-draft-launch'))).toBe(false);
    expect(locs.some((loc) => loc.includes(`/events/${draft.json<DashboardEvent>().id}`))).toBe(
      false,
    );
  });

  it(`moves to a second events sitemap after ${SITEMAP_EVENTS_PER_PAGE} events, and no further`, async () => {
    // Filled to exactly one page, straight through the service (as `sample:large` does).
    const context = createServiceContext(
      t.database.db,
      t.clock,
      TEST_TIMEZONE,
      serviceOf(t.app, 'mailer'),
      TEST_ORIGIN,
    );
    const add = async (n: number) => {
      const input = eventInputSchema.parse({
        title: 'Weekly lab',
        date: '2026-01-05',
        description: 'Every week.',
      });
      await createEvents(context, t.society, 'past', Array(n).fill(input));
      t.app.publicReadCache.invalidate();
    };
    await add(SITEMAP_EVENTS_PER_PAGE - (await visibleCount()));
    expect(await visibleCount()).toBe(SITEMAP_EVENTS_PER_PAGE);
    const full = await everySitemap();
    expect(full.sitemaps.map((sitemap) => sitemap.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/events-1.xml`,
    ]);
    expect(full.files.get('/sitemaps/events-1.xml')).toHaveLength(SITEMAP_EVENTS_PER_PAGE);
    expect((await t.app.inject('/sitemaps/events-2.xml')).statusCode).toBe(404);

    await add(1);
    const more = await everySitemap();
    expect(more.sitemaps.map((sitemap) => sitemap.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/events-1.xml`,
      `${ORIGIN}/sitemaps/events-2.xml`,
    ]);
    // The newest event alone on the second page; the first page as it was.
    expect(more.files.get('/sitemaps/events-2.xml')).toHaveLength(1);
    expect(more.files.get('/sitemaps/events-1.xml')).toEqual(
      full.files.get('/sitemaps/events-1.xml'),
    );
    // Each address once across all of them.
    expect(new Set(more.locs).size).toBe(more.locs.length);
    for (const name of ['events-3.xml', 'events-0.xml', 'events-x.xml', 'other.xml']) {
      expect((await t.app.inject(`/sitemaps/${name}`)).statusCode, name).toBe(404);
    }
  });
});
