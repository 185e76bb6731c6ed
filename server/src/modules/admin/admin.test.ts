import type {
  AccountLink,
  AccountLinkInfo,
  AdminAccount,
  AdminFaq,
  AdminOrganisation,
  AdminPartner,
  AdminStatistics,
  BranchAbout,
  DashboardMember,
  LoginResponse,
  OrganisationSummary,
  SiteContent,
} from '@chapterhouse/shared';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomPassword, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { faqEntries, organisations, users } from '../../db/schema/index.js';

let now = new Date('2026-06-15T10:00:00Z');
let t: TestApp;
let branchAdmin: TestAccount;
let societyAdmin: TestAccount;
let society: OrganisationSummary;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(now) } });
  [society] = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>() as [
    OrganisationSummary,
  ];
  branchAdmin = await signedInAs(t, 'BRANCH_ADMIN');
  societyAdmin = await signedInAs(t, 'SOCIETY_ADMIN', society.slug);
});
afterAll(() => t.close());

function api(method: InjectOptions['method'], url: string, payload?: object, as = branchAdmin) {
  return t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });
}

const rowsOf = async (table: typeof organisations | typeof users | typeof faqEntries) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('every /api/admin route', () => {
  it('refuses visitors (401) and organisation admins (403)', async () => {
    const routes = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/admin'));
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const anonymous = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url,
        ...(payload ? { payload } : {}),
      });
      expect(anonymous.statusCode, `${route.method} ${url}`).toBe(401);
      const officer = await api(
        route.method as InjectOptions['method'],
        url,
        payload,
        societyAdmin,
      );
      expect(officer.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });
});

