import type {
  AccountLink,
  AccountLinkInfo,
  AdminAccount,
  AdminOrganisation,
  LoginResponse,
  OrganisationSummary,
  Page,
} from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomPassword, signedInAs } from '../../../test/accounts.js';
import { type ConsoleApp, openConsoleApp } from '../../../test/console-fixture.js';
import { users } from '../../db/schema/index.js';

let now = new Date('2026-06-15T10:00:00Z');
let t: ConsoleApp;

beforeAll(async () => {
  t = await openConsoleApp({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

describe('accounts and one-time links', () => {
  let invitation: AccountLink;

  it('invites an admin without anyone typing their password', async () => {
    const response = await t.api('POST', '/api/admin/accounts/invitations', {
      email: 'New.Chair@Example.edu',
      name: 'New Chair',
      role: 'SOCIETY_ADMIN',
      organisationId: t.society.id,
    });
    expect(response.statusCode).toBe(201);
    invitation = response.json<AccountLink>();
    expect(invitation.path).toMatch(/^\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(invitation.account).toMatchObject({
      email: 'new.chair@example.edu',
      pending: true,
      disabled: false,
      organisation: { slug: t.society.slug },
    });
    expect(new Date(invitation.expiresAt).getTime() - now.getTime()).toBe(7 * 24 * 3600 * 1000);
    const duplicate = await t.api('POST', '/api/admin/accounts/invitations', {
      email: 'new.chair@example.edu',
      name: 'Again',
      role: 'SOCIETY_ADMIN',
      organisationId: t.society.id,
    });
    expect(duplicate.statusCode).toBe(409);
    // A pending account cannot sign in, whatever is typed.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.chair@example.edu', password: 'anything-at-all' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses an invitation that does not fit the role', async () => {
    const before = await t.rowsOf(users);
    for (const body of [
      { email: 'x@example.edu', name: 'X', role: 'COUNCIL_ADMIN', organisationId: t.society.id },
      { email: 'y@example.edu', name: 'Y', role: 'BRANCH_ADMIN', organisationId: t.society.id },
      { email: 'not-an-email', name: 'Z', role: 'SOCIETY_ADMIN', organisationId: t.society.id },
    ]) {
      const response = await t.api('POST', '/api/admin/accounts/invitations', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.rowsOf(users)).toBe(before);
  });

  it('lets the invitee set a password once, signing them in to their dashboard', async () => {
    const token = invitation.path.split('/').at(-1) as string;
    const info = await t.app.inject(`/api/auth/links/${token}`);
    expect(info.json<AccountLinkInfo>()).toMatchObject({
      purpose: 'invitation',
      name: 'New Chair',
      organisation: { slug: t.society.slug },
    });
    const tooShort = await t.app.inject({
      method: 'POST',
      url: `/api/auth/links/${token}`,
      payload: { password: 'short' },
    });
    expect(tooShort.statusCode).toBe(400);

    const password = randomPassword();
    const used = await t.app.inject({
      method: 'POST',
      url: `/api/auth/links/${token}`,
      payload: { password },
    });
    expect(used.statusCode).toBe(200);
    const session = used.json<LoginResponse>();
    expect(session.redirectTo).toBe(`/societies/${t.society.slug}/dashboard`);
    const verify = await t.app.inject({ url: '/api/auth/verify', headers: bearer(session) });
    expect(verify.statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/auth/links/${token}`,
      payload: { password: randomPassword() },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('This link has already been used.');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.chair@example.edu', password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('expires links: an invitation after 7 days, a reset after 24 hours', async () => {
    const invited = (
      await t.api('POST', '/api/admin/accounts/invitations', {
        email: 'late@example.edu',
        name: 'Late Comer',
        role: 'COUNCIL_ADMIN',
        organisationId: (await t.app.inject('/api/councils')).json<OrganisationSummary[]>()[0]?.id,
      })
    ).json<AccountLink>();
    const token = invited.path.split('/').at(-1) as string;
    const start = now;
    try {
      now = new Date(start.getTime() + 7 * 24 * 3600 * 1000 - 1000);
      expect((await t.app.inject(`/api/auth/links/${token}`)).statusCode).toBe(200);
      now = new Date(start.getTime() + 7 * 24 * 3600 * 1000);
      const expired = await t.app.inject({
        method: 'POST',
        url: `/api/auth/links/${token}`,
        payload: { password: randomPassword() },
      });
      expect(expired.statusCode).toBe(404);
      expect(expired.json().error).toContain('This link has expired');

      // A new invitation replaces it; the old link stays dead.
      const renewed = await t.api('POST', `/api/admin/accounts/${invited.account.id}/invitation`);
      expect(renewed.statusCode).toBe(200);
      const fresh = renewed.json<AccountLink>().path.split('/').at(-1) as string;
      expect((await t.app.inject(`/api/auth/links/${fresh}`)).statusCode).toBe(200);
      expect(
        (await t.api('POST', `/api/admin/accounts/${invited.account.id}/password-reset`))
          .statusCode,
      ).toBe(400);
    } finally {
      now = start;
    }
    for (const token of ['not-a-real-token-at-all-000', 'short', 'with%20spaces']) {
      const unknown = await t.app.inject(`/api/auth/links/${token}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('This link is not valid.');
    }
  });

  it('issues a reset link that ends the old sessions', async () => {
    const officer = await signedInAs(t, 'SOCIETY_ADMIN', t.society.slug, 'Forgetful Officer');
    const reset = await t.api('POST', `/api/admin/accounts/${officer.user.id}/password-reset`);
    expect(reset.statusCode).toBe(200);
    const link = reset.json<AccountLink>();
    expect(link.path).toMatch(/^\/reset-password\//);
    expect(new Date(link.expiresAt).getTime() - now.getTime()).toBe(24 * 3600 * 1000);
    const token = link.path.split('/').at(-1) as string;
    const used = await t.app.inject({
      method: 'POST',
      url: `/api/auth/links/${token}`,
      payload: { password: randomPassword() },
    });
    expect(used.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/auth/verify', headers: bearer(officer) })).statusCode,
    ).toBe(401);
  });

  it('disables, enables and removes accounts, but never the acting admin', async () => {
    const officer = await signedInAs(t, 'SOCIETY_ADMIN', t.society.slug, 'Term Ended');
    const disabled = await t.api('POST', `/api/admin/accounts/${officer.user.id}/disable`);
    expect(disabled.json<AdminAccount>().disabled).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/auth/verify', headers: bearer(officer) })).statusCode,
    ).toBe(401);
    expect(
      (await t.api('POST', `/api/admin/accounts/${officer.user.id}/enable`)).json<AdminAccount>()
        .disabled,
    ).toBe(false);
    expect(
      (await t.api('POST', `/api/admin/accounts/${t.branchAdmin.user.id}/disable`)).statusCode,
    ).toBe(400);
    expect((await t.api('DELETE', `/api/admin/accounts/${t.branchAdmin.user.id}`)).statusCode).toBe(
      400,
    );

    expect((await t.api('DELETE', `/api/admin/accounts/${officer.user.id}`)).statusCode).toBe(204);
    expect((await t.api('DELETE', `/api/admin/accounts/${officer.user.id}`)).statusCode).toBe(404);
    const listed = (await t.api('GET', '/api/admin/accounts?limit=100')).json<Page<AdminAccount>>()
      .items;
    expect(listed.some((account) => account.id === officer.user.id)).toBe(false);
    const organisationsList = (await t.api('GET', '/api/admin/organisations')).json<
      AdminOrganisation[]
    >();
    const admins = organisationsList.find(
      (organisation) => organisation.id === t.society.id,
    )?.admins;
    expect(admins?.map((admin) => admin.name)).toContain('New Chair');
  });
});
