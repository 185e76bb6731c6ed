import { NAME_CONTROL_MESSAGE } from '@chapterhouse/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ZOD_PHRASING } from '../../test/zod-phrasing.js';

/**
 * What a visitor reads when a public form is refused (issue 26): sentences that name the field
 * in words, as the forms show them, never zod's own phrasing.
 */
let t: TestApp;
let requests = 0;

beforeAll(async () => {
  t = await createTestApp({ sample: false });
});
afterAll(() => t.close());

async function refusal(url: string, payload: unknown): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    // Each its own client, so no rate limit answers first.
    remoteAddress: `10.26.0.${++requests}`,
  });
  expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
  const { error } = response.json<{ error: string }>();
  expect(error).not.toMatch(ZOD_PHRASING);
  return error;
}

describe('a refused public form', () => {
  it('asks for a missing e-mail address and password when signing in', async () => {
    expect(await refusal('/api/auth/login', {})).toBe(
      'Enter your e-mail address. Enter your password.',
    );
    expect(await refusal('/api/auth/login', { email: 'ada', password: 'x' })).toBe(
      'Enter a valid e-mail address.',
    );
    expect(await refusal('/api/auth/login', { email: 42, password: true })).toBe(
      'Enter your e-mail address. Enter your password.',
    );
  });

  it('names each missing field of the contact form', async () => {
    expect(await refusal('/api/contact', {})).toBe(
      'Name is required. Enter your e-mail address. Message is required.',
    );
    expect(await refusal('/api/contact', { name: ' ', email: 'ada@', message: 'Hello' })).toBe(
      'Name is required. Enter a valid e-mail address.',
    );
    expect(
      await refusal('/api/contact', {
        name: 'Ada',
        email: 'ada@example.org',
        message: 'x'.repeat(5001),
      }),
    ).toBe('Message: Use at most 5000 characters.');
  });

  it('asks for the e-mail address of a newsletter sign-up and a password reset', async () => {
    expect(await refusal('/api/newsletter/subscribe', {})).toBe('Enter your e-mail address.');
    expect(await refusal('/api/newsletter/subscribe', { email: 'not an address' })).toBe(
      'Enter a valid e-mail address.',
    );
    expect(await refusal('/api/auth/forgot-password', { email: '' })).toBe(
      'Enter your e-mail address.',
    );
  });

  it('asks for a new password when setting one through a link', async () => {
    const link = '/api/auth/links/abcdefghijklmnopqrstuvwxyz012345';
    expect(await refusal(link, {})).toBe('Choose a new password.');
    expect(await refusal(link, { password: 'short' })).toBe(
      'Password: Use at least 10 characters.',
    );
  });

  it('names the fields of a registration for an event', async () => {
    expect(await refusal('/api/events/1/registrations', {})).toBe(
      'Enter your name. Enter your e-mail address.',
    );
    expect(
      await refusal('/api/events/1/registrations', {
        name: 'Ada',
        email: 'ada@example.org',
        memberNumber: 12,
      }),
    ).toBe('Member number must be text.');
  });

  it('refuses a name with a control character in it, saying which field', async () => {
    const visitor = { email: 'ada@example.org' };
    for (const name of ['Ada\u0007', 'Ada\u001b[31m Lovelace', 'Ada\u007f', 'Ada\u009b']) {
      expect(await refusal('/api/contact', { ...visitor, name, message: 'Hello' })).toBe(
        `Name: ${NAME_CONTROL_MESSAGE}.`,
      );
      expect(await refusal('/api/events/1/registrations', { ...visitor, name })).toBe(
        `Name: ${NAME_CONTROL_MESSAGE}.`,
      );
    }
  });

  it('reads as a sentence for a body that is no JSON object, or no JSON at all', async () => {
    expect(await refusal('/api/contact', [])).toBe("Send the form's fields as a JSON object.");
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: '10.26.1.1',
    });
    expect(broken.statusCode).toBe(400);
    // Fastify's own sentence, not the JSON parser's "Unexpected end of JSON input".
    expect(broken.json()).toEqual({
      error: "Body is not valid JSON but content-type is set to 'application/json'",
    });
  });
});
