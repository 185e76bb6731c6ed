import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetchPerTest } from '../../test/fetch-stub';
import { AuthProvider } from '../lib/auth';
import { SiteHeader } from './site-header';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
});

const json = jsonResponse;

function renderHeader(branchName = 'IEEE Student Branch') {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => <SiteHeader branchName={branchName} pathname="/" />,
    },
  ]);
  return render(
    <AuthProvider>
      <Stub initialEntries={['/societies']} />
    </AuthProvider>,
  );
}

const councilAdmin = {
  id: 2,
  email: 'chair@example.org',
  name: 'Chair',
  role: 'COUNCIL_ADMIN',
  entityId: 9,
  organisation: { id: 9, slug: 'sensors-council', name: 'Sensors Council', kind: 'council' },
  teams: [
    {
      organisation: { id: 9, slug: 'sensors-council', name: 'Sensors Council', kind: 'council' },
      role: 'owner',
      endsAt: null,
    },
  ],
};

describe("the header's branch name", () => {
  it('is whole for screen readers, and short where a phone shows it', async () => {
    renderHeader('IEEE Student Branch, Northgate University');
    const home = await screen.findByRole('link', {
      name: 'IEEE Student Branch, Northgate University',
    });
    // What a phone shows instead of a name cut after a few letters (issue 45).
    expect(within(home).getByText('Student Branch').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('header sign-in controls', () => {
  it('shows Login to a visitor', async () => {
    renderHeader();
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    // No session to check (the menus may ask for the organisations, anonymously).
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/profile', expect.anything());
  });

  it('shows Dashboard and Logout to a signed-in admin, and Login again after logout', async () => {
    localStorage.setItem('authToken', 'stored-token');
    // Only the session's two calls answer: the menus' idle reads of the organisations and the
    // notices get a 404 and keep their fallbacks, whenever a slow machine lets them run.
    fetchMock.mockImplementation(async (input) => {
      const path = String(input);
      if (path === '/api/auth/profile') return json(200, councilAdmin);
      if (path === '/api/auth/logout') return json(200, { ok: true });
      return json(404, { error: 'Not found' });
    });
    renderHeader();
    // The bar and the (closed) mobile menu both offer it.
    const dashboards = await screen.findAllByRole('link', { name: 'Dashboard' });
    for (const link of dashboards) {
      expect(link.getAttribute('href')).toBe('/councils/sensors-council/dashboard');
    }
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();

    const [logout] = screen.getAllByRole('button', { name: 'Logout' });
    fireEvent.click(logout as HTMLElement);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.anything());
  });

  it('drops a token the server no longer accepts, silently', async () => {
    localStorage.setItem('authToken', 'revoked-token');
    fetchMock.mockResolvedValue(json(401, { error: 'Sign in again.' }));
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull());
  });

  it('keeps the token when the profile gets no answer (offline, or the page moving on)', async () => {
    localStorage.setItem('authToken', 'stored-token');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBe('stored-token');
  });

  it('holds the place of the Login button while the session is checked', () => {
    localStorage.setItem('authToken', 'stored-token');
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderHeader();
    expect(screen.getByTestId('auth-placeholder').textContent).toBe('Login');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});

describe('mobile menu', () => {
  function renderWithOrganisations() {
    const Stub = createRoutesStub([
      {
        path: '*',
        Component: () => <SiteHeader branchName="IEEE Student Branch" pathname="/" />,
      },
    ]);
    return render(
      <AuthProvider>
        <Stub initialEntries={['/']} />
      </AuthProvider>,
    );
  }

  /** Opens or closes a `<details>` by its summary, as a click would, and lets `toggle` arrive. */
  async function setOpen(summary: HTMLElement, open: boolean) {
    await act(async () => {
      (summary.parentElement as HTMLDetailsElement).open = open;
    });
  }

  it('states whether it is open, and opens each of its sections on its own', async () => {
    fetchMock.mockImplementation(async (input) => {
      const organisation = (id: number, slug: string, name: string) => ({ id, slug, name });
      if (String(input) === '/api/societies') {
        return json(200, [organisation(1, 'computer-society', 'Computer Society')]);
      }
      if (String(input) === '/api/councils') {
        return json(200, [organisation(2, 'sensors-council', 'Sensors Council')]);
      }
      return json(404, { error: 'Not found' });
    });
    renderWithOrganisations();
    const menu = screen.getByLabelText('Menu');
    const nav = within(screen.getByRole('navigation', { name: 'Mobile' }));
    const societies = nav.getByText('Societies');
    const councils = nav.getByText('Councils');
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).toBe('false'));
    await setOpen(menu, true);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(societies.getAttribute('aria-expanded')).toBe('false');
    expect(councils.getAttribute('aria-expanded')).toBe('false');

    await setOpen(societies, true);
    expect(societies.getAttribute('aria-expanded')).toBe('true');
    expect(councils.getAttribute('aria-expanded')).toBe('false');
    await setOpen(councils, true);
    expect(societies.getAttribute('aria-expanded')).toBe('true');
    expect(councils.getAttribute('aria-expanded')).toBe('true');
    await setOpen(societies, false);
    expect(societies.getAttribute('aria-expanded')).toBe('false');
    expect(councils.getAttribute('aria-expanded')).toBe('true');
    // The menus fetch the organisations after hydration; the page does not carry them.
    expect((await nav.findByRole('link', { name: 'Sensors Council' })).getAttribute('href')).toBe(
      '/councils/sensors-council',
    );
  });
});
