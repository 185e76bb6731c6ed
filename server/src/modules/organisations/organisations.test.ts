import type { OrganisationDetail, OrganisationSummary } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { organisations } from '../../db/schema/index.js';

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
    expect(society.events.past.length).toBe(society.stats.events);
    expect(society.events.upcoming.length).toBeGreaterThan(0);
    expect(society.achievements.length).toBe(society.stats.awards);
    expect(society.gallery.length).toBe(society.counts.gallery);
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
