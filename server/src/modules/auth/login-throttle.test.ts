import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomPassword, signedInAs } from '../../../test/accounts.js';
import { createTestApp, startAnotherServer, type TestApp } from '../../../test/test-app.js';
import { mailOutbox } from '../../db/schema/index.js';
import { DEFAULT_THROTTLE } from './login-throttle.js';

// Issue 17's lock-out: eight wrong passwords for an officer's address used to lock the officer
// out everywhere for 15 minutes. Failures now count per account and client; strangers only slow
// the account down, and its owner is told.

let now = new Date('2026-06-15T10:00:00Z');
const slept: number[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock: { now: () => new Date(now) },
    sleep: async (ms) => {
      slept.push(ms);
    },
  });
});
afterAll(() => t.close());

const login = (
  email: string,
  password: string,
  remoteAddress: string,
  app: TestApp['app'] = t.app,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

const burstMails = (to: string) =>
  t.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'failed-sign-ins'), eq(mailOutbox.to, to)));

describe('failed sign-ins', () => {
  it('refuse the client that keeps failing, while the owner signs in from another', async () => {
    const officer = await signedInAs(t, 'SOCIETY_ADMIN', 'computer-society');
    slept.length = 0;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      statuses.push((await login(officer.email, 'wrong-password', '10.66.0.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    // Slowed before refused, each wait longer than the last.
    expect(slept.length).toBeGreaterThan(0);
    expect(slept).toEqual([...slept].sort((a, b) => a - b));
    // That client is refused even the right password, with when to try again...
    const refused = await login(officer.email, officer.password, '10.66.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(
      /^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/,
    );
    // ...but the owner, from their own client, is not.
    expect(
      (await login(officer.email.toUpperCase(), officer.password, '10.77.0.1')).statusCode,
    ).toBe(200);
    // And the window passes for the stranger too.
    now = new Date(now.getTime() + DEFAULT_THROTTLE.windowMs + 60_000);
    expect((await login(officer.email, 'wrong-password', '10.66.0.1')).statusCode).toBe(401);
  });

  it('from many clients against one account slow it down, never lock it, and tell its owner once', async () => {
    const officer = await signedInAs(t, 'COUNCIL_ADMIN', 'sensors-council');
    slept.length = 0;
    const statuses = new Set<number>();
    const attempts = DEFAULT_THROTTLE.perAccount.alertAfter + 10;
    for (let attempt = 0; attempt < attempts; attempt++) {
      statuses.add(
        (await login(officer.email, `guess-${attempt}`, `10.88.${attempt}.1`)).statusCode,
      );
    }
    expect([...statuses]).toEqual([401]);
    expect(Math.max(...slept)).toBeGreaterThan(0);
    expect((await login(officer.email, officer.password, '10.99.0.1')).statusCode).toBe(200);

    const mails = await burstMails(officer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${DEFAULT_THROTTLE.perAccount.alertAfter} failed attempts`);
    expect(mails[0]?.text).toContain('/forgot-password');
    // An address without an account gets no mail, and the answers do not differ.
    for (let attempt = 0; attempt < DEFAULT_THROTTLE.perAccount.alertAfter; attempt++) {
      await login('nobody.here@example.edu', 'guess', `10.89.${attempt}.1`);
    }
    expect(await burstMails('nobody.here@example.edu')).toEqual([]);
  });

  it('stop holding a shared client back once the owner sets a new password', async () => {
    const officer = await signedInAs(t, 'SOCIETY_ADMIN', 'photonics-society');
    for (let attempt = 0; attempt < DEFAULT_THROTTLE.perAccountAndClient.blockAfter; attempt++) {
      await login(officer.email, 'wrong-password', '10.55.0.1');
    }
    expect((await login(officer.email, officer.password, '10.55.0.1')).statusCode).toBe(429);

    // The reset link, as "Forgot password?" mails it, used from the same (campus) address.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: officer.email },
      remoteAddress: '10.55.0.1',
    });
    const [mail] = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'password-reset'), eq(mailOutbox.to, officer.email)));
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    const password = randomPassword();
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/links/${token}`,
      payload: { password },
      remoteAddress: '10.55.0.1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(officer.email, password, '10.55.0.1')).statusCode).toBe(200);
  });

  it('still refuse one client guessing many accounts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= DEFAULT_THROTTLE.perClient.blockAfter; attempt++) {
      statuses.push(
        (await login(`guess${attempt}@example.edu`, 'password123', '10.9.9.9')).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      DEFAULT_THROTTLE.perClient.blockAfter,
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('count together on several servers: a client refused by one is refused by the other', async () => {
    const other = await startAnotherServer(t);
    try {
      const officer = await signedInAs(t, 'SOCIETY_ADMIN', 'education-society');
      for (let attempt = 0; attempt < DEFAULT_THROTTLE.perAccountAndClient.blockAfter; attempt++) {
        // Half the failures through each server.
        await login(officer.email, 'wrong-password', '10.44.0.1', attempt % 2 ? other.app : t.app);
      }
      expect(
        (await login(officer.email, officer.password, '10.44.0.1', other.app)).statusCode,
      ).toBe(429);
      expect((await login(officer.email, officer.password, '10.44.0.1')).statusCode).toBe(429);
      expect(
        (await login(officer.email, officer.password, '10.45.0.1', other.app)).statusCode,
      ).toBe(200);
    } finally {
      await other.close();
    }
  });
});
