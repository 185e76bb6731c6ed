import {
  type Achievement,
  DETAIL_ACHIEVEMENTS_LIMIT,
  DETAIL_EVENTS_LIMIT,
  DETAIL_GALLERY_LIMIT,
  type Event,
  type OrganisationDetail,
  type OrganisationSummary,
  type Page,
} from '@chapterhouse/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { events, galleryItems, organisations } from '../../db/schema/index.js';
import { addDays } from '../../lib/clock.js';
import { createServiceContext } from '../../lib/service-context.js';
import { createAchievements } from '../achievements/achievements.service.js';
import { createEvents } from '../events/events.service.js';
import { createGalleryItems } from '../gallery/gallery.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/societies and /api/councils', () => {
  it('lists the 20 sample societies with derived counts', async () => {
    const response = await t.app.inject('/api/societies');
    expect(response.statusCode).toBe(200);
    const societies = response.json<OrganisationSummary[]>();
    expect(societies).toHaveLength(20);
    for (const society of societies) {
      expect(society.kind).toBe('society');
      expect(society.isActive).toBe(true);
      expect(society.memberCount).toBeGreaterThan(0);
      expect(society.stats.members).toBe(society.studentMemberCount);
    }
    expect(new Set(societies.map((society) => society.slug)).size).toBe(20);
  });

  it('lists the 8 sample councils', async () => {
    const response = await t.app.inject('/api/councils');
    expect(response.statusCode).toBe(200);
    expect(response.json<OrganisationSummary[]>()).toHaveLength(8);
  });
});

