import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from './public-cache.js';

/**
 * Only plain visits share a cached render: a request carrying credentials (no page reads any
 * today, but one may) is always rendered for itself. The pages are the same for everyone
 * otherwise: the signed-in state appears in the browser after hydration.
 */
export function mayShareRender(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.headers.cookie && !request.headers.authorization;
}

/** A render fit for everyone: a success that sets no cookie and does not ask to stay private. */
export function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !/no-store|private/.test(cacheControl)
  );
}

export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The body as this visitor receives it: with the nonce of their own response's CSP. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
}

export async function toCachedPage(response: Response, nonce: string): Promise<CachedPage> {
  const body = await response.text();
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== 'content-length'),
    body,
    nonce,
    etag: weakEtag(body),
  };
}

export function sendCachedPage(
  reply: FastifyReply,
  page: CachedPage,
  nonce: string,
  source: 'hit' | 'miss',
): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  // Browsers revalidate every time; @fastify/etag answers 304 while the etag still matches.
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  reply.header('etag', page.etag);
  reply.header('x-page-cache', source);
  return reply.send(withNonce(page, nonce));
}
