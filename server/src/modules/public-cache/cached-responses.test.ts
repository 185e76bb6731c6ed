import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type {
  OrganisationDetail,
  OrganisationSummary,
  PageLoadContext,
} from '@chapterhouse/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, firstOrganisation, type TestApp } from '../../../test/test-app.js';
import * as compression from './compression.js';
import { COALESCED_INVALIDATION_MS } from './public-cache.plugin.js';
import { CACHED_PUBLIC_READ_ROUTES, UNCACHED_PUBLIC_GET_ROUTES } from './public-read-routes.js';

let t: TestApp;
let society: OrganisationSummary;
let officer: TestAccount;
/** Calls of the stand-in renderer: a cached page must not be rendered again. */
let renders = 0;

const INJECTED = '<script>alert("not ours")</script>';
const HYDRATION = 'window.__context = {"page":1};';
const CRITICAL_CSS = '.card{color:red}';

/**
 * Stands in for React Router: renders with the response's nonce as `entry.server.tsx` does (an
 * inline hydration script and a module preload carry it), plus what the server did not emit
 * itself: a script that escaped into the content, which no policy may allow.
 */
async function render(request: Request, context: PageLoadContext): Promise<Response> {
  renders++;
  const url = new URL(request.url);
  const nonce = context.cspNonce;
  if (url.pathname === '/missing') return new Response('<h1>Not found</h1>', { status: 404 });
  if (url.pathname === '/sets-a-cookie') {
    return new Response('<p>hello</p>', { headers: { 'set-cookie': 'a=1' } });
  }
  if (url.pathname === '/written-during-render') {
    // A write lands while this page renders: what it shows may be outdated.
    t.app.publicReadCache.invalidate();
  }
  if (url.pathname === '/styled-island') {
    // An island page carrying its critical CSS, as `entry.server.tsx` inlines it, plus a style
    // that escaped into the content.
    return html(
      `<style nonce="${context.cspStyleNonce}">${CRITICAL_CSS}</style>` +
        '<style>body{display:none}</style><p class="card">Styled</p>',
    );
  }
  if (url.pathname === '/whole' || url.pathname === '/streamed') {
    // A page of islands is answered whole, with its length (entry.server.tsx); a page React
    // Router hydrates is streamed as React writes it.
    const page = `<!DOCTYPE html><html><body>${'<p>A paragraph.</p>'.repeat(500)}</body></html>`;
    if (url.pathname === '/whole') {
      return new Response(page, {
        headers: { 'content-type': 'text/html', 'content-length': String(page.length) },
      });
    }
    const bytes = new TextEncoder().encode(page);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 2048)
          controller.enqueue(bytes.slice(at, at + 2048));
        controller.close();
      },
    });
    return new Response(streamed, { headers: { 'content-type': 'text/html' } });
  }
  if (url.pathname === '/island') {
    // An island page: props in a JSON block, code from a file; no inline script runs.
    return html(
      '<h1>Island</h1><script type="application/json" id="props">{"a":1}</script>' +
        '<script type="module" src="/assets/island.js"></script>',
    );
  }
  const slug = url.pathname.split('/')[2] ?? society.slug;
  const detail = await context.reads.getOrganisation('society', slug);
  const slate = detail?.slate.map((member) => `<li>${member.name}</li>`).join('') ?? '';
  return html(
    `<link rel="modulepreload" href="/assets/root.js" nonce="${nonce}"/>` +
      `<h1>${detail?.name}</h1><ul>${slate}</ul><div>${INJECTED}</div>` +
      `<script nonce="${nonce}">${HYDRATION}</script>` +
      `<script type="module" src="/assets/entry.js" nonce="${nonce}"></script>` +
      `<p>${'padding '.repeat(200)}</p>`,
  );
}

