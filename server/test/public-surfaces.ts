import type { TestApp } from './test-app.js';

// Every place a visitor (or a crawler, a calendar app, a feed reader) reads the site, for the
// sweeps that prove what must not be public is in none of them: drafts (publishing.test.ts),
// an online event's meeting link (online-events.test.ts).

/**
 * Every public read of the site: API reads, feeds, the sitemap, the rendered pages, and search
 * for `text` (the items' shared word); the society `slug`'s own and the branch's. Its events'
 * month is July 2026, where the tests' events are.
 */
export function publicSurfaces(slug: string, eventId: number, text: string): string[] {
  const society = `/societies/${slug}`;
  return [
    '/api/events?when=upcoming&limit=100',
    `/api/events?when=upcoming&org=${slug}&limit=100`,
    // The month of the event (1 July 2026), as a calendar reads it.
    '/api/events/between?from=2026-07-01&to=2026-07-31',
    `/api/events/between?from=2026-07-01&to=2026-07-31&org=${slug}`,
    '/api/achievements?limit=100',
    `/api/achievements?org=${slug}&limit=100`,
    '/api/gallery?limit=100',
    `/api/gallery?org=${slug}&limit=100`,
    `/api/societies/${slug}`,
    '/api/site',
    '/api/notifications',
    '/calendar.ics',
    `${society}/calendar.ics`,
    '/feed.xml',
    `${society}/feed.xml`,
    // The events' sitemap (the index /sitemap.xml lists sitemaps, not pages).
    '/sitemaps/events-1.xml',
    '/',
    society,
    `${society}/upcoming-events`,
    `${society}/upcoming-events?view=month&month=2026-07`,
    `${society}/achievements`,
    `${society}/gallery`,
    '/upcoming-events',
    '/upcoming-events?view=month&month=2026-07',
    '/achievements',
    '/gallery',
    '/notifications',
    `/api/events/${eventId}`,
    `/events/${eventId}`,
    `/events/${eventId}/calendar.ics`,
    `/api/search?q=${text}`,
    `/api/search/suggestions?q=${text}`,
    `/search?q=${text}`,
  ];
}

/**
 * Whether an answer names `text`. A search's answer names its query whatever it found (the
 * results page says "No results for …"): it shows an item when a hit carries the word, which
 * is then marked (a part of its own in the API, `<mark>` on the page).
 */
function shows(url: string, body: string, text: string): boolean {
  if (url.startsWith('/api/search')) return body.includes(`"text":"${text}","match":true`);
  if (url.startsWith('/search')) return new RegExp(`<mark[^>]*>${text}</mark>`).test(body);
  return body.includes(text);
}

/** Every answer of `urls` as its body (an event's page followed to its slug). */
export async function surfaceBodies(
  t: Pick<TestApp, 'app'>,
  urls: readonly string[],
): Promise<Array<{ url: string; status: number; body: string }>> {
  const bodies = [];
  for (const url of urls) {
    let response = await t.app.inject(url);
    // An event's page by its id alone settles on its address with the slug.
    const { location } = response.headers;
    if (response.statusCode === 301 && typeof location === 'string') {
      response = await t.app.inject(location);
    }
    bodies.push({ url, status: response.statusCode, body: response.body });
  }
  return bodies;
}

/** Of `urls`, those whose answer names `text`. */
export async function surfacesShowing(
  t: Pick<TestApp, 'app'>,
  urls: readonly string[],
  text: string,
): Promise<string[]> {
  const answers = await surfaceBodies(t, urls);
  return answers.filter(({ url, body }) => shows(url, body, text)).map(({ url }) => url);
}
