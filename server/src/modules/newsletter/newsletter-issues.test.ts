import type {
  DashboardEvent,
  DigestSettings,
  NewsletterIssue,
  NewsletterPreview,
  NewsletterProposal,
  PublishedNewsletter,
} from '@chapterhouse/shared';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { startAnotherServer, TEST_NOW } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import {
  digestRuns,
  mailOutbox,
  newsletterFollows,
  newsletterIssues,
  newsletterProposals,
  newsletterSubscribers,
} from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { latestSlot } from './digest.js';

// The newsletter the branch writes and sends (issue 16), and the weekly digest, on one app: the
// society's officer proposes, the branch admin composes, previews, tests and sends; followers of
// one society get that society's items only.

let now = new Date(TEST_NOW);
const clock: Clock = { now: () => new Date(now) };

let t: DashboardApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await openDashboardApp({ clock });
  admin = await signedInAs(t, 'BRANCH_ADMIN');
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.api(method, url, payload, admin);
const anonymous = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}) });

let subscriberCount = 0;
/** A confirmed subscriber following the whole branch or the organisations given. */
async function subscriber(follows: 'branch' | number[], digest = false) {
  subscriberCount += 1;
  const [row] = await t.database.db
    .insert(newsletterSubscribers)
    .values({
      email: `follower${subscriberCount}@example.edu`,
      confirmedAt: now,
      followsBranch: follows === 'branch',
      wantsDigest: digest,
    })
    .returning();
  if (!row) throw new Error('no subscriber');
  if (follows !== 'branch') {
    await t.database.db
      .insert(newsletterFollows)
      .values(follows.map((organisationId) => ({ subscriberId: row.id, organisationId })));
  }
  return row;
}

