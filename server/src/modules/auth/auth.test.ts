import { scryptSync } from 'node:crypto';
import type { AuthUser, LoginResponse } from '@chapterhouse/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomPassword, signedInAs } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { sessions, users } from '../../db/schema/index.js';
import { setDisabled } from '../accounts/accounts.service.js';
import { SESSION_LIFETIME_MS } from './auth.service.js';
import { needsRehash } from './passwords.js';

let now = new Date('2026-06-15T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '10.1.1.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

async function sessionCount(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

describe('POST /api/auth/login', () => {
  it('signs in and sends each role to its dashboard', async () => {
    const society = await signedInAs(t, 'SOCIETY_ADMIN', 'computer-society');
    expect(society.user).toMatchObject({
      role: 'SOCIETY_ADMIN',
      organisation: { slug: 'computer-society', kind: 'society' },
    });
    expect(society.user.entityId).toBe(society.user.organisation?.id);
    const again = await login(society.email.toUpperCase(), society.password);
    expect(again.statusCode).toBe(200);
    expect(again.json<LoginResponse>().redirectTo).toBe('/societies/computer-society/dashboard');

    const council = await signedInAs(t, 'COUNCIL_ADMIN', 'sensors-council');
    const councilLogin = await login(council.email, council.password);
    expect(councilLogin.json<LoginResponse>().redirectTo).toBe(
      '/councils/sensors-council/dashboard',
    );

    const branch = await signedInAs(t, 'BRANCH_ADMIN');
    expect((await login(branch.email, branch.password)).json<LoginResponse>().redirectTo).toBe(
      '/admin',
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, branch.user.id));
    expect(row?.lastLoginAt).not.toBeNull();
    expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(row?.passwordHash).not.toContain(branch.password);
  });

  it('replaces a hash made with older parameters at the next successful sign-in', async () => {
    const account = await signedInAs(t, 'SOCIETY_ADMIN', 'signal-processing-society');
    const salt = Buffer.from('fedcba9876543210');
    const key = scryptSync(account.password.normalize('NFKC'), salt, 64, {
      N: 2 ** 14,
      r: 8,
      p: 1,
    });
    const older = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
    await t.database.db
      .update(users)
      .set({ passwordHash: older })
      .where(eq(users.id, account.user.id));
    const storedHash = async () =>
      (await t.database.db.select().from(users).where(eq(users.id, account.user.id)))[0]
        ?.passwordHash;

    // A failure leaves it alone; a success replaces it, and the password still works.
    expect((await login(account.email, 'not-the-password', '10.5.0.1')).statusCode).toBe(401);
    expect(await storedHash()).toBe(older);
    expect((await login(account.email, account.password, '10.5.0.2')).statusCode).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).not.toBe(older);
    expect(needsRehash(upgraded ?? '')).toBe(false);
    expect((await login(account.email, account.password, '10.5.0.3')).statusCode).toBe(200);
  });

  it('answers a wrong e-mail and a wrong password the same way', async () => {
    const account = await signedInAs(t, 'SOCIETY_ADMIN', 'photonics-society');
    const wrongPassword = await login(account.email, 'not-the-password', '10.2.0.1');
    const wrongEmail = await login('nobody@example.edu', 'not-the-password', '10.2.0.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: 'Invalid email or password.' });
    expect(wrongEmail.json()).toEqual(wrongPassword.json());
  });

  it('refuses a bad body with 400 and opens no session', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(sessions);
    for (const payload of [
      {},
      { email: 'x' },
      { email: 'not-an-email', password: 'x' },
      { email: 'a@b.edu', password: '' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    const [after] = await t.database.db.select({ n: count() }).from(sessions);
    expect(after?.n).toBe(before?.n);
  });

  // Failed sign-ins are delayed per account and refused per address: login-throttle.test.ts.

  it('refuses a disabled account at sign-in and ends its sessions at once', async () => {
    const account = await signedInAs(t, 'COUNCIL_ADMIN', 'rfid-council');
    expect(
      (await t.app.inject({ url: '/api/auth/profile', headers: bearer(account) })).statusCode,
    ).toBe(200);
    await setDisabled(t.database.db, account.user.id, true);
    expect(
      (await t.app.inject({ url: '/api/auth/profile', headers: bearer(account) })).statusCode,
    ).toBe(401);
    const attempt = await login(account.email, account.password, '10.4.0.1');
    expect(attempt.statusCode).toBe(401);
    expect(attempt.json()).toEqual({ error: 'Invalid email or password.' });
  });
});

describe('sessions', () => {
  it('profile and verify describe the signed-in user; no or a bad token is 401', async () => {
    const account = await signedInAs(t, 'SOCIETY_ADMIN', 'computer-society');
    const profile = await t.app.inject({ url: '/api/auth/profile', headers: bearer(account) });
    expect(profile.json<AuthUser>()).toEqual(account.user);
    const verify = await t.app.inject({ url: '/api/auth/verify', headers: bearer(account) });
    expect(verify.json()).toEqual({ valid: true, user: account.user });

    for (const headers of [
      {},
      { authorization: 'Bearer not-a-real-token-at-all-xyz' },
      { authorization: 'Basic abc' },
    ]) {
      const response = await t.app.inject({ url: '/api/auth/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
    }
  });

  it('logout revokes the token', async () => {
    const account = await signedInAs(t, 'SOCIETY_ADMIN', 'computer-society');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(account),
    });
    expect(logout.json()).toEqual({ ok: true });
    expect(
      (await t.app.inject({ url: '/api/auth/profile', headers: bearer(account) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(account) }))
        .statusCode,
    ).toBe(401);
  });

  it('expires after its lifetime', async () => {
    const account = await signedInAs(t, 'SOCIETY_ADMIN', 'computer-society');
    now = new Date(now.getTime() + SESSION_LIFETIME_MS + 1000);
    expect(
      (await t.app.inject({ url: '/api/auth/profile', headers: bearer(account) })).statusCode,
    ).toBe(401);
  });

  it('a password change keeps this session and ends the others', async () => {
    const here = await signedInAs(t, 'COUNCIL_ADMIN', 'systems-council');
    const elsewhere = await login(here.email, here.password, '10.5.0.1');
    const otherToken = elsewhere.json<LoginResponse>().token;
    expect(await sessionCount(here.user.id)).toBe(2);

    const newPassword = randomPassword();
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(here),
      payload: { oldPassword: here.password, newPassword },
    });
    expect(change.json()).toEqual({ ok: true });
    expect(
      (await t.app.inject({ url: '/api/auth/profile', headers: bearer(here) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/auth/profile', headers: bearer({ token: otherToken }) }))
        .statusCode,
    ).toBe(401);
    expect((await login(here.email, newPassword, '10.5.0.2')).statusCode).toBe(200);
    expect((await login(here.email, here.password, '10.5.0.3')).statusCode).toBe(401);
  });

  it('a password change needs the current password and a long enough new one', async () => {
    const account = await signedInAs(t, 'COUNCIL_ADMIN', 'biometrics-council');
    const change = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(account),
        payload,
      });
    const wrongOld = await change({ oldPassword: 'wrong', newPassword: randomPassword() });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({ error: 'Your current password is not correct.' });
    const tooShort = await change({ oldPassword: account.password, newPassword: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error).toContain('at least 10 characters');
    expect((await login(account.email, account.password, '10.6.0.1')).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  const newAccount = () => ({
    email: `new.${Math.random().toString(36).slice(2)}@example.edu`,
    name: 'New Officer',
    password: randomPassword(),
    role: 'SOCIETY_ADMIN',
    entityId: null as number | null,
  });

  it('is refused to anonymous visitors and organisation admins', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount(),
    });
    expect(anonymous.statusCode).toBe(401);
    const society = await signedInAs(t, 'SOCIETY_ADMIN', 'computer-society');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(society),
      payload: { ...newAccount(), entityId: society.user.entityId },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lets a branch admin create an organisation admin, once per e-mail', async () => {
    const branch = await signedInAs(t, 'BRANCH_ADMIN');
    const society = await signedInAs(t, 'SOCIETY_ADMIN', 'computer-society');
    const payload = { ...newAccount(), entityId: society.user.entityId };
    const register = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: bearer(branch),
        payload: body,
      });

    const created = await register(payload);
    expect(created.statusCode).toBe(201);
    expect(created.json<AuthUser>()).toMatchObject({
      email: payload.email,
      role: 'SOCIETY_ADMIN',
      entityId: payload.entityId,
    });
    expect((await login(payload.email, payload.password, '10.7.0.1')).statusCode).toBe(200);

    const duplicate = await register({ ...payload, email: payload.email.toUpperCase() });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toContain('already exists');
  });

  it('refuses bad accounts with 400 and writes nothing', async () => {
    const branch = await signedInAs(t, 'BRANCH_ADMIN');
    const [council] = (await t.app.inject('/api/councils')).json<{ id: number }[]>();
    const [before] = await t.database.db.select({ n: count() }).from(users);
    const cases = [
      { ...newAccount(), password: 'short' },
      { ...newAccount(), role: 'SUPER_ADMIN' },
      { ...newAccount(), entityId: null }, // a society admin needs a society
      { ...newAccount(), role: 'BRANCH_ADMIN', entityId: council?.id }, // branch admins have none
      { ...newAccount(), entityId: council?.id }, // a council is not a society
      { ...newAccount(), email: 'not-an-email' },
    ];
    for (const payload of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: bearer(branch),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    const unknownOrganisation = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(branch),
      payload: { ...newAccount(), entityId: 999_999 },
    });
    expect(unknownOrganisation.statusCode).toBe(404);
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });
});
