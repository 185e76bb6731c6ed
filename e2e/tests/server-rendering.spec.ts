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

test('pages are compressed, carry a nonce-based CSP and hashed assets are cached for good', async ({
  request,
}) => {
  const response = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[0-9a-f]+'/);
  const html = await response.text();
  const nonce = /'nonce-([0-9a-f]+)'/.exec(csp)?.[1];
  expect(html).toContain(`nonce="${nonce}"`);

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

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  const societies: { slug: string }[] = await (await request.get('/api/societies')).json();
  const councils: { slug: string }[] = await (await request.get('/api/councils')).json();
  for (const { slug } of societies) expect(xml).toContain(`/societies/${slug}</loc>`);
  for (const { slug } of councils) expect(xml).toContain(`/councils/${slug}/gallery</loc>`);
  expect(xml).not.toContain('dashboard');
});
