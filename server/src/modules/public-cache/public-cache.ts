/**
 * The one public cache: what visitors see, kept in memory so the database is not asked again for
 * every visit (PGlite answers a query in a few ms, and the landing page needs a dozen).
 *
 * - Public reads (`reads`, the `PublicReads` the public `/api` routes and the page loaders call):
 *   one entry per method and arguments, at most 1,000, each for 60 s; searches in a bound of
 *   their own (`SEARCH_READS`). Concurrent calls of the
 *   same read share one database round trip, so the layout and the page of one render asking for
 *   the same data reach the database once. A failed read is not kept.
 * - Answers (see `cached-response.ts`): an anonymous visitor's rendered page (built site only,
 *   `page-responses.ts`) or public `/api` read (`public-read-routes.ts`), keyed by origin and URL,
 *   kept as bytes in identity, gzip and brotli with their headers and ETags, at most 1,000 answers
 *   and 32 MB of bodies (all three encodings counted), each for 60 s, least recently used out
 *   first. `public-cache.plugin.ts` serves them before any other work. Once expired, an answer
 *   is still sent while one request makes its successor (at most another 60 s). A page not
 *   kept (yet, or since an invalidation) is rendered once for the visitors asking for it at the
 *   same time (`beginRender`).
 *
 * `invalidate()` empties both. The API calls it after a successful call of a route that declares
 * `config: { invalidatesPublicCache: true }` (`public-cache.plugin.ts`), i.e. an officer's or
 * the branch admin's change to public content; sign-ins, contact messages and newsletter
 * sign-ups change nothing a visitor sees and leave the cache alone. Registrations for events
 * (`invalidatesPublicCache: 'soon'`) change the counts on the cards but come in bursts: at most
 * once per `COALESCED_INVALIDATION_MS` they expire it (`expire()`: remade by one request each,
 * the kept answers sent meanwhile) rather than empty it. The other servers on the
 * same PostgreSQL are told to empty theirs (`invalidation-broadcast.ts`). Writes no server sees
 * (the CLI, midnight turning upcoming events into past ones) show within the 60 s. Dashboards read live data, never this cache.
 *
 * Some pages change with the clock alone: an event's page counts down until its registration
 * opens, then shows the form. Reads that know such a moment tell the cache (`emptyAt`, called by
 * `readsTurningWithTheClock`), and the cache empties itself when the first of them comes, so a
 * page kept before the opening is not served after it. Each server does so for what it kept.
 */
import type { PublicReads } from '@chapterhouse/shared';
import { LRUCache } from 'lru-cache';
import { type Clock, systemClock } from '../../lib/clock.js';
import type { CachedResponse } from './cached-response.js';

/** How long a cached read or page may be served: bounds staleness from what invalidation misses. */
export const PUBLIC_CACHE_TTL_MS = 60_000;

export interface PublicCacheOptions {
  ttlMs?: number;
  /** Distinct reads kept (each `?page=N` is one), searches apart. Default 1,000. */
  maxReads?: number;
  /** Searches kept, reads and `/api/search...` answers each (`SEARCH_READS`). Default 500. */
  maxSearches?: number;
  /**
   * Pages and public reads kept as answers; every stray query string is one of its own. Default
   * 1,000.
   */
  maxResponses?: number;
  /**
   * Bytes of the kept bodies, identity, gzip and brotli together (a landing page is about 180 KB
   * plus 30 KB gzip and 22 KB brotli). Default 32 MB.
   */
  maxResponseBytes?: number;
  /** Monotonic milliseconds (tests move it; never 0, which lru-cache reads as "no TTL"). */
  now?: () => number;
  /** The wall clock the moments given to `emptyAt` are read on (the service context's). */
  clock?: Clock;
}

/** What `beginResponse` hands out and `keepResponse` checks: the invalidations and expiries seen. */
export interface ResponseTicket {
  generation: number;
  expiry: number;
}

/** Wrapped, because lru-cache cannot store `null` (an unknown organisation is a valid answer). */
type Loaded = { value: unknown };
type Load = () => Promise<unknown>;

/** An answer with the moment it expires, and since when a request has been remaking it. */
interface Kept {
  response: CachedResponse;
  freshUntil: number;
  remadeSince?: number;
}

/**
 * How long the other visitors get an expired answer while one request makes its successor; past
 * it (that request failed, or made an answer not fit to keep), the next request tries again.
 */
const REMAKE_TIMEOUT_MS = 10_000;

/**
 * Searches, kept apart: popular queries are asked again and again (and then answered from
 * memory), but most are asked once, and each key typed into the header's field is one more.
 * Sharing the bounds, they would push out the reads and pages everyone loads; in bounds of their
 * own (`SEARCHES_MAX`) they push out only each other. Invalidated with everything else.
 */
