import type {
  DashboardAchievement,
  DashboardEvent,
  DashboardGalleryItem,
  DashboardMember,
  DigestSettings,
  NewsletterIssue,
  NewsletterPreview,
  NewsletterProposal,
  OrganisationDetail,
  OrganisationSummary,
  SiteContent,
} from '@chapterhouse/shared';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { sendRegistration } from '../../../test/events-fixture.js';
import { publicSurfaces, surfacesShowing } from '../../../test/public-surfaces.js';
import { startAnotherServer, TEST_NOW } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import {
  auditLog,
  events,
  mailOutbox,
  newsletterSubscribers,
  notifications,
  organisationTotals,
} from '../../db/schema/index.js';

// Drafts and scheduled publishing (issue 18, step 4; decision 010): a draft is in its dashboard
// only, until it is published, by an officer or at its time.

const MINUTE_MS = 60_000;
let now = new Date(TEST_NOW);
let t: DashboardApp;

beforeAll(async () => {
  // Pages too: these tests read what visitors are shown.
  t = await openDashboardApp({ web: 'site', clock: { now: () => now } });
});
afterAll(() => t.close());

/** A word no sample item has, so a page holds it only if it shows the item. */
const marker = () => `zq${Math.random().toString(36).slice(2, 10)}`;

const upcomingEvent = (title: string) => ({
  title,
  date: '2026-07-01',
  time: '14:00',
  location: 'Faraday Hall',
  description: `${title}: hands-on soldering.`,
  registrationMode: 'site',
  // Today's behaviour: registrants are not asked to confirm their address.
  registrationConfirmEmail: false,
});

/** Every public read of the site (`test/public-surfaces.ts`), for this app's society. */
const publicAddresses = (eventId: number, text: string) =>
  publicSurfaces(t.society.slug, eventId, text);

/** The public addresses whose answer names `text`. */
const showing = (text: string, eventId: number) =>
  surfacesShowing(t, publicAddresses(eventId, text), text);

async function publicTotals() {
  const [row] = await t.database.db
    .select()
    .from(organisationTotals)
    .where(eq(organisationTotals.organisationId, t.society.id));
  const detail = (
    await t.app.inject(`/api/societies/${t.society.slug}`)
  ).json<OrganisationDetail>();
  return { totals: row, slate: detail.slate.length };
}

/** The four kinds of item, each added with `publication`, all named with `name`. */
async function addItems(name: string, publication: object) {
  const add = async <T>(path: string, body: object) => {
    const response = await t.api('POST', `${t.base}/${path}`, { ...body, publication });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<T>();
  };
  return {
    event: await add<DashboardEvent>('events/upcoming', upcomingEvent(`${name} night`)),
    achievement: await add<DashboardAchievement>('achievements', {
      title: `${name} award`,
      year: 2026,
      description: 'First place.',
    }),
    photo: await add<DashboardGalleryItem>('gallery', {
      img: 'https://images.example.edu/hack.jpg',
      caption: `${name} photo`,
    }),
    member: await add<DashboardMember>('members', { name: `${name} Byron`, role: 'Treasurer' }),
  };
}

type Items = Awaited<ReturnType<typeof addItems>>;

const itemUrls = (items: Items) => [
  { url: `${t.base}/events/upcoming/${items.event.id}`, version: items.event.version },
  { url: `${t.base}/achievements/${items.achievement.id}`, version: items.achievement.version },
  { url: `${t.base}/gallery/${items.photo.id}`, version: items.photo.version },
  { url: `${t.base}/members/${items.member.id}`, version: items.member.version },
];

