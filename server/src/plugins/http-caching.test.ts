import type { OrganisationDetail, OrganisationSummary } from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../test/accounts.js';
import { createTestApp, firstOrganisation, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let society: OrganisationSummary;
let officer: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  society = await firstOrganisation(t, 'societies');
  officer = await signedInAs(t, 'SOCIETY_ADMIN', society.slug);
});
afterAll(() => t.close());

describe('public reads carry an ETag and answer 304 while it matches', () => {
  it('revalidates a list with no body sent', async () => {
    const first = await t.app.inject('/api/societies');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await t.app.inject({
      url: '/api/societies',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The browser keeps the headers it stored; a 304 must not replace its CSP.
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it("answers in full once an officer's write changed what the ETag stood for", async () => {
    const url = `/api/societies/${society.slug}`;
    const before = await t.app.inject(url);
    const etag = String(before.headers.etag);

    const added = await t.app.inject({
      method: 'POST',
      url: `/api/society-dashboard/society/${society.id}/members`,
      headers: bearer(officer),
      payload: { name: 'Grace Hopper', role: 'Web Master', email: 'grace@example.edu' },
    });
    expect(added.statusCode).toBe(201);

    const after = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const slate = after.json<OrganisationDetail>().slate.map((member) => member.name);
    expect(slate).toContain('Grace Hopper');
  });

  it('keeps signed-in answers out of every cache', async () => {
    const dashboard = await t.app.inject({
      url: `/api/society-dashboard/society/${society.id}`,
      headers: bearer(officer),
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['cache-control']).toBe('private, no-store');
    const refused = await t.app.inject(`/api/society-dashboard/society/${society.id}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });
});
