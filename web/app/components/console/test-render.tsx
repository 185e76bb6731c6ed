/**
 * Renders dashboard components and routes inside a data router, as the app does (tests only).
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import {
  createRoutesStub,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useParams,
} from 'react-router';
import { expect } from 'vitest';
import { CONFIRMATION_TITLE, ConfirmationProvider } from './confirm-dialog';

export function renderInRouter(ui: () => ReactNode, loader: () => unknown = () => null) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <ConfirmationProvider>{ui()}</ConfirmationProvider>,
      loader,
      HydrateFallback: () => null,
    },
    { path: '/login', Component: () => <p>Login page</p> },
    { path: '/unauthorized', Component: () => <p>Access Denied page</p> },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

/** What the stub needs of a route module (its types are the generated ones; the stub's are loose). */
export interface RouteModule {
  // biome-ignore lint/suspicious/noExplicitAny: each module's props are its own generated type
  default: ComponentType<any>;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  clientLoader?: (args: any) => Promise<unknown>;
  shouldRevalidate?: ShouldRevalidateFunction;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  ErrorBoundary?: ComponentType<any>;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  HydrateFallback?: ComponentType<any>;
}

/** Where the router is, for tests that check the URL a change leads to. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export type StubRoute = Parameters<typeof createRoutesStub>[0][number];

export function stubRoute(
  where: { path: string } | { index: true },
  module: RouteModule,
  children?: StubRoute[],
): StubRoute {
  const Page = module.default;
  function Component() {
    const loaderData = useLoaderData();
    const params = useParams();
    return (
      <>
        <Page loaderData={loaderData} params={params} />
        {children && <Location />}
      </>
    );
  }
  const { clientLoader } = module;
  return {
    ...where,
    Component,
    ...(clientLoader && {
      loader: ({ request, params }: { request: Request; params: unknown }) =>
        clientLoader({ request, params }),
    }),
    shouldRevalidate: module.shouldRevalidate,
    ErrorBoundary: module.ErrorBoundary,
    HydrateFallback: module.HydrateFallback ?? (children ? () => <p>Loading</p> : undefined),
    children,
  };
}

/** The pages a console or dashboard sends people to, as plain markers. */
export const elsewhere = [
  { path: '/login', Component: () => <p>Login page</p> },
  { path: '/unauthorized', Component: () => <p>Access Denied page</p> },
  { path: '/dashboard', Component: () => <p>Dashboard chooser</p> },
];

/**
 * Answers the confirmation dialog that a click opened: checks it asks `question` (with Cancel
 * focused, so Enter never confirms by accident), then presses its action or Cancel.
 */
export async function answerConfirmation(question: string, confirm: boolean): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: CONFIRMATION_TITLE });
  expect(within(dialog).getByText(question)).toBeTruthy();
  const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
  await waitFor(() => expect(document.activeElement).toBe(cancel));
  const action = within(dialog).getAllByRole('button').at(-1);
  fireEvent.click(confirm && action ? action : cancel);
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: CONFIRMATION_TITLE })).toBeNull(),
  );
}

/** No confirmation dialog is open. */
export const noConfirmationAsked = () =>
  expect(screen.queryByRole('dialog', { name: CONFIRMATION_TITLE })).toBeNull();
