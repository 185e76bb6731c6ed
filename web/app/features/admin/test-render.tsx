/** Renders the `/admin` route as the app does, in a data router (tests only). */
import { render } from '@testing-library/react';
import { createRoutesStub, useLoaderData, useLocation } from 'react-router';
import type { vi } from 'vitest';
import { AuthProvider } from '../../lib/auth';
import Admin, { clientLoader, ErrorBoundary, shouldRevalidate } from '../../routes/admin';
import type { AdminData } from './api';

type LoaderArgs = Parameters<typeof clientLoader>[0];
type PageProps = Parameters<typeof Admin>[0];

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function Page() {
  const loaderData = useLoaderData<AdminData>();
  return (
    <>
      <Admin {...({ loaderData } as unknown as PageProps)} />
      <Location />
    </>
  );
}

export function renderAdmin(path = '/admin') {
  const Stub = createRoutesStub([
    {
      path: '/admin',
      Component: Page,
      // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
      ErrorBoundary: ErrorBoundary as any,
      loader: ({ request, params }) => clientLoader({ request, params } as unknown as LoaderArgs),
      shouldRevalidate,
      HydrateFallback: () => <p>Loading</p>,
    },
    { path: '/login', Component: () => <p>Login page</p> },
    { path: '/unauthorized', Component: () => <p>Access Denied page</p> },
    { path: '/societies/:org/dashboard', Component: () => <p>Society dashboard</p> },
  ]);
  return render(
    <AuthProvider>
      <Stub initialEntries={[path]} />
    </AuthProvider>,
  );
}

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
