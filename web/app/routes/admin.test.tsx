import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleSocietyAdmin, stubFetchPerTest } from '../../test/fetch-stub';
import { adminApi, json, sampleAdminData } from '../features/admin/test-fixtures';
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
    ]);
    expect(loaded).toEqual(data);
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
    expect(tabs).toEqual(['Organisations', 'Accounts', 'Site content', 'Media']);
    const organisations = screen.getByRole('tab', { name: 'Organisations' });
    expect(organisations.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Societies' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Councils' })).toBeTruthy();
    const reads = fetchMock.mock.calls.length;

    fireEvent.keyDown(organisations, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin?tab=media'),
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Media' }), { key: 'ArrowLeft' });
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