const html = (body: string) =>
  new Response(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

const scriptSrcOf = (policy: unknown) => /(?:^|;)script-src ([^;]*)/.exec(String(policy))?.[1];

const compressions = vi.spyOn(compression, 'compressForCache');

beforeAll(async () => {
  t = await createTestApp({ web: { render } });
  society = await firstOrganisation(t, 'societies');
  officer = await signedInAs(t, 'SOCIETY_ADMIN', society.slug);
});
afterAll(async () => {
  // The next file in this worker shares the module (vitest.config.ts: isolate is off).
  compressions.mockRestore();
  await t.close();
});
beforeEach(() => {
  t.app.publicReadCache.invalidate();
  compressions.mockClear();
  renders = 0;
});

let membersAdded = 0;

/** An officer's change to public content: it empties the cache once committed. */
async function addSlateMember(name = `Member ${membersAdded + 1}`) {
  membersAdded++;
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/society-dashboard/society/${society.id}/members`,
    headers: bearer(officer),
    payload: { name, role: 'Web Master', email: `member${membersAdded}@example.edu` },
  });
  expect(added.statusCode).toBe(201);
}

describe.each([
  {
    what: 'a public read',
    url: () => `/api/societies/${society.slug}`,
    type: /^application\/json/,
  },
  { what: 'a page', url: () => `/societies/${society.slug}`, type: /^text\/html/ },
])('$what, kept as bytes', ({ url, type }) => {
  it('is compressed once: the next visitors get the same bytes with no compression work', async () => {
    const first = await get(url(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(compressions).toHaveBeenCalledTimes(1);

    const second = await get(url(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);

    const gzipped = await get(url(), { 'accept-encoding': 'gzip' });
    const identity = await get(url());
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(zlib.gunzipSync(gzipped.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(zlib.brotliDecompressSync(second.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(compressions).toHaveBeenCalledTimes(1);

    for (const response of [second, gzipped, identity]) {
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      // helmet's headers, as the path that made the answer sent them.
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    // One strong ETag per encoding: each is a representation of its own.
    expect(new Set([second, gzipped, identity].map((r) => r.headers.etag)).size).toBe(3);
    for (const response of [second, gzipped, identity]) {
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+(-gzip|-br)?"$/);
    }
  });

  it('answers 304 while the ETag matches, also weak or in a list, with no policy', async () => {
    const first = await get(url(), { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(url(), { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      // The browser keeps the headers it stored; a 304 must not replace its CSP.
      expect(again.headers['content-security-policy']).toBeUndefined();
    }
    const other = await get(url(), { 'accept-encoding': 'br', 'if-none-match': '"other"' });
    expect(other.statusCode).toBe(200);
  });

  it('answers HEAD with the headers of the encoding the client takes, and no body', async () => {
    const full = await get(url(), { 'accept-encoding': 'gzip' });
    const head = await t.app.inject({
      method: 'HEAD',
      url: url(),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(String(full.rawPayload.length));
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it("is answered afresh, with a new ETag, once an officer's change was saved", async () => {
    const before = await get(url());
    const etag = String(before.headers.etag);
    expect((await get(url(), { 'if-none-match': etag })).statusCode).toBe(304);

    await addSlateMember();

    const after = await get(url(), { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.headers.etag).not.toBe(etag);
    expect(compressions).toHaveBeenCalledTimes(2);
  });

  it('is never shared with a request carrying a cookie or credentials', async () => {
    await get(url());
    const credentials: Record<string, string>[] = [
      { cookie: 'session=1' },
      { authorization: 'Bearer not-a-token' },
    ];
    for (const headers of credentials) {
      const response = await get(url(), headers);
      expect(response.headers['x-page-cache']).toBeUndefined();
    }
    expect(compressions).toHaveBeenCalledTimes(1);
  });
});

describe('a cached page', () => {
  it('shows what the officer changed', async () => {
    const page = `/societies/${society.slug}`;
    await get(page);
    await addSlateMember('Grace Hopper');
    expect((await get(page)).body).toContain('<li>Grace Hopper</li>');
    const api = await get(`/api/societies/${society.slug}`);
    expect(api.json<OrganisationDetail>().slate.map((member) => member.name)).toContain(
      'Grace Hopper',
    );
  });

  it('is rendered once, then served with no rendering', async () => {
    const page = `/societies/${society.slug}`;
    await get(page);
    await get(page, { 'accept-encoding': 'gzip' });
    await t.app.inject({ method: 'HEAD', url: page });
    expect(renders).toBe(1);
  });

  it('is rendered once for the visitors who ask while it renders, who all get it', async () => {
    const page = `/societies/${society.slug}`;
    const answers = await Promise.all([
      get(page),
      get(page),
      t.app.inject({ method: 'HEAD', url: page }),
      get(page, { 'accept-encoding': 'br' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(renders).toBe(1);
    expect(answers[1]?.body).toBe(answers[0]?.body);
    expect(answers[1]?.headers.etag).toBe(answers[0]?.headers.etag);
    expect(answers[3]?.headers['content-encoding']).toBe('br');
  });

  it('is rendered by each visitor alone when the render is not for everyone', async () => {
    const answers = await Promise.all([get('/sets-a-cookie'), get('/sets-a-cookie')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(renders).toBe(2);
    // Each its own render, with its own nonce: none was handed a render made for another.
    expect(answers.map((answer) => answer.headers['x-page-cache'])).toEqual([undefined, undefined]);
  });

  it("allows its own inline scripts by hash and nothing else: no nonce, no 'unsafe-inline'", async () => {
    const page = `/societies/${society.slug}`;
    await get(page);
    const hit = await get(page);
    expect(hit.headers['x-page-cache']).toBe('hit');
    const policy = String(hit.headers['content-security-policy']);
    const ownHash = `'sha256-${createHash('sha256').update(HYDRATION).digest('base64')}'`;
    expect(scriptSrcOf(policy)).toBe(`'self' ${ownHash}`);
    expect(scriptSrcOf(policy)).not.toContain('unsafe-inline');
    expect(policy).not.toContain('nonce-');
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toMatch(/(^|;)style-src 'self'(;|$)/);
    // The same bytes for everyone: no nonce left in the page either.
    expect(hit.body).not.toContain('nonce=');
    // The script that escaped into the content is still there, and still blocked.
    expect(hit.body).toContain(INJECTED);
    const injectedHash = createHash('sha256').update('alert("not ours")').digest('base64');
    expect(policy).not.toContain(injectedHash);
  });

  it("of islands, with no inline script, allows only the site's own files", async () => {
    await get('/island');
    const hit = await get('/island');
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(scriptSrcOf(hit.headers['content-security-policy'])).toBe("'self'");
  });

  it('allows its critical CSS by the style nonce, by hash once kept, and no other style', async () => {
    const styleSrcOf = (policy: unknown) => /(?:^|;)style-src ([^;]*)/.exec(String(policy))?.[1];
    const own = await get('/styled-island', { cookie: 'a=1' });
    const nonce = /<style nonce="([0-9a-f]{32})">/.exec(own.body)?.[1];
    expect(styleSrcOf(own.headers['content-security-policy'])).toBe(`'self' 'nonce-${nonce}'`);

    await get('/styled-island');
    const hit = await get('/styled-island');
    expect(hit.headers['x-page-cache']).toBe('hit');
    const hash = createHash('sha256').update(CRITICAL_CSS).digest('base64');
    expect(styleSrcOf(hit.headers['content-security-policy'])).toBe(`'self' 'sha256-${hash}'`);
    expect(hit.body).toContain(`<style>${CRITICAL_CSS}</style>`);
  });

  it('is not kept when the render is not for everyone, and keeps its nonce then', async () => {
    for (const url of ['/missing', '/sets-a-cookie']) {
      const first = await get(url);
      const second = await get(url);
      expect(second.headers['x-page-cache'], url).toBeUndefined();
      expect(scriptSrcOf(second.headers['content-security-policy'])).toMatch(
        /^'self' 'nonce-[0-9a-f]{32}'$/,
      );
      expect(first.statusCode).toBe(second.statusCode);
    }
    expect(renders).toBe(4);
    expect(compressions).not.toHaveBeenCalled();
  });

  it('rendered whole for one visitor is compressed in one piece and sent with its length', async () => {
    // Through a compression stream, each such page cost the server twice its CPU under load.
    const headers = { cookie: 'a=1', 'accept-encoding': 'br' };
    const whole = await get('/whole', headers);
    expect(whole.headers['content-encoding']).toBe('br');
    expect(whole.headers['content-length']).toBe(String(whole.rawPayload.length));
    expect(zlib.brotliDecompressSync(whole.rawPayload).toString()).toContain('<p>A paragraph.</p>');
    // A streamed page is compressed as it comes: no length is known before its end.
    const streamed = await get('/streamed', headers);
    expect(streamed.headers['content-encoding']).toBe('br');
    expect(streamed.headers['content-length']).toBeUndefined();
    expect(zlib.brotliDecompressSync(streamed.rawPayload).toString()).toBe(
      zlib.brotliDecompressSync(whole.rawPayload).toString(),
    );
    expect(compressions).not.toHaveBeenCalled();
  });

  it('is not kept when a write landed while it rendered', async () => {
    await get('/written-during-render');
    const again = await get('/written-during-render');
    expect(again.headers['x-page-cache']).toBe('miss');
    expect(renders).toBe(2);
  });
});

describe('after a registration', () => {
  it('expires what is kept (one visitor remakes each page, the others get it meanwhile) rather than empty it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/society-dashboard/society/${society.slug}/events/upcoming`,
      headers: bearer(officer),
      payload: {
        title: 'Rush Hackathon',
        date: '2026-07-01',
        time: '10:00',
        description: 'Everyone registers at once.',
        capacity: 3,
        registrationMode: 'site',
      },
    });
    expect(created.statusCode).toBe(201);
    const expire = vi.spyOn(t.app.publicReadCache, 'expire');
    const invalidate = vi.spyOn(t.app.publicReadCache, 'invalidate');
    try {
      const registered = await t.app.inject({
        method: 'POST',
        url: `/api/events/${created.json<{ id: number }>().id}/registrations`,
        payload: { name: 'Ada Lovelace', email: 'ada@example.edu' },
      });
      expect(registered.statusCode).toBe(201);
      // At once, or at the end of the window since the event's creation emptied the cache.
      await vi.waitFor(() => expect(expire).toHaveBeenCalledTimes(1), {
        timeout: COALESCED_INVALIDATION_MS * 3,
        interval: 50,
      });
      expect(invalidate).not.toHaveBeenCalled();
    } finally {
      expire.mockRestore();
      invalidate.mockRestore();
    }
  });
});

