import type { PageLoadContext } from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
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
  options: { address?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/form/${apiPath}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: options.address ?? '203.0.113.1',
  });

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
