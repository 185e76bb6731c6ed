import {
  NEWSLETTER_CHECK_INBOX,
  NEWSLETTER_UNSUBSCRIBED,
  type NewsletterSubscription,
  type OrganisationSummary,
  type SubscriberPage,
} from '@chapterhouse/shared';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { confirmTokenOf, manageTokenOf } from '../../../test/newsletter-links.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  mailOutbox,
  newsletterFollows,
  newsletterSubscribers,
  organisations,
} from '../../db/schema/index.js';
import type { MailTransport } from '../mail/mailer.js';
import { followersOf, followFilter, manageUrl, oneClickUnsubscribeUrl } from './followers.js';

// Following organisations, with mail configured (double opt-in): the choice a subscription
// stores, the manage page's read and write, RFC 8058's one-click unsubscribe, and the list the
// newsletter is sent to. One app for the file; each test uses addresses of its own.

let t: TestApp;
let admin: TestAccount;
let societies: OrganisationSummary[];
let councils: OrganisationSummary[];
let archivedId: number;
const transport: MailTransport = { send: async () => {} };

beforeAll(async () => {
  t = await createTestApp({ mailTransport: transport });
  admin = await signedInAs(t, 'BRANCH_ADMIN');
  societies = (await t.app.inject('/api/societies')).json();
  councils = (await t.app.inject('/api/councils')).json();
  const [archived] = await t.database.db
    .insert(organisations)
    .values({ kind: 'society', slug: 'gone-society', name: 'Gone Society', archivedAt: new Date() })
    .returning({ id: organisations.id });
  archivedId = archived?.id ?? 0;
});
afterAll(() => t.close());

const society = (index: number) => {
  const found = societies[index];
  if (!found) throw new Error(`the sample content has no society ${index}`);
  return found;
};

let client = 0;
/** Each call from an address of its own: the routes' rate limits count per client. */
const send = (method: 'POST' | 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, remoteAddress: `10.40.0.${++client % 250}` });

async function subscriberOf(email: string) {
  const [row] = await t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (!row) throw new Error(`${email} is not subscribed`);
  return row;
}

async function followedIds(subscriberId: number) {
  const rows = await t.database.db
    .select({ id: newsletterFollows.organisationId })
    .from(newsletterFollows)
    .where(eq(newsletterFollows.subscriberId, subscriberId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id));
}

async function confirm(email: string) {
  const confirmToken = await confirmTokenOf(t.database.db, email);
  expect((await send('POST', `/api/newsletter/confirm/${confirmToken}`)).statusCode).toBe(200);
}

const countOf = async (table: typeof newsletterSubscribers | typeof newsletterFollows) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n;

