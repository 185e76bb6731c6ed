import type { PublicReads } from '@chapterhouse/shared';
import { describe, expect, it, vi } from 'vitest';
import type { CachedResponse, CachedVariant } from './cached-response.js';
import { PublicCache, type PublicCacheOptions } from './public-cache.js';

/** A stored answer whose three encodings weigh `body.length` bytes in all. */
const page = (body: string): CachedResponse => {
  const variant: CachedVariant = {
    etag: '"x"',
    body: Buffer.from(body),
    headers: {},
    notModifiedHeaders: {},
    hitHeaders: [],
    notModifiedHitHeaders: [],
  };
  return { variants: { identity: variant, gzip: variant, br: variant }, bytes: body.length };
};
const bodyOf = (response: CachedResponse | undefined) =>
  response?.variants.identity.body.toString();

const site = async () => ({}) as Awaited<ReturnType<PublicReads['getSite']>>;

/** A cache over just the reads a test gives. A test's clock starts above 0: lru-cache reads 0 as unset. */
const cacheOf = (reads: Partial<PublicReads>, options: PublicCacheOptions = {}) =>
  new PublicCache(reads as PublicReads, options);

describe('PublicCache: reads', () => {
  it('reaches the service once per distinct call, also for calls made at the same time', async () => {
    const getSite = vi.fn(site);
    const listOrganisations = vi.fn(async () => []);
    const { reads } = cacheOf({ getSite, listOrganisations });

    await Promise.all([reads.getSite(), reads.getSite()]);
    await reads.listOrganisations('society');
    await reads.listOrganisations('society');
    await reads.listOrganisations('council');

    expect(getSite).toHaveBeenCalledTimes(1);
    expect(listOrganisations).toHaveBeenCalledTimes(2);
  });

  it('serves a read from memory until it expires or a write invalidates it', async () => {
    let now = 1_000;
    const listOrganisations = vi.fn(async () => []);
    const cache = cacheOf({ listOrganisations }, { ttlMs: 1000, now: () => now });

    await cache.reads.listOrganisations('society');
    await cache.reads.listOrganisations('society');
    expect(listOrganisations).toHaveBeenCalledTimes(1);

    cache.invalidate();
    await cache.reads.listOrganisations('society');
    expect(listOrganisations).toHaveBeenCalledTimes(2);

    now += 1001;
    await cache.reads.listOrganisations('society');
    expect(listOrganisations).toHaveBeenCalledTimes(3);
  });

  it('keeps searches apart: many queries push out only each other', async () => {
    const suggest = vi.fn(async () => ({ hits: [], reading: null }));
    const getSite = vi.fn(site);
    const cache = cacheOf({ suggest, getSite }, { maxReads: 2, maxSearches: 2 });
    await cache.reads.getSite();
    for (const q of ['a', 'b', 'c', 'a']) await cache.reads.suggest(q);
    await cache.reads.getSite();
    expect(getSite).toHaveBeenCalledTimes(1);
    // 'a' was pushed out by 'b' and 'c' (two kept).
    expect(suggest).toHaveBeenCalledTimes(4);
    await cache.reads.suggest('c');
    expect(suggest).toHaveBeenCalledTimes(4);

    const ticket = cache.beginResponse();
    cache.keepResponse('http://x/', page('home'), ticket);
    for (const q of ['a', 'b', 'c']) {
      cache.keepResponse(`http://x/api/search?q=${q}`, page(q), ticket);
    }
    expect(bodyOf(cache.getResponse('http://x/'))).toBe('home');
    expect(cache.getResponse('http://x/api/search?q=a')).toBeUndefined();
    expect(bodyOf(cache.getResponse('http://x/api/search?q=c'))).toBe('c');
    cache.invalidate();
    expect(cache.getResponse('http://x/api/search?q=c')).toBeUndefined();
  });

  it('keeps answers that are null (an unknown organisation)', async () => {
    const getOrganisation = vi.fn(async () => null);
    const { reads } = cacheOf({ getOrganisation });
    expect(await reads.getOrganisation('society', 'nobody')).toBeNull();
    expect(await reads.getOrganisation('society', 'nobody')).toBeNull();
    expect(getOrganisation).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed read', async () => {
    const getSite = vi
      .fn()
      .mockRejectedValueOnce(new Error('database busy'))
      .mockResolvedValueOnce({ ok: true });
    const { reads } = cacheOf({ getSite });
    await expect(reads.getSite()).rejects.toThrow('database busy');
    await expect(reads.getSite()).resolves.toEqual({ ok: true });
  });

  it('answers a read in flight during an invalidation, and does not keep it', async () => {
    let finish: (value: { version: number }) => void = () => {};
    const getSite = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValueOnce({ version: 2 });
    const cache = cacheOf({ getSite });

    const before = cache.reads.getSite();
    // A write lands while the read is on its way: what it brings back may be outdated.
    cache.invalidate();
    finish({ version: 1 });
    await expect(before).resolves.toEqual({ version: 1 });
    await expect(cache.reads.getSite()).resolves.toEqual({ version: 2 });
    expect(getSite).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used read beyond its bound', async () => {
    const getOrganisation = vi.fn(async (_kind: string, slug: string) => ({ slug }));
    const { reads } = cacheOf({ getOrganisation } as unknown as Partial<PublicReads>, {
      maxReads: 2,
    });
    await reads.getOrganisation('society', 'a');
    await reads.getOrganisation('society', 'b');
    await reads.getOrganisation('society', 'a'); // now b is the least recently used
    await reads.getOrganisation('society', 'c');
    expect(getOrganisation).toHaveBeenCalledTimes(3);
    await reads.getOrganisation('society', 'a');
    expect(getOrganisation).toHaveBeenCalledTimes(3);
    await reads.getOrganisation('society', 'b');
    expect(getOrganisation).toHaveBeenCalledTimes(4);
  });
});