const SEARCH_READS: ReadonlySet<string> = new Set<keyof PublicReads>(['search', 'suggest']);
/** The answers of `/api/search...` (keys are origin and URL: `cacheKeyOf`). */
const SEARCH_ANSWER = /^[a-z]+:\/\/[^/]+\/api\/search(?:[/?]|$)/;
/** Searches kept, reads and answers each (and at most 8 MB of answers). */
export const SEARCHES_MAX = 500;

export class PublicCache {
  /** The public reads, answered from memory while an entry lives. */
  readonly reads: PublicReads;
  private readonly loaded: LRUCache<string, Loaded, Load>;
  private readonly searchesLoaded: LRUCache<string, Loaded, Load>;
  private readonly responses: LRUCache<string, Kept>;
  private readonly searchResponses: LRUCache<string, Kept>;
  private readonly ttl: number;
  private readonly now: () => number;
  /**
   * Bumped by every invalidation. A render (or a read's answer) that began before a write must
   * not be stored after it: it may hold what the write changed.
   */
  private generation = 0;
  /**
   * Bumped by every expiry (`expire`): an answer begun before one may be kept, but expired, so
   * the next request remakes it while the others get it meanwhile.
   */
  private expiry = 0;
  /** Pages being rendered, by key, with the generation each began in (`beginRender`). */
  private readonly rendering = new Map<
    string,
    { generation: number; done: Promise<CachedResponse | undefined> }
  >();
  private readonly clock: Clock;
  /** The first moment (ms since the epoch) at which what is kept changes by the clock alone. */
  private emptiesAt: number | null = null;

  constructor(live: PublicReads, options: PublicCacheOptions = {}) {
    const ttl = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
    this.ttl = ttl;
    this.now = options.now ?? (() => performance.now());
    this.clock = options.clock ?? systemClock;
    // A resolution of 0: lru-cache would otherwise reuse one clock reading for a millisecond.
    const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
    const reads = (max: number) =>
      new LRUCache<string, Loaded, Load>({
        max,
        ttl,
        ...clock,
        fetchMethod: async (_key, _stale, { context: load }) => ({ value: await load() }),
        // Invalidation aborts the reads in flight. Ignoring that, their callers still get the
        // answer, and lru-cache does not store it: its slot was emptied meanwhile.
        ignoreFetchAbort: true,
      });
    const responses = (max: number, maxSize: number) =>
      new LRUCache<string, Kept>({
        max,
        maxSize,
        sizeCalculation: (kept) => Math.max(1, kept.response.bytes),
        // Fresh for `ttl`; expired, it may still be sent while its successor is made, for as
        // long again at most (`getResponse`).
        ttl: 2 * ttl,
        ...clock,
      });
    this.loaded = reads(options.maxReads ?? 1000);
    this.searchesLoaded = reads(options.maxSearches ?? SEARCHES_MAX);
    this.responses = responses(
      options.maxResponses ?? 1000,
      options.maxResponseBytes ?? 32 * 1024 * 1024,
    );
    this.searchResponses = responses(options.maxSearches ?? SEARCHES_MAX, 8 * 1024 * 1024);
    const methods = Object.entries(live) as Array<
      [string, (...args: unknown[]) => Promise<unknown>]
    >;
    this.reads = Object.fromEntries(
      methods.map(([method, read]) => [
        method,
        (...args: unknown[]) =>
          this.read(
            SEARCH_READS.has(method) ? this.searchesLoaded : this.loaded,
            `${method}:${JSON.stringify(args)}`,
            () => read.apply(live, args),
          ),
      ]),
    ) as unknown as PublicReads;
  }

  private async read(
    kept: LRUCache<string, Loaded, Load>,
    key: string,
    load: Load,
  ): Promise<unknown> {
    this.emptyIfDue();
    const loaded = await kept.fetch(key, { context: load });
    // lru-cache documents `undefined` for aborted fetches; with ignoreFetchAbort it does not
    // happen, and if it ever did the visitor still gets an answer.
    return loaded ? loaded.value : load();
  }

  /**
   * The answer to send, or nothing when this request is to make it. Once an answer expires, the
   * first request that may remake it (`mayRemake`: a GET, whose answer can be kept) gets nothing
   * and renders; the others meanwhile get the expired answer, so an expiry under load costs one
   * render rather than one per visitor waiting (and their latency with it). An invalidation is
   * different: it drops every answer at once, so a change is never served stale.
   */
  getResponse(key: string, mayRemake = true): CachedResponse | undefined {
    this.emptyIfDue();
    const kept = this.responsesOf(key).get(key);
    if (!kept) return undefined;
    const now = this.now();
    if (now < kept.freshUntil || !mayRemake) return kept.response;
    if (kept.remadeSince !== undefined && now - kept.remadeSince < REMAKE_TIMEOUT_MS) {
      return kept.response;
    }
    kept.remadeSince = now;
    return undefined;
  }

