import { isRouteErrorResponse, redirect } from 'react-router';
import { useLogoutAndGoHome } from '../components/header-auth';
import { paths } from '../config/paths';
import { AdminPage, SECTION_PARAM, TAB_PARAM } from '../features/admin/admin-page';
import { loadAdmin } from '../features/admin/api';
import { CONSOLE_LIST_TABS, isConsoleListTab } from '../features/admin/inbox-api';
import { dashboardFailure, getProfile, requireSession } from '../features/dashboard/api';
import { DashboardLoadError } from '../features/dashboard/dashboard-error';
import { DashboardLoading } from '../features/dashboard/dashboard-loading';
import { reloadForListTabs } from '../features/dashboard/tabs';
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
    const url = new URL(request.url);
    const tab = url.searchParams.get(TAB_PARAM);
    return await loadAdmin(user, {
      listTab: isConsoleListTab(tab) ? tab : null,
      url,
      signal: request.signal,
    });
  } catch (error) {
    throw dashboardFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

/**
 * Switching between Organisations, Accounts and Site content (and its sections) changes only the
 * query: the data loaded serves them all. The tabs with lists of their own (Messages, Newsletter,
 * Notifications, Mail, Activity) load their page whenever it or its filters change.
 */
export const shouldRevalidate = reloadForListTabs({
  tabParam: TAB_PARAM,
  listTabs: CONSOLE_LIST_TABS,
  keepParams: [SECTION_PARAM],
});

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
