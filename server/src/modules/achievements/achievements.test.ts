import type { DashboardAchievement, OrganisationSummary } from '@chapterhouse/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const now = new Date('2026-06-15T10:00:00Z'); // 15:30 on 15 June in Asia/Kolkata, the tests' zone
let t: TestApp;
let society: OrganisationSummary;
let council: OrganisationSummary;
let officer: TestAccount;
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
  await signedInAs(t, 'COUNCIL_ADMIN', council.slug);
  base = `/api/society-dashboard/society/${society.id}`;
});
afterAll(() => t.close());

function api(method: InjectOptions['method'], url: string, payload?: object, account = officer) {
  return t.app.inject({ method, url, headers: bearer(account), ...(payload ? { payload } : {}) });
}

describe('achievements', () => {
  it('adds, edits and deletes an achievement; an unknown id is a readable 404', async () => {
    const created = await api('POST', `${base}/achievements`, {
      title: 'Best Chapter',
      year: 2026,
      description: 'Region award.',
      category: 'Recognition',
      recipient: society.name,
    });
    expect(created.statusCode).toBe(201);
    const achievement = created.json<DashboardAchievement>();
    const edited = await api('PUT', `${base}/achievements/${achievement.id}`, {
      ...achievement,
      value: 'First Place',
    });
    expect(edited.json<DashboardAchievement>()).toMatchObject({ value: 'First Place', version: 2 });
    const bad = await api('POST', `${base}/achievements`, {
      title: 'X',
      year: 2026,
      description: 'Y',
      category: 'Bravery',
    });
    expect(bad.statusCode).toBe(400);
    expect((await api('DELETE', `${base}/achievements/${achievement.id}`)).statusCode).toBe(204);
    const unknown = await api('PUT', `${base}/achievements/${achievement.id}`, { ...achievement });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Achievement not found.' });
  });
});