describe('public reads kept as bytes', () => {
  it('keep their ETag through a change that did not touch them: browsers still get 304', async () => {
    const before = await get('/api/councils');
    await addSlateMember();
    const after = await get('/api/councils', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(304);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(compressions).toHaveBeenCalledTimes(2);
  });

  it('keep only 200 answers: an unknown society stays a 404 each time', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await get('/api/societies/no-such-society');
      expect(response.statusCode).toBe(404);
      expect(response.headers['x-page-cache']).toBeUndefined();
    }
    expect(compressions).not.toHaveBeenCalled();
  });

  it('are each keyed by their whole URL, query included', async () => {
    const pageOne = await get('/api/events?page=1');
    const pageTwo = await get('/api/events?page=2');
    expect(pageTwo.headers['x-page-cache']).toBe('miss');
    expect(pageTwo.headers.etag).not.toBe(pageOne.headers.etag);
    expect((await get('/api/events?page=1')).headers['x-page-cache']).toBe('hit');
  });

  it('cover every public GET route, or say why not', () => {
    const publicGets = t.app.apiRoutes
      .filter((route) => route.method === 'GET' && route.access === 'public')
      .map((route) => route.url);
    const unclassified = publicGets.filter(
      (url) => !CACHED_PUBLIC_READ_ROUTES.has(url) && !UNCACHED_PUBLIC_GET_ROUTES.has(url),
    );
    expect(unclassified).toEqual([]);
    for (const url of CACHED_PUBLIC_READ_ROUTES) expect(publicGets).toContain(url);
  });
});
