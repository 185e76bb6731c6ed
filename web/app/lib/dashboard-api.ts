import type {
  AuthUser,
  DashboardEvent,
  MediaPage,
  OrganisationDetail,
  OrganisationSummary,
  Page,
  PublicationChoice,
} from '@chapterhouse/shared';
import { data, redirect } from 'react-router';
import { dashboardApiPaths } from '../config/dashboard-paths';
import {
  apiPaths,
  type DashboardCollection,
  type OrganisationCollection,
  paths,
} from '../config/paths';
import { ApiError, apiRequest, sessionToken } from './api-client';

/**
 * A path of the API with a query string (kept out of config/paths, which every public page
 * loads): empty values (`undefined`, `null`, `''`) are left out, so
 * `withQuery('/api/admin/audit', { page: 2, from: '' })` is `/api/admin/audit?page=2`.
 */
export function withQuery(
  path: string,
  query: Record<string, string | number | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The page a loader runs for, as the login page should return to it. */
export function returnPathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * A dashboard or console loader: without a session, off to the login page; a failed call means
 * what `dashboardFailure` says.
 */
export async function loadWithSession<T>(request: Request, load: () => Promise<T>): Promise<T> {
  requireSession(request);
  try {
    return await load();
  } catch (error) {
    throw dashboardFailure(error, request);
  }
}

/**
 * Who passed which dashboard's access check (the console's profile, an organisation's own read)
 * in this session: `key` names the dashboard, `token` the session it was for.
 */
const passed = { token: null as string | null, keys: new Set<string>() };
const running = new Map<string, Promise<unknown>>();

/** Forgets every access check passed, e.g. between tests that sign in anew. */
export function forgetAccess(): void {
  passed.token = null;
  passed.keys.clear();
}

/**
 * Runs the access check of a dashboard (`key`), or joins the one running: the layout's loader
 * needs its answer (the profile, the organisation), and a tab's loader waits for it once.
 */
export function checkAccess<T>(key: string, check: () => Promise<T>): Promise<T> {
  const current = running.get(key) as Promise<T> | undefined;
  if (current) return current;
  const pending = check().then(
    (value) => {
      const token = sessionToken.get();
      if (passed.token !== token) forgetAccess();
      passed.token = token;
      passed.keys.add(key);
      return value;
    },
    (error: unknown) => {
      passed.keys.delete(key);
      throw error;
    },
  );
  running.set(key, pending);
  void pending.then(
    () => running.delete(key),
    () => running.delete(key),
  );
  return pending;
}

/**
 * What a tab's loader does before asking for its lists: the first time a dashboard opens in a
 * session, it waits for the access check, so someone refused gets one refusal (and Access Denied),
 * not one per list; afterwards, tabs load in parallel with their layout, with no wait.
 */
export async function afterAccess(key: string, check: () => Promise<unknown>): Promise<void> {
  if (hasPassedAccess(key)) return;
  await checkAccess(key, check);
}

/** Whether this session has passed the access check of dashboard `key` already. */
export const hasPassedAccess = (key: string) =>
  passed.token === sessionToken.get() && passed.keys.has(key);

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

export type DashboardKind = 'society' | 'council';

/** Which organisation a dashboard works on: its kind and its id (or slug). */
export interface DashboardTarget {
  kind: DashboardKind;
  org: string | number;
}

/** Which page of a list to read, and how many rows a page holds. */
export interface Paging {
  page: number;
  limit: number;
}

/** A page of a dashboard list (its members, its upcoming events...), as the API holds it. */
export const getDashboardList = <T>(
  target: DashboardTarget,
  collection: DashboardCollection,
  paging: Paging,
  signal?: AbortSignal,
) =>
  apiRequest<Page<T>>(
    withQuery(apiPaths.dashboardCollection(target.kind, target.org, collection), { ...paging }),
    { signal },
  );

/** A page of the organisation's uploads (the Media tab), newest first. */
export const getDashboardMedia = (target: DashboardTarget, paging: Paging, signal?: AbortSignal) =>
  apiRequest<MediaPage>(
    withQuery(apiPaths.dashboardMedia(target.kind, target.org), { ...paging }),
    {
      signal,
    },
  );

/** Adds a record to a list; the answer is the record as stored. */
export const createItem = <T>(
  target: DashboardTarget,
  collection: DashboardCollection,
  body: unknown,
) =>
  apiRequest<T>(apiPaths.dashboardCollection(target.kind, target.org, collection), {
    method: 'POST',
    body,
  });

/** Replaces a record's fields; `version` is the one it was loaded with (409 when stale). */
export const updateItem = <T>(
  target: DashboardTarget,
  collection: DashboardCollection,
  id: number,
  body: object,
  version: number,
) =>
  apiRequest<T>(apiPaths.dashboardItem(target.kind, target.org, collection, id), {
    method: 'PUT',
    body: { ...body, version },
  });

export const deleteItem = (target: DashboardTarget, collection: DashboardCollection, id: number) =>
  apiRequest<void>(apiPaths.dashboardItem(target.kind, target.org, collection, id), {
    method: 'DELETE',
  });

/**
 * Publishes an item now, takes it back to a draft, or schedules it (`at`, an instant);
 * `version` is the one it was loaded with (409 when stale). The answer is the item as stored.
 */
export const changePublication = <T>(
  target: DashboardTarget,
  collection: DashboardCollection,
  id: number,
  change: PublicationChoice,
  version: number,
) =>
  apiRequest<T>(dashboardApiPaths.itemPublication(target.kind, target.org, collection, id), {
    method: 'PUT',
    body: { ...change, version },
  });

export const moveEventToPast = (target: DashboardTarget, id: number) =>
  apiRequest<DashboardEvent>(apiPaths.moveEventToPast(target.kind, target.org, id), {
    method: 'POST',
  });

/** Basic Info or Settings: the organisation's own fields, with the version last loaded. */
export const updateOrganisation = (target: DashboardTarget, body: object) =>
  apiRequest<OrganisationDetail>(apiPaths.organisationDashboard(target.kind, target.org), {
    method: 'PUT',
    body,
  });
