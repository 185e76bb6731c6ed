import { createHash } from 'node:crypto';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { compressForCache } from './compression.js';

/**
 * An anonymous visitor's page or public read, kept as bytes ready to send: the body in identity,
 * gzip and brotli, each with its headers and ETag, all computed once when the answer is stored.
 * Serving it then costs a lookup, a choice of encoding and a write: no rendering, no compression,
 * no hashing, no string replacement (docs/decisions/007-precompressed-page-cache.md).
 */
export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedVariant {
  etag: string;
  body: Buffer;
  /** Everything a 200 sends, `content-length` and `content-encoding` included. */
  headers: Readonly<Record<string, string>>;
  /** What a 304 sends: validators and caching only, so the browser keeps the headers it stored. */
  notModifiedHeaders: Readonly<Record<string, string>>;
  /** The same two as Node's `writeHead` takes them (name, value, name, ...), for a hit. */
  hitHeaders: readonly string[];
  notModifiedHitHeaders: readonly string[];
}

export interface CachedResponse {
  variants: Readonly<Record<Encoding, CachedVariant>>;
  /** All three bodies: what the cache's byte bound counts. */
  bytes: number;
}

/** Headers a stored answer never replays: they describe one transfer, or are set per variant. */
const PER_TRANSFER = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'set-cookie',
  'x-page-cache',
]);

/** The headers of a 304 (RFC 9110 15.4.5), the policy excluded: see `app.ts`. */
const NOT_MODIFIED = ['cache-control', 'vary', 'expires', 'content-location'];

/** The name of the header that says whether an answer came from this cache. */
export const CACHE_STATUS_HEADER = 'x-page-cache';

/**
 * Browsers revalidate every time (no-cache) and get a 304 while the ETag matches: the same policy
 * `plugins/access.ts` gives public reads, and pages had before.
 */
const DEFAULT_CACHE_CONTROL = 'no-cache';

function withAcceptEncoding(vary: string | undefined): string {
  if (!vary) return 'accept-encoding';
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary) ? vary : `${vary}, accept-encoding`;
}

/**
 * A strong ETag per encoding (RFC 9110 8.8.1: each content coding is its own representation),
 * from a SHA-256 of the identity body cut to 128 bits.
 */
function etagsOf(identity: Buffer): Record<Encoding, string> {
  const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return { identity: `"${digest}"`, gzip: `"${digest}-gzip"`, br: `"${digest}-br"` };
}

/** Headers as `writeHead` takes them, marked as a hit of this cache. */
function flatten(headers: Readonly<Record<string, string>>): string[] {
  return [...Object.entries(headers).flat(), CACHE_STATUS_HEADER, 'hit'];
}

/**
 * Compresses `body` once and precomputes each variant's headers from `headers` (what the normal
 * path would have sent: helmet's, the content type, the nonce-free policy).
 */
export async function createCachedResponse(
  headers: Readonly<Record<string, string>>,
  body: Buffer,
): Promise<CachedResponse> {
  const shared: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (!PER_TRANSFER.has(lower)) shared[lower] = value;
  }
  shared.vary = withAcceptEncoding(shared.vary);
  shared['cache-control'] ??= DEFAULT_CACHE_CONTROL;

  const compressed = await compressForCache(body);
  const bodies: Record<Encoding, Buffer> = { identity: body, ...compressed };
  const etags = etagsOf(body);
  const variant = (encoding: Encoding): CachedVariant => {
    const notModifiedHeaders: Record<string, string> = { etag: etags[encoding] };
    for (const name of NOT_MODIFIED) {
      const value = shared[name];
      if (value !== undefined) notModifiedHeaders[name] = value;
    }
    const headers: Record<string, string> = {
      ...shared,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': String(bodies[encoding].length),
      etag: etags[encoding],
    };
    return {
      etag: etags[encoding],
      body: bodies[encoding],
      headers,
      notModifiedHeaders,
      hitHeaders: flatten(headers),
      notModifiedHitHeaders: flatten(notModifiedHeaders),
    };
  };
  return {
    variants: { identity: variant('identity'), gzip: variant('gzip'), br: variant('br') },
    bytes: body.length + compressed.gzip.length + compressed.br.length,
  };
}

/**
 * Brotli when the client takes it, else gzip, else identity (also for clients asking only for
 * encodings not kept, e.g. deflate: compression is configured to the same two in `app.ts`). The
 * few distinct accept-encoding values browsers send are remembered.
 */
const encodings = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 100 }),
});

export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  return (acceptEncoding && encodings.negotiate(acceptEncoding)) || 'identity';
}

/**
 * The variant the browser's copy is, if `If-None-Match` names one (weak comparison, RFC 9110
 * 13.1.2: `W/` is ignored; lists and `*` are understood). Any encoding of the same content is
 * current: the browser's copy decodes to the same bytes.
 */
export function currentCopy(
  response: CachedResponse,
  ifNoneMatch: string | undefined,
  preferred: Encoding,
): CachedVariant | undefined {
  if (!ifNoneMatch) return undefined;
  const { variants } = response;
  for (const item of ifNoneMatch.split(',')) {
    const tag = item.trim().replace(/^W\//, '');
    if (tag === '*') return variants[preferred];
    for (const variant of [variants.br, variants.gzip, variants.identity]) {
      if (variant.etag === tag) return variant;
    }
  }
  return undefined;
}

/** The variant to send and with which status: the client's copy is current (304), or not. */
function choose(request: FastifyRequest, response: CachedResponse) {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const current = currentCopy(response, request.headers['if-none-match'], encoding);
  return current
    ? { status: 304, variant: current }
    : { status: 200, variant: response.variants[encoding] };
}

/**
 * Puts the stored status and headers on `reply` and returns the body to send: the encoding the
 * client prefers, or nothing with a 304 when its copy is current. For the request that made the
 * answer, which has been through the other hooks already.
 */
export function prepareCachedReply(
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
  source: 'hit' | 'miss',
): Buffer | string {
  const { status, variant } = choose(request, response);
  reply.code(status).header(CACHE_STATUS_HEADER, source);
  if (status === 304) {
    reply.headers(variant.notModifiedHeaders);
    return '';
  }
  reply.headers(variant.headers);
  return variant.body;
}

/** Answers the request that made the answer, through the rest of Fastify's reply. */
export function sendCachedResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
  source: 'hit' | 'miss',
): FastifyReply {
  return reply.send(prepareCachedReply(request, reply, response, source));
}

/**
 * Answers a hit: the stored status line, headers and bytes straight to the socket, in one write.
 * Fastify's later hooks have nothing to add (helmet's headers, the ETag and the encoding are in
 * the stored answer; nothing a GET ends with needs `onResponse`), and going through them
 * measurably cost CPU per hit; only its request log is kept. HEAD gets the same headers: Node
 * sends no body for it.
 */
export function sendCachedHit(
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
): void {
  const { status, variant } = choose(request, response);
  reply.hijack();
  if (status === 304) {
    reply.raw.writeHead(304, variant.notModifiedHitHeaders as string[]);
    reply.raw.end();
  } else {
    reply.raw.writeHead(200, variant.hitHeaders as string[]);
    reply.raw.end(variant.body);
  }
  reply.log.info({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
}

/** The reply's headers as strings, for `createCachedResponse`. */
export function headersOf(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * Where an answer is kept: the site's origin (pages hold absolute links built from it) and the
 * URL with its query, so each `?page=N` is an answer of its own.
 */
export function cacheKeyOf(request: FastifyRequest): string {
  return request.siteOrigin + request.url;
}
