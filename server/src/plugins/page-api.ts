import type { ApiAnswer, PageApi } from '@chapterhouse/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { knownDeviceCookieHeader } from '../modules/auth/known-device.js';
import { studentSessionCookieHeader } from '../modules/students/student-session.js';

export const CROSS_SITE_FORM = 'This form can only be sent from this site.';

/**
 * Whether the browser says the form came from another site. Our own pages' forms are always
 * `same-origin`; browsers without Fetch Metadata send nothing, and React Router's own check of
 * the `Origin` header (run before any action) covers them.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * The JSON API as a page's form action calls it: through `app.inject`, so a form sent without
 * script meets exactly the validation, rate limits, sign-in throttle, transactions, mail and
 * cache invalidation of the same call from the browser, and their messages. The call carries
 * the visitor's address (limits are per address) and host (links never come from it: they take
 * the configured origin), never an officer's credential: every form a page handles is one a
 * visitor sends signed out of the dashboards. Of the visitor's cookies it carries two: the
 * known-device one, which the sign-in reads as it does from the browser
 * (docs/sign-in-policy.md), and the student's session, which only the student's own page sends
 * (decision 017: its cookie's paths are `/me` and `/api/me`); it hands back the cookies the
 * API sets, `Secure` when the visitor came over https (the call itself is never https).
 */
export function pageApi(app: FastifyInstance, request: FastifyRequest): PageApi {
  return async ({ method, path, body }): Promise<ApiAnswer> => {
    if (!path.startsWith('/api/')) throw new Error(`Not an API address: ${path}`);
    if (method !== 'GET' && isCrossSite(request)) {
      return { status: 403, body: { error: CROSS_SITE_FORM } };
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.headers.host) headers.host = request.headers.host;
    const cookies = [
      knownDeviceCookieHeader(request.headers.cookie),
      studentSessionCookieHeader(request.headers.cookie),
    ].filter((cookie) => cookie !== undefined);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.inject({
      method,
      url: path,
      headers,
      remoteAddress: request.ip,
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    let parsed: unknown = null;
    try {
      parsed = response.body ? JSON.parse(response.body) : null;
    } catch {
      // The API answers JSON; anything else is reported by its status alone.
    }
    const secure = request.protocol === 'https';
    const setCookies = [response.headers['set-cookie'] ?? []]
      .flat()
      .map((cookie) => (secure && !/;\s*Secure\b/i.test(cookie) ? `${cookie}; Secure` : cookie));
    return {
      status: response.statusCode,
      body: parsed,
      ...(setCookies.length > 0 ? { setCookies } : {}),
    };
  };
}
