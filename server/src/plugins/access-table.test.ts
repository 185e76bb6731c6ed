import { type OrganisationSummary, PERMISSIONS_OF } from '@chapterhouse/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, signedInStudent, type TestAccount } from '../../test/accounts.js';
import { documentedStatuses } from '../../test/documented-statuses.js';
import { createTestApp, firstOrganisation, type TestApp } from '../../test/test-app.js';

/**
 * Walks every registered API route and checks it against the access table of its declared rule.
 * A new route is covered the moment it is registered (a route without a rule cannot be).
 */
let t: TestApp;
let documented: Awaited<ReturnType<typeof documentedStatuses>>;
let society: OrganisationSummary;
let council: OrganisationSummary;
let as: Record<
  | 'societyAdmin'
  | 'societyEditor'
  | 'otherSocietyAdmin'
  | 'councilAdmin'
  | 'councilEditor'
  | 'branchAdmin',
  TestAccount
>;

beforeAll(async () => {
  t = await createTestApp();
  society = await firstOrganisation(t, 'societies');
  council = await firstOrganisation(t, 'councils');
  const otherSociety = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>()[1];
  as = {
    // Owners of their organisation's team, and editors.
    societyAdmin: await signedInAs(t, 'SOCIETY_ADMIN', society.slug),
    societyEditor: await signedInAs(t, 'SOCIETY_ADMIN', society.slug, 'Editor', 'editor'),
    otherSocietyAdmin: await signedInAs(t, 'SOCIETY_ADMIN', otherSociety?.slug ?? null),
    councilAdmin: await signedInAs(t, 'COUNCIL_ADMIN', council.slug),
    councilEditor: await signedInAs(t, 'COUNCIL_ADMIN', council.slug, 'Editor', 'editor'),
    branchAdmin: await signedInAs(t, 'BRANCH_ADMIN'),
  };
  documented = await documentedStatuses(t.app);
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: `:id` is the organisation, other parameters unknown ids. */
function urlFor(pattern: string, organisation: string | number): string {
  return pattern
    .replace(':id', String(organisation))
    .replace(/:[A-Za-z]+/g, '999999')
    .replace(/\/\*$/, '/anything');
}

/** The route the table is checking: every answer it gets must be in the API's document. */
let checking: { method: string; url: string } | undefined;
const undocumented: string[] = [];

async function call(
  method: string,
  url: string,
  account?: TestAccount,
  headers: Record<string, string> = {},
) {
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url,
    headers: { ...(account ? bearer(account) : {}), ...headers },
  };
  if (method !== 'GET' && method !== 'HEAD' && method !== 'DELETE') options.payload = {};
  const response = await t.app.inject(options);
  if (checking && !documented(checking.method, checking.url).has(response.statusCode)) {
    undocumented.push(`${checking.method} ${checking.url}: ${response.statusCode}`);
  }
  return response;
}

describe('the access table of every API route', () => {
  it('has routes of every kind of rule to check', () => {
    const rules = new Set(
      t.app.apiRoutes.map((route) =>
        typeof route.access === 'object' ? 'organisation' : route.access,
      ),
    );
    expect([...rules].sort()).toEqual([
      'branch-admin',
      'organisation',
      'public',
      'signed-in',
      'student',
    ]);
  });

  it('guards each protected URL space with its rule, so no route there can be weaker', () => {
    const expected = (url: string) =>
      url.startsWith('/api/society-dashboard/')
        ? { organisation: 'society' }
        : url.startsWith('/api/council-dashboard/')
          ? { organisation: 'council' }
          : url.startsWith('/api/admin/')
            ? 'branch-admin'
            : undefined;
    for (const route of t.app.apiRoutes) {
      const rule = expected(route.url);
      const name = `${route.method} ${route.url}`;
      // An organisation's route may ask for more (a permission such as team:manage), never less.
      if (typeof rule === 'object') expect(route.access, name).toMatchObject(rule);
      else if (rule) expect(route.access, name).toEqual(rule);
    }
  });

  // Every route, every role: about 8 s alone, several times that on a machine busy with the
  // other test files.
  it('applies each rule to each role', { timeout: 90_000 }, async () => {
    const checked: string[] = [];
    for (const route of t.app.apiRoutes) {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      const name = `${route.method} ${route.url}`;
      const access = route.access;
      // The document's operations: not its own address, nor the /api fallback.
      checking = route.url === '/api/*' || route.url === '/api/openapi.json' ? undefined : route;

      if (access === 'public') {
        const response = await call(route.method, urlFor(route.url, society.slug));
        expect([401, 403], name).not.toContain(response.statusCode);
      } else if (access === 'signed-in') {
        expect((await call(route.method, route.url)).statusCode, `${name} anonymous`).toBe(401);
        // A session of its own: the route may be the one that ends it (logout).
        const fresh = await signedInAs(t, 'COUNCIL_ADMIN', council.slug);
        const response = await call(route.method, route.url, fresh);
        expect([401, 403], `${name} signed in`).not.toContain(response.statusCode);
      } else if (access === 'student') {
        // Their own cookie, sent to `/api/me` alone; an officer's token is not a student's session.
        expect(route.url, name).toMatch(/^\/api\/me(\/|$)/);
        expect((await call(route.method, route.url)).statusCode, `${name} anonymous`).toBe(401);
        expect(
          (await call(route.method, route.url, as.branchAdmin)).statusCode,
          `${name} an officer's token`,
        ).toBe(401);
        // A session of its own: the route may be the one that ends it (sign-out).
        const { cookie } = await signedInStudent(t, 'access.table@example.edu');
        const response = await call(route.method, urlFor(route.url, society.slug), undefined, {
          cookie,
        });
        expect([401, 403], `${name} the student`).not.toContain(response.statusCode);
      } else if (access === 'branch-admin') {
        expect((await call(route.method, route.url)).statusCode, `${name} anonymous`).toBe(401);
        expect((await call(route.method, route.url, as.societyAdmin)).statusCode, name).toBe(403);
        expect((await call(route.method, route.url, as.councilAdmin)).statusCode, name).toBe(403);
        const response = await call(route.method, route.url, as.branchAdmin);
        expect([401, 403], `${name} branch admin`).not.toContain(response.statusCode);
      } else if (access && typeof access === 'object') {
        const own = access.organisation === 'society' ? society : council;
        const ownAdmin = access.organisation === 'society' ? as.societyAdmin : as.councilAdmin;
        const wrongKindAdmin =
          access.organisation === 'society' ? as.councilAdmin : as.societyAdmin;
        const url = urlFor(route.url, own.id);
        expect(route.url, name).toMatch(
          access.organisation === 'society'
            ? /^\/api\/society-dashboard\//
            : /^\/api\/council-dashboard\//,
        );
        expect((await call(route.method, url)).statusCode, `${name} anonymous`).toBe(401);
        if (access.organisation === 'society') {
          expect(
            (await call(route.method, url, as.otherSocietyAdmin)).statusCode,
            `${name} other society`,
          ).toBe(403);
        }
        expect(
          (await call(route.method, url, wrongKindAdmin)).statusCode,
          `${name} wrong kind`,
        ).toBe(403);
        const editor = access.organisation === 'society' ? as.societyEditor : as.councilEditor;
        const permission = access.permission ?? 'content:update';
        if (!PERMISSIONS_OF.editor.includes(permission)) {
          expect((await call(route.method, url, editor)).statusCode, `${name} editor`).toBe(403);
        }
        for (const [who, account] of [
          ['owner', ownAdmin],
          ...(PERMISSIONS_OF.editor.includes(permission) ? [['editor', editor] as const] : []),
          ['branch admin', as.branchAdmin],
        ] as const) {
          const response = await call(route.method, url, account);
          expect([401, 403], `${name} ${who}`).not.toContain(response.statusCode);
          if (route.method === 'GET' && !route.url.includes(':', route.url.indexOf(':id') + 1)) {
            expect(response.statusCode, `${name} ${who}`).toBe(200);
          }
        }
        const unknown = await call(
          route.method,
          urlFor(route.url, 'no-such-organisation'),
          as.branchAdmin,
        );
        expect(unknown.statusCode, `${name} unknown organisation`).toBe(404);
        expect(unknown.json().error).toMatch(/not found/i);
      } else {
        throw new Error(`${name} has no access rule`);
      }
      checked.push(name);
    }
    expect(checked.length).toBe(
      t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS').length,
    );
    checking = undefined;
    // Each status a role got (401, 403, 404, 400 for the empty body...) is in the document.
    expect([...new Set(undocumented)]).toEqual([]);
  });

  it('has the media routes (issue 8) under the rules of their URL spaces', () => {
    const rules = new Map(
      t.app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    for (const kind of ['society', 'council'] as const) {
      const base = `/api/${kind}-dashboard/${kind}/:id`;
      for (const route of [
        `GET ${base}/media`,
        `POST ${base}/media`,
        `PUT ${base}/media/:mediaId`,
        `DELETE ${base}/media/:mediaId`,
        `POST ${base}/gallery/upload`,
      ]) {
        expect(rules.get(route), route).toEqual({ organisation: kind });
      }
    }
    for (const route of [
      'GET /api/admin/media',
      'POST /api/admin/media',
      'PUT /api/admin/media/:mediaId',
      'DELETE /api/admin/media/:mediaId',
    ]) {
      expect(rules.get(route), route).toBe('branch-admin');
    }
  });

  it('has the team invitation routes (issue 26) under their rules', () => {
    const rules = new Map(
      t.app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    for (const kind of ['society', 'council'] as const) {
      const route = `DELETE /api/${kind}-dashboard/${kind}/:id/team/invitations/:invitationId`;
      expect(rules.get(route), route).toEqual({ organisation: kind, permission: 'team:manage' });
    }
    // Any signed-in account, for its own invitations only: the service refuses another's (403,
    // modules/teams/teams.test.ts).
    for (const route of [
      'GET /api/team-invitations',
      'POST /api/team-invitations/:invitationId/accept',
      'POST /api/team-invitations/:invitationId/decline',
    ]) {
      expect(rules.get(route), route).toBe('signed-in');
    }
  });

  it('lets an organisation admin read their own dashboard only', async () => {
    const own = await t.app.inject({
      url: `/api/society-dashboard/society/${society.slug}`,
      headers: bearer(as.societyAdmin),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe(society.name);
    const other = await t.app.inject({
      url: `/api/society-dashboard/society/${society.id}`,
      headers: bearer(as.otherSocietyAdmin),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: `You are not an administrator of ${society.name}.` });
  });
});

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
      const officer = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url,
        headers: bearer(as.societyAdmin),
        ...(payload ? { payload } : {}),
      });
      expect(officer.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });
});
