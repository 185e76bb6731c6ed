import { isRouteErrorResponse, redirect } from 'react-router';
import { useLogoutAndGoHome } from '../components/header-auth';
import { paths } from '../config/paths';
import { AdminPage, SECTION_PARAM, TAB_PARAM } from '../features/admin/admin-page';
import { loadAdmin } from '../features/admin/api';
import { dashboardFailure, getProfile, requireSession } from '../features/dashboard/api';
import { DashboardLoadError } from '../features/dashboard/dashboard-error';
import { DashboardLoading } from '../features/dashboard/dashboard-loading';
import { keepDataAcrossTabs } from '../features/dashboard/tabs';
import { dashboardMeta } from '../lib/meta';
import type { Route } from './+types/admin';

/**
 * `/admin`, the branch console: branch administrators only. Rendered in the browser like the
 * dashboards (the session token lives there); without a session, off to the login page and back;
 * anyone else signed in goes to Access Denied. It loads again after every change.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSession(request);
  try {
    const user = await getProfile(request.signal);
    if (user.role !== 'BRANCH_ADMIN') throw redirect(paths.unauthorized());
    return await loadAdmin(user, request.signal);
  } catch (error) {
    throw dashboardFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

/** Switching tabs or sections changes only the query: the data loaded serves them all. */
export const shouldRevalidate = keepDataAcrossTabs(TAB_PARAM, SECTION_PARAM);

export function meta(_args: Route.MetaArgs) {
  return dashboardMeta();
}

export function HydrateFallback() {
  return <DashboardLoading />;
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const logoutAndGoHome = useLogoutAndGoHome();
  return <AdminPage data={loaderData} onLogout={() => void logoutAndGoHome()} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A refusal the loader turned into a response (a 404 of the API, say) keeps the server's words.
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string'
      ? new Error(error.data.message)
      : error;
  return <DashboardLoadError title="Could not open the branch console" error={message} />;
}
