import { createHash } from 'node:crypto';

/** A server-rendered answer kept for the next visitor: everything but its CSP nonce is shared. */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  /** The nonce the body was rendered with; each visitor gets it replaced by their own. */
  nonce: string;
  /** Weak: the bytes differ per response by the nonce, the content does not. */
  etag: string;
}

export interface PageCacheOptions {
  /**
   * Bound memory (a landing page is about 170 KB): each `?page=N` or stray query string is an
   * entry of its own. Defaults: 500 pages, 32 MB of text.
   */
  maxEntries?: number;
  maxBytes?: number;
  /** Bounds staleness from what invalidation cannot see: midnight, other processes' writes. */
  ttlMs: number;
  now?: () => number;
}

/**
 * Rendered public pages for visitors, in memory, least recently used first out. The pages are
 * the same for everyone (the signed-in state appears in the browser after hydration), so one
 * render serves every visitor until a write invalidates it or it expires.
 */
export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  /** The text held, counted in UTF-16 code units (about bytes for this mostly-ASCII HTML). */
  private bytes = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;
  /**
   * Bumped by every invalidation. A render that began before a write must not be stored after
   * it: it may hold what the write changed.
   */
  private generation = 0;

  constructor(options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    // Re-inserting moves the key to the end: Map keeps insertion order, so the first key is the
    // least recently used one.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /** A ticket for a render about to start; `set` refuses it once the cache was invalidated. */
  begin(): number {
    return this.generation;
  }

  set(key: string, page: CachedPage, ticket: number): void {
    if (ticket !== this.generation || page.body.length > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { page, expiresAt: this.now() + this.ttlMs });
    this.bytes += page.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.page.body.length;
    this.entries.delete(key);
  }
}

export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The body as this visitor receives it: with the nonce of their own response's CSP. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
}
