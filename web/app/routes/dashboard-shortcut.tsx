import { data, isRouteErrorResponse, redirect } from 'react-router';
import { DashboardLoadError } from '../components/console/dashboard-error';
import { DashboardLoading, DashboardMessage } from '../components/console/dashboard-loading';
import { StatusPage } from '../components/status-page';
import { paths } from '../config/paths';
import { listOrganisations } from '../lib/dashboard-api';
import { dashboardMeta } from '../lib/meta';
import type { Route } from './+types/dashboard-shortcut';

/**
 * `/dashboard/{societyId}` and `/dashboard/{councilId}`: finds which kind the id or slug names and
 * moves on to that dashboard, which checks the session and the permission itself.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [societies, councils] = await Promise.all([
    listOrganisations('societies', request.signal),
    listOrganisations('councils', request.signal),
  ]);
  const matches = (organisation: { id: number; slug: string }) =>
    organisation.slug === params.org || String(organisation.id) === params.org;
  const society = societies.find(matches);
  if (society) throw redirect(paths.dashboardOf({ kind: 'society', slug: society.slug }));
  const council = councils.find(matches);
  if (council) throw redirect(paths.dashboardOf({ kind: 'council', slug: council.slug }));
  throw data(null, { status: 404 });
}
clientLoader.hydrate = true as const;

export function meta(_args: Route.MetaArgs) {
  return dashboardMeta();
}

export function HydrateFallback() {
  return <DashboardLoading />;
}

/** Never shown: the loader always moves on or fails. */
export default function DashboardShortcut() {
  return <DashboardLoading />;
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    return <DashboardLoadError title="Could not open the dashboard" error={error} />;
  }
  return (
    <DashboardMessage>
      <StatusPage
        title="Organisation not found."
        message={`There is no society or council "${params.org}".`}
        actions={[
          { to: paths.societies(), label: 'All Societies' },
          { to: paths.councils(), label: 'All Councils' },
        ]}
      />
    </DashboardMessage>
  );
}
