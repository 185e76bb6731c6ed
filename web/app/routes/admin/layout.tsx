import { useState } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { isRouteErrorResponse, Outlet, redirect, useLocation, useNavigation } from 'react-router';
import { ConfirmationProvider } from '../../components/console/confirm-dialog';
import { DashboardLoadError } from '../../components/console/dashboard-error';
import { DashboardLoading } from '../../components/console/dashboard-loading';
import { Tabs } from '../../components/console/tabs';
import { useLogoutAndGoHome } from '../../components/console/use-logout-and-go-home';
import { consoleLibrary, MediaLibraryProvider } from '../../components/forms/media-library';
import { Toaster } from '../../components/toaster';
import { paths } from '../../config/paths';
import {
  CONSOLE_TABS,
  type ConsoleContext,
  ConsoleHeader,
  consolePassed,
  consoleTabOf,
  loadConsoleUser,
  movedConsoleUrl,
} from '../../features/admin/console-shell';
import { countUnhandledMessages } from '../../features/messages/api';
import { loadWithSession } from '../../lib/dashboard-api';
import { dashboardMeta } from '../../lib/meta';
import type { Route } from './+types/layout';

/**
 * `/admin`, the branch console: branch administrators only. Rendered in the browser like the
 * dashboards (the session token lives there); without a session, off to the login page and back;
 * anyone else signed in goes to Access Denied. This layout loads only what its header and tabs
 * show (who is signed in, the unhandled messages' count); each tab is a nested route that loads
 * its own list, in parallel with this loader, and only that list reloads after a change there.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const moved = movedConsoleUrl(new URL(request.url));
  if (moved) throw redirect(moved);
  return loadWithSession(request, async () => {
    // The count is asked for only once the person is known to be let in (one refusal at most).
    if (consolePassed()) {
      const [user, unhandledMessages] = await Promise.all([
        loadConsoleUser(request.signal),
        countUnhandledMessages(request.signal),
      ]);
      return { user, unhandledMessages };
    }
    const user = await loadConsoleUser(request.signal);
    return { user, unhandledMessages: await countUnhandledMessages(request.signal) };
  });
}
clientLoader.hydrate = true as const;

/**
 * Moving between tabs, pages and filters loads only the tab's own data; after a change (the
 * revalidation keeps the URL) the header's count is read again too.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href !== nextUrl.href && !nextUrl.searchParams.has('tab')) return false;
  return defaultShouldRevalidate;
}

export function meta(_args: Route.MetaArgs) {
  return dashboardMeta();
}

export function HydrateFallback() {
  return <DashboardLoading />;
}

/**
 * The branch console: Organisations, Accounts, Site content, and what reaches the branch and what
 * it sends and changes (Messages, Newsletter, Notifications, Mail, Activity), one URL each.
 */
export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const logoutAndGoHome = useLogoutAndGoHome();
  const { pathname } = useLocation();
  // The landing page's pictures come from (and go to) the branch's library.
  const [library] = useState(consoleLibrary);
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && navigation.location.pathname.startsWith(paths.admin());
  const context: ConsoleContext = { user: loaderData.user };
  const tabs = CONSOLE_TABS.map((item) =>
    item.id === 'messages'
      ? { ...item, count: { value: loaderData.unhandledMessages, label: 'unhandled' } }
      : item,
  );

  return (
    <div className="min-h-screen bg-slate-50 print:min-h-0 print:bg-white">
      <ConsoleHeader name={loaderData.user.name} onLogout={() => void logoutAndGoHome()} />
      <main id="main">
        {loading && (
          <p
            role="status"
            className="fixed top-0 right-0 left-0 z-30 bg-brand-700 py-1 text-center text-xs font-semibold text-white print:hidden"
          >
            Loading...
          </p>
        )}
        <MediaLibraryProvider library={library}>
          <ConfirmationProvider>
            <Tabs
              tabs={tabs}
              selected={consoleTabOf(pathname)}
              hrefOf={paths.admin}
              label="Console sections"
              idPrefix="admin"
            >
              <Outlet context={context} />
            </Tabs>
          </ConfirmationProvider>
        </MediaLibraryProvider>
      </main>
      <Toaster />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A refusal the loader turned into a response (a 404 of the API, say) keeps the server's words.
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string'
      ? new Error(error.data.message)
      : error;
  return <DashboardLoadError title="Could not open the branch console" error={message} />;
}
