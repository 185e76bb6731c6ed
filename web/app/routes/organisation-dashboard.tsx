import { isRouteErrorResponse, useLocation } from 'react-router';
import { useLogoutAndGoHome } from '../components/header-auth';
import { StatusPage } from '../components/status-page';
import { collectionOf, kindOfPath, paths } from '../config/paths';
import {
  dashboardFailure,
  getOrganisationDashboard,
  requireSession,
} from '../features/dashboard/api';
import { DashboardLoadError } from '../features/dashboard/dashboard-error';
import { DashboardHeader } from '../features/dashboard/dashboard-header';
import { DashboardLoading, DashboardMessage } from '../features/dashboard/dashboard-loading';
import { OverviewCounts } from '../features/dashboard/overview-counts';
import { dashboardMeta } from '../lib/meta';
import type { Route } from './+types/organisation-dashboard';

/**
 * `/societies/:org/dashboard` and `/councils/:org/dashboard`. Rendered in the browser only: the
 * session token lives there, so the data comes from the API through this client loader.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const kind = kindOfPath(new URL(request.url).pathname);
  requireSession(request);
  try {
    const organisation = await getOrganisationDashboard(kind, params.org, request.signal);
    return { organisation };
  } catch (error) {
    throw dashboardFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function meta(_args: Route.MetaArgs) {
  return dashboardMeta();
}

export function HydrateFallback({ params }: Route.HydrateFallbackProps) {
  const { pathname } = useLocation();
  return <DashboardLoading kind={kindOfPath(pathname)} id={params.org} />;
}

export default function OrganisationDashboard({ loaderData }: Route.ComponentProps) {
  const { organisation } = loaderData;
  const logoutAndGoHome = useLogoutAndGoHome();
  const kind = organisation.kind === 'council' ? 'council' : 'society';
  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader
        organisation={{ ...organisation, kind }}
        onLogout={() => void logoutAndGoHome()}
      />
      <main id="main">
        <OverviewCounts organisation={organisation} />
      </main>
    </div>
  );
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
