import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, sampleSocietyAdmin, stubFetchPerTest } from '../../test/fetch-stub';
import { afterLoginPath } from '../features/auth/login-form';
import { AuthProvider } from '../lib/auth';
import LoginPage from './login';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
});

const json = jsonResponse;

function Where() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

function renderLogin(url = '/login') {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <Where />,
    },
    { path: '/login', Component: LoginPage },
    { path: '/societies/:org/dashboard', Component: Where },
    { path: '/councils/:org/dashboard', Component: Where },
  ]);
  return render(
    <AuthProvider>
      <Stub initialEntries={[url]} />
    </AuthProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

const societyAdmin = sampleSocietyAdmin;

describe('login form', () => {
  it('shows the spec texts', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.getByText('Sign in to access your dashboard')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Need help signing in?' }).getAttribute('href')).toBe(
      '/login-help',
    );
    expect(screen.getByText('For society or council administrators only')).toBeTruthy();
    expect(screen.queryByText(/next release/)).toBeNull();
  });

  it("asks to 'fill in all fields' and sends nothing when a field is empty", async () => {
    renderLogin();
    fill('Email', 'chair@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all fields');

    fill('Email', '');
    fill('Password', 'something');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's error in the alert", async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'Invalid email or password.' }));
    renderLogin();
    fill('Email', 'chair@example.org');
    fill('Password', 'wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'chair@example.org',
      password: 'wrong password',
    });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(show);
    expect(password.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(hide);
    expect(password.getAttribute('type')).toBe('password');
  });

  it('signs in, keeps the token and returns to the page that asked', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    );
    renderLogin(`/login?redirectTo=${encodeURIComponent('/councils/sensors-council/dashboard')}`);
    fill('Email', 'Chair@Example.org ');
    fill('Password', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeTruthy();
    answer(
      json(200, {
        token: 'new-token',
        user: societyAdmin,
        redirectTo: '/societies/computer-society/dashboard',
      }),
    );
    expect(await screen.findByText('Now at /councils/sensors-council/dashboard')).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBe('new-token');
    // The shared schema trimmed and lower-cased the address.
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).email).toBe('chair@example.org');
  });

  it("goes to the server's redirect when no page asked", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        token: 't',
        user: societyAdmin,
        redirectTo: '/societies/computer-society/dashboard',
      }),
    );
    renderLogin('/login?redirectTo=https%3A%2F%2Fevil.example');
    fill('Email', 'chair@example.org');
    fill('Password', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Now at /societies/computer-society/dashboard')).toBeTruthy();
  });

  it('sends a signed-in admin on to their dashboard', async () => {
    localStorage.setItem('authToken', 'stored');
    fetchMock.mockResolvedValue(json(200, societyAdmin));
    renderLogin();
    expect(await screen.findByText('Now at /societies/computer-society/dashboard')).toBeTruthy();
  });
});

describe('afterLoginPath', () => {
  it('prefers a same-site return path, then the server, then /dashboard', () => {
    expect(afterLoginPath('/councils/x/dashboard?tab=1', '/societies/y/dashboard')).toBe(
      '/councils/x/dashboard?tab=1',
    );
    expect(afterLoginPath('//evil.example', '/societies/y/dashboard')).toBe(
      '/societies/y/dashboard',
    );
    expect(afterLoginPath('https://evil.example', undefined)).toBe('/dashboard');
    expect(afterLoginPath('/login?redirectTo=/x', 'https://evil.example')).toBe('/dashboard');
    expect(afterLoginPath(null, '')).toBe('/dashboard');
  });
});
