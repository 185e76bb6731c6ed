import { FORGOT_PASSWORD_ANSWER } from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomPassword, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import type { MailTransport, OutgoingMail } from '../mail/mailer.js';

describe('"Forgot password?"', () => {
  let t: TestApp;
  let officer: TestAccount;
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    send: async (mail) => {
      sent.push(mail);
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ mailTransport: transport });
    officer = await signedInAs(t, 'SOCIETY_ADMIN', 'computer-society');
  });
  afterAll(() => t.close());

  const ask = (email: string, remoteAddress = '10.40.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress,
    });

  it('answers the same whether or not an account has the address', async () => {
    const known = await ask(officer.email.toUpperCase());
    const unknown = await ask('nobody.here@example.edu');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await serviceOf(t.app, 'mailer').deliverDue();
    expect(sent.map((mail) => mail.to)).toEqual([officer.email]);
  });

  it('mails a link that sets a new password and signs in with it', async () => {
    const mail = sent.find((m) => m.to === officer.email);
    expect(mail?.kind).toBe('password-reset');
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const password = randomPassword();
    const used = await t.app.inject({
      method: 'POST',
      url: `/api/auth/links/${token}`,
      payload: { password },
    });
    expect(used.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: officer.email, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a malformed address (400) and throttles a client that keeps asking (429)', async () => {
    expect((await ask('not-an-address', '10.40.0.2')).statusCode).toBe(400);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await ask(`x${i}@example.edu`, '10.40.0.3')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
