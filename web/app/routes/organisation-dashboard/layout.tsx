import { useMemo } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { isRouteErrorResponse, Outlet, redirect, useLocation } from 'react-router';
import { ConfirmationProvider } from '../../components/console/confirm-dialog';
import { DashboardLoadError } from '../../components/console/dashboard-error';
import { DashboardHeader } from '../../components/console/dashboard-header';
import { DashboardLoading, DashboardMessage } from '../../components/console/dashboard-loading';
import { Tabs } from '../../components/console/tabs';
import { useLogoutAndGoHome } from '../../components/console/use-logout-and-go-home';
import { dashboardLibrary, MediaLibraryProvider } from '../../components/forms/media-library';
import { StatusPage } from '../../components/status-page';
import { Toaster } from '../../components/toaster';
import { collectionOf, kindOfPath, paths } from '../../config/paths';
import {
  type DashboardContext,
  dashboardTabOf,
  dashboardTabsFor,
  loadDashboardOrganisation,
} from '../../features/dashboard/dashboard-shell';
import { DashboardSearchField } from '../../features/search/dashboard-search';
import { useAuth } from '../../lib/auth';
import { loadWithSession } from '../../lib/dashboard-api';
import { dashboardMeta } from '../../lib/meta';
import type { Route } from './+types/layout';

/**
 * Where an old dashboard link (`?tab=events`, from before each tab had its own URL) leads now,
 * keeping its other parameters; null when the URL is not such a link.
 */
function movedDashboardUrl(url: URL, org: string): string | null {
  const tab = url.searchParams.get('tab');
  const kind = kindOfPath(url.pathname);
  const base = paths.organisationDashboard(collectionOf(kind), org);
  if (tab === null || url.pathname !== base) return null;
  const params = new URLSearchParams(url.search);
  params.delete('tab');
  const search = params.toString();
  const target = paths.organisationDashboard(collectionOf(kind), org, dashboardTabOf(kind, tab));
  return search ? `${target}?${search}` : target;
}

/**
 * `/societies/:org/dashboard` and `/councils/:org/dashboard`. Rendered in the browser only: the
 * session token lives there, so the data comes from the API through client loaders. This layout
 * loads the organisation (its header, and the tabs that edit its own fields); each tab is a nested
 * route that loads its own lists in parallel, and only those reload after a change there.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const moved = movedDashboardUrl(url, params.org);
  if (moved) throw redirect(moved);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  return loadWithSession(request, async () => ({
    organisation: await loadDashboardOrganisation(target, request.signal),
  }));
}
clientLoader.hydrate = true as const;

/** Moving between tabs and pages reloads only the tab's data; a change reloads the header too. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    currentUrl.href !== nextUrl.href &&
    currentParams.org === nextParams.org &&
    !nextUrl.searchParams.has('tab')
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}

export function meta(_args: Route.MetaArgs) {
  return dashboardMeta();
}

export function HydrateFallback({ params }: Route.HydrateFallbackProps) {
  const { pathname } = useLocation();
  return <DashboardLoading kind={kindOfPath(pathname)} id={params.org} />;
}

/** One dashboard for societies and councils: the kind decides the tabs and their fields. */
export default function OrganisationDashboard({ loaderData, params }: Route.ComponentProps) {
  const logoutAndGoHome = useLogoutAndGoHome();
  const { pathname } = useLocation();
  const { organisation } = loaderData;
  const kind = organisation.kind === 'council' ? 'council' : 'society';
  const collection = collectionOf(kind);
  // Changes address the organisation by its id, whatever the URL named it by.
  const context: DashboardContext = { kind, organisation, target: { kind, org: organisation.id } };
  // One library object per organisation, so pickers keep what they loaded across renders.
  const library = useMemo(
    () => dashboardLibrary({ kind, org: organisation.id }),
    [kind, organisation.id],
  );
  const { user } = useAuth();
  const tabs = dashboardTabsFor(kind, user, organisation);
  const base = paths.organisationDashboard(collection, params.org);
  const selected = dashboardTabOf(kind, pathname.slice(base.length + 1).split('/')[0]);

  return (
    <div className="min-h-screen bg-slate-50 print:min-h-0 print:bg-white">
      <DashboardHeader
        organisation={{ ...organisation, kind }}
        onLogout={() => void logoutAndGoHome()}
        // The Search tab has its own, larger field.
        search={
          selected === 'search' ? undefined : (
            <DashboardSearchField place={{ collection, org: params.org }} />
          )
        }
      />
      <main id="main">
        <MediaLibraryProvider library={library}>
          <ConfirmationProvider>
            <Tabs
              tabs={tabs}
              selected={selected}
              hrefOf={(tab) => paths.organisationDashboard(collection, params.org, tab)}
              label="Dashboard sections"
              idPrefix="dashboard"
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
