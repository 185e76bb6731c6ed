import type {
  Achievement,
  Event,
  GalleryItem,
  Notification,
  OrganisationDetail,
  OrganisationSummary,
  Page,
} from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';
import { serviceOf } from '../app.js';
import { createServiceContext } from '../lib/service-context.js';
import { loadLargeSample, reasonToRefuse } from './large-sample.js';
import { generatedEvent, seededRandom } from './large-sample-content.js';

// The loader at a small scale: three new organisations on top of the sample's 28, a few dozen
// events, photos and achievements; every count checked through the public API the pages read.
const SIZES = { organisations: 31, events: 50, photos: 100, achievements: 10 };

let t: TestApp;
const before = { past: 0, upcoming: 0, gallery: 0, achievements: 0, notifications: 0 };

const total = async (url: string) => (await t.app.inject(url)).json<Page<unknown>>().total;

async function publicTotals() {
  return {
    past: await total('/api/events?when=past'),
    upcoming: await total('/api/events?when=upcoming'),
    gallery: await total('/api/gallery'),
    achievements: await total('/api/achievements'),
    notifications: await total('/api/notifications'),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(before, await publicTotals());
});
afterAll(() => t.close());

describe('the large sample (npm run cli -- sample:large)', () => {
  it('adds itself only to the sample content, unless forced', async () => {
    expect(await reasonToRefuse(t.database.db)).toBeNull();

    const context = createServiceContext(
      t.database.db,
      t.clock,
      'Asia/Kolkata',
      serviceOf(t.app, 'mailer'),
      TEST_ORIGIN,
    );
    const messages: string[] = [];
    const result = await loadLargeSample(context, {
      sizes: SIZES,
      progress: (message) => messages.push(message),
    });
    t.app.publicReadCache.invalidate();
    expect(result).toEqual({
      organisationsCreated: 3,
      organisations: 31,
      events: 50,
      photos: 100,
      achievements: 10,
    });
    expect(messages.at(-1)).toBe('events 50 / 50, photos 100 / 100, achievements 10 / 10');

    expect(await reasonToRefuse(t.database.db)).toMatch(
      /already holds more than the sample content \(31 organisations, 155 events/,
    );
  });

  it('lists every event, photo and achievement it added, each announced as the services do', async () => {
    const after = await publicTotals();
    expect(after.past + after.upcoming).toBe(before.past + before.upcoming + 50);
    expect(after.upcoming).toBeGreaterThan(before.upcoming);
    expect(after.gallery).toBe(before.gallery + 100);
    expect(after.achievements).toBe(before.achievements + 10);
    // Each achievement and each new upcoming event announced itself, as through the dashboard.
    expect(after.notifications).toBe(
      before.notifications + 10 + (after.upcoming - before.upcoming),
    );
    const latest = (await t.app.inject('/api/notifications?limit=1')).json<Page<Notification>>();
    expect(latest.items[0]?.link).toMatch(
      /^\/(societies|councils)\/[a-z0-9-]+\/(achievements|upcoming-events)$/,
    );
  });

  it('adds organisations whose pages render with their slate and counts', async () => {
    const societies = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    const councils = (await t.app.inject('/api/councils')).json<OrganisationSummary[]>();
    expect(societies.length + councils.length).toBe(31);
    const added = societies.find((society) => society.slug === 'oceanic-engineering-society');
    if (!added) throw new Error('the first generated society is missing');
    expect(added.name).toBe('IEEE Oceanic Engineering Society');

    const page = await t.app.inject(`/api/societies/${added.slug}`);
    expect(page.statusCode).toBe(200);
    const detail = page.json<OrganisationDetail>();
    expect(detail.slate.map((member) => member.role)).toEqual([
      'Advisor',
      'Chair',
      'Vice Chair',
      'Secretary',
      'Treasurer',
      'Web Master',
    ]);
    expect(detail.description).toContain('oceanic engineering');
    expect(detail.image).toMatch(/^\/media\/sample\/large-org-1\.svg$/);
    const events = detail.counts.pastEvents + detail.counts.upcomingEvents;
    expect(events).toBeGreaterThan(0);
    const listed = (await t.app.inject(`/api/gallery?org=${added.slug}&limit=100`)).json<
      Page<GalleryItem>
    >();
    expect(listed.total).toBe(detail.counts.gallery);
    // Photos are of the organisation's own past events, on their day.
    const past = (await t.app.inject(`/api/events?when=past&org=${added.slug}&limit=100`)).json<
      Page<Event>
    >();
    const pastDays = new Map(past.items.map((event) => [event.title, event.date]));
    for (const photo of listed.items) {
      if (photo.event) expect(photo.date).toBe(pastDays.get(photo.event));
    }
    const awards = (await t.app.inject(`/api/achievements?org=${added.slug}&limit=100`)).json<
      Page<Achievement>
    >();
    expect(awards.total).toBe(detail.counts.achievements);
  });

  it('gives the first organisations in the menus the most', async () => {
    const societies = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    const first = societies[0];
    const last = societies.at(-1);
    if (!first || !last) throw new Error('no societies');
    const photosOf = (slug: string) => total(`/api/gallery?org=${slug}`);
    expect(await photosOf(first.slug)).toBeGreaterThan(await photosOf(last.slug));
  });

  it('generates the same content from the same seed', () => {
    const organisation = { name: 'IEEE Example Society' };
    const one = seededRandom(14);
    const two = seededRandom(14);
    const first = Array.from({ length: 5 }, () => generatedEvent(one, organisation));
    expect(Array.from({ length: 5 }, () => generatedEvent(two, organisation))).toEqual(first);
  });
});
