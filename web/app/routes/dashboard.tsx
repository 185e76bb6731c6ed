import type { AuthUser, MyTeamInvitation } from '@chapterhouse/shared';
import { dashboardPathFor } from '@chapterhouse/shared/auth-rules';
import { Link, redirect } from 'react-router';
import { DashboardLoadError } from '../components/console/dashboard-error';
import { DashboardLoading, DashboardMessage } from '../components/console/dashboard-loading';
import { paths } from '../config/paths';
import { loadOwnInvitations } from '../features/teams/api';
import { OwnInvitations } from '../features/teams/own-invitations';
import { PART_LABELS } from '../features/teams/parts';
import { dashboardFailure, getProfile, requireSession } from '../lib/dashboard-api';
import { formatDate } from '../lib/format';
import { dashboardMeta } from '../lib/meta';
import type { Route } from './+types/dashboard';

/**
 * `/dashboard` redirects by role (spec section 6): the member of one team goes on to its
 * organisation's dashboard, branch admins to the branch console (`/admin`, where every
 * organisation's dashboard is linked), anyone else to Access Denied. A member of several teams
 * chooses here, and anyone a team has invited answers here first (issue 26: sign-in leads here
 * while an invitation waits).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSession(request);
  let user: AuthUser;
  let invitations: MyTeamInvitation[];
  try {
    [user, { invitations }] = await Promise.all([
      getProfile(request.signal),
      loadOwnInvitations(request.signal),
    ]);
  } catch (error) {
    throw dashboardFailure(error, request);
  }
  const path = dashboardPathFor(user);
  if (path !== paths.dashboard() && invitations.length === 0) throw redirect(path);
  return { name: user.name, teams: user.teams, invitations };
}
clientLoader.hydrate = true as const;

export function meta(_args: Route.MetaArgs) {
  return dashboardMeta();
}

export function HydrateFallback() {
  return <DashboardLoading />;
}

/** How many teams a person is on, in words. */
const teamsText = (count: number) =>
  count === 0 ? 'on no team yet' : count === 1 ? 'on one team' : `on ${count} teams`;

/**
 * The chooser of a person on several teams: each organisation's dashboard, with their part; and
 * the invitations waiting for their answer.
 */
export default function DashboardChooser({ loaderData }: Route.ComponentProps) {
  const { name, teams, invitations } = loaderData;
  return (
    <DashboardMessage>
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">
          {teams.length > 1 ? 'Choose a dashboard' : 'Your invitations'}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{`${name}, you are ${teamsText(teams.length)}.`}</p>
        {invitations.length > 0 && <OwnInvitations invitations={invitations} />}
        {teams.length > 0 && (
          <ul aria-label="Your dashboards" className="mt-6 space-y-3">
            {teams.map(({ organisation, role, endsAt }) =>
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
        )}
      </div>
    </DashboardMessage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardLoadError title="Could not open the dashboards" error={error} />;
}