describe('subscribing with a choice', () => {
  it('stores the organisations and the digest, and the confirmation mail says so with the manage link', async () => {
    const chosen = [society(1).id, councils[0]?.id ?? 0];
    const response = await send('POST', '/api/newsletter/subscribe', {
      email: 'picky@example.edu',
      branch: false,
      organisationIds: chosen,
      digest: true,
    });
    expect(response.json()).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    const row = await subscriberOf('picky@example.edu');
    expect([row.followsBranch, row.wantsDigest]).toEqual([false, true]);
    expect(await followedIds(row.id)).toEqual([...chosen].sort((a, b) => a - b));

    const [mail] = await mailsTo('picky@example.edu');
    expect(mail?.kind).toBe('newsletter-confirmation');
    expect(mail?.text).toContain(
      `You chose: news from ${society(1).name}, ${councils[0]?.name}, and the weekly digest.`,
    );
    // The manage link in the mail is theirs (only its hash is kept).
    const link = mail?.text.match(/\/newsletter\/manage\/([A-Za-z0-9_-]{43})/)?.[1];
    expect((await send('GET', `/api/newsletter/subscription/${link}`)).statusCode).toBe(200);
  });

  it('follows the whole branch by default, with no list kept', async () => {
    await send('POST', '/api/newsletter/subscribe', {
      email: 'everything@example.edu',
      branch: true,
      organisationIds: [society(0).id],
    });
    const row = await subscriberOf('everything@example.edu');
    expect([row.followsBranch, row.wantsDigest]).toEqual([true, false]);
    expect(await followedIds(row.id)).toEqual([]);
    expect((await mailsTo('everything@example.edu'))[0]?.text).toContain('You chose: everything');
  });

  it('refuses an unknown or archived organisation, writing nothing', async () => {
    const before = [await countOf(newsletterSubscribers), await countOf(newsletterFollows)];
    for (const bad of [archivedId, 999_999]) {
      const response = await send('POST', '/api/newsletter/subscribe', {
        email: 'typo@example.edu',
        branch: false,
        organisationIds: [society(0).id, bad],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/cannot be followed.*Reload the page/);
    }
    expect([await countOf(newsletterSubscribers), await countOf(newsletterFollows)]).toEqual(
      before,
    );
    expect(await mailsTo('typo@example.edu')).toEqual([]);
  });

  it('takes a new choice from a repeat while unconfirmed, and mails the confirmation again', async () => {
    const email = 'undecided@example.edu';
    await send('POST', '/api/newsletter/subscribe', { email });
    await send('POST', '/api/newsletter/subscribe', {
      email,
      branch: false,
      organisationIds: [society(0).id],
    });
    const row = await subscriberOf(email);
    expect(row.followsBranch).toBe(false);
    expect(await followedIds(row.id)).toEqual([society(0).id]);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.kind)).toEqual([
      'newsletter-confirmation',
      'newsletter-confirmation',
    ]);
    expect(mails[0]?.text).toContain(`You chose: news from ${society(0).name}.`);
  });

  it('changes nothing for a confirmed address: its owner is mailed the manage link, the answer tells nothing', async () => {
    const email = 'settled@example.edu';
    await send('POST', '/api/newsletter/subscribe', {
      email,
      branch: false,
      organisationIds: [society(0).id],
    });
    await confirm(email);
    const before = await subscriberOf(email);

    const stranger = await send('POST', '/api/newsletter/subscribe', {
      email: 'SETTLED@example.edu',
      branch: true,
      digest: true,
    });
    expect(stranger.json()).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    expect(await subscriberOf(email)).toEqual(before);
    expect(await followedIds(before.id)).toEqual([society(0).id]);
    const [mail] = await mailsTo(email);
    expect(mail?.kind).toBe('newsletter-manage-link');
    expect(mail?.text).toContain('already subscribed, so nothing has changed');
    const link = mail?.text.match(/\/newsletter\/manage\/([A-Za-z0-9_-]{43})/)?.[1];
    const page = await send('GET', `/api/newsletter/subscription/${link}`);
    expect(page.json()).toMatchObject({ email });
  });
});

