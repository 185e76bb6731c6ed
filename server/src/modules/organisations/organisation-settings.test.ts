import type { OrganisationDetail } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { organisations } from '../../db/schema/index.js';

let t: DashboardApp;

beforeAll(async () => {
  t = await openDashboardApp();
});
afterAll(() => t.close());

describe('the whole organisation', () => {
  it('saves the editable fields with the version it was based on, sanitising objectives', async () => {
    const detail = (await t.api('GET', t.base)).json<OrganisationDetail>();
    const saved = await t.api('PUT', t.base, {
      version: detail.version,
      name: detail.name,
      image: detail.image,
      description: 'New description',
      vision: detail.vision,
      mission: detail.mission,
      objectives: '<p>Build<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
      studentMemberCount: 401,
      carouselImages: detail.carouselImages,
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json<OrganisationDetail>();
    expect(after).toMatchObject({
      description: 'New description',
      studentMemberCount: 401,
      version: detail.version + 1,
      objectives: '<p>Build</p>',
    });
    const publicPage = (
      await t.app.inject(`/api/societies/${t.society.slug}`)
    ).json<OrganisationDetail>();
    expect(publicPage.stats.members).toBe(401);
  });

  it('refuses a stale save with 409 and changes nothing', async () => {
    const detail = (await t.api('GET', t.base)).json<OrganisationDetail>();
    const body = { ...detail, founded: undefined, version: detail.version };
    expect((await t.api('PUT', t.base, { ...body, description: 'Officer A' })).statusCode).toBe(
      200,
    );
    const stale = await t.api('PUT', t.base, { ...body, description: 'Officer B' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/^Someone else saved changes to this page/);
    const [row] = await t.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, t.society.id));
    expect(row?.description).toBe('Officer A');
  });

  it('cannot change ids, kind or counts, and refuses a negative member count', async () => {
    const detail = (await t.api('GET', t.base)).json<OrganisationDetail>();
    const saved = await t.api('PUT', t.base, {
      ...detail,
      id: 999,
      kind: 'council',
      memberCount: 0,
      slug: 'taken-over',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OrganisationDetail>()).toMatchObject({
      id: t.society.id,
      kind: 'society',
      slug: t.society.slug,
    });
    const negative = await t.api('PUT', t.base, {
      ...saved.json<OrganisationDetail>(),
      studentMemberCount: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error).toContain('Student member count cannot be negative');
  });

  it('saves a council’s settings', async () => {
    const councilBase = `/api/council-dashboard/council/${t.council.id}`;
    const detail = (
      await t.api('GET', councilBase, undefined, t.councilOfficer)
    ).json<OrganisationDetail>();
    const saved = await t.api(
      'PUT',
      councilBase,
      {
        ...detail,
        email: 'sensors@example.edu',
        phone: '+1 555 0100',
        website: 'https://sensors.example.edu',
        founded: '2011',
        location: 'Room 5',
      },
      t.councilOfficer,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OrganisationDetail>()).toMatchObject({
      email: 'sensors@example.edu',
      founded: '2011',
      location: 'Room 5',
    });
    const bad = await t.api(
      'PUT',
      councilBase,
      { ...saved.json<OrganisationDetail>(), website: 'javascript:alert(1)' },
      t.councilOfficer,
    );
    expect(bad.statusCode).toBe(400);
  });
});
