import type { AuthUser } from '@chapterhouse/shared';
import { dashboardPathFor } from '@chapterhouse/shared/auth-rules';
import { Link, redirect } from 'react-router';
import { DashboardLoadError } from '../components/console/dashboard-error';
import { DashboardLoading, DashboardMessage } from '../components/console/dashboard-loading';
import { paths } from '../config/paths';
import { PART_LABELS } from '../features/teams/parts';
import { dashboardFailure, getProfile, requireSession } from '../lib/dashboard-api';
import { formatDate } from '../lib/format';
import { dashboardMeta } from '../lib/meta';
import type { Route } from './+types/dashboard';

/**
 * `/dashboard` redirects by role (spec section 6): the member of one team goes on to its
 * organisation's dashboard, branch admins to the branch console (`/admin`, where every
 * organisation's dashboard is linked), anyone else to Access Denied. A member of several teams
 * chooses here.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSession(request);
  let user: AuthUser;
  try {
    user = await getProfile(request.signal);
  } catch (error) {
    throw dashboardFailure(error, request);
  }
  const path = dashboardPathFor(user);
  if (path !== paths.dashboard()) throw redirect(path);
  return { name: user.name, teams: user.teams };
}
clientLoader.hydrate = true as const;

export function meta(_args: Route.MetaArgs) {
  return dashboardMeta();
}

export function HydrateFallback() {
  return <DashboardLoading />;
}

/** The chooser of a person on several teams: each organisation's dashboard, with their part. */
export default function DashboardChooser({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardMessage>
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">Choose a dashboard</h1>
        <p className="mt-1 text-sm text-slate-600">
          {`${loaderData.name}, you are on ${loaderData.teams.length} teams.`}
        </p>
        <ul className="mt-6 space-y-3">
          {loaderData.teams.map(({ organisation, role, endsAt }) =>
            organisation.kind === 'branch' ? null : (
              <li key={organisation.id}>
                <Link
                  to={paths.dashboardOf({ kind: organisation.kind, slug: organisation.slug })}
                  className="block rounded-xl border border-slate-200 px-4 py-3 hover:border-brand-600 hover:bg-brand-50"
                >
                  <span className="block font-semibold text-brand-800">{organisation.name}</span>
                  <span className="block text-sm text-slate-600">
                    {PART_LABELS[role]}
                    {endsAt ? `, until ${formatDate(endsAt)}` : ''}
                  </span>
                </Link>
              </li>
            ),
          )}
        </ul>
      </div>
    </DashboardMessage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardLoadError title="Could not open the dashboards" error={error} />;
}
