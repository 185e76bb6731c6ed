import type { OrganisationDetail, OrganisationSummary } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { organisations } from '../../db/schema/index.js';

const now = new Date('2026-06-15T10:00:00Z'); // 15:30 on 15 June in Asia/Kolkata, the tests' zone
let t: TestApp;
let society: OrganisationSummary;
let council: OrganisationSummary;
let officer: TestAccount;
let councilOfficer: TestAccount;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(now) } });
  [society] = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>() as [
    OrganisationSummary,
  ];
  [council] = (await t.app.inject('/api/councils')).json<OrganisationSummary[]>() as [
    OrganisationSummary,
  ];
  officer = await signedInAs(t, 'SOCIETY_ADMIN', society.slug);
  councilOfficer = await signedInAs(t, 'COUNCIL_ADMIN', council.slug);
  base = `/api/society-dashboard/society/${society.id}`;
});
afterAll(() => t.close());

function api(method: InjectOptions['method'], url: string, payload?: object, account = officer) {
  return t.app.inject({ method, url, headers: bearer(account), ...(payload ? { payload } : {}) });
}

describe('the whole organisation', () => {
  it('saves the editable fields with the version it was based on, sanitising objectives', async () => {
    const detail = (await api('GET', base)).json<OrganisationDetail>();
    const saved = await api('PUT', base, {
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
      await t.app.inject(`/api/societies/${society.slug}`)
    ).json<OrganisationDetail>();
    expect(publicPage.stats.members).toBe(401);
  });

  it('refuses a stale save with 409 and changes nothing', async () => {
    const detail = (await api('GET', base)).json<OrganisationDetail>();
    const body = { ...detail, founded: undefined, version: detail.version };
    expect((await api('PUT', base, { ...body, description: 'Officer A' })).statusCode).toBe(200);
    const stale = await api('PUT', base, { ...body, description: 'Officer B' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/^Someone else saved changes to this page/);
    const [row] = await t.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, society.id));
    expect(row?.description).toBe('Officer A');
  });

  it('cannot change ids, kind or counts, and refuses a negative member count', async () => {
    const detail = (await api('GET', base)).json<OrganisationDetail>();
    const saved = await api('PUT', base, {
      ...detail,
      id: 999,
      kind: 'council',
      memberCount: 0,
      slug: 'taken-over',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OrganisationDetail>()).toMatchObject({
      id: society.id,
      kind: 'society',
      slug: society.slug,
    });
    const negative = await api('PUT', base, {
      ...saved.json<OrganisationDetail>(),
      studentMemberCount: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error).toContain('Student member count cannot be negative');
  });

  it('saves a council’s settings', async () => {
    const councilBase = `/api/council-dashboard/council/${council.id}`;
    const detail = (
      await api('GET', councilBase, undefined, councilOfficer)
    ).json<OrganisationDetail>();
    const saved = await api(
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
      councilOfficer,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OrganisationDetail>()).toMatchObject({
      email: 'sensors@example.edu',
      founded: '2011',
      location: 'Room 5',
    });
    const bad = await api(
      'PUT',
      councilBase,
      { ...saved.json<OrganisationDetail>(), website: 'javascript:alert(1)' },
      councilOfficer,
    );
    expect(bad.statusCode).toBe(400);
  });
});