describe('GET /api/societies/:idOrSlug', () => {
  it('answers the same society by numeric id and by slug, with the spec fields', async () => {
    const [first] = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    if (!first) throw new Error('no societies');
    const byId = await t.app.inject(`/api/societies/${first.id}`);
    const bySlug = await t.app.inject(`/api/societies/${first.slug}`);
    expect(byId.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(byId.json());

    const society = byId.json<OrganisationDetail>();
    expect(society.name).toBe(first.name);
    expect(society.slate.length).toBe(society.memberCount);
    expect(society.counts.pastEvents).toBe(society.stats.events);
    expect(society.events.past.length).toBe(Math.min(society.stats.events, DETAIL_EVENTS_LIMIT));
    expect(society.events.upcoming.length).toBeGreaterThan(0);
    expect(society.counts.achievements).toBe(society.stats.awards);
    expect(society.achievements.length).toBe(
      Math.min(society.stats.awards, DETAIL_ACHIEVEMENTS_LIMIT),
    );
    expect(society.gallery.length).toBe(Math.min(society.counts.gallery, DETAIL_GALLERY_LIMIT));
    expect(society.carouselImages.length).toBeGreaterThan(0);
    for (const event of society.events.past) expect(event.date < '2026-06-15').toBe(true);
    for (const event of society.events.upcoming) expect(event.date >= '2026-06-15').toBe(true);
  });

  it('orders past events newest first and upcoming soonest first', async () => {
    const [first] = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    const society = (await t.app.inject(`/api/societies/${first?.id}`)).json<OrganisationDetail>();
    const pastDates = society.events.past.map((event) => event.date);
    const upcomingDates = society.events.upcoming.map((event) => event.date);
    expect(pastDates).toEqual([...pastDates].sort().reverse());
    expect(upcomingDates).toEqual([...upcomingDates].sort());
  });

  it('answers 404 with a readable error for an unknown society', async () => {
    const response = await t.app.inject('/api/societies/no-such-society');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Society not found.' });
    expect((await t.app.inject('/api/societies/999999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/societies/99999999999999999999')).statusCode).toBe(404);
  });

  it('does not serve a council under /societies', async () => {
    const [council] = (await t.app.inject('/api/councils')).json<OrganisationSummary[]>();
    if (!council) throw new Error('no councils');
    expect((await t.app.inject(`/api/societies/${council.slug}`)).statusCode).toBe(404);
    const response = await t.app.inject(`/api/councils/${council.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<OrganisationDetail>().founded).toMatch(/^\d{4}$/);
  });

  it('refuses a malformed id with 400', async () => {
    const response = await t.app.inject('/api/societies/%3Cscript%3E');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/idOrSlug|id/i);
  });

  it('finds a society by its name, ignoring case', async () => {
    const [first] = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    if (!first) throw new Error('no societies');
    const response = await t.app.inject(
      `/api/societies/name/${encodeURIComponent(first.name.toUpperCase())}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<OrganisationDetail>().id).toBe(first.id);
    expect((await t.app.inject('/api/societies/name/Nothing%20Like%20It')).statusCode).toBe(404);
  });

  it('hides an archived society from every public read', async () => {
    const [first] = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    if (!first) throw new Error('no societies');
    await t.database.db
      .update(organisations)
      .set({ archivedAt: new Date() })
      .where(eq(organisations.id, first.id));
    // Written behind the API's back, so the cache of public reads must be told.
    t.app.publicReadCache.invalidate();
    try {
      expect((await t.app.inject(`/api/societies/${first.slug}`)).statusCode).toBe(404);
      expect((await t.app.inject('/api/societies')).json()).toHaveLength(19);
      const events = await t.app.inject(`/api/events?when=past&org=${first.slug}`);
      expect(events.statusCode).toBe(404);
    } finally {
      await t.database.db
        .update(organisations)
        .set({ archivedAt: null })
        .where(eq(organisations.id, first.id));
      t.app.publicReadCache.invalidate();
    }
  });
});

describe('an organisation with more than its page shows', () => {
  const TODAY = '2026-06-15';
  let society: OrganisationSummary;
  let before: OrganisationDetail;
  const context = () =>
    createServiceContext(
      t.database.db,
      t.clock,
      'Asia/Kolkata',
      serviceOf(t.app, 'mailer'),
      TEST_ORIGIN,
    );
  const read = async () => {
    const response = await t.app.inject(`/api/societies/${society.slug}`);
    expect(response.statusCode).toBe(200);
    return { detail: response.json<OrganisationDetail>(), bytes: response.body.length };
  };

  beforeAll(async () => {
    const [first] = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    if (!first) throw new Error('no societies');
    society = first;
    before = (await read()).detail;
    const organisation = {
      id: society.id,
      kind: society.kind,
      slug: society.slug,
      name: society.name,
    };
    const event = (title: string, date: string) => ({
      title,
      date,
      time: null,
      location: 'Seminar Hall 2',
      description: 'One of many.',
      organizer: null,
      capacity: null,
      registrationLink: null,
      image: null,
      tags: [],
      state: 'scheduled' as const,
      endDate: null,
      endTime: null,
      registrationApproval: false,
      registrationCloses: null,
      registrationOpens: null,
      registrationAudience: 'everyone' as const,
      openToEveryone: null,
      memberPrice: null,
      earlyBirdPrice: null,
      earlyBirdUntil: null,
      paymentHoldHours: null,
      registrationQuestions: [],
      streetAddress: null,
      locality: null,
      postalCode: null,
      region: null,
      country: null,
      mapUrl: null,
      price: null,
      priceCurrency: null,
      category: 'Technical' as const,
      subCategory: null,
      speakers: [],
      coHosts: [],
      membersAttended: null,
      guestsAttended: null,
      attendanceMode: 'in-person' as const,
      meetingUrl: null,
      livestreamUrl: null,
      joinReminderMinutes: 30,
      onlineCapacity: null,
    });
    await createEvents(
      context(),
      organisation,
      'upcoming',
      Array.from({ length: 40 }, (_, index) =>
        event(`Weekly session ${index + 1}`, addDays(TODAY, index < 30 ? -1 - index : index)),
      ),
    );
    await createAchievements(
      context(),
      organisation,
      Array.from({ length: 20 }, (_, index) => ({
        title: `Award ${index + 1}`,
        year: 2000 + index,
        description: 'One of many.',
        category: null,
        awardedBy: null,
        recipient: null,
        value: null,
        date: null,
        image: null,
      })),
    );
    await createGalleryItems(
      context(),
      organisation,
      Array.from({ length: 60 }, (_, index) => ({
        img: `/media/sample/many-${index}.svg`,
        caption: `Photo ${index + 1}`,
        date: addDays(TODAY, -index),
        event: null,
        photographer: null,
        tags: [],
        description: null,
      })),
    );
    t.app.publicReadCache.invalidate();
  });

  it('carries only what the page shows, with the totals for its "See all" links', async () => {
    const { detail, bytes } = await read();
    expect(detail.counts.pastEvents).toBe(before.counts.pastEvents + 30);
    expect(detail.counts.upcomingEvents).toBe(before.counts.upcomingEvents + 10);
    expect(detail.stats.events).toBe(detail.counts.pastEvents);
    expect(detail.counts.achievements).toBe(before.counts.achievements + 20);
    expect(detail.stats.awards).toBe(detail.counts.achievements);
    expect(detail.counts.gallery).toBe(before.counts.gallery + 60);
    expect(detail.events.past).toHaveLength(DETAIL_EVENTS_LIMIT);
    expect(detail.events.upcoming).toHaveLength(DETAIL_EVENTS_LIMIT);
    expect(detail.achievements).toHaveLength(DETAIL_ACHIEVEMENTS_LIMIT);
    expect(detail.gallery).toHaveLength(DETAIL_GALLERY_LIMIT);
    // The latest past events and the next upcoming ones: the first page of each list.
    for (const when of ['past', 'upcoming'] as const) {
      const list = await t.app.inject(
        `/api/events?when=${when}&org=${society.slug}&limit=${DETAIL_EVENTS_LIMIT}`,
      );
      expect(detail.events[when]).toEqual(list.json<Page<Event>>().items);
    }
    const achievements = await t.app.inject(
      `/api/achievements?org=${society.slug}&limit=${DETAIL_ACHIEVEMENTS_LIMIT}`,
    );
    expect(detail.achievements).toEqual(achievements.json<Page<Achievement>>().items);
    expect(bytes).toBeLessThan(before.slate.length * 1000 + 30_000);

    // Its links lead to the whole lists, a page at a time, counted as the detail counts them.
    const totals = {
      pastEvents: detail.counts.pastEvents,
      upcomingEvents: detail.counts.upcomingEvents,
      achievements: detail.counts.achievements,
      gallery: detail.counts.gallery,
    };
    for (const [list, url] of Object.entries(detail.lists)) {
      const page = (await t.app.inject(`${url}&page=2&limit=5`)).json<Page<unknown>>();
      expect(page.total, list).toBe(totals[list as keyof typeof totals]);
      expect(page.page).toBe(2);
    }
  });

  it('keeps its totals right when items go, or move to another organisation', async () => {
    const [other] = (await t.app.inject('/api/councils')).json<OrganisationSummary[]>();
    if (!other) throw new Error('no councils');
    const otherBefore = (
      await t.app.inject(`/api/councils/${other.slug}`)
    ).json<OrganisationDetail>();
    const moved = await t.database.db
      .update(galleryItems)
      .set({ organisationId: other.id })
      .where(
        and(
          eq(galleryItems.organisationId, society.id),
          inArray(galleryItems.caption, ['Photo 1', 'Photo 2']),
        ),
      )
      .returning({ id: galleryItems.id });
    expect(moved).toHaveLength(2);
    await t.database.db
      .delete(events)
      .where(and(eq(events.organisationId, society.id), eq(events.title, 'Weekly session 1')));
    t.app.publicReadCache.invalidate();

    const { detail } = await read();
    expect(detail.counts.gallery).toBe(before.counts.gallery + 58);
    expect(detail.counts.pastEvents).toBe(before.counts.pastEvents + 29);
    const otherAfter = (
      await t.app.inject(`/api/councils/${other.slug}`)
    ).json<OrganisationDetail>();
    expect(otherAfter.counts.gallery).toBe(otherBefore.counts.gallery + 2);
    const gallery = (await t.app.inject(`/api/gallery?org=${society.slug}`)).json<Page<unknown>>();
    expect(gallery.total).toBe(detail.counts.gallery);
  });
});
