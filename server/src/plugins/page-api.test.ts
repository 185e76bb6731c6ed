import type { ApiAnswer, PageLoadContext } from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, signedInStudent, type TestAccount } from '../../test/accounts.js';
import { createTestApp, startAnotherServer, type TestApp } from '../../test/test-app.js';
import { KNOWN_DEVICE_COOKIE } from '../modules/auth/known-device.js';
import { CROSS_SITE_FORM } from './page-api.js';

// The JSON API as the pages' form actions call it (the load context's `api`): what a form sent
// before its script ran meets. A stand-in page plays the route action: it reads the form and
// makes one API call, answering what the API answered.

let t: TestApp;
let admin: TestAccount;

/** `POST /form/<api path>` with a form body: calls that API path with the fields as JSON. */
async function render(request: Request, context: PageLoadContext): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== 'POST' || !url.pathname.startsWith('/form/')) {
    return new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } });
  }
  const form = await request.formData();
  const answer = await context.api({
    method: 'POST',
    path: `/api/${url.pathname.slice('/form/'.length)}`,
    body: Object.fromEntries(form),
  });
  return Response.json(answer);
}

beforeAll(async () => {
  t = await createTestApp({ web: { render } });
  admin = await signedInAs(t, 'BRANCH_ADMIN');
});
afterAll(() => t.close());

