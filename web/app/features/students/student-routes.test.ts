// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withCookies } from './student-routes';

// Node's Headers, as the server answers with them: the browser-like test environment's drop
// `Set-Cookie` (a browser's script may not read it), so the pages' tests cannot see them.

describe("the student's pages' redirects", () => {
  it('carry every cookie the API set, each on its own line, and are kept by no cache', () => {
    const cookies = [
      'student_session=abc; Path=/me; Max-Age=2592000; HttpOnly; SameSite=Lax',
      'student_session=abc; Path=/api/me; Max-Age=2592000; HttpOnly; SameSite=Lax',
    ];
    const headers = withCookies({ ok: true, status: 200, body: null, setCookies: cookies });
    expect(headers.getSetCookie()).toEqual(cookies);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(new Response(null, { status: 303, headers }).headers.getSetCookie()).toEqual(cookies);
  });
});
