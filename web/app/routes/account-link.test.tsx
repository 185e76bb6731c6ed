import type { AccountLinkInfo, LoginResponse, PageApi } from '@chapterhouse/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest } from '../../test/fetch-stub';
import { PASSWORDS_DIFFER } from '../features/auth/set-password-form';
import { AuthProvider, useAuth } from '../lib/auth';
import AccountLinkPage, { ErrorBoundary, loader } from './account-link';

const fetchMock = stubFetchPerTest();
afterEach(cleanup);

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD';
const EXPIRED = 'This link has expired. Ask the branch administrator for a new one.';

const robotics = {
  id: 30,
  slug: 'robotics-society',
  name: 'Robotics Society',
  kind: 'society' as const,
};

const invitation: AccountLinkInfo = {
  purpose: 'invitation',
  email: 'ravi@example.org',
  name: 'Ravi Kumar',
  organisation: robotics,
  expiresAt: '2031-03-09T10:00:00.000Z',
};

const signedIn: LoginResponse = {
  token: 'new-session',
  user: {
    id: 9,
    email: 'ravi@example.org',
    name: 'Ravi Kumar',
    role: 'SOCIETY_ADMIN',
    entityId: 30,
    organisation: invitation.organisation,
    teams: [{ organisation: robotics, role: 'owner', endsAt: null }],
  },
  redirectTo: '/societies/robotics-society/dashboard',
};

type LoaderArgs = Parameters<typeof loader>[0];

/** The server's API as the page's loader calls it, answered here by the same fetch stub. */
const api: PageApi = async ({ method, path, body }) => {
  const response = await fetch(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
};

/** The loader's data, as React Router hands it to the page (a `data()` answer unwrapped). */
async function load(args: { request: Request; params: Record<string, string | undefined> }) {
  const result = await loader({ ...args, context: { api } } as unknown as LoaderArgs);
  return 'data' in result ? result.data : result;
}

function Landing() {
  const { status, user } = useAuth();
  const location = useLocation();
  return (
    <p>
      Dashboard at {location.pathname}: {status} as {user?.name ?? 'nobody'}
    </p>
  );
}

function renderAt(path: string) {
  const route = (pattern: string) => ({
    path: pattern,
    // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
    Component: AccountLinkPage as any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    ErrorBoundary: ErrorBoundary as any,
    loader: load,
    HydrateFallback: () => null,
  });
  const Stub = createRoutesStub([
    route('/invite/:token'),
    route('/reset-password/:token'),
    { path: '/societies/:org/dashboard', Component: Landing },
    { path: '/login-help', Component: () => <p>Login help page</p> },
  ]);
  return render(
    <AuthProvider>
      <Stub initialEntries={[path]} />
    </AuthProvider>,
  );
}

describe('one-time link page', () => {
  it('says whose account it is, sets the password, signs in and goes to the dashboard', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input);
      expect(path).toBe(`/api/auth/links/${TOKEN}`);
      // The token in the URL is the key: no session is sent.
      expect(new Headers(init?.headers).get('authorization')).toBeNull();
      if ((init?.method ?? 'GET') === 'GET') return json(200, invitation);
      return json(200, signedIn);
    });
    renderAt(`/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
    expect(
      screen.getByText('Set a password for Ravi Kumar (ravi@example.org), Robotics Society.'),
    ).toBeTruthy();
    expect(screen.getByText(/This link works once, until .*2031/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Need help signing in?' })).toBeTruthy();

    const password = screen.getByLabelText('New password') as HTMLInputElement;
    const confirm = screen.getByLabelText('Confirm password') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(password.type).toBe('text');
    expect(confirm.type).toBe('text');
    expect(
      screen.getByRole('button', { name: 'Hide passwords' }).getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.input(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    const tooShort = await screen.findByText('Use at least 10 characters');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(tooShort.id);

    fireEvent.input(password, { target: { value: 'correct horse battery' } });
    fireEvent.input(confirm, { target: { value: 'correct horse batter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    const differ = await screen.findByText(PASSWORDS_DIFFER);
    expect(confirm.getAttribute('aria-describedby')).toBe(differ.id);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    fireEvent.input(confirm, { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(
      await screen.findByText(
        'Dashboard at /societies/robotics-society/dashboard: authenticated as Ravi Kumar',
      ),
    ).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBe('new-session');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ password: 'correct horse battery' });
  });

  it('a password reset names no organisation for a branch admin', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        ...invitation,
        purpose: 'password-reset',
        name: 'Branch Chair',
        email: 'chair@example.org',
        organisation: null,
      }),
    );
    renderAt(`/reset-password/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText('Set a password for Branch Chair (chair@example.org).')).toBeTruthy();
  });

  it("says plainly that an expired link no longer works, in the server's words", async () => {
    fetchMock.mockResolvedValue(json(404, { error: EXPIRED }));
    renderAt(`/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByText(EXPIRED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login help' }).getAttribute('href')).toBe(
      '/login-help',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('refuses a malformed token without asking the server', async () => {
    renderAt('/invite/nope');
    expect(await screen.findByText('This link is not valid.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows why the password could not be set (the link was used meanwhile)', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      (init?.method ?? 'GET') === 'GET'
        ? json(200, invitation)
        : json(404, { error: 'This link has already been used.' }),
    );
    renderAt(`/invite/${TOKEN}`);
    const password = await screen.findByLabelText('New password');
    fireEvent.input(password, { target: { value: 'correct horse battery' } });
    fireEvent.input(screen.getByLabelText('Confirm password'), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This link has already been used.'),
    );
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set password and sign in' })).toBeTruthy();
  });
});