const sendForm = (
  apiPath: string,
  fields: Record<string, string>,
  options: { address?: string; headers?: Record<string, string>; app?: TestApp['app'] } = {},
) =>
  (options.app ?? t.app).inject({
    method: 'POST',
    url: `/form/${apiPath}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: options.address ?? '203.0.113.1',
  });

/** The `name=value` of the known-device cookie an answer sets (the same for both paths). */
function deviceOf(answer: ApiAnswer): string {
  const values = new Set(
    (answer.setCookies ?? [])
      .map((cookie) => cookie.split(';')[0] ?? '')
      .filter((pair) => pair.startsWith(`${KNOWN_DEVICE_COOKIE}=`)),
  );
  const [device] = values;
  if (values.size !== 1 || !device)
    throw new Error(`no known-device cookie in ${answer.setCookies}`);
  return device;
}

async function inboxSize(): Promise<number> {
  const inbox = await t.app.inject({ url: '/api/admin/messages', headers: bearer(admin) });
  expect(inbox.statusCode).toBe(200);
  return inbox.json<{ total: number }>().total;
}

describe('a page action calling the API', () => {
  it('gets the API answer, refusals with their sentence, and writes what the API writes', async () => {
    const before = await inboxSize();
    const refused = await sendForm('contact', {
      name: 'Ada',
      email: 'not-an-address',
      message: 'Hi',
    });
    expect(refused.json()).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    expect(await inboxSize()).toBe(before);

    const sent = await sendForm('contact', {
      name: 'Ada',
      email: 'ada@example.edu',
      message: 'Hello there',
    });
    expect(sent.json()).toMatchObject({ status: 201 });
    expect(await inboxSize()).toBe(before + 1);
  });

  it('signs in with the same answer as the API, token included', async () => {
    const wrong = await sendForm('auth/login', { email: admin.email, password: 'wrong-password' });
    expect(wrong.json()).toEqual({ status: 401, body: { error: 'Invalid email or password.' } });
    const right = await sendForm('auth/login', { email: admin.email, password: admin.password });
    expect(right.json()).toMatchObject({
      status: 200,
      body: { token: expect.any(String), redirectTo: '/admin' },
    });
  });

  it("carries a student's session to the student's own API, and no other cookie", async () => {
    const student = await signedInStudent(t, 'page.student@example.edu');
    const signOut = (cookie?: string) =>
      sendForm('me/sign-out', {}, cookie ? { headers: { cookie } } : {}).then((reply) =>
        reply.json<ApiAnswer>(),
      );
    expect((await signOut()).status).toBe(401);
    expect((await signOut(`theme=dark; other=${student.cookie.split('=')[1]}`)).status).toBe(401);
    // Among the browser's other cookies: the session's goes through, and its end comes back.
    const out = await signOut(`theme=dark; ${student.cookie}; other=1`);
    expect(out.status).toBe(200);
    expect(out.setCookies?.map((cookie) => cookie.split('; ').slice(0, 3).join('; '))).toEqual([
      'student_session=; Path=/me; Max-Age=0',
      'student_session=; Path=/api/me; Max-Age=0',
    ]);
    expect((await signOut(student.cookie)).status).toBe(401);
  });

  it("reads and renews the browser's known-device cookie, as the API's sign-in does", async () => {
    const officer = await signedInAs(t, 'SOCIETY_ADMIN', 'computer-society');
    const signIn = (address: string, headers: Record<string, string> = {}, app = t.app) =>
      sendForm(
        'auth/login',
        { email: officer.email, password: officer.password },
        { address, headers, app },
      ).then((reply) => reply.json<ApiAnswer>());
    const first = await signIn('198.51.100.20');
    expect(first.status).toBe(200);
    // Set for the API's path and for the login page's, where a form without script is sent.
    const device = deviceOf(first);
    expect(first.setCookies?.map((cookie) => cookie.split('; ')[1])).toEqual([
      'Path=/api/auth/login',
      'Path=/login',
    ]);

    // Strangers' failures delay the account: the right password waits, except from this browser.
    for (let failure = 0; failure < 6; failure++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: officer.email, password: `guess-${failure}` },
        remoteAddress: `198.51.100.${30 + failure}`,
      });
    }
    expect((await signIn('198.51.100.21')).status).toBe(429);
    // The browser sends its other cookies too: only the known-device one reaches the API.
    const again = await signIn('198.51.100.21', { cookie: `theme=dark; ${device}; other=1` });
    expect(again.status).toBe(200);
    expect(deviceOf(again).split('.')[2]).toBe(device.split('.')[2]);

    // Over https (a TLS proxy, believed with TRUST_PROXY) the cookies are Secure, as the API's.
    const behindTls = await startAnotherServer(t, { trustProxy: true, web: { render } });
    try {
      const secure = await signIn(
        '198.51.100.22',
        { cookie: device, 'x-forwarded-proto': 'https' },
        behindTls.app,
      );
      expect(secure.status).toBe(200);
      for (const cookie of secure.setCookies ?? []) expect(cookie).toMatch(/; Secure$/);
    } finally {
      await behindTls.close();
    }
  });

  it("counts the calls against the visitor's own address in the API's rate limits", async () => {
    // Forgot password allows 5 requests per 15 minutes per address.
    const ask = (address: string) =>
      sendForm('auth/forgot-password', { email: 'someone@example.edu' }, { address });
    for (let i = 0; i < 5; i++) expect((await ask('198.51.100.7')).json().status).toBe(200);
    expect((await ask('198.51.100.7')).json().status).toBe(429);
    expect((await ask('198.51.100.8')).json().status).toBe(200);
  });

  it('refuses a form another site sent, before the API is called', async () => {
    const before = await inboxSize();
    for (const site of ['cross-site', 'same-site']) {
      const forged = await sendForm(
        'contact',
        { name: 'Mallory', email: 'mallory@example.edu', message: 'Forged' },
        { headers: { 'sec-fetch-site': site } },
      );
      expect(forged.json()).toEqual({ status: 403, body: { error: CROSS_SITE_FORM } });
    }
    expect(await inboxSize()).toBe(before);
    const ours = await sendForm(
      'contact',
      { name: 'Ada', email: 'ada@example.edu', message: 'From our page' },
      { headers: { 'sec-fetch-site': 'same-origin' } },
    );
    expect(ours.json()).toMatchObject({ status: 201 });
  });
});