describe('drafts', () => {
  it('are absent from every public page, feed, sitemap, total and API read until published', async () => {
    const name = marker();
    const before = await publicTotals();
    const items = await addItems(name, { action: 'draft' });
    for (const item of Object.values(items)) {
      expect(item).toMatchObject({ publishedAt: null, publishAt: null });
    }

    expect(await showing(name, items.event.id)).toEqual([]);
    expect(await publicTotals()).toEqual(before);
    expect((await t.app.inject(`/api/events/${items.event.id}`)).statusCode).toBe(404);
    // Nobody registers for it, and the bell has not announced it.
    const registering = await sendRegistration(t, items.event.id, {
      name: 'Ada',
      email: 'ada@example.edu',
      answers: {},
    });
    expect(registering.statusCode).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.eventId, items.event.id)),
    ).toEqual([]);

    // The dashboard lists them, and previews the event's page.
    const list = await t.api('GET', `${t.base}/events/upcoming?limit=100`);
    expect(list.json().items.map((event: DashboardEvent) => event.title)).toContain(
      `${name} night`,
    );
    const preview = await t.api('GET', `${t.base}/events/${items.event.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ id: items.event.id, title: `${name} night` });

    for (const { url, version } of itemUrls(items)) {
      const published = await t.api('PUT', `${url}/publication`, { action: 'publish', version });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json().publishedAt).toBe(now.toISOString());
      expect(published.json().version).toBe(version + 1);
    }

    const shown = await showing(name, items.event.id);
    // Published, each of them is where visitors look: every address shows one (or more).
    expect(shown).toEqual(publicAddresses(items.event.id, name));
    const after = await publicTotals();
    expect(after.totals).toMatchObject({
      events: (before.totals?.events ?? 0) + 1,
      achievements: (before.totals?.achievements ?? 0) + 1,
      galleryItems: (before.totals?.galleryItems ?? 0) + 1,
    });
    expect(after.slate).toBe(before.slate + 1);
    // Published, the event is announced on the bell.
    const [announcement] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventId, items.event.id));
    expect(announcement?.title).toContain(`${name} night`);
  });

  it('an event taken back to a draft leaves the public pages, with its announcement', async () => {
    const name = marker();
    const items = await addItems(name, { action: 'publish' });
    expect(await showing(`${name} night`, items.event.id)).toContain('/upcoming-events');
    const eventsBefore = (await publicTotals()).totals?.events;

    const url = `${t.base}/events/upcoming/${items.event.id}/publication`;
    const unpublished = await t.api('PUT', url, { action: 'draft', version: items.event.version });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json()).toMatchObject({ publishedAt: null, publishAt: null });

    expect(await showing(`${name} night`, items.event.id)).toEqual([]);
    expect((await publicTotals()).totals?.events).toBe((eventsBefore ?? 0) - 1);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.eventId, items.event.id)),
    ).toEqual([]);
  });

  it('go public at their scheduled minute by the clock, and the cached pages show them', async () => {
    const name = marker();
    // TEST_NOW is 10:00 UTC; scheduled for 17:00 in Kolkata, 11:30 UTC.
    const items = await addItems(name, { action: 'schedule', at: '2026-06-15T17:00:00+05:30' });
    expect(items.event).toMatchObject({
      publishedAt: null,
      publishAt: '2026-06-15T11:30:00.000Z',
    });

    try {
      now = new Date(Date.parse('2026-06-15T11:30:00Z') - MINUTE_MS);
      expect(await serviceOf(t.app, 'scheduled-publishing').runDue()).toBe(0);
      // Read (and kept by the public cache) a minute before.
      expect(await showing(name, items.event.id)).toEqual([]);

      now = new Date('2026-06-15T11:30:00Z');
      expect(await serviceOf(t.app, 'scheduled-publishing').runDue()).toBe(4);
      expect(await showing(name, items.event.id)).toEqual(publicAddresses(items.event.id, name));
      const [event] = await t.database.db
        .select()
        .from(events)
        .where(eq(events.id, items.event.id));
      expect(event).toMatchObject({ publishedAt: now, publishAt: null });
      // Recorded against the schedule in the organisation's History.
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.itemType, 'events'), eq(auditLog.itemId, items.event.id)))
        .orderBy(auditLog.id);
      expect(entries.at(-1)).toMatchObject({
        actorName: 'Scheduled publishing',
        organisationId: t.society.id,
        action: 'updated',
      });
    } finally {
      now = new Date(TEST_NOW);
    }
  });

  it('go public once, and are announced once, with two servers on one database', async () => {
    const items = await addItems(marker(), { action: 'schedule', at: '2026-06-15T17:00:00+05:30' });
    const other = await startAnotherServer(t);
    try {
      now = new Date('2026-06-15T11:31:00Z');
      const [here, there] = await Promise.all([
        serviceOf(t.app, 'scheduled-publishing').runDue(),
        serviceOf(other.app, 'scheduled-publishing').runDue(),
      ]);
      expect(here + there).toBe(4);
    } finally {
      now = new Date(TEST_NOW);
      await other.close();
    }
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.eventId, items.event.id)),
    ).toHaveLength(1);
  });
});

describe('publication changes', () => {
  it('are refused with a clear answer, and change nothing', async () => {
    const items = await addItems(marker(), { action: 'draft' });
    const url = `${t.base}/achievements/${items.achievement.id}/publication`;
    const version = items.achievement.version;
    const cases: Array<[object, number, string]> = [
      [{ action: 'schedule', at: '2026-06-15T09:59:00Z', version }, 400, 'in the future'],
      [{ action: 'schedule', at: '2026-06-30T15:00', version }, 400, 'Enter a date and time'],
      [{ action: 'shout', version }, 400, 'Choose publish, draft or schedule'],
      [{ action: 'publish' }, 400, 'Version is required'],
      [{ action: 'publish', version: version + 5 }, 409, 'Someone else changed this item'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await t.api('PUT', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error).toContain(message);
    }
    // A new item with a time gone by is refused, and not added.
    const eventsBefore = await t.rows(events);
    const refused = await t.api('POST', `${t.base}/events/upcoming`, {
      ...upcomingEvent('Too late'),
      publication: { action: 'schedule', at: '2026-06-15T09:00:00Z' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await t.rows(events)).toBe(eventsBefore);

    const stillDraft = await t.api('GET', `${t.base}/achievements?limit=100`);
    const achievement = stillDraft
      .json()
      .items.find((item: DashboardAchievement) => item.id === items.achievement.id);
    expect(achievement).toMatchObject({ publishedAt: null, publishAt: null, version });
  });

  it('are for the organisation’s own team: anonymous 401, another organisation 403', async () => {
    const items = await addItems(marker(), { action: 'draft' });
    const url = `${t.base}/members/${items.member.id}/publication`;
    const body = { action: 'publish', version: items.member.version };
    expect((await t.app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
    const foreign = await t.api('PUT', url, body, t.councilOfficer);
    expect(foreign.statusCode).toBe(403);
    const preview = await t.api(
      'GET',
      `${t.base}/events/${items.event.id}/preview`,
      undefined,
      t.councilOfficer,
    );
    expect(preview.statusCode).toBe(403);
    // Another organisation's event is not found through this one's preview.
    const councilBase = `/api/council-dashboard/council/${t.council.id}`;
    const elsewhere = await t.api(
      'GET',
      `${councilBase}/events/${items.event.id}/preview`,
      undefined,
      t.councilOfficer,
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});

// An archived organisation is gone from the site with everything of it (decision 011): the same
// sweep as for drafts, over the same addresses, and the newsletter, the digest and the counters.
describe('an archived organisation', () => {
  /** What visitors count: the landing page's counters and the public lists' totals. */
  async function visitorCounts() {
    const total = async (url: string) => (await t.app.inject(url)).json<{ total: number }>().total;
    const site = (await t.app.inject('/api/site')).json<SiteContent>();
    return {
      statistics: site.statistics,
      upcomingEvents: await total('/api/events?when=upcoming&limit=1'),
      pastEvents: await total('/api/events?when=past&limit=1'),
      achievements: await total('/api/achievements?limit=1'),
      gallery: await total('/api/gallery?limit=1'),
      notifications: await total('/api/notifications?limit=1'),
    };
  }

  /** The texts of the digest mails queued so far. */
  async function digestTexts(): Promise<string[]> {
    const rows = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(like(mailOutbox.kind, 'newsletter-digest'));
    return rows.map((row) => row.text);
  }

  it('takes its events, achievements, photos, slate and notifications off every public read', async () => {
    const admin = await signedInAs(t, 'BRANCH_ADMIN');
    const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.api(method, url, payload, admin);
    const name = marker();
    const items = await addItems(name, { action: 'publish' });
    // The council stays on the site: its event shows that the digest below went out at all.
    const councils = marker();
    const councilEvent = await t.api(
      'POST',
      `/api/council-dashboard/council/${t.council.id}/events/upcoming`,
      upcomingEvent(`${councils} council night`),
      t.councilOfficer,
    );
    expect(councilEvent.statusCode, councilEvent.body).toBe(201);
    const proposed = await t.api('POST', `${t.base}/newsletter-proposals`, {
      title: `${name} proposal`,
      text: 'Volunteers wanted.',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const created = await asAdmin('POST', '/api/admin/newsletter/issues', {
      subject: 'June news',
      intro: 'Hello.',
      eventWeeks: 4,
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<NewsletterIssue>();
    const issue = (
      await asAdmin('PUT', `/api/admin/newsletter/issues/${draft.id}`, {
        subject: draft.subject,
        intro: draft.intro,
        eventWeeks: 4,
        proposalIds: [proposed.json<NewsletterProposal>().id],
        version: draft.version,
      })
    ).json<NewsletterIssue>();
    const newsletterText = async () =>
      (
        await asAdmin('GET', `/api/admin/newsletter/issues/${issue.id}/preview`)
      ).json<NewsletterPreview>().text;
    // The digest goes on Mondays at 16:00 in Kolkata: TEST_NOW (15:30 there) is just before.
    const digest = (await asAdmin('GET', '/api/admin/newsletter/digest')).json<DigestSettings>();
    const enabled = await asAdmin('PUT', '/api/admin/newsletter/digest', {
      enabled: true,
      weekday: 1,
      hour: 16,
      version: digest.version,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    await t.database.db.insert(newsletterSubscribers).values({
      email: 'digest.reader@example.edu',
      confirmedAt: now,
      followsBranch: true,
      wantsDigest: true,
    });

    // Active, the society's items are where visitors look, as any published item.
    expect(await showing(name, items.event.id)).toEqual(publicAddresses(items.event.id, name));
    const active = await newsletterText();
    for (const item of [`${name} night`, `${name} award`, `${name} proposal`]) {
      expect(active).toContain(item);
    }
    const society = (
      await t.app.inject(`/api/societies/${t.society.slug}`)
    ).json<OrganisationDetail>();
    const [announced] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.organisationId, t.society.id));
    const before = await visitorCounts();

    const archived = await asAdmin('POST', `/api/admin/organisations/${t.society.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    try {
      // Gone from every page, feed, calendar, sitemap and API read (its own answer 404)...
      expect(await showing(name, items.event.id)).toEqual([]);
      expect((await t.app.inject(`/api/societies/${t.society.slug}`)).statusCode).toBe(404);
      const listed = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
      expect(listed.map((organisation) => organisation.slug)).not.toContain(t.society.slug);
      expect((await t.app.inject('/sitemaps/pages.xml')).body).not.toContain(
        `/societies/${t.society.slug}`,
      );
      // ... from every count: the lists' totals and the landing page's counters lose exactly
      // what the society had, and the bell its announcements ...
      expect(await visitorCounts()).toEqual({
        statistics: {
          members: before.statistics.members - society.studentMemberCount,
          events: before.statistics.events - society.counts.pastEvents,
          awards: before.statistics.awards - society.counts.achievements,
        },
        upcomingEvents: before.upcomingEvents - society.counts.upcomingEvents,
        pastEvents: before.pastEvents - society.counts.pastEvents,
        achievements: before.achievements - society.counts.achievements,
        gallery: before.gallery - society.counts.gallery,
        notifications: before.notifications - (announced?.n ?? 0),
      });
      // ... from the newsletter's sections and the weekly digest ...
      const text = await newsletterText();
      expect(text).toContain(`${councils} council night`);
      expect(text).not.toContain(name);
      now = new Date('2026-06-15T10:31:00Z');
      expect(await serviceOf(t.app, 'newsletter-digest').runDue()).toBeGreaterThan(0);
      const digests = await digestTexts();
      expect(digests.join('\n')).toContain(`${councils} council night`);
      expect(digests.join('\n')).not.toContain(name);
      // ... and nobody registers for its event.
      const registering = await sendRegistration(t, items.event.id, {
        name: 'Ada',
        email: 'ada@example.edu',
        answers: {},
      });
      expect(registering.statusCode).toBe(404);
    } finally {
      now = new Date(TEST_NOW);
      const restored = await asAdmin('POST', `/api/admin/organisations/${t.society.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
    }
    // Restored, everything is back.
    expect(await showing(name, items.event.id)).toEqual(publicAddresses(items.event.id, name));
    expect(await visitorCounts()).toEqual(before);
  });
});
