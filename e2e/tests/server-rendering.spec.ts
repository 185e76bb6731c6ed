import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

// What a search engine or a chat app's link preview sees: HTML only, no JavaScript run.

test('a society page carries its content and title in the HTML', async ({ request }) => {
  const [society] = await (await request.get('/api/societies')).json();
  const response = await request.get(`/societies/${society.slug}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/text\/html/);
  const html = await response.text();
  const escaped = society.name.replaceAll('&', '&amp;');
  expect(html).toContain(`<title>${escaped}`);
  expect(html).toContain(`>${escaped}</h1>`);
  expect(html).toContain('name="description"');
});

/** The inline scripts of `html` (no `src`, not a JSON data block): their attributes and text. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attributes ?? ''),
  );

test('pages are compressed, allow their own inline scripts by hash and hashed assets are cached for good', async ({
  request,
}) => {
  const response = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  // A visitor's page is kept and sent byte for byte to everyone: no nonce, a hash per inline
  // script the server emitted (docs/decisions/007-precompressed-page-cache.md).
  const csp = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = (page: string) => /script-src ([^;]*)/.exec(page)?.[1] ?? '';
  const html = await response.text();
  // (`<Links nonce="">` leaves an empty one, which allows nothing.)
  expect(html).not.toMatch(/nonce="[^"]/);
  // A public page is islands (decision 008): JSON props, and one inline script that loads the
  // islands' code after the first paint (decision 023), allowed by its hash.
  const [loader, ...others] = inlineScripts(html);
  expect(others).toEqual([]);
  expect(loader?.[2]).toContain('import("/assets/entry.client-');
  const loaderHash = createHash('sha256')
    .update(loader?.[2] ?? '')
    .digest('base64');
  expect(scriptSrc(csp)).toBe(`'self' 'sha256-${loaderHash}'`);
  // The hero's first picture, rendered inside an island, is preloaded from the <head>.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="preload" as="image" fetchPriority="high" imageSrcSet="[^"]+"/);

  // A page React Router hydrates (sign-in) has inline scripts: each is allowed by its hash.
  const login = await request.get('/login');
  const loginPolicy = scriptSrc(login.headers()['content-security-policy'] ?? '');
  const loginScripts = inlineScripts(await login.text());
  expect(loginScripts.length).toBeGreaterThan(0);
  for (const [, , text] of loginScripts) {
    const hash = createHash('sha256')
      .update(text ?? '')
      .digest('base64');
    expect(loginPolicy).toContain(`'sha256-${hash}'`);
  }

  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const assetResponse = await request.get(asset as string);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()['cache-control']).toContain('immutable');
});

test('unknown API paths answer JSON 404', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: expect.stringContaining('No API route') });
});

test('a page answers a stray POST with a client error, with or without a body', async ({
  request,
}) => {
  for (const options of [{}, { form: { anything: 'x' } }]) {
    const response = await request.post('/', options);
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  }
});

test('robots.txt keeps crawlers out of dashboards and points to a sitemap of every public page', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /societies/*/dashboard');
  expect(rules).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);

  // The index lists the sitemaps: the pages', then the events' pages.
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const sitemaps = [...(await index.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1] ?? '',
  );
  expect(sitemaps[0]).toMatch(/\/sitemaps\/pages\.xml$/);
  expect(sitemaps[1]).toMatch(/\/sitemaps\/events-1\.xml$/);
  const sitemap = await request.get(new URL(sitemaps[0] ?? '').pathname);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  const societies: { slug: string }[] = await (await request.get('/api/societies')).json();
  const councils: { slug: string }[] = await (await request.get('/api/councils')).json();
  for (const { slug } of societies) expect(xml).toContain(`/societies/${slug}</loc>`);
  for (const { slug } of councils) expect(xml).toContain(`/councils/${slug}/gallery</loc>`);
  expect(xml).not.toContain('dashboard');
});

test('every public page carries its canonical URL and a share card with an image', async ({
  request,
}) => {
  const metaOf = (html: string, attribute: 'property' | 'name', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const [society] = await (await request.get('/api/societies')).json();
  // By numeric id: the canonical URL is still the slug form.
  const html = await (await request.get(`/societies/${society.id}`)).text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(canonical).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/societies/${society.slug}$`));
  expect(metaOf(html, 'property', 'og:url')).toBe(canonical);
  expect(metaOf(html, 'property', 'og:title')).toContain(society.name.replaceAll('&', '&amp;'));
  expect(metaOf(html, 'property', 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
  expect(metaOf(html, 'name', 'twitter:card')).toBe('summary_large_image');

  for (const path of ['/', '/councils', '/gallery?page=2', '/contact', '/journey']) {
    const page = await (await request.get(path)).text();
    expect(page, path).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
    expect(metaOf(page, 'property', 'og:url'), path).toMatch(
      new RegExp(`${path.replace('?', '\\?')}$`),
    );
    expect(metaOf(page, 'property', 'og:image'), path).toBeTruthy();
    expect(metaOf(page, 'name', 'description'), path).toBeTruthy();
  }
});

/** Text of an attribute or element as the browser reads it (React escapes these five). */
const decodeHtml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

/** schema.org's name of each way an event is attended. */
const ATTENDANCE_MODES = {
  'in-person': 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
} as const;

test('an event page carries its title, canonical URL, share card and schema.org Event', async ({
  request,
}) => {
  const list = await request.get('/api/events?org=computer-society&when=upcoming&limit=1');
  const [event] = (await list.json()).items;
  expect(event).toBeDefined();

  // The id alone, or an outdated slug, redirect for good to the one address of the page.
  const byId = await request.get(`/events/${event.id}`, { maxRedirects: 0 });
  expect(byId.status()).toBe(301);
  const path = byId.headers().location ?? '';
  expect(path).toMatch(new RegExp(`^/events/${event.id}/[a-z0-9-]+$`));
  const oldSlug = await request.get(`/events/${event.id}/old-title`, { maxRedirects: 0 });
  expect(oldSlug.headers().location).toBe(path);

  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const metaOf = (attribute: 'property' | 'name', key: string) => {
    const content = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
    return content === undefined ? undefined : decodeHtml(content);
  };
  const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  expect(title.startsWith(event.title)).toBe(true);
  expect(decodeHtml(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '')).toBe(event.title);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(canonical).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${path}$`));
  expect(metaOf('property', 'og:url')).toBe(canonical);
  expect(metaOf('property', 'og:title')).toBe(title);
  expect(metaOf('name', 'description')).toBeTruthy();
  expect(metaOf('property', 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
  expect(metaOf('name', 'twitter:card')).toBe('summary_large_image');

  // Two JSON-LD blocks, each valid JSON: the Event, in ISO 8601 with the branch's offset, and the
  // trail to it (home, its organisation, the organisation's upcoming events, the event).
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const [data, trail] = blocks.map((block) => JSON.parse(block[1] ?? ''));
  expect(blocks).toHaveLength(2);
  expect(trail['@type']).toBe('BreadcrumbList');
  expect(trail.itemListElement.at(-1)).toMatchObject({ name: event.title, item: canonical });
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    eventStatus: 'https://schema.org/EventScheduled',
    // Other journeys add online events meanwhile (issue 48): the soonest may be one.
    eventAttendanceMode: ATTENDANCE_MODES[event.attendanceMode as keyof typeof ATTENDANCE_MODES],
    url: canonical,
    organizer: { '@type': 'Organization', name: event.organisation.name },
  });
  expect(data.startDate).toMatch(
    new RegExp(`^${event.date}(T\\d{2}:\\d{2}:00[+-]\\d{2}:\\d{2})?$`),
  );
  if (event.time) expect(data.startDate).toContain(`T${event.time}:00`);
  expect(data.organizer.url).toMatch(/\/societies\/computer-society$/);
  // The venue as a Place with its postal address and map, as Google's event listings ask.
  // (Other journeys add events without an address meanwhile: the sample's have one.)
  if (event.location && event.attendanceMode === 'in-person') {
    expect(data.location).toMatchObject({ '@type': 'Place', name: event.location });
  }
  // Online: a VirtualLocation at the event's own page, never its meeting's link.
  if (event.attendanceMode === 'online') {
    expect(data.location).toEqual({ '@type': 'VirtualLocation', url: canonical });
  }
  if (event.streetAddress) {
    expect(data.location).toMatchObject({
      address: { '@type': 'PostalAddress', streetAddress: event.streetAddress },
      hasMap: event.mapUrl,
    });
  }
  if (event.registrationLink) {
    expect(data.offers).toMatchObject({
      url: event.registrationLink,
      availability: 'https://schema.org/InStock',
    });
  }
  // The data block is no script: the islands' loader stays the page's one inline script.
  expect(inlineScripts(html)).toHaveLength(1);

  // Search engines find it in the sitemap.
  expect(await (await request.get('/sitemaps/events-1.xml')).text()).toContain(`${path}</loc>`);
  expect((await request.get('/events/99999999')).status()).toBe(404);
});
