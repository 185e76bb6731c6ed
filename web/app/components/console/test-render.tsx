/**
 * Renders dashboard components and routes inside a data router, as the app does (tests only).
 */
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import {
  createRoutesStub,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useParams,
} from 'react-router';

export function renderInRouter(ui: () => ReactNode, loader: () => unknown = () => null) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <>{ui()}</>, loader, HydrateFallback: () => null },
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
];
