import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleSocietyAdmin, stubFetchPerTest } from '../../test/fetch-stub';
import {
  adminApi,
  json,
  sampleAdminData,
  sampleInbox,
  sampleMessage,
} from '../features/admin/test-fixtures';
import { renderAdmin } from '../features/admin/test-render';
import { clientLoader } from './admin';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
});

type LoaderArgs = Parameters<typeof clientLoader>[0];
const load = (path: string) =>
  clientLoader({
    request: new Request(`http://localhost${path}`),
    params: {},
  } as unknown as LoaderArgs);

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the loader to throw');
    },
    (caught: unknown) => caught,
  );
}

describe('/admin loader', () => {
  it('sends a visitor without a session to the login page, to come back here', async () => {
    const response = (await thrown(load('/admin?tab=accounts'))) as Response;
    expect(response.headers.get('location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/admin?tab=accounts')}`,
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
        path === '/api/admin/accounts' ? json(403, { error: 'Branch admins only.' }) : undefined,
      ),
    );
    const response = (await thrown(load('/admin'))) as Response;
    expect(response.headers.get('location')).toBe('/unauthorized');
  });

  it("loads the branch admin's profile, then every list of the console", async () => {
    localStorage.setItem('authToken', 't');
    const data = sampleAdminData();
    fetchMock.mockImplementation(adminApi(data));
    const loaded = await load('/admin');
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/auth/profile',
      '/api/admin/organisations',
      '/api/admin/accounts',
      '/api/admin/site/hero-slides',
      '/api/admin/site/partners',
      '/api/admin/site/faqs',
      '/api/admin/site/slate',
      '/api/admin/site/about',
      '/api/admin/site/statistics',
      '/api/admin/media',
      // The Messages tab's count of unhandled messages.
      '/api/admin/messages?page=1&limit=1&status=unhandled',
    ]);
    expect(loaded).toEqual(data);
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
    const loaded = await load('/admin?tab=messages&status=unhandled&page=1');
    const paths = fetchMock.mock.calls.map(([path]) => String(path));
    expect(paths).toContain('/api/admin/messages?page=1&limit=20&status=unhandled');
    // The list carries the count: no second request for it.
    expect(paths.filter((path) => path.startsWith('/api/admin/messages'))).toHaveLength(1);
    expect(loaded.unhandledMessages).toBe(1);
    expect(loaded.list).toMatchObject({ tab: 'messages', status: 'unhandled' });

    fetchMock.mockClear();
    const activity = await load(
      '/admin?tab=activity&organisation=3&person=7&from=2025-03-01&to=bad',
    );
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toContain(
      '/api/admin/audit?page=1&limit=20&organisationId=3&actorId=7&from=2025-03-01',
    );
    expect(activity.list).toMatchObject({
      tab: 'activity',
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
    renderAdmin('/admin?tab=activity&from=2025-03-09&to=2025-03-01');
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
      'Activity',
    ]);
    const organisations = screen.getByRole('tab', { name: 'Organisations' });
    expect(organisations.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Societies' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Councils' })).toBeTruthy();
    const reads = fetchMock.mock.calls.length;

    fireEvent.keyDown(organisations, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin?tab=accounts'),
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Accounts' }), { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin?tab=site'));
    const site = screen.getByRole('tab', { name: 'Site content' });
    await waitFor(() => expect(document.activeElement).toBe(site));
    expect(screen.getByRole('tablist', { name: 'Site content sections' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hero slides' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'FAQ' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin?tab=site&section=faqs'),
    );
    expect(screen.getByRole('list', { name: 'FAQ' })).toBeTruthy();
    // Tabs and sections reuse the data loaded.
    expect(fetchMock.mock.calls.length).toBe(reads);

    // A tab with a list of its own loads it; leaving it for a tab of the shared data does not.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Site content' }), { key: 'End' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin?tab=activity'),
    );
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/api/admin/audit'))).toBe(
      true,
    );
    const afterActivity = fetchMock.mock.calls.length;
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Activity' }), { key: 'Home' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
    expect(fetchMock.mock.calls.length).toBe(afterActivity);
  });

  it('opens the section named in the URL', async () => {
    localStorage.setItem('authToken', 't');
    fetchMock.mockImplementation(adminApi(sampleAdminData()));
    renderAdmin('/admin?tab=site&section=statistics');
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
    renderAdmin();
    expect(await screen.findByText('Could not open the branch console')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Could not reach the server/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