describe('PublicCache: stored answers (pages and public reads)', () => {
  it('serves a stored answer until it expires, then has one request make it again', () => {
    let now = 1_000;
    const cache = cacheOf({}, { ttlMs: 60_000, now: () => now });
    cache.keepResponse('/a', page('<p>a</p>'), cache.beginResponse());
    expect(bodyOf(cache.getResponse('/a'))).toBe('<p>a</p>');
    now += 59_999;
    expect(cache.getResponse('/a')).toBeDefined();

    now += 2;
    // The first request after the expiry makes the answer again...
    expect(cache.getResponse('/a')).toBeUndefined();
    // ...while the others get the expired one meanwhile, instead of all rendering at once.
    expect(bodyOf(cache.getResponse('/a'))).toBe('<p>a</p>');
    expect(bodyOf(cache.getResponse('/a'))).toBe('<p>a</p>');
    const remade = cache.beginResponse();
    cache.keepResponse('/a', page('<p>a, again</p>'), remade);
    expect(bodyOf(cache.getResponse('/a'))).toBe('<p>a, again</p>');
  });

  it('lets the next request try again when a remake brought nothing to keep', () => {
    let now = 1_000;
    const cache = cacheOf({}, { ttlMs: 60_000, now: () => now });
    cache.keepResponse('/a', page('<p>a</p>'), cache.beginResponse());
    now += 60_001;
    expect(cache.getResponse('/a')).toBeUndefined();
    // A HEAD cannot make an answer to keep: it gets the expired one and leaves the remaking.
    expect(cache.getResponse('/a', false)).toBeDefined();
    now += 9_999;
    expect(cache.getResponse('/a')).toBeDefined();
    now += 2;
    expect(cache.getResponse('/a')).toBeUndefined();
  });

  it('never serves an answer past twice its lifetime', () => {
    let now = 1_000;
    const cache = cacheOf({}, { ttlMs: 60_000, now: () => now });
    cache.keepResponse('/a', page('<p>a</p>'), cache.beginResponse());
    now += 60_001;
    expect(cache.getResponse('/a')).toBeUndefined();
    now += 60_000;
    expect(cache.getResponse('/a', false)).toBeUndefined();
    expect(cache.responseCount).toBe(0);
  });

  it('forgets everything on invalidation, and refuses renders that began before it', () => {
    const cache = cacheOf({});
    cache.keepResponse('/a', page('<p>a</p>'), cache.beginResponse());
    const ticket = cache.beginResponse();
    // A write lands while a render is in flight: that render may hold the old content.
    cache.invalidate();
    expect(cache.getResponse('/a')).toBeUndefined();
    cache.keepResponse('/b', page('<p>b</p>'), ticket);
    expect(cache.getResponse('/b')).toBeUndefined();
    cache.keepResponse('/b', page('<p>b</p>'), cache.beginResponse());
    expect(cache.getResponse('/b')).toBeDefined();
  });

  it('after a write that may show late, has one request remake each answer, the others served meanwhile', async () => {
    const getSite = vi.fn(site);
    const cache = cacheOf({ getSite });
    await cache.reads.getSite();
    cache.keepResponse('/a', page('<p>old</p>'), cache.beginResponse());
    const ticket = cache.beginResponse();
    cache.expire();
    // The remake reads afresh...
    await cache.reads.getSite();
    expect(getSite).toHaveBeenCalledTimes(2);
    // ...and a render begun before the write is kept expired: served to the others while the
    // first request after it remakes it (in a rush there is a write per batch, and nothing
    // would be kept otherwise).
    cache.keepResponse('/b', page('<p>b</p>'), ticket);
    expect(cache.getResponse('/b')).toBeUndefined();
    expect(bodyOf(cache.getResponse('/b'))).toBe('<p>b</p>');
    // The first request remakes the page; the others get the kept one meanwhile.
    expect(cache.getResponse('/a')).toBeUndefined();
    expect(bodyOf(cache.getResponse('/a'))).toBe('<p>old</p>');
    cache.keepResponse('/a', page('<p>new</p>'), cache.beginResponse());
    expect(bodyOf(cache.getResponse('/a'))).toBe('<p>new</p>');
    // A render under way is still handed to those who ask: it may be a moment late, no more.
    const finish = cache.beginRender('/c');
    cache.expire();
    expect(cache.renderUnderWay('/c')).toBeDefined();
    finish(undefined);
  });

  it('hands a render under way to those who ask meanwhile, never one begun before a write', async () => {
    const cache = cacheOf({});
    const finish = cache.beginRender('/a');
    const waiting = cache.renderUnderWay('/a');
    expect(waiting).toBeDefined();
    expect(cache.renderUnderWay('/b')).toBeUndefined();
    finish(page('<p>a</p>'));
    expect(bodyOf(await waiting)).toBe('<p>a</p>');
    expect(cache.renderUnderWay('/a')).toBeUndefined();

    const before = cache.beginRender('/a');
    cache.invalidate();
    // The render may show what the write changed: a visitor after it renders afresh...
    expect(cache.renderUnderWay('/a')).toBeUndefined();
    const after = cache.beginRender('/a');
    // ...and the older render ending does not withdraw the newer one.
    before(undefined);
    expect(cache.renderUnderWay('/a')).toBeDefined();
    after(undefined);
    expect(cache.renderUnderWay('/a')).toBeUndefined();
  });

  it('drops the least recently used page beyond its bound', () => {
    const cache = cacheOf({}, { maxResponses: 2 });
    cache.keepResponse('/a', page('a'), cache.beginResponse());
    cache.keepResponse('/b', page('b'), cache.beginResponse());
    cache.getResponse('/a'); // now /b is the least recently used
    cache.keepResponse('/c', page('c'), cache.beginResponse());
    expect(cache.responseCount).toBe(2);
    expect(cache.getResponse('/b')).toBeUndefined();
    expect(cache.getResponse('/a')).toBeDefined();
    expect(cache.getResponse('/c')).toBeDefined();
  });

  it('drops the oldest answers once their bodies (all encodings) exceed its byte bound', () => {
    const cache = cacheOf({}, { maxResponseBytes: 10 });
    cache.keepResponse('/a', page('aaaa'), cache.beginResponse());
    cache.keepResponse('/b', page('bbbb'), cache.beginResponse());
    cache.keepResponse('/a', page('aaaa'), cache.beginResponse()); // replacing a page does not count it twice
    expect(cache.responseCount).toBe(2);
    cache.keepResponse('/c', page('cccc'), cache.beginResponse());
    expect(cache.getResponse('/b')).toBeUndefined();
    expect(cache.responseCount).toBe(2);
    cache.keepResponse('/huge', page('x'.repeat(11)), cache.beginResponse());
    expect(cache.getResponse('/huge')).toBeUndefined();
    expect(cache.responseCount).toBe(2);
  });

  it('empties the reads and the pages together', async () => {
    const getSite = vi.fn(site);
    const cache = cacheOf({ getSite });
    await cache.reads.getSite();
    cache.keepResponse('/a', page('a'), cache.beginResponse());
    cache.invalidate();
    expect(cache.responseCount).toBe(0);
    await cache.reads.getSite();
    expect(getSite).toHaveBeenCalledTimes(2);
  });
});