  /**
   * Announces the render of the page at `key` about to begin, so that the visitors asking for it
   * meanwhile wait for it (`renderUnderWay`) instead of each rendering it: after an invalidation
   * (every `COALESCED_INVALIDATION_MS` while an event fills), a page many are loading would
   * otherwise be rendered, and compressed three ways, once per visitor, on the thread that also
   * runs every registration. Call the function returned with the answer made, or nothing (not
   * fit for everyone, or failed), in every case.
   */
  beginRender(key: string): (answer: CachedResponse | undefined) => void {
    let finish: (answer: CachedResponse | undefined) => void = () => {};
    const done = new Promise<CachedResponse | undefined>((resolve) => {
      finish = resolve;
    });
    const render = { generation: this.generation, done };
    this.rendering.set(key, render);
    return (answer) => {
      if (this.rendering.get(key) === render) this.rendering.delete(key);
      finish(answer);
    };
  }

  /**
   * The answer of the render of `key` under way, begun since the last invalidation: one begun
   * before it may show what a write changed, so a visitor after it renders afresh.
   */
  renderUnderWay(key: string): Promise<CachedResponse | undefined> | undefined {
    const render = this.rendering.get(key);
    return render && render.generation === this.generation ? render.done : undefined;
  }

  /** A ticket for an answer about to be made; `keepResponse` refuses it once the cache was invalidated. */
  beginResponse(): ResponseTicket {
    this.emptyIfDue();
    return { generation: this.generation, expiry: this.expiry };
  }

  /**
   * Keeps an answer unless an invalidation came after it began; one begun before an expiry is
   * kept expired (its counts may be a moment late, as an expired answer's are); one larger than
   * the byte bound is not kept.
   */
  keepResponse(key: string, response: CachedResponse, ticket: ResponseTicket): void {
    // An answer begun before the moment came holds what it changed: not kept.
    this.emptyIfDue();
    if (ticket.generation !== this.generation) return;
    const freshUntil =
      ticket.expiry === this.expiry ? this.now() + this.ttl : Number.NEGATIVE_INFINITY;
    this.responsesOf(key).set(key, { response, freshUntil });
  }

  /** Where the answer of `key` is kept: searches' apart from the rest (`SEARCH_READS`). */
  private responsesOf(key: string): LRUCache<string, Kept> {
    return SEARCH_ANSWER.test(key) ? this.searchResponses : this.responses;
  }

  get responseCount(): number {
    return this.responses.size;
  }

  /**
   * Empties the cache at `at` (by `clock`), or earlier for an earlier moment given since the last
   * emptying: something read since then shows differently from that moment on. Checked on each
   * use rather than on a timer, so a cache nobody asks costs nothing; moments past are ignored.
   */
  emptyAt(at: Date): void {
    const time = at.getTime();
    if (time <= this.clock.now().getTime()) return;
    if (this.emptiesAt === null || time < this.emptiesAt) this.emptiesAt = time;
  }

  private emptyIfDue(): void {
    if (this.emptiesAt !== null && this.clock.now().getTime() >= this.emptiesAt) this.invalidate();
  }

  invalidate(): void {
    // Whatever is read from now on tells its own moments again.
    this.emptiesAt = null;
    this.generation++;
    this.loaded.clear();
    this.searchesLoaded.clear();
    this.responses.clear();
    this.searchResponses.clear();
  }

  /**
   * For writes whose effect may show a moment late (registrations' counts, `'soon'`): forgets the
   * reads and marks every kept answer expired, so that the next request for each makes it afresh
   * while the others get the kept one meanwhile, as at an expiry. In a rush every student loads
   * the event's page: none of them waits on its render, which an emptied cache would make them
   * do. An answer begun before this, and the render of a page under way, are kept expired: in a
   * rush, with an expiry per batch of registrations, nothing would be kept otherwise, and every
   * visitor would render the page.
   */
  expire(): void {
    this.expiry++;
    this.loaded.clear();
    this.searchesLoaded.clear();
    for (const kept of [...this.responses.values(), ...this.searchResponses.values()]) {
      kept.freshUntil = Number.NEGATIVE_INFINITY;
      kept.remadeSince = undefined;
    }
  }
}