describe('organisations', () => {
  it('creates a society with a slug made from its name, last in the menu and public at once', async () => {
    const created = await api('POST', '/api/admin/organisations', {
      kind: 'society',
      name: 'Quantum Computing Society',
      image: '',
    });
    expect(created.statusCode).toBe(201);
    const organisation = created.json<AdminOrganisation>();
    expect(organisation).toMatchObject({
      kind: 'society',
      slug: 'quantum-computing-society',
      archived: false,
      admins: [],
      version: 1,
    });
    const listed = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    expect(listed.at(-1)?.slug).toBe('quantum-computing-society');
    expect((await t.app.inject('/api/societies/quantum-computing-society')).statusCode).toBe(200);

    // The same name again gets the next free slug; a chosen slug that is taken is a 409.
    const again = await api('POST', '/api/admin/organisations', {
      kind: 'council',
      name: 'Quantum Computing Society',
    });
    expect(again.json<AdminOrganisation>().slug).toBe('quantum-computing-society-2');
    const before = await rowsOf(organisations);
    const taken = await api('POST', '/api/admin/organisations', {
      kind: 'society',
      name: 'Another',
      slug: 'quantum-computing-society',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toContain('already used by Quantum Computing Society');
    expect(await rowsOf(organisations)).toBe(before);
  });

  it('refuses a bad body with a readable 400 and writes nothing', async () => {
    const before = await rowsOf(organisations);
    for (const body of [
      { kind: 'club', name: 'Chess' },
      { kind: 'society', name: '' },
      { kind: 'society', name: 'Numbers', slug: '2024' },
      { kind: 'society', name: 'Spaces', slug: 'has spaces' },
      { kind: 'society', name: 'Reserved', slug: 'dashboard' },
      { kind: 'society', name: 'Script', image: 'javascript:alert(1)' },
    ]) {
      const response = await api('POST', '/api/admin/organisations', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    expect(await rowsOf(organisations)).toBe(before);
  });

  it('renames with the version it was based on, and refuses a stale edit with 409', async () => {
    const list = (await api('GET', '/api/admin/organisations')).json<AdminOrganisation[]>();
    const target = list.find((organisation) => organisation.slug === 'quantum-computing-society-2');
    if (!target) throw new Error('missing');
    const edit = { version: target.version, name: 'Quantum Council', slug: 'quantum-council' };
    const saved = await api('PUT', `/api/admin/organisations/${target.id}`, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminOrganisation>()).toMatchObject({ name: 'Quantum Council', version: 2 });
    const stale = await api('PUT', `/api/admin/organisations/${target.id}`, {
      ...edit,
      name: 'Someone else',
    });
    expect(stale.statusCode).toBe(409);
    expect((await t.app.inject('/api/councils/quantum-council')).json().name).toBe(
      'Quantum Council',
    );
    expect((await api('PUT', '/api/admin/organisations/999999', edit)).statusCode).toBe(404);
    const clash = await api('PUT', `/api/admin/organisations/${target.id}`, {
      version: 2,
      name: 'Quantum Council',
      slug: society.slug,
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error).toContain(`already used by ${society.name}`);
  });

  it('archives a society: gone from the public site, its data kept, and restores it', async () => {
    const target = society;
    const archived = await api('POST', `/api/admin/organisations/${target.id}/archive`);
    expect(archived.json<AdminOrganisation>().archived).toBe(true);
    expect((await t.app.inject(`/api/societies/${target.slug}`)).statusCode).toBe(404);
    const publicList = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    expect(publicList.some((organisation) => organisation.id === target.id)).toBe(false);
    const console = (await api('GET', '/api/admin/organisations')).json<AdminOrganisation[]>();
    expect(console.find((organisation) => organisation.id === target.id)?.archived).toBe(true);
    const [kept] = await t.database.db
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, target.id));
    expect(kept?.name).toBe(target.name);

    await api('POST', `/api/admin/organisations/${target.id}/restore`);
    expect((await t.app.inject(`/api/societies/${target.slug}`)).statusCode).toBe(200);
  });

  it('orders one kind in menus and on the landing page', async () => {
    const councils = (await api('GET', '/api/admin/organisations'))
      .json<AdminOrganisation[]>()
      .filter((organisation) => organisation.kind === 'council');
    const reversed = councils.map((organisation) => organisation.id).reverse();
    const ordered = await api('PUT', '/api/admin/organisations/order', {
      kind: 'council',
      ids: reversed,
    });
    expect(ordered.statusCode).toBe(200);
    const publicOrder = (await t.app.inject('/api/councils'))
      .json<OrganisationSummary[]>()
      .map((organisation) => organisation.id);
    expect(publicOrder).toEqual(reversed);
    const partial = await api('PUT', '/api/admin/organisations/order', {
      kind: 'council',
      ids: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(409);
  });
});

describe('accounts and one-time links', () => {
  let invitation: AccountLink;

  it('invites an admin without anyone typing their password', async () => {
    const response = await api('POST', '/api/admin/accounts/invitations', {
      email: 'New.Chair@Example.edu',
      name: 'New Chair',
      role: 'SOCIETY_ADMIN',
      organisationId: society.id,
    });
    expect(response.statusCode).toBe(201);
    invitation = response.json<AccountLink>();
    expect(invitation.path).toMatch(/^\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(invitation.account).toMatchObject({
      email: 'new.chair@example.edu',
      pending: true,
      disabled: false,
      organisation: { slug: society.slug },
    });
    expect(new Date(invitation.expiresAt).getTime() - now.getTime()).toBe(7 * 24 * 3600 * 1000);
    const duplicate = await api('POST', '/api/admin/accounts/invitations', {
      email: 'new.chair@example.edu',
      name: 'Again',
      role: 'SOCIETY_ADMIN',
      organisationId: society.id,
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
    const before = await rowsOf(users);
    for (const body of [
      { email: 'x@example.edu', name: 'X', role: 'COUNCIL_ADMIN', organisationId: society.id },
      { email: 'y@example.edu', name: 'Y', role: 'BRANCH_ADMIN', organisationId: society.id },
      { email: 'not-an-email', name: 'Z', role: 'SOCIETY_ADMIN', organisationId: society.id },
    ]) {
      const response = await api('POST', '/api/admin/accounts/invitations', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await rowsOf(users)).toBe(before);
  });

  it('lets the invitee set a password once, signing them in to their dashboard', async () => {
    const token = invitation.path.split('/').at(-1) as string;
    const info = await t.app.inject(`/api/auth/links/${token}`);
    expect(info.json<AccountLinkInfo>()).toMatchObject({
      purpose: 'invitation',
      name: 'New Chair',
      organisation: { slug: society.slug },
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
    expect(session.redirectTo).toBe(`/societies/${society.slug}/dashboard`);
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
      await api('POST', '/api/admin/accounts/invitations', {
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
      const renewed = await api('POST', `/api/admin/accounts/${invited.account.id}/invitation`);
      expect(renewed.statusCode).toBe(200);
      const fresh = renewed.json<AccountLink>().path.split('/').at(-1) as string;
      expect((await t.app.inject(`/api/auth/links/${fresh}`)).statusCode).toBe(200);
      expect(
        (await api('POST', `/api/admin/accounts/${invited.account.id}/password-reset`)).statusCode,
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
    const officer = await signedInAs(t, 'SOCIETY_ADMIN', society.slug, 'Forgetful Officer');
    const reset = await api('POST', `/api/admin/accounts/${officer.user.id}/password-reset`);
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
    const officer = await signedInAs(t, 'SOCIETY_ADMIN', society.slug, 'Term Ended');
    const disabled = await api('POST', `/api/admin/accounts/${officer.user.id}/disable`);
    expect(disabled.json<AdminAccount>().disabled).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/auth/verify', headers: bearer(officer) })).statusCode,
    ).toBe(401);
    expect(
      (await api('POST', `/api/admin/accounts/${officer.user.id}/enable`)).json<AdminAccount>()
        .disabled,
    ).toBe(false);
    expect(
      (await api('POST', `/api/admin/accounts/${branchAdmin.user.id}/disable`)).statusCode,
    ).toBe(400);
    expect((await api('DELETE', `/api/admin/accounts/${branchAdmin.user.id}`)).statusCode).toBe(
      400,
    );

    expect((await api('DELETE', `/api/admin/accounts/${officer.user.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/api/admin/accounts/${officer.user.id}`)).statusCode).toBe(404);
    const listed = (await api('GET', '/api/admin/accounts')).json<AdminAccount[]>();
    expect(listed.some((account) => account.id === officer.user.id)).toBe(false);
    const organisationsList = (await api('GET', '/api/admin/organisations')).json<
      AdminOrganisation[]
    >();
    const admins = organisationsList.find((organisation) => organisation.id === society.id)?.admins;
    expect(admins?.map((admin) => admin.name)).toContain('New Chair');
  });
});

describe('site content', () => {
  const siteNow = async () => (await t.app.inject('/api/site')).json<SiteContent>();

  it('edits the FAQ by record id and the landing page shows it at once', async () => {
    const faqs = (await api('GET', '/api/admin/site/faqs')).json<AdminFaq[]>();
    const first = faqs[0] as AdminFaq;
    const saved = await api('PUT', `/api/admin/site/faqs/${first.id}`, {
      version: first.version,
      question: 'Who may join?',
      answer: 'Every student of the university.',
    });
    expect(saved.statusCode).toBe(200);
    expect((await siteNow()).faqs[0]).toMatchObject({ question: 'Who may join?' });
    const stale = await api('PUT', `/api/admin/site/faqs/${first.id}`, {
      version: first.version,
      question: 'Overwritten?',
      answer: 'No.',
    });
    expect(stale.statusCode).toBe(409);

    const before = await rowsOf(faqEntries);
    const bad = await api('POST', '/api/admin/site/faqs', { question: '', answer: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Question is required');
    expect(await rowsOf(faqEntries)).toBe(before);

    const added = (
      await api('POST', '/api/admin/site/faqs', { question: 'New?', answer: 'Yes.' })
    ).json<AdminFaq>();
    const ids = [added.id, ...faqs.map((faq) => faq.id)];
    await api('PUT', '/api/admin/site/faqs/order', { ids });
    expect((await siteNow()).faqs.map((faq) => faq.id)).toEqual(ids);
    expect((await api('DELETE', `/api/admin/site/faqs/${added.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/api/admin/site/faqs/${added.id}`)).statusCode).toBe(404);
  });

  it('edits partners and hero slides, refusing unsafe links', async () => {
    const [partner] = (await api('GET', '/api/admin/site/partners')).json<AdminPartner[]>();
    if (!partner) throw new Error('no partners');
    const saved = await api('PUT', `/api/admin/site/partners/${partner.id}`, {
      version: partner.version,
      name: 'Northgate Robotics Lab',
      link: 'https://robotics.example.edu',
      image: partner.image,
    });
    expect(saved.statusCode).toBe(200);
    expect((await siteNow()).partners[0]).toMatchObject({ text: 'Northgate Robotics Lab' });
    const unsafe = await api('POST', '/api/admin/site/partners', {
      name: 'Bad',
      link: 'javascript:alert(1)',
      image: '/media/x.svg',
    });
    expect(unsafe.statusCode).toBe(400);
    const slide = await api('POST', '/api/admin/site/hero-slides', {
      image: '/media/sample/hero-1.svg',
      title: 'Welcome week',
      alt: 'Students at the welcome fair',
    });
    expect(slide.statusCode).toBe(201);
    expect((await siteNow()).heroSlides.at(-1)).toMatchObject({ title: 'Welcome week' });
    const noAlt = await api('POST', '/api/admin/site/hero-slides', {
      image: '/media/sample/hero-1.svg',
      title: 'No alt',
      alt: ' ',
    });
    expect(noAlt.statusCode).toBe(400);
  });

  it("edits the branch's about text (objectives sanitised) and its slate", async () => {
    const about = (await api('GET', '/api/admin/site/about')).json<BranchAbout>();
    const saved = await api('PUT', '/api/admin/site/about', {
      ...about,
      vision: 'Engineers who serve.',
      objectives: '<p>Learn<script>alert(1)</script></p>',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<BranchAbout>().objectives).toBe('<p>Learn</p>');
    expect((await siteNow()).branch.vision).toBe('Engineers who serve.');

    const member = await api('POST', '/api/admin/site/slate', {
      name: 'Grace Branch',
      role: 'Chair',
    });
    expect(member.statusCode).toBe(201);
    const created = member.json<DashboardMember>();
    expect((await siteNow()).slate.map((person) => person.name)).toContain('Grace Branch');
    expect((await api('DELETE', `/api/admin/site/slate/${created.id}`)).statusCode).toBe(204);
  });

  it('overrides a landing statistic and clears it back to the computed figure', async () => {
    const statistics = (await api('GET', '/api/admin/site/statistics')).json<AdminStatistics>();
    expect(statistics.overrides).toEqual({ members: null, events: null, awards: null });
    const saved = await api('PUT', '/api/admin/site/statistics', {
      version: statistics.version,
      members: 1200,
      events: '',
      awards: null,
    });
    expect(saved.statusCode).toBe(200);
    expect((await siteNow()).statistics).toEqual({
      ...statistics.computed,
      members: 1200,
    });
    const stale = await api('PUT', '/api/admin/site/statistics', {
      version: statistics.version,
      members: 5,
    });
    expect(stale.statusCode).toBe(409);
    const negative = await api('PUT', '/api/admin/site/statistics', {
      version: saved.json<AdminStatistics>().version,
      members: -1,
    });
    expect(negative.statusCode).toBe(400);
    await api('PUT', '/api/admin/site/statistics', {
      version: saved.json<AdminStatistics>().version,
      members: null,
      events: null,
      awards: null,
    });
    expect((await siteNow()).statistics).toEqual(statistics.computed);
  });
});
