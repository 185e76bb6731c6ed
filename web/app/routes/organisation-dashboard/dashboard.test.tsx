import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, sampleData, sampleEvent } from '../../../test/dashboard-fixtures';
import { renderDashboard } from './test-render';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.setItem('authToken', 't');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const renderAt = renderDashboard;

const reads = () =>
  fetchMock.mock.calls.filter(
    ([path, init]) => (init?.method ?? 'GET') === 'GET' && String(path).includes('-dashboard/'),
  ).length;

describe('organisation dashboard tabs', () => {
  it('opens the tab named in the URL and moves between tabs with the arrow keys', async () => {
    fetchMock.mockImplementation(dashboardApi(sampleData()));
    renderAt('/societies/computer-society/dashboard/events');
    const events = await screen.findByRole('tab', { name: 'Events' });
    expect(events.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(events.id);
    expect(screen.getByRole('heading', { name: 'Upcoming Events' })).toBeTruthy();
    // The signed-in owner keeps the accounts: Payments is theirs, once their profile is read.
    await screen.findByRole('tab', { name: 'Payments' });
    expect(
      screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('tabindex')]),
    ).toEqual([
      ['Overview', '-1'],
      ['Events', '0'],
      ['Slate Members', '-1'],
      ['Gallery', '-1'],
      ['Achievements', '-1'],
      ['Reports', '-1'],
      ['Payments', '-1'],
      ['Basic Info', '-1'],
      ['Media', '-1'],
      ['Team', '-1'],
      ['History', '-1'],
      ['Search', '-1'],
    ]);
    // Each tab is a link to its own page, the open one marked as the current page.
    expect(events.getAttribute('href')).toBe('/societies/computer-society/dashboard/events');
    expect(events.getAttribute('aria-current')).toBe('page');
    const loadsBefore = reads();
    const organisationReads = () =>
      fetchMock.mock.calls.filter(([path]) => String(path).endsWith('/society/computer-society'))
        .length;
    const organisationLoads = organisationReads();

    fireEvent.keyDown(events, { key: 'ArrowRight' });
    const members = screen.getByRole('tab', { name: 'Slate Members' });
    await waitFor(() => expect(members.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(members);
    expect(screen.getByTestId('location').textContent).toBe(
      '/societies/computer-society/dashboard/members',
    );
    expect(await screen.findByText('Asha Rao')).toBeTruthy();

    fireEvent.keyDown(members, { key: 'Home' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/societies/computer-society/dashboard',
      ),
    );
    // Switching tabs loads the tab's own lists, never the organisation again.
    expect(reads()).toBeGreaterThan(loadsBefore);
    expect(organisationReads()).toBe(organisationLoads);

    // The last tab, Search, asks nothing of the API until there is a query.
    const beforeSearch = reads();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Overview' }), { key: 'ArrowLeft' });
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Search' }).getAttribute('aria-selected')).toBe('true');
    expect(reads()).toBe(beforeSearch);

    // History loads its own list (once), and only that.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Search' }), { key: 'ArrowLeft' });
    expect(await screen.findByRole('heading', { name: 'History' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    expect(
      fetchMock.mock.calls.filter(([path]) => String(path).includes('/history?page=1&limit=20')),
    ).toHaveLength(1);
    const withHistory = reads();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'History' }), { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Team' }).getAttribute('aria-selected')).toBe('true'),
    );
    // Its team, and (the signed-in owner manages the team) the organisation's IEEE roster.
    await waitFor(() => expect(reads()).toBe(withHistory + 2));
    expect(
      fetchMock.mock.calls
        .slice(-2)
        .map(([path]) => String(path).replace(/^.*\/society\/[^/]+/, '')),
    ).toEqual(['/team', '/roster']);
    expect(organisationReads()).toBe(organisationLoads);
  });

  it("shows a council's tabs and Overview", async () => {
    const data = sampleData({ gallery: null });
    fetchMock.mockImplementation(
      dashboardApi({
        ...data,
        organisation: { ...data.organisation, kind: 'council', vision: '', mission: 'Sense.' },
      }),
    );
    renderAt('/councils/sensors-council/dashboard?tab=gallery');
    await screen.findByRole('tab', { name: 'Payments' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Events',
      'Members',
      'Achievements',
      'Reports',
      'Payments',
      'Settings',
      'Media',
      'Team',
      'History',
      'Search',
    ]);
    // No gallery tab for councils: the Overview instead.
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('Total Members')).toBeTruthy();
    expect(screen.getByText('Events Hosted')).toBeTruthy();
    expect(screen.getByText('Awards Won')).toBeTruthy();
    expect(screen.getByText('No vision statement available')).toBeTruthy();
    expect(screen.getByText('Sense.')).toBeTruthy();
  });

  it("shows the society Overview's figures and the nearest events", async () => {
    const past = [1, 2, 3, 4].map((n) =>
      sampleEvent({ id: 100 + n, status: 'past', title: `Past ${n}`, date: `2024-0${5 - n}-01` }),
    );
    const upcoming = [1, 2, 3, 4].map((n) =>
      sampleEvent({ id: 200 + n, title: `Next ${n}`, date: `2031-0${n}-01`, time: '18:30' }),
    );
    fetchMock.mockImplementation(
      dashboardApi(sampleData({ pastEvents: past, upcomingEvents: upcoming })),
    );
    renderAt('/societies/computer-society/dashboard');
    expect(await screen.findByText('1,250')).toBeTruthy();
    expect(screen.getByText('3 upcoming')).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent Past Events' });
    expect(
      within(recent)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Past 1', 'Past 2', 'Past 3']);
    const next = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(
      within(next)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Next 1', 'Next 2', 'Next 3']);
    expect(within(next).getAllByText(/18:30/)).toHaveLength(3);
  });
});
