import type { Event, OrganisationSummary, Page } from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstOrganisation, type TestApp } from '../../../test/test-app.js';

/**
 * The pages as the server renders them: their structured data (JSON-LD), the feed links in their
 * `<head>` and on the page, and the feeds' addresses answered by the feeds, not by the pages'
 * catch-all.
 */
let t: TestApp;
let society: OrganisationSummary;
let council: OrganisationSummary;
beforeAll(async () => {
  t = await createTestApp({ web: 'site' });
  society = await firstOrganisation(t, 'societies');
  council = await firstOrganisation(t, 'councils');
});
afterAll(() => t.close());

async function html(url: string): Promise<string> {
  const response = await t.app.inject(url);
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** Every JSON-LD block of a page, parsed. */
function structuredData(page: string): Array<Record<string, unknown>> {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? ''),
  );
}

const ofType = (page: string, type: string) =>
  structuredData(page).filter((data) => data['@type'] === type);

/** The `<link rel="alternate">` of a page's head with this type. */
function alternate(page: string, type: string): string | undefined {
  const head = page.slice(0, page.indexOf('</head>'));
  return [...head.matchAll(/<link ([^>]*)\/?>/g)]
    .map((match) => match[1] ?? '')
    .find((attributes) => attributes.includes('rel="alternate"') && attributes.includes(type));
}

describe('structured data and feed links', () => {
  it('describe the branch on the landing page and link its news feed in the head', async () => {
    const page = await html('/');
    const [branch, ...others] = ofType(page, 'Organization');
    expect(others).toHaveLength(0);
    expect(branch).toMatchObject({
      '@context': 'https://schema.org',
      name: expect.any(String),
      url: 'http://localhost/',
      logo: 'http://localhost/favicon.svg',
    });
    expect(alternate(page, 'application/atom+xml')).toContain('href="/feed.xml"');
  });

  it.each([
    ['societies', () => society],
    ['councils', () => council],
  ])(
    'describe a %s page as part of the branch, with its trail and feeds',
    async (collection, of) => {
      const organisation = of();
      const path = `/${collection}/${organisation.slug}`;
      const page = await html(path);
      const [described] = ofType(page, 'Organization');
      expect(described).toMatchObject({
        name: organisation.name,
        url: `http://localhost${path}`,
        parentOrganization: { '@type': 'Organization', url: 'http://localhost/' },
      });
      const [trail] = ofType(page, 'BreadcrumbList');
      expect(
        ((trail?.itemListElement ?? []) as Array<{ item: string }>).map((crumb) => crumb.item),
      ).toEqual(['http://localhost/', `http://localhost/${collection}`, `http://localhost${path}`]);
      expect(alternate(page, 'application/atom+xml')).toContain(`href="${path}/feed.xml"`);
      expect(page).toContain(`href="webcal://localhost${path}/calendar.ics"`);
      expect(page).toContain(`href="http://localhost${path}/calendar.ics"`);

      const list = await html(`${path}/achievements`);
      expect(ofType(list, 'BreadcrumbList')[0]?.itemListElement).toHaveLength(4);
    },
  );

  it('give an event page its Event and trail, and the Add to calendar links', async () => {
    const [event] = (await t.app.inject('/api/events?when=upcoming&limit=1')).json<Page<Event>>()
      .items;
    if (!event) throw new Error('the sample has no upcoming event');
    const redirect = await t.app.inject(`/events/${event.id}`);
    const page = await html(String(redirect.headers.location));
    expect(ofType(page, 'Event')[0]).toMatchObject({ name: event.title });
    const crumbs = (ofType(page, 'BreadcrumbList')[0]?.itemListElement ?? []) as Array<{
      name: string;
    }>;
    expect(crumbs.map((crumb) => crumb.name)).toEqual([
      'Home',
      event.organisation.name,
      'Upcoming Events',
      event.title,
    ]);
    expect(page).toContain(`href="/events/${event.id}/calendar.ics"`);
    expect(page).toContain('href="https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(page).toContain('href="https://outlook.live.com/calendar/0/deeplink/compose?');
  });

  it('link the branch calendar from /upcoming-events', async () => {
    const page = await html('/upcoming-events');
    expect(page).toContain('href="webcal://localhost/calendar.ics"');
  });

  it("answer the feeds' addresses with the feeds, not with a page", async () => {
    for (const [url, type] of [
      ['/calendar.ics', 'text/calendar'],
      [`/societies/${society.slug}/calendar.ics`, 'text/calendar'],
      [`/councils/${council.slug}/feed.xml`, 'application/atom+xml'],
      ['/feed.xml', 'application/atom+xml'],
    ] as const) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(String(response.headers['content-type']).startsWith(type), url).toBe(true);
    }
    // The pages beside them are still pages.
    const gallery = await t.app.inject(`/societies/${society.slug}/gallery`);
    expect(gallery.headers['content-type']).toMatch(/^text\/html/);
    const missing = await t.app.inject('/societies/no-such-society/calendar.ics');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the event links of feeds and calendar files', () => {
  /** The event pages an answer links to, as paths of this site. */
  const eventLinks = (text: string) => [
    ...new Set(
      [
        ...text
          .replace(/\r\n /g, '')
          .matchAll(/http:\/\/localhost(?::\d+)?(\/events\/[^\s"<\\;,]+)/g),
      ]
        .map((match) => match[1] ?? '')
        .filter((path) => !path.endsWith('.ics')),
    ),
  ];

  it('lead to the canonical page itself (200), never to a redirect', async () => {
    const [event] = (await t.app.inject('/api/events?when=upcoming&limit=1')).json<Page<Event>>()
      .items;
    if (!event) throw new Error('the sample has no upcoming event');
    for (const url of ['/calendar.ics', '/feed.xml', `/events/${event.id}/calendar.ics`]) {
      const links = eventLinks((await t.app.inject(url)).body);
      expect(links.length, url).toBeGreaterThan(0);
      // A handful is enough: each is the same rule (`eventPagePath`), and pages take a moment.
      for (const path of links.slice(0, 3)) {
        const page = await t.app.inject(path);
        expect(page.statusCode, `${url} links ${path}`).toBe(200);
      }
    }
  });
});
