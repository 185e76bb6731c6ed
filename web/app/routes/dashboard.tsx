import { dashboardPathFor } from '@chapterhouse/shared/auth-rules';
import { redirect } from 'react-router';
import { DashboardLoadError } from '../components/console/dashboard-error';
import { DashboardLoading } from '../components/console/dashboard-loading';
import { dashboardFailure, getProfile, requireSession } from '../lib/dashboard-api';
import { dashboardMeta } from '../lib/meta';
import type { Route } from './+types/dashboard';

/**
 * `/dashboard` redirects by role (spec section 6): society and council admins go on to their own
 * dashboard, branch admins to the branch console (`/admin`, where every organisation's dashboard
 * is linked), anyone else to Access Denied.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSession(request);
  let user: Awaited<ReturnType<typeof getProfile>>;
  try {
    user = await getProfile(request.signal);
  } catch (error) {
    throw dashboardFailure(error, request);
  }
  throw redirect(dashboardPathFor(user));
}
clientLoader.hydrate = true as const;

export function meta(_args: Route.MetaArgs) {
  return dashboardMeta();
}

export function HydrateFallback() {
  return <DashboardLoading />;
}

/** Never shown: the loader always moves on or fails. */
export default function DashboardRedirect() {
  return <DashboardLoading />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardLoadError title="Could not open the dashboards" error={error} />;
}