async function upcomingEvent(base: string, title: string, account?: TestAccount) {
  const response = await t.api(
    'POST',
    `${base}/events/upcoming`,
    { title, description: 'Come along.', date: '2026-07-10', time: '17:00' },
    account,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DashboardEvent>();
}

const issuesUrl = '/api/admin/newsletter/issues';

describe('newsletter issues', () => {
  let societyFollower: Awaited<ReturnType<typeof subscriber>>;
  let issue: NewsletterIssue;
  let proposal: NewsletterProposal;
  const councilBase = () => `/api/council-dashboard/council/${t.council.id}`;

  beforeAll(async () => {
    societyFollower = await subscriber([t.society.id]);
    await subscriber('branch');
    await upcomingEvent(t.base, 'Society soldering night');
    await upcomingEvent(councilBase(), 'Council strategy meeting', t.councilOfficer);
  });

  it('lets an organisation propose an item: 401, 403 to another, 400 writes nothing, 201', async () => {
    const url = `${t.base}/newsletter-proposals`;
    const body = { title: 'Call for volunteers', text: 'We need hands for the open day.' };
    expect((await anonymous('POST', url, body)).statusCode).toBe(401);
    expect((await t.api('POST', url, body, t.councilOfficer)).statusCode).toBe(403);
    const before = await t.database.db.select({ n: count() }).from(newsletterProposals);
    const bad = await t.api('POST', url, { title: '', text: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Title is required/);
    const after = await t.database.db.select({ n: count() }).from(newsletterProposals);
    expect(after).toEqual(before);
    const created = await t.api('POST', url, body);
    expect(created.statusCode, created.body).toBe(201);
    proposal = created.json<NewsletterProposal>();
    expect(proposal).toMatchObject({ status: 'open', organisation: { id: t.society.id } });
    const listed = await asAdmin('GET', '/api/admin/newsletter/proposals?status=open');
    expect(listed.json().items.map((item: NewsletterProposal) => item.id)).toContain(proposal.id);
    expect((await t.api('GET', '/api/admin/newsletter/proposals')).statusCode).toBe(403);
  });

  it('guards the console: 401 anonymous, 403 an organisation admin, 400 a bad body writes nothing', async () => {
    const body = { subject: 'June news', intro: 'Hello everyone.' };
    expect((await anonymous('POST', issuesUrl, body)).statusCode).toBe(401);
    expect((await t.api('POST', issuesUrl, body)).statusCode).toBe(403);
    const bad = await asAdmin('POST', issuesUrl, { subject: '', intro: 'x', eventWeeks: 40 });
    expect(bad.statusCode).toBe(400);
    expect(await t.database.db.select({ n: count() }).from(newsletterIssues)).toEqual([{ n: 0 }]);
  });

  it('keeps a draft, refusing an edit based on an older version (409)', async () => {
    const created = await asAdmin('POST', issuesUrl, {
      subject: 'June news',
      intro: 'Hello everyone.\n\nHere is what is coming.',
      eventWeeks: 4,
    });
    expect(created.statusCode, created.body).toBe(201);
    issue = created.json<NewsletterIssue>();
    const edited = await asAdmin('PUT', `${issuesUrl}/${issue.id}`, {
      subject: 'June news from the branch',
      intro: issue.intro,
      eventWeeks: 4,
      proposalIds: [proposal.id],
      version: issue.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await asAdmin('PUT', `${issuesUrl}/${issue.id}`, {
      subject: 'Overwritten',
      intro: issue.intro,
      version: issue.version,
    });
    expect(stale.statusCode).toBe(409);
    issue = edited.json<NewsletterIssue>();
    expect(issue).toMatchObject({
      subject: 'June news from the branch',
      proposalIds: [proposal.id],
    });
  });

  it("previews an issue as a follower of one society gets it: that society's items only", async () => {
    const whole = await asAdmin('GET', `${issuesUrl}/${issue.id}/preview`);
    expect(whole.statusCode, whole.body).toBe(200);
    const branch = whole.json<NewsletterPreview>();
    expect(branch.text).toContain('Society soldering night');
    expect(branch.text).toContain('Council strategy meeting');
    // Each event's time with the branch zone's name, for readers elsewhere.
    expect(branch.text).toContain('17:00 to 19:00 IST');
    const theirs = (
      await asAdmin('GET', `${issuesUrl}/${issue.id}/preview?subscriberId=${societyFollower.id}`)
    ).json<NewsletterPreview>();
    expect(theirs).toMatchObject({ to: societyFollower.email, follows: t.society.name });
    expect(theirs.text).toContain('Society soldering night');
    expect(theirs.text).toContain('Call for volunteers');
    expect(theirs.text).not.toContain('Council strategy meeting');
    expect(theirs.sections.events.every((item) => item.organisation.id === t.society.id)).toBe(
      true,
    );
    // A preview issues no link: only the mails sent carry one.
    expect(theirs.text).toContain('subscribers get their own link');
    expect(theirs.text).not.toContain('/newsletter/manage/');
  });

  it('sends a test copy to the admin only', async () => {
    const response = await asAdmin('POST', `${issuesUrl}/${issue.id}/test`);
    expect(response.statusCode, response.body).toBe(200);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'newsletter-test'));
    expect(mails.map((mail) => mail.to)).toEqual([admin.email]);
    expect(mails[0]?.subject).toBe('[Test] June news from the branch');
  });

  it('sends to every confirmed follower with their own choice, one-click headers, and archives it', async () => {
    await t.database.db.insert(newsletterSubscribers).values({
      email: 'unconfirmed@example.edu',
      confirmTokenHash: 'hash-of-the-confirmation-token',
    });
    const sent = await asAdmin('POST', `${issuesUrl}/${issue.id}/send`, { version: issue.version });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<NewsletterIssue>()).toMatchObject({
      status: 'sent',
      progress: { total: 2, notSent: 2 },
    });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'newsletter-issue'))
      .orderBy(mailOutbox.id);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      ['follower1@example.edu', 'follower2@example.edu'].sort(),
    );
    const toSocietyFollower = mails.find((mail) => mail.to === societyFollower.email);
    expect(toSocietyFollower?.text).not.toContain('Council strategy meeting');
    // Spread out to MAIL_MAX_PER_MINUTE (60 by default): one a second. Recorded only here (no
    // SMTP), so the spacing shows in the order they were queued.
    // Each mail has a one-click link of its own, the same in its header and its text.
    const oneClick = toSocietyFollower?.headers['List-Unsubscribe']?.match(
      /^<http:\/\/localhost:80\/api\/newsletter\/unsubscribe\/([A-Za-z0-9_-]{43})>$/,
    )?.[1];
    expect(oneClick).toBeDefined();
    expect(toSocietyFollower?.text).toContain(`/newsletter/manage/${oneClick}`);
    expect(toSocietyFollower?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const theirPage = await anonymous('GET', `/api/newsletter/subscription/${oneClick}`);
    expect(theirPage.json()).toMatchObject({ email: societyFollower.email });
    const recipients = await asAdmin('GET', `${issuesUrl}/${issue.id}/recipients?status=not-sent`);
    expect(recipients.json().total).toBe(2);
    // Sent once: again is 409, and so is any edit.
    expect(
      (await asAdmin('POST', `${issuesUrl}/${issue.id}/send`, { version: issue.version + 1 }))
        .statusCode,
    ).toBe(409);
    const [included] = await t.database.db
      .select()
      .from(newsletterProposals)
      .where(eq(newsletterProposals.id, proposal.id));
    expect(included).toMatchObject({ status: 'included', issueId: issue.id });
    expect(
      (await t.api('DELETE', `${t.base}/newsletter-proposals/${proposal.id}`)).statusCode,
    ).toBe(409);
    // The archive: public, the whole branch's version.
    const archive = await anonymous('GET', '/api/newsletters');
    expect(archive.json().items).toEqual([
      expect.objectContaining({ id: issue.id, subject: 'June news from the branch' }),
    ]);
    const page = (
      await anonymous('GET', `/api/newsletters/${issue.id}`)
    ).json<PublishedNewsletter>();
    expect(page.sections.events.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Society soldering night', 'Council strategy meeting']),
    );
  });

  it('hides drafts from the archive (404) and answers 404 for unknown issues', async () => {
    const draft = (
      await asAdmin('POST', issuesUrl, { subject: 'Draft', intro: 'Not yet.' })
    ).json<NewsletterIssue>();
    expect((await anonymous('GET', `/api/newsletters/${draft.id}`)).statusCode).toBe(404);
    expect((await asAdmin('GET', `${issuesUrl}/999999`)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `${issuesUrl}/${draft.id}`)).statusCode).toBe(204);
    expect((await asAdmin('DELETE', `${issuesUrl}/${issue.id}`)).statusCode).toBe(409);
  });
});

