import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminApi,
  json,
  sampleAdminData,
  sampleInbox,
  sampleMessage,
} from '../../../test/console-fixtures';
import { sampleSocietyAdmin, stubFetchPerTest } from '../../../test/fetch-stub';
import { forgetAccess } from '../../lib/dashboard-api';
import * as accounts from './accounts';
import * as activityTab from './activity';
import { clientLoader } from './layout';
import * as messages from './messages';
import * as organisations from './organisations';
import * as site from './site';
import { renderAdmin } from './test-render';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  // Each test starts signed out: nobody has passed the console's access check either.
  forgetAccess();
});

type LoaderArgs = Parameters<typeof clientLoader>[0];
const load = (path: string) =>
  clientLoader({
    request: new Request(`http://localhost${path}`),
    params: {},
  } as unknown as LoaderArgs);

/** Runs a tab's loader for `path`, as the router would. */
function loadTab<T>(loader: (args: never) => Promise<T>, path: string): Promise<T> {
  return loader({
    request: new Request(`http://localhost${path}`),
    params: {},
  } as never);
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the loader to throw');
    },
    (caught: unknown) => caught,
  );
}

describe('/admin loaders', () => {
  it('sends an old `?tab=` link on to its tab, keeping its other parameters', async () => {
    const response = (await thrown(load('/admin?tab=site&section=faqs'))) as Response;
    expect(response.headers.get('location')).toBe('/admin/site?section=faqs');
    const messages = (await thrown(
      load('/admin?tab=messages&status=unhandled&page=2'),
    )) as Response;
    expect(messages.headers.get('location')).toBe('/admin/messages?status=unhandled&page=2');
    const landing = (await thrown(load('/admin?tab=organisations'))) as Response;
    expect(landing.headers.get('location')).toBe('/admin');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to the login page, to come back here', async () => {
    const response = (await thrown(load('/admin/accounts'))) as Response;
    expect(response.headers.get('location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/admin/accounts')}`,
    );
    const tab = (await thrown(loadTab(accounts.clientLoader, '/admin/accounts'))) as Response;
    expect(tab.headers.get('location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/admin/accounts')}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a society admin to Access Denied without asking for the lists', async () => {
    localStorage.setItem('authToken', 't');
    fetchMock.mockResolvedValue(json(200, sampleSocietyAdmin));
    const response = (await thrown(load('/admin'))) as Response;
    expect(response.headers.get('location')).toBe('/unauthorized');
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/auth/profile']);
  });

  it('refused by the API (403) also goes to Access Denied', async () => {
    localStorage.setItem('authToken', 't');
    const data = sampleAdminData();
    fetchMock.mockImplementation(
      adminApi(data, (path) =>
        path.startsWith('/api/admin/accounts?')
          ? json(403, { error: 'Branch admins only.' })
          : undefined,
      ),
    );
    const response = (await thrown(loadTab(accounts.clientLoader, '/admin/accounts'))) as Response;
    expect(response.headers.get('location')).toBe('/unauthorized');
  });

  it("loads the branch admin's profile and the header's count; each tab loads its own lists", async () => {
    localStorage.setItem('authToken', 't');
    const data = sampleAdminData();
    fetchMock.mockImplementation(adminApi(data));
    const loaded = await load('/admin');
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/auth/profile',
      // The Messages tab's count of unhandled messages.
      '/api/admin/messages?page=1&limit=1&status=unhandled',
    ]);
    expect(loaded).toEqual({ user: data.user, unhandledMessages: 0 });

    fetchMock.mockClear();
    expect(await loadTab(organisations.clientLoader, '/admin')).toEqual({
      organisations: data.organisations,
    });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/admin/organisations']);

    fetchMock.mockClear();
    expect(await loadTab(site.clientLoader, '/admin/site')).toEqual({
      heroSlides: data.heroSlides,
      partners: data.partners,
      faqs: data.faqs,
      slate: { items: data.slate, total: data.slate.length, page: 1, limit: 20, pageCount: 1 },
      about: data.about,
      statistics: data.statistics,
      locale: data.locale,
      activityCategories: data.activityCategories,
    });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/admin/site/hero-slides',
      '/api/admin/site/partners',
      '/api/admin/site/faqs',
      '/api/admin/site/slate?page=1&limit=20',
      '/api/admin/site/about',
      '/api/admin/site/statistics',
      '/api/admin/site/locale',
      '/api/admin/activity-categories',
    ]);
  });

  it('loads the list of a tab that has one, with the page and filters of the URL', async () => {
    localStorage.setItem('authToken', 't');
    const inbox = sampleInbox({
      messages: [
        sampleMessage(),
        sampleMessage({ id: 302, handledAt: '2025-03-06T10:00:00.000Z' }),
      ],
    });
    fetchMock.mockImplementation(adminApi(sampleAdminData(), undefined, inbox));
    // The console has let the branch admin in: the tab asks for its list alone.
    await load('/admin');
    fetchMock.mockClear();
    const loaded = await loadTab(messages.clientLoader, '/admin/messages?status=unhandled&page=1');
    const paths = fetchMock.mock.calls.map(([path]) => String(path));
    expect(paths).toEqual(['/api/admin/messages?page=1&limit=20&status=unhandled']);
    expect(loaded.page?.unhandled).toBe(1);
    expect(loaded).toMatchObject({ status: 'unhandled' });

    fetchMock.mockClear();
    const activity = await loadTab(
      activityTab.clientLoader,
      '/admin/activity?organisation=3&person=7&from=2025-03-01&to=bad',
    );
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toContain(
      '/api/admin/audit?page=1&limit=20&organisationId=3&actorId=7&from=2025-03-01',
    );
    expect(activity.list).toMatchObject({
      filters: { organisation: 3, person: 7, from: '2025-03-01', to: null },
    });
  });

  it("shows the server's reason when it refuses a list's filters, not a broken console", async () => {
    localStorage.setItem('authToken', 't');
    const data = sampleAdminData();
    fetchMock.mockImplementation(
      adminApi(data, (path) =>
        path.startsWith('/api/admin/audit')
          ? json(400, { error: 'The start date must not be after the end date' })
          : undefined,
      ),
    );
    renderAdmin('/admin/activity?from=2025-03-09&to=2025-03-01');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The start date must not be after the end date');
    expect(screen.getByRole('heading', { name: 'Activity' })).toBeTruthy();
  });
});

describe('/admin page', () => {
  it('shows the console with its tabs; arrow keys move between them', async () => {
    localStorage.setItem('authToken', 't');
    fetchMock.mockImplementation(adminApi(sampleAdminData()));
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Branch console' })).toBeTruthy();
    expect(screen.getByText('Signed in as Branch Chair')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Public Site' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('tablist', { name: 'Console sections' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Organisations',
      'Accounts',
      'Site content',
      'Media',
      'Messages',
      'Newsletter',
      'Notifications',
      'Mail',
      'Reports',
      'Roster',
      'Payments',
      'Activity',
    ]);
    const organisations = screen.getByRole('tab', { name: 'Organisations' });
    expect(organisations.getAttribute('aria-selected')).toBe('true');
    // Each tab is a link to its own page, the open one marked as the current page.
    expect(organisations.getAttribute('href')).toBe('/admin');
    expect(organisations.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('tab', { name: 'Accounts' }).getAttribute('href')).toBe(
      '/admin/accounts',
    );
    expect(await screen.findByRole('heading', { name: 'Societies' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Councils' })).toBeTruthy();

    fireEvent.keyDown(organisations, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/accounts'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Accounts' }), { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/site'));
    const site = screen.getByRole('tab', { name: 'Site content' });
    await waitFor(() => expect(document.activeElement).toBe(site));
    expect(await screen.findByRole('tablist', { name: 'Site content sections' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hero slides' })).toBeTruthy();
    const reads = fetchMock.mock.calls.length;

    fireEvent.click(screen.getByRole('tab', { name: 'FAQ' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/site?section=faqs'),
    );
    expect(screen.getByRole('list', { name: 'FAQ' })).toBeTruthy();
    // Sections reuse the content loaded.
    expect(fetchMock.mock.calls.length).toBe(reads);

    // Each tab loads its own lists, and only those: not the profile, not the other tabs'.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Site content' }), { key: 'End' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/activity'));
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/api/admin/audit'))).toBe(
      true,
    );
    const afterActivity = fetchMock.mock.calls.length;
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Activity' }), { key: 'Home' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Societies' })).toBeTruthy();
    expect(fetchMock.mock.calls.slice(afterActivity).map(([path]) => path)).toEqual([
      '/api/admin/organisations',
    ]);
  });

  it('opens the section named in the URL', async () => {
    localStorage.setItem('authToken', 't');
    fetchMock.mockImplementation(adminApi(sampleAdminData()));
    renderAdmin('/admin/site?section=statistics');
    expect(await screen.findByRole('heading', { name: 'Statistics' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Statistics' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it("says what went wrong when the console's API cannot be reached", async () => {
    localStorage.setItem('authToken', 't');
    const data = sampleAdminData();
    const api = adminApi(data);
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/admin/site/faqs') throw new TypeError('Failed to fetch');
      return api(input, init);
    });
    renderAdmin('/admin/site');
    expect(await screen.findByText('Could not open the branch console')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Could not reach the server/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
