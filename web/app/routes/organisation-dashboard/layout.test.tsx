import type { AuthUser } from '@chapterhouse/shared';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardApi, json, sampleData } from '../../../test/dashboard-fixtures';
import { sampleSocietyAdmin, stubFetchPerTest } from '../../../test/fetch-stub';
import { forgetAccess } from '../../lib/dashboard-api';
import { clientLoader } from './layout';
import { clientLoader as membersLoader } from './members';
import { renderDashboard } from './test-render';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
});

type LoaderArgs = Parameters<typeof clientLoader>[0];
const load = (path: string, org: string) =>
  clientLoader({
    request: new Request(`http://localhost${path}`),
    params: { org },
  } as unknown as LoaderArgs);

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the loader to throw');
    },
    (caught: unknown) => caught,
  );
}

const data = sampleData();

const admin = sampleSocietyAdmin;

describe('organisation dashboard loader', () => {
  it('sends a visitor without a session to the login page, to come back here', async () => {
    const response = await thrown(
      load('/councils/sensors-council/dashboard?x=1', 'sensors-council'),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/councils/sensors-council/dashboard?x=1')}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the council dashboard API for a council: the layout the organisation, a tab its lists', async () => {
    localStorage.setItem('authToken', 't');
    const council = {
      ...data,
      organisation: { ...data.organisation, kind: 'council' as const },
      gallery: null,
    };
    fetchMock.mockImplementation(dashboardApi(council));
    const loaded = await load('/councils/sensors-council/dashboard', 'sensors-council');
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/council-dashboard/council/sensors-council',
    ]);
    expect(loaded).toEqual({ organisation: council.organisation });

    fetchMock.mockClear();
    const members = await membersLoader({
      request: new Request('http://localhost/councils/sensors-council/dashboard/members'),
      params: { org: 'sensors-council' },
    } as never);
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/council-dashboard/council/sensors-council/members?page=1&limit=20',
    ]);
    expect(members).toEqual({
      members: { items: data.members, total: 1, page: 1, limit: 20, pageCount: 1 },
    });
  });

  it('sends an old `?tab=` link on to its tab, keeping its other parameters', async () => {
    const events = (await thrown(
      load('/societies/computer-society/dashboard?tab=history&page=2', 'computer-society'),
    )) as Response;
    expect(events.headers.get('location')).toBe(
      '/societies/computer-society/dashboard/history?page=2',
    );
    // A tab the kind has not (councils have no Basic Info) is the Overview, as before.
    const other = (await thrown(
      load('/councils/sensors-council/dashboard?tab=basic-info', 'sensors-council'),
    )) as Response;
    expect(other.headers.get('location')).toBe('/councils/sensors-council/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops an expired session and returns through the login page', async () => {
    localStorage.setItem('authToken', 'expired');
    fetchMock.mockResolvedValue(json(401, { error: 'Sign in again.' }));
    const response = (await thrown(
      load('/societies/computer-society/dashboard', 'computer-society'),
    )) as Response;
    expect(response.headers.get('location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/societies/computer-society/dashboard')}`,
    );
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('sends an admin of another organisation to Access Denied', async () => {
    localStorage.setItem('authToken', 't');
    fetchMock.mockResolvedValue(json(403, { error: 'Not yours.' }));
    const response = (await thrown(
      load('/societies/power-energy-society/dashboard', 'power-energy-society'),
    )) as Response;
    expect(response.headers.get('location')).toBe('/unauthorized');
    expect(localStorage.getItem('authToken')).toBe('t');
    // Refused once: the lists are not asked for.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('organisation dashboard tabs and access', () => {
  // What the dashboard asked for (the header's session check asks for the profile besides).
  const dashboardCalls = () =>
    fetchMock.mock.calls
      .map(([path]) => String(path))
      .filter((path) => path.includes('-dashboard/'));

  it("asks once for someone else's dashboard: one refusal, then Access Denied, no list asked", async () => {
    forgetAccess();
    localStorage.setItem('authToken', 't');
    fetchMock.mockResolvedValue(json(403, { error: 'Not yours.' }));
    renderDashboard('/societies/power-energy-society/dashboard/events');
    expect(await screen.findByText('Access Denied page')).toBeTruthy();
    expect(dashboardCalls()).toEqual(['/api/society-dashboard/society/power-energy-society']);
  });

  it('once the dashboard has let the person in, its tabs load in parallel with the layout', async () => {
    forgetAccess();
    localStorage.setItem('authToken', 't');
    fetchMock.mockImplementation(dashboardApi(data));
    renderDashboard('/societies/computer-society/dashboard/members');
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    // The first visit waits for the organisation's read (the access check), once.
    expect(dashboardCalls()).toEqual([
      '/api/society-dashboard/society/computer-society',
      '/api/society-dashboard/society/computer-society/members?page=1&limit=20',
    ]);
  });
});

describe('organisation dashboard page', () => {
  const renderAt = renderDashboard;

  it('shows the header and the figures', async () => {
    localStorage.setItem('authToken', 't');
    fetchMock.mockImplementation(
      dashboardApi(data, (path) =>
        path.startsWith('/api/society-dashboard/') ? undefined : json(401, { error: 'no' }),
      ),
    );
    renderAt('/societies/computer-society/dashboard');
    expect(await screen.findByRole('heading', { name: 'Computer Society' })).toBeTruthy();
    expect(screen.getByText('Admin Dashboard')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Public Page' }).getAttribute('href')).toBe(
      '/societies/computer-society',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByText('1,250')).toBeTruthy();
    expect(screen.getByText('3 upcoming')).toBeTruthy();
  });

  it('says when the society does not exist', async () => {
    localStorage.setItem('authToken', 't');
    fetchMock.mockImplementation(async () => json(404, { error: 'Society not found.' }));
    renderAt('/societies/nothing-here/dashboard');
    expect(await screen.findByRole('heading', { name: 'Society not found.' })).toBeTruthy();
  });

  it('offers to try again when the server cannot be reached', async () => {
    localStorage.setItem('authToken', 't');
    let reachable = false;
    const api = dashboardApi(data);
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/auth/profile') return json(200, admin);
      if (!reachable) throw new TypeError('Failed to fetch');
      return api(input, init);
    });
    renderAt('/societies/computer-society/dashboard');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Could not reach the server/);

    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Computer Society' })).toBeTruthy();
  });
});

describe('the Payments tab', () => {
  const editor: AuthUser = {
    ...admin,
    id: 7,
    teams: admin.teams.map((team) => ({ ...team, role: 'editor' as const })),
  };
  const columns = '/api/society-dashboard/society/computer-society/payments/statement-columns';

  /** The dashboard's API with `user` signed in; the statement's columns as the server answers. */
  function serveAs(user: AuthUser, columnsAnswer: () => Response) {
    localStorage.setItem('authToken', 't');
    fetchMock.mockImplementation(
      dashboardApi(data, (path) => {
        if (path === '/api/auth/profile') return json(200, user);
        if (path === columns) return columnsAnswer();
        return undefined;
      }),
    );
  }

  const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

  it("is the treasurer's: an owner sees it after Reports, and it opens the bank statement", async () => {
    forgetAccess();
    serveAs(admin, () => json(200, { mapping: null }));
    renderDashboard('/societies/computer-society/dashboard/payments');
    const payments = await screen.findByRole('tab', { name: 'Payments' });
    expect(tabNames()).toEqual([
      'Overview',
      'Events',
      'Slate Members',
      'Gallery',
      'Achievements',
      'Reports',
      'Payments',
      'Basic Info',
      'Media',
      'Team',
      'History',
      'Search',
    ]);
    expect(payments.getAttribute('href')).toBe('/societies/computer-society/dashboard/payments');
    expect(payments.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Bank statement' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toContain(columns);
  });

  it('is hidden from an editor, whose link to it leads to Access Denied', async () => {
    forgetAccess();
    serveAs(editor, () => json(403, { error: 'Only the treasurer may.' }));
    renderDashboard('/societies/computer-society/dashboard/events');
    await screen.findByRole('tab', { name: 'Events' });
    // Their profile is read (and its answer taken in) before the tabs are looked at.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/profile')).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(tabNames()).toEqual([
      'Overview',
      'Events',
      'Slate Members',
      'Gallery',
      'Achievements',
      'Reports',
      'Basic Info',
      'Media',
      'Team',
      'History',
      'Search',
    ]);
    cleanup();

    renderDashboard('/societies/computer-society/dashboard/payments');
    expect(await screen.findByText('Access Denied page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bank statement' })).toBeNull();
  });
});
