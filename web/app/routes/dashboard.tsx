import type { OrganisationSummary } from '@chapterhouse/shared';
import { dashboardPathFor } from '@chapterhouse/shared/auth-rules';
import { Link, redirect } from 'react-router';
import { useLogoutAndGoHome } from '../components/header-auth';
import { paths } from '../config/paths';
import {
  dashboardFailure,
  getProfile,
  listOrganisations,
  requireSession,
} from '../features/dashboard/api';
import { DashboardLoadError } from '../features/dashboard/dashboard-error';
import { DashboardLoading } from '../features/dashboard/dashboard-loading';
import { dashboardMeta } from '../lib/meta';
import type { Route } from './+types/dashboard';

/**
 * `/dashboard`: society and council admins go on to their own dashboard; a branch admin, who may
 * enter every dashboard, chooses one here; anyone else is refused (spec section 6).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSession(request);
  try {
    const user = await getProfile(request.signal);
    if (user.role !== 'BRANCH_ADMIN') throw redirect(dashboardPathFor(user));
    const [societies, councils] = await Promise.all([
      listOrganisations('societies', request.signal),
      listOrganisations('councils', request.signal),
    ]);
    return { user, societies, councils };
  } catch (error) {
    throw dashboardFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function meta(_args: Route.MetaArgs) {
  return dashboardMeta();
}

export function HydrateFallback() {
  return <DashboardLoading />;
}

function OrganisationLinks(props: { title: string; organisations: OrganisationSummary[] }) {
  const id = `${props.title.toLowerCase()}-title`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {props.title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {props.organisations.map((organisation) => (
          <li key={organisation.id}>
            <Link
              to={paths.dashboardOf({
                kind: organisation.kind === 'council' ? 'council' : 'society',
                slug: organisation.slug,
              })}
              className="block rounded-xl border border-slate-200 bg-white px-5 py-4 font-medium text-brand-800 shadow-sm hover:border-brand-600 hover:bg-brand-50"
            >
              {organisation.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The branch admin's choice of dashboard. */
export default function DashboardChooser({ loaderData }: Route.ComponentProps) {
  const { user, societies, councils } = loaderData;
  const logoutAndGoHome = useLogoutAndGoHome();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-5 sm:px-6">
          <div className="min-w-0 flex-1">
            <h1 className="text-xl font-bold text-brand-900 sm:text-2xl">All dashboards</h1>
            <p className="text-sm text-slate-600">Signed in as {user.name}</p>
          </div>
          <div className="flex items-center gap-2">
            <Link
              to={paths.home()}
              className="rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              View Public Site
            </Link>
            <button
              type="button"
              onClick={() => void logoutAndGoHome()}
              className="cursor-pointer rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Logout
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <OrganisationLinks title="Societies" organisations={societies} />
        <OrganisationLinks title="Councils" organisations={councils} />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardLoadError title="Could not open the dashboards" error={error} />;
}
