import { describe, expect, it } from 'vitest';
import { type CachedPage, PageCache, weakEtag, withNonce } from './page-cache.js';

const page = (body: string, nonce = 'nonce-1'): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body,
  nonce,
  etag: weakEtag(body),
});

describe('PageCache', () => {
  it('serves a stored render until it expires', () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 60_000, now: () => now });
    cache.set('/a', page('<p>a</p>'), cache.begin());
    expect(cache.get('/a')?.body).toBe('<p>a</p>');
    now += 59_999;
    expect(cache.get('/a')).toBeDefined();
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets everything on invalidation, and refuses renders that began before it', () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    cache.set('/a', page('<p>a</p>'), cache.begin());
    const ticket = cache.begin();
    // A write lands while a render is in flight: that render may hold the old content.
    cache.invalidate();
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', page('<p>b</p>'), ticket);
    expect(cache.get('/b')).toBeUndefined();
    cache.set('/b', page('<p>b</p>'), cache.begin());
    expect(cache.get('/b')).toBeDefined();
  });

  it('drops the least recently used page beyond its bound', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('/a', page('a'), cache.begin());
    cache.set('/b', page('b'), cache.begin());
    cache.get('/a'); // now /b is the least recently used
    cache.set('/c', page('c'), cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('drops the oldest pages once their text exceeds its byte bound', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 10 });
    cache.set('/a', page('aaaa'), cache.begin());
    cache.set('/b', page('bbbb'), cache.begin());
    cache.set('/a', page('aaaa'), cache.begin()); // replacing a page does not count it twice
    expect(cache.size).toBe(2);
    cache.set('/c', page('cccc'), cache.begin());
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set('/huge', page('x'.repeat(11)), cache.begin());
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.size).toBe(2);
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
