import type { PublicReads } from '@chapterhouse/shared';
import { describe, expect, it, vi } from 'vitest';
import { weakEtag, withNonce } from './page-responses.js';
import { type CachedPage, PublicCache, type PublicCacheOptions } from './public-cache.js';

const page = (body: string, nonce = 'nonce-1'): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body,
  nonce,
  etag: weakEtag(body),
});

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

describe('PublicCache: rendered pages', () => {
  it('serves a stored render until it expires', () => {
    let now = 1_000;
    const cache = cacheOf({}, { ttlMs: 60_000, now: () => now });
    cache.keepPage('/a', page('<p>a</p>'), cache.beginRender());
    expect(cache.getPage('/a')?.body).toBe('<p>a</p>');
    now += 59_999;
    expect(cache.getPage('/a')).toBeDefined();
    // lru-cache counts an entry stale once its age exceeds the TTL.
    now += 2;
    expect(cache.getPage('/a')).toBeUndefined();
    expect(cache.pageCount).toBe(0);
  });

  it('forgets everything on invalidation, and refuses renders that began before it', () => {
    const cache = cacheOf({});
    cache.keepPage('/a', page('<p>a</p>'), cache.beginRender());
    const ticket = cache.beginRender();
    // A write lands while a render is in flight: that render may hold the old content.
    cache.invalidate();
    expect(cache.getPage('/a')).toBeUndefined();
    cache.keepPage('/b', page('<p>b</p>'), ticket);
    expect(cache.getPage('/b')).toBeUndefined();
    cache.keepPage('/b', page('<p>b</p>'), cache.beginRender());
    expect(cache.getPage('/b')).toBeDefined();
  });

  it('drops the least recently used page beyond its bound', () => {
    const cache = cacheOf({}, { maxPages: 2 });
    cache.keepPage('/a', page('a'), cache.beginRender());
    cache.keepPage('/b', page('b'), cache.beginRender());
    cache.getPage('/a'); // now /b is the least recently used
    cache.keepPage('/c', page('c'), cache.beginRender());
    expect(cache.pageCount).toBe(2);
    expect(cache.getPage('/b')).toBeUndefined();
    expect(cache.getPage('/a')).toBeDefined();
    expect(cache.getPage('/c')).toBeDefined();
  });

  it('drops the oldest pages once their text exceeds its byte bound', () => {
    const cache = cacheOf({}, { maxPageBytes: 10 });
    cache.keepPage('/a', page('aaaa'), cache.beginRender());
    cache.keepPage('/b', page('bbbb'), cache.beginRender());
    cache.keepPage('/a', page('aaaa'), cache.beginRender()); // replacing a page does not count it twice
    expect(cache.pageCount).toBe(2);
    cache.keepPage('/c', page('cccc'), cache.beginRender());
    expect(cache.getPage('/b')).toBeUndefined();
    expect(cache.pageCount).toBe(2);
    cache.keepPage('/huge', page('x'.repeat(11)), cache.beginRender());
    expect(cache.getPage('/huge')).toBeUndefined();
    expect(cache.pageCount).toBe(2);
  });

  it('empties the reads and the pages together', async () => {
    const getSite = vi.fn(site);
    const cache = cacheOf({ getSite });
    await cache.reads.getSite();
    cache.keepPage('/a', page('a'), cache.beginRender());
    cache.invalidate();
    expect(cache.pageCount).toBe(0);
    await cache.reads.getSite();
    expect(getSite).toHaveBeenCalledTimes(2);
  });
});

describe('withNonce', () => {
  it("gives every visitor their own response's nonce", () => {
    const cached = page(
      '<script nonce="abc123">1</script><script nonce="abc123">2</script>',
      'abc123',
    );
    expect(withNonce(cached, 'fff999')).toBe(
      '<script nonce="fff999">1</script><script nonce="fff999">2</script>',
    );
  });

  it('keeps the etag of the content, whatever the nonce', () => {
    expect(weakEtag('<p>a</p>')).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(weakEtag('<p>a</p>')).toBe(weakEtag('<p>a</p>'));
    expect(weakEtag('<p>a</p>')).not.toBe(weakEtag('<p>b</p>'));
  });
});
