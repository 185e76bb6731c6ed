import { SESSION_HANDOFF_COOKIE } from '@chapterhouse/shared/auth-rules';

/**
 * How long a handed-over token waits for the page's script: long enough for a slow phone, short
 * enough that a browser without script does not carry it for the session's 14 days.
 */
export const HANDOFF_SECONDS = 600;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The `Set-Cookie` of a sign-in made by a route action (a form sent before the script ran): the
 * session token the API gave, for the script to move into localStorage where the JS sign-in
 * keeps it (decision 005). Readable by script on purpose; `SameSite=Strict`, so no other site's
 * request carries it, and `Secure` on https.
 */
export function handoffCookie(token: string, requestUrl: string): string {
  if (!TOKEN_SHAPE.test(token)) throw new Error('Not a session token');
  const secure = new URL(requestUrl).protocol === 'https:' ? '; Secure' : '';
  return `${SESSION_HANDOFF_COOKIE}=${token}; Path=/; Max-Age=${HANDOFF_SECONDS}; SameSite=Strict${secure}`;
}

/** In the browser: the token a route action handed over, taken out of its cookie (once). */
export function takeHandedOverToken(): string | null {
  // Every page's header reads the session through here: kept small (the pages' script budget).
  const cookies = typeof document === 'undefined' ? '' : document.cookie;
  const found = new RegExp(`(?:^|; )${SESSION_HANDOFF_COOKIE}=([^;]*)`).exec(cookies);
  if (!found) return null;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in older browsers; this runs before the first API call.
  document.cookie = `${SESSION_HANDOFF_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  const token = found[1] ?? '';
  return TOKEN_SHAPE.test(token) ? token : null;
}