describe('the weekly digest', () => {
  let settings: DigestSettings;
  const digestUrl = '/api/admin/newsletter/digest';

  it('is off until the branch admin turns it on; a stale save is 409', async () => {
    settings = (await asAdmin('GET', digestUrl)).json<DigestSettings>();
    expect(settings).toMatchObject({ enabled: false, nextRunAt: null });
    expect((await t.api('GET', digestUrl)).statusCode).toBe(403);
    // Mondays at 09:00, branch time; TEST_NOW is Monday 15 June 2026, 15:30 in Kolkata.
    const saved = await asAdmin('PUT', digestUrl, {
      enabled: true,
      weekday: 1,
      hour: 9,
      version: settings.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await asAdmin('PUT', digestUrl, {
      enabled: false,
      weekday: 1,
      hour: 9,
      version: settings.version,
    });
    expect(stale.statusCode).toBe(409);
    settings = saved.json<DigestSettings>();
    expect(settings.nextRunAt).toBe('2026-06-22T03:30:00.000Z');
    // This morning's slot passed before it was turned on: nothing is owed.
    expect(await serviceOf(t.app, 'newsletter-digest').runDue()).toBeNull();
  });

  it('sends nothing when there is nothing new, and records the week', async () => {
    await subscriber('branch', true);
    // A week after the events above were added: the slot of 29 June looks back to 22 June.
    now = new Date('2026-06-29T04:00:00Z');
    const before = await t.database.db.select({ n: count() }).from(mailOutbox);
    expect(await serviceOf(t.app, 'newsletter-digest').runDue()).toBe(0);
    expect(await t.database.db.select({ n: count() }).from(mailOutbox)).toEqual(before);
    const runs = await t.database.db.select().from(digestRuns);
    expect(runs).toEqual([expect.objectContaining({ recipients: 0 })]);
  });

  it("sends what is new to followers who asked, each only their organisations', once across two servers", async () => {
    const councilOnly = await subscriber([t.council.id], true);
    const societyOnly = await subscriber([t.society.id], true);
    now = new Date('2026-07-01T10:00:00Z');
    // Signed in anew: the first sessions expired in the weeks the clock moved.
    const officer = await signedInAs(t, 'SOCIETY_ADMIN', t.society.slug);
    await upcomingEvent(t.base, 'Society robotics demo', officer);
    now = new Date('2026-07-06T03:45:00Z');
    const other = await startAnotherServer(t);
    try {
      const [here, there] = await Promise.all([
        serviceOf(t.app, 'newsletter-digest').runDue(),
        serviceOf(other.app, 'newsletter-digest').runDue(),
      ]);
      // One server claimed the slot; the other found it taken.
      expect([here, there].filter((sent) => sent !== null)).toHaveLength(1);
    } finally {
      await other.close();
    }
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.kind, 'newsletter-digest'));
    const recipients = mails.map((mail) => mail.to);
    expect(recipients).toContain(societyOnly.email);
    expect(recipients).not.toContain(councilOnly.email);
    expect(new Set(recipients).size).toBe(recipients.length);
    const theirs = mails.find((mail) => mail.to === societyOnly.email);
    expect(theirs?.text).toContain('Society robotics demo');
    expect(theirs?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // A restart finds the slot taken.
    expect(await serviceOf(t.app, 'newsletter-digest').runDue()).toBeNull();
  });

  it('finds the slot due on the branch calendar', () => {
    const monday9 = { weekday: 1, hour: 9 };
    expect(
      latestSlot(monday9, new Date('2026-06-22T03:29:00Z'), 'Asia/Kolkata').toISOString(),
    ).toBe('2026-06-15T03:30:00.000Z');
    expect(
      latestSlot(monday9, new Date('2026-06-22T03:30:00Z'), 'Asia/Kolkata').toISOString(),
    ).toBe('2026-06-22T03:30:00.000Z');
  });
});
