import type { OrganisationSummary } from '@chapterhouse/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const now = new Date('2026-06-15T10:00:00Z');
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
