import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedResponse, createCachedResponse, headersOf } from './cached-response.js';
import { policyWithoutNonces, shareableHtml } from './shared-policy.js';

/**
 * Only plain visits share a cached answer: a request carrying credentials (no page reads any
 * today, but one may) is always answered for itself. The pages are the same for everyone
 * otherwise: the signed-in state appears in the browser after hydration.
 */
export function isAnonymous(request: FastifyRequest): boolean {
  return !request.headers.cookie && !request.headers.authorization;
}

/** A render that may be stored for the next visitors: an anonymous `GET`. */
export function mayShareRender(request: FastifyRequest): boolean {
  return request.method === 'GET' && isAnonymous(request);
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

/**
 * A shareable render, made with this response's nonces, as the answer every visitor gets: the
 * nonces taken out of the HTML and the policy, the page's own inline scripts allowed by hash
 * (`shared-policy.ts`), and the headers helmet and React Router set.
 */
export async function toCachedPage(
  reply: FastifyReply,
  response: Response,
  nonces: readonly string[],
): Promise<CachedResponse> {
  const shared = shareableHtml(await response.text(), nonces);
  const headers = headersOf(reply);
  for (const [name, value] of response.headers) headers[name] = value;
  const policy = headers['content-security-policy'];
  if (policy) headers['content-security-policy'] = policyWithoutNonces(policy, shared);
  return createCachedResponse(headers, Buffer.from(shared.html));
}
