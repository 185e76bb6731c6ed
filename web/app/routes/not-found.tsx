import { data, isRouteErrorResponse } from 'react-router';
import { ErrorMessage } from '../components/status-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/not-found';

/** Every unknown address: the server answers 404 and the site's own page says so. */
/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

export function loader(_args: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}

export function meta(_args: Route.MetaArgs) {
  return pageMeta('Page not found', 'The page you are looking for does not exist.');
}

// Never rendered (the loader always throws), but without a component this would be a resource route.
export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
