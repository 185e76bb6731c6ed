import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, sampleOrganisation } from '../../../test/dashboard-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { type DashboardTarget, forgetAccess } from '../../lib/dashboard-api';
import {
  DASHBOARD_TABS,
  dashboardTabOf,
  dashboardTabsFor,
  loadDashboardTab,
} from './dashboard-shell';

// The organisation dashboards' shell on its own: which tabs each kind has, and the access check
// its tabs' loaders share (the organisation's own read). The dashboards' routes put together:
// routes/organisation-dashboard/layout.test.tsx and dashboard.test.tsx.

const fetchMock = stubFetchPerTest();
afterEach(() => forgetAccess());

const computerSociety: DashboardTarget = { kind: 'society', org: 'computer-society' };
const COMPUTER_SOCIETY_API = '/api/society-dashboard/society/computer-society';
const request = (path: string) => new Request(`http://localhost${path}`);

/** The organisations' own reads: each answers `status` (200: the organisation). */
function serveOrganisations(statuses: Record<string, number>) {
  fetchMock.mockImplementation(async (input) => {
    const status = statuses[String(input)] ?? 404;
    return status === 200 ? json(200, sampleOrganisation()) : json(status, { error: 'Refused' });
  });
}

const readsOf = (path: string) =>
  fetchMock.mock.calls.filter(([called]) => String(called) === path).length;

/** What a loader threw: the redirect's target. */
async function redirectedTo(promise: Promise<unknown>): Promise<string | null> {
  const caught = await promise.then(
    () => {
      throw new Error('expected the loader to throw');
    },
    (error: unknown) => error,
  );
  if (!(caught instanceof Response)) throw caught;
  return caught.headers.get('location');
}

describe("a dashboard's tabs", () => {
  it('are the spec’s, in order: a gallery for societies, settings for councils', () => {
    const ids = (kind: 'society' | 'council') => DASHBOARD_TABS[kind].map((tab) => tab.id);
    expect(ids('society')).toEqual([
      'overview',
      'events',
      'members',
      'gallery',
      'achievements',
      'reports',
      'payments',
      'basic-info',
      'media',
      'team',
      'history',
      'search',
    ]);
    expect(ids('council')).not.toContain('gallery');
    expect(ids('council')).toContain('settings');
    expect(DASHBOARD_TABS.council.find((tab) => tab.id === 'members')?.label).toBe('Members');
    expect(DASHBOARD_TABS.society.find((tab) => tab.id === 'members')?.label).toBe('Slate Members');
  });

  it('show Payments to those who keep the accounts only (owners and branch admins)', () => {
    const organisation = { id: 7, slug: 'cs', name: 'CS', kind: 'society' as const };
    const team = (role: 'owner' | 'editor') => ({
      role: 'SOCIETY_ADMIN' as const,
      teams: [{ organisation, role }],
    });
    const shown = (user: Parameters<typeof dashboardTabsFor>[1]) =>
      dashboardTabsFor('society', user, organisation).map((tab) => tab.id);
    expect(shown(team('owner'))).toContain('payments');
    expect(shown({ role: 'BRANCH_ADMIN', teams: [] })).toContain('payments');
    const editor = shown(team('editor'));
    expect(editor).not.toContain('payments');
    expect(editor).toContain('reports');
  });

  it('names a tab only if that kind has it; anything else is the Overview', () => {
    expect(dashboardTabOf('society', 'gallery')).toBe('gallery');
    expect(dashboardTabOf('council', 'gallery')).toBe('overview');
    expect(dashboardTabOf('council', 'settings')).toBe('settings');
    expect(dashboardTabOf('society', 'settings')).toBe('overview');
    expect(dashboardTabOf('society', null)).toBe('overview');
    expect(dashboardTabOf('council', undefined)).toBe('overview');
  });
});

describe("a dashboard tab's loader", () => {
  it('sends a visitor without a session to sign in, asking nothing of the API', async () => {
    const load = vi.fn(async () => 'events');
    expect(
      await redirectedTo(
        loadDashboardTab(
          request('/societies/computer-society/dashboard/events'),
          computerSociety,
          load,
        ),
      ),
    ).toBe(
      `/login?redirectTo=${encodeURIComponent('/societies/computer-society/dashboard/events')}`,
    );
    expect(load).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads the organisation once as its access check, then loads each tab's lists at once", async () => {
    localStorage.setItem('authToken', 't');
    const roboticsApi = '/api/society-dashboard/society/robotics-society';
    serveOrganisations({ [COMPUTER_SOCIETY_API]: 200, [roboticsApi]: 200 });
    const path = '/societies/computer-society/dashboard/events';
    expect(await loadDashboardTab(request(path), computerSociety, async () => 'events')).toBe(
      'events',
    );
    expect(await loadDashboardTab(request(path), computerSociety, async () => 'team')).toBe('team');
    expect(readsOf(COMPUTER_SOCIETY_API)).toBe(1);
    // Each organisation's dashboard is checked on its own.
    const robotics: DashboardTarget = { kind: 'society', org: 'robotics-society' };
    expect(await loadDashboardTab(request(path), robotics, async () => 'events')).toBe('events');
    expect(readsOf(roboticsApi)).toBe(1);
    expect(readsOf(COMPUTER_SOCIETY_API)).toBe(1);
  });

  it("sends an officer of another organisation to Access Denied without loading the tab's lists", async () => {
    localStorage.setItem('authToken', 't');
    serveOrganisations({ '/api/council-dashboard/council/sensors-council': 403 });
    const load = vi.fn(async () => 'events');
    expect(
      await redirectedTo(
        loadDashboardTab(
          request('/councils/sensors-council/dashboard/events'),
          { kind: 'council', org: 'sensors-council' },
          load,
        ),
      ),
    ).toBe('/unauthorized');
    expect(load).not.toHaveBeenCalled();
    // Refused once, asked again next time rather than remembered as let in.
    await redirectedTo(
      loadDashboardTab(
        request('/councils/sensors-council/dashboard'),
        { kind: 'council', org: 'sensors-council' },
        load,
      ),
    );
    expect(readsOf('/api/council-dashboard/council/sensors-council')).toBe(2);
  });
});