describe('PublicCache: moments when kept pages turn by the clock alone', () => {
  it('empties itself at the first moment given, and refuses answers begun before it', async () => {
    let wall = Date.parse('2026-06-15T10:00:00Z');
    const getSite = vi.fn(site);
    const cache = cacheOf({ getSite }, { clock: { now: () => new Date(wall) } });
    cache.emptyAt(new Date(wall + 60_000));
    cache.emptyAt(new Date(wall + 30_000));
    // A moment already past changes nothing.
    cache.emptyAt(new Date(wall - 1));
    cache.keepResponse('/a', page('<p>a</p>'), cache.beginResponse());
    await cache.reads.getSite();
    const begun = cache.beginResponse();

    wall += 29_999;
    expect(bodyOf(cache.getResponse('/a'))).toBe('<p>a</p>');
    await cache.reads.getSite();
    expect(getSite).toHaveBeenCalledTimes(1);

    wall += 1;
    cache.keepResponse('/b', page('<p>b</p>'), begun);
    expect(cache.getResponse('/b')).toBeUndefined();
    expect(cache.getResponse('/a')).toBeUndefined();
    await cache.reads.getSite();
    expect(getSite).toHaveBeenCalledTimes(2);

    // Emptied once: the later moment was forgotten with what told it, and is told again.
    cache.keepResponse('/a', page('<p>a</p>'), cache.beginResponse());
    wall += 30_000;
    expect(bodyOf(cache.getResponse('/a'))).toBe('<p>a</p>');
  });
});
