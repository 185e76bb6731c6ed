/** Renders a dashboard component inside a data router, as the dashboard route does (tests only). */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';

export function renderInRouter(ui: () => ReactNode, loader: () => unknown = () => null) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <>{ui()}</>, loader, HydrateFallback: () => null },
    { path: '/login', Component: () => <p>Login page</p> },
    { path: '/unauthorized', Component: () => <p>Access Denied page</p> },
  ]);
  return render(<Stub initialEntries={['/']} />);
}
