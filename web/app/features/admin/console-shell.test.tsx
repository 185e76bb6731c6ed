import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleBranchAdmin } from '../../../test/console-fixtures';
import { jsonResponse, sampleSocietyAdmin, stubFetchPerTest } from '../../../test/fetch-stub';
import { forgetAccess } from '../../lib/dashboard-api';
import {
  CONSOLE_TABS,
  ConsoleHeader,
  consolePassed,
  consoleTabOf,
  loadConsoleTab,
  movedConsoleUrl,
} from './console-shell';

// The console's shell on its own: which tab a URL shows, where old links go, the access check
// its tabs' loaders share, and its header. The console's routes put together:
// routes/admin/console.test.tsx.

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  forgetAccess();
});

/** Answers the profile read with `user`; the tabs' own lists are the loaders' `load`. */
function serveProfile(user: unknown) {
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/auth/profile'
      ? jsonResponse(200, user)
      : jsonResponse(500, { error: 'unexpected' }),
  );
}

const profileReads = () =>
  fetchMock.mock.calls.filter(([path]) => String(path) === '/api/auth/profile').length;

/** What a loader threw: the redirect's target, or the error itself. */
async function thrownBy(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
  } catch (caught) {
    if (caught instanceof Response) return caught.headers.get('location');
    throw caught;
  }
  throw new Error('expected the loader to throw');
}

describe('the console tab of a URL', () => {
  it('is the segment after /admin when it names a tab, else Organisations', () => {
    expect(consoleTabOf('/admin')).toBe('organisations');
    for (const tab of CONSOLE_TABS) {
      expect(consoleTabOf(tab.id === 'organisations' ? '/admin' : `/admin/${tab.id}`)).toBe(tab.id);
    }
    expect(consoleTabOf('/admin/messages/')).toBe('messages');
    expect(consoleTabOf('/admin/nothing-here')).toBe('organisations');
  });

  it('leads an old `?tab=` link to its tab with its other parameters, and leaves others be', () => {
    const moved = (url: string) => movedConsoleUrl(new URL(url, 'http://localhost'));
    expect(moved('/admin?tab=site&section=faqs')).toBe('/admin/site?section=faqs');
    expect(moved('/admin?tab=messages&status=unhandled&page=2')).toBe(
      '/admin/messages?status=unhandled&page=2',
    );
    expect(moved('/admin?tab=organisations')).toBe('/admin');
    // An unknown tab opens the console at its first tab rather than a page that is not there.
    expect(moved('/admin?tab=spaceships&page=3')).toBe('/admin?page=3');
    expect(moved('/admin')).toBeNull();
    expect(moved('/admin/site?tab=faqs')).toBeNull();
  });
});

describe("a console tab's loader", () => {
  const request = (path: string) => new Request(`http://localhost${path}`);

  it('sends a visitor without a session to sign in, asking nothing of the API', async () => {
    const load = vi.fn(async () => 'lists');
    expect(await thrownBy(loadConsoleTab(request('/admin/messages?page=2'), load))).toBe(
      `/login?redirectTo=${encodeURIComponent('/admin/messages?page=2')}`,
    );
    expect(load).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // Tokens of this file's own: the check is remembered per session token for as long as the
  // module is loaded, and other files' tests sign in too.
  it('checks a branch administrator once a session, then loads each tab at once', async () => {
    localStorage.setItem('authToken', 'console-shell-first');
    serveProfile(sampleBranchAdmin);
    expect(consolePassed()).toBe(false);
    expect(await loadConsoleTab(request('/admin/messages'), async () => 'messages')).toBe(
      'messages',
    );
    expect(consolePassed()).toBe(true);
    expect(await loadConsoleTab(request('/admin/mail'), async () => 'mail')).toBe('mail');
    expect(profileReads()).toBe(1);
    // Another session is checked anew.
    localStorage.setItem('authToken', 'console-shell-second');
    expect(consolePassed()).toBe(false);
    await loadConsoleTab(request('/admin/mail'), async () => 'mail');
    expect(profileReads()).toBe(2);
  });

  it("sends anyone else to Access Denied without loading the tab's lists", async () => {
    localStorage.setItem('authToken', 'console-shell-refused');
    serveProfile(sampleSocietyAdmin);
    const load = vi.fn(async () => 'lists');
    expect(await thrownBy(loadConsoleTab(request('/admin/accounts'), load))).toBe('/unauthorized');
    expect(load).not.toHaveBeenCalled();
    expect(consolePassed()).toBe(false);
  });
});

describe("the console's header", () => {
  it('names who is signed in, links to the public site and logs out', () => {
    const onLogout = vi.fn();
    const Stub = createRoutesStub([
      {
        path: '/admin',
        Component: () => <ConsoleHeader name="Branch Chair" onLogout={onLogout} />,
      },
    ]);
    render(<Stub initialEntries={['/admin']} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Branch console' })).toBeTruthy();
    expect(screen.getByText('Signed in as Branch Chair')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Public Site' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
