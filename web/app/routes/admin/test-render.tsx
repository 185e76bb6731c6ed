/** Renders the console's routes as the app nests them, in a data router (tests only). */
import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { elsewhere, type RouteModule, stubRoute } from '../../components/console/test-render';
import { AuthProvider } from '../../lib/auth';
import * as accounts from './accounts';
import * as activity from './activity';
import * as consoleLayout from './layout';
import * as mail from './mail';
import * as consoleMedia from './media';
import * as messages from './messages';
import * as newsletter from './newsletter';
import * as notifications from './notifications';
import * as organisations from './organisations';
import * as payments from './payments';
import * as reports from './reports';
import * as roster from './roster';
import * as site from './site';

const CONSOLE_TABS: [string, RouteModule][] = [
  ['accounts', accounts],
  ['site', site],
  ['media', consoleMedia],
  ['messages', messages],
  ['newsletter', newsletter],
  ['notifications', notifications],
  ['mail', mail],
  ['reports', reports],
  ['roster', roster],
  ['payments', payments],
  ['activity', activity],
];

/** The branch console at `path` (`/admin`, `/admin/messages?page=2`...). */
export function renderAdmin(path = '/admin') {
  const Stub = createRoutesStub([
    stubRoute({ path: '/admin' }, consoleLayout, [
      stubRoute({ index: true }, organisations),
      ...CONSOLE_TABS.map(([tab, module]) => stubRoute({ path: tab }, module)),
    ]),
    ...elsewhere,
    { path: '/societies/:org/dashboard', Component: () => <p>Society dashboard</p> },
  ]);
  return render(
    <AuthProvider>
      <Stub initialEntries={[path]} />
    </AuthProvider>,
  );
}

import type { vi } from 'vitest';

/** Every call the page made that was not a read. */
export const writesOf = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([path, init]) => ({
      path: String(path),
      method: init?.method,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The accessible name of an item's button or link: its visible word, then the item's name for
 * screen readers (`Edit: Computer Society`; happy-dom puts a space before the colon).
 */
export const itemNamed = (label: string, item: string) =>
  new RegExp(`^${escapeRegExp(label)} ?: ${escapeRegExp(item)}$`);