describe('the manage page: GET and PUT /api/newsletter/subscription/:token', () => {
  it('reads the subscription with the societies then councils one may choose, never cached', async () => {
    const email = 'manager@example.edu';
    await send('POST', '/api/newsletter/subscribe', {
      email,
      branch: false,
      organisationIds: [society(0).id],
    });
    const unsubscribeToken = await manageTokenOf(t.database.db, email);
    const response = await send('GET', `/api/newsletter/subscription/${unsubscribeToken}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const subscription = response.json<NewsletterSubscription>();
    expect(subscription).toMatchObject({
      email,
      confirmed: false,
      branch: false,
      organisationIds: [society(0).id],
      digest: false,
    });
    expect(subscription.choices.map((choice) => choice.kind)).toEqual([
      ...societies.map(() => 'society'),
      ...councils.map(() => 'council'),
    ]);
    expect(subscription.choices.map((choice) => choice.id)).not.toContain(archivedId);
  });

  it('replaces the follows; a bad body or an archived organisation changes nothing', async () => {
    const email = 'switcher@example.edu';
    await send('POST', '/api/newsletter/subscribe', { email });
    const { id } = await subscriberOf(email);
    const unsubscribeToken = await manageTokenOf(t.database.db, email);
    const url = `/api/newsletter/subscription/${unsubscribeToken}`;

    const picked = [society(0).id, society(1).id];
    const saved = await send('PUT', url, { branch: false, organisationIds: picked, digest: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ branch: false, organisationIds: picked, digest: true });
    expect(await followedIds(id)).toEqual([...picked].sort((a, b) => a - b));

    for (const bad of [
      { branch: false, organisationIds: [] },
      { branch: 'yes' },
      { branch: false, organisationIds: [archivedId] },
    ]) {
      const refused = await send('PUT', url, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBeTruthy();
    }
    const row = await subscriberOf(email);
    expect([row.followsBranch, row.wantsDigest]).toEqual([false, true]);
    expect(await followedIds(id)).toEqual([...picked].sort((a, b) => a - b));

    const back = await send('PUT', url, { branch: true, digest: false });
    expect(back.json()).toMatchObject({ branch: true, organisationIds: [], digest: false });
    expect(await followedIds(id)).toEqual([]);
  });

  it('answers 404 for an unknown token', async () => {
    const unknown = `/api/newsletter/subscription/${'u'.repeat(32)}`;
    for (const method of ['GET', 'PUT'] as const) {
      const response = await send(method, unknown, method === 'PUT' ? { branch: true } : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/not valid any more/);
    }
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it("removes the subscriber on a mail program's form POST", async () => {
    const email = 'one.click@example.edu';
    await send('POST', '/api/newsletter/subscribe', {
      email,
      branch: false,
      organisationIds: [society(0).id],
    });
    const { id } = await subscriberOf(email);
    const unsubscribeToken = await manageTokenOf(t.database.db, email);
    const url = new URL(oneClickUnsubscribeUrl('https://branch.example', unsubscribeToken));
    const response = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: '10.41.0.1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED });
    const left = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(left).toEqual([]);
    expect(await followedIds(id)).toEqual([]);
  });
});

describe('the console and the sending', () => {
  it('lists and exports what each subscriber follows and whether they want the digest', async () => {
    const email = 'listed@example.edu';
    await send('POST', '/api/newsletter/subscribe', {
      email,
      branch: false,
      organisationIds: [councils[0]?.id ?? 0, society(0).id],
      digest: true,
    });
    const page = (
      await t.app.inject({ url: '/api/admin/subscribers?limit=100', headers: bearer(admin) })
    ).json<SubscriberPage>();
    const listed = page.items.find((item) => item.email === email);
    expect(listed).toMatchObject({ branch: false, digest: true });
    expect(listed?.organisations.map((organisation) => organisation.name)).toEqual([
      society(0).name,
      councils[0]?.name,
    ]);
    expect(page.items.find((item) => item.email === 'everything@example.edu')).toMatchObject({
      branch: true,
      organisations: [],
      digest: false,
    });

    const csv = await t.app.inject({
      url: '/api/admin/subscribers/export',
      headers: bearer(admin),
    });
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('email,status,subscribed_at,confirmed_at,unsubscribe_url,follows,digest');
    expect(lines.find((line) => line.startsWith(`${email},`))).toMatch(
      new RegExp(`,${society(0).name}; ${councils[0]?.name},yes$`),
    );
    expect(lines.find((line) => line.startsWith('everything@example.edu,'))).toMatch(
      /,whole branch,no$/,
    );
  });

  it('followersOf gives the confirmed subscribers only, each with their follows; the filter keeps theirs', async () => {
    await send('POST', '/api/newsletter/subscribe', {
      email: 'follower.one@example.edu',
      branch: false,
      organisationIds: [society(1).id],
      digest: true,
    });
    await confirm('follower.one@example.edu');
    await send('POST', '/api/newsletter/subscribe', { email: 'follower.all@example.edu' });
    await confirm('follower.all@example.edu');

    const followers = await followersOf(t.database.db);
    const emails = followers.map((follower) => follower.email);
    expect(emails).toEqual(
      expect.arrayContaining(['follower.one@example.edu', 'settled@example.edu']),
    );
    expect(emails).not.toContain('picky@example.edu');
    expect(emails.length).toBeLessThan((await countOf(newsletterSubscribers)) ?? 0);

    const one = followers.find((follower) => follower.email === 'follower.one@example.edu');
    const row = await subscriberOf('follower.one@example.edu');
    expect(one).toEqual({
      id: row.id,
      email: 'follower.one@example.edu',
      branch: false,
      organisationIds: [society(1).id],
    });
    const keeps = followFilter(one ?? { branch: true, organisationIds: [] });
    expect([keeps(society(1).id), keeps(society(0).id)]).toEqual([true, false]);
    const all = followers.find((follower) => follower.email === 'follower.all@example.edu');
    expect(followFilter(all ?? { branch: false, organisationIds: [] })(society(0).id)).toBe(true);

    const digest = await followersOf(t.database.db, { digestOnly: true });
    expect(digest.map((follower) => follower.email)).toEqual(['follower.one@example.edu']);
    expect(manageUrl('https://branch.example', 'abc')).toBe(
      'https://branch.example/newsletter/manage/abc',
    );
  });
});
