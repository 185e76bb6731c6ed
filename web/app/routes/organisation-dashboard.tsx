import { isRouteErrorResponse, useLocation } from 'react-router';
import { useLogoutAndGoHome } from '../components/header-auth';
import { StatusPage } from '../components/status-page';
import { collectionOf, kindOfPath, paths } from '../config/paths';
import { dashboardFailure, loadDashboard, requireSession } from '../features/dashboard/api';
import { DashboardLoadError } from '../features/dashboard/dashboard-error';
import { DashboardLoading, DashboardMessage } from '../features/dashboard/dashboard-loading';
import { DashboardPage, TAB_PARAM } from '../features/dashboard/dashboard-page';
import { reloadForListTabs } from '../features/dashboard/tabs';
import { dashboardMeta } from '../lib/meta';
import type { Route } from './+types/organisation-dashboard';

/**
 * `/societies/:org/dashboard` and `/councils/:org/dashboard`. Rendered in the browser only: the
 * session token lives there, so the data comes from the API through this client loader. It runs
 * again after every change (the tabs revalidate), so what the page shows is what the server holds.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOfPath(url.pathname);
  requireSession(request);
  try {
    const history = url.searchParams.get(TAB_PARAM) === 'history' ? url : null;
    return await loadDashboard({ kind, org: params.org }, request.signal, history);
  } catch (error) {
    throw dashboardFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

/**
 * Switching tabs changes only `?tab=`: the data already loaded serves every tab but History,
 * which loads its page (and again when its page or days change).
 */
export const shouldRevalidate = reloadForListTabs({ tabParam: TAB_PARAM, listTabs: ['history'] });

export function meta(_args: Route.MetaArgs) {
  return dashboardMeta();
}

export function HydrateFallback({ params }: Route.HydrateFallbackProps) {
  const { pathname } = useLocation();
  return <DashboardLoading kind={kindOfPath(pathname)} id={params.org} />;
}

export default function OrganisationDashboard({ loaderData }: Route.ComponentProps) {
  const logoutAndGoHome = useLogoutAndGoHome();
  const kind = loaderData.organisation.kind === 'council' ? 'council' : 'society';
  return <DashboardPage kind={kind} data={loaderData} onLogout={() => void logoutAndGoHome()} />;
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname);
  const collection = collectionOf(kind);
  const label = kind === 'council' ? 'Council' : 'Society';

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <DashboardMessage>
        <StatusPage
          title={`${label} not found.`}
          message={`There is no ${kind} "${params.org}" to manage.`}
          actions={[
            {
              to: paths.collection(collection),
              label: `All ${label === 'Council' ? 'Councils' : 'Societies'}`,
            },
            { to: paths.home(), label: 'Back to Home' },
          ]}
        />
      </DashboardMessage>
    );
  }
  return <DashboardLoadError title={`Could not load the ${kind} dashboard`} error={error} />;
}
