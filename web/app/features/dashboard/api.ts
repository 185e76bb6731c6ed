import type { AuthUser, OrganisationDetail, OrganisationSummary } from '@chapterhouse/shared';
import { data, redirect } from 'react-router';
import { apiPaths, type OrganisationCollection, paths } from '../../config/paths';
import { ApiError, apiRequest, sessionToken } from '../../lib/api-client';

/** The page a loader runs for, as the login page should return to it. */
export function returnPathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Dashboards need a session: without a token, off to the login page, which comes back here. */
export function requireSession(request: Request): void {
  if (!sessionToken.get()) throw redirect(paths.login(returnPathOf(request)));
}

/**
 * What a failed dashboard call means for the page: an expired session goes back to the login page
 * (the API client has dropped the token), a refusal to Access Denied, an unknown organisation to
 * the route's 404; anything else reaches the error boundary as it is.
 */
export function dashboardFailure(error: unknown, request: Request): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 401) return redirect(paths.login(returnPathOf(request)));
  if (error.status === 403) return redirect(paths.unauthorized());
  if (error.status === 404) return data({ message: error.message }, { status: 404 });
  return error;
}

export const getProfile = (signal?: AbortSignal) =>
  apiRequest<AuthUser>(apiPaths.profile(), { signal });

export const getOrganisationDashboard = (
  kind: 'society' | 'council',
  org: string,
  signal?: AbortSignal,
) => apiRequest<OrganisationDetail>(apiPaths.organisationDashboard(kind, org), { signal });

export const listOrganisations = (collection: OrganisationCollection, signal?: AbortSignal) =>
  apiRequest<OrganisationSummary[]>(apiPaths.organisations(collection), { signal });
