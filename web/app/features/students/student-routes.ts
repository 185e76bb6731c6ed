import type { ApiResult } from '../../lib/form-actions';

// What the student's pages (`routes/me*.tsx`) share on the server: they name a person, so no
// cache keeps them and no search engine lists them.

/** One person's page: no shared cache (a proxy, the page cache) may keep any answer of it. */
export const NOT_KEPT = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
};

/** The headers of a redirect that carries the cookies the API set (a session started or ended). */
export function withCookies(answer: Extract<ApiResult<unknown>, { ok: true }>): Headers {
  const headers = new Headers(NOT_KEPT);
  for (const cookie of answer.setCookies) headers.append('set-cookie', cookie);
  return headers;
}
