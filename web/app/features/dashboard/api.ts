import type {
  AuditPage,
  AuthUser,
  DashboardAchievement,
  DashboardEvent,
  DashboardGalleryItem,
  DashboardMember,
  MediaItem,
  OrganisationDetail,
  OrganisationSummary,
} from '@chapterhouse/shared';
import { data, redirect } from 'react-router';
import {
  apiPaths,
  type DashboardCollection,
  type OrganisationCollection,
  paths,
} from '../../config/paths';
import { ApiError, apiRequest, sessionToken } from '../../lib/api-client';
import { readPage } from '../../lib/lists';

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

/** Everything a dashboard shows, as loaded together (and reloaded after every change). */
export interface DashboardData {
  organisation: OrganisationDetail;
  members: DashboardMember[];
  /** Newest first. */
  pastEvents: DashboardEvent[];
  /** Soonest first. */
  upcomingEvents: DashboardEvent[];
  achievements: DashboardAchievement[];
  /** Societies only: councils have no gallery tab. */
  gallery: DashboardGalleryItem[] | null;
  /** The organisation's uploads (the Media tab), newest first. */
  media: MediaItem[];
  /** The History tab's page of the audit trail, loaded only while that tab is open. */
  history: HistoryList | null;
}

/** How many entries of its history a dashboard shows at a time. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * A page of the organisation's audit trail, with the days it is limited to (`?from=&to=`);
 * `page` is null when the server refused the query, `error` saying why.
 */
export interface HistoryList {
  filters: { from: string | null; to: string | null };
  page: AuditPage | null;
  error?: string;
}

const dayParam = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/** The History tab's page and days, as the URL asks for them. */
export async function loadHistory(
  target: DashboardTarget,
  url: URL,
  signal?: AbortSignal,
): Promise<HistoryList> {
  const filters = {
    from: dayParam(url.searchParams.get('from')),
    to: dayParam(url.searchParams.get('to')),
  };
  const path = withQuery(apiPaths.organisationHistory(target.kind, target.org), {
    page: readPage(url),
    limit: HISTORY_PAGE_SIZE,
    from: filters.from,
    to: filters.to,
  });
  try {
    return { filters, page: await apiRequest<AuditPage>(path, { signal }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return { filters, page: null, error: error.message };
    }
    throw error;
  }
}

const list = <T>(target: DashboardTarget, collection: DashboardCollection, signal?: AbortSignal) =>
  apiRequest<T[]>(apiPaths.dashboardCollection(target.kind, target.org, collection), { signal });

/**
 * The organisation, then every list of its dashboard in parallel (and its history, when `history`
 * is the URL of the History tab). The organisation comes first so that a refusal or an unknown
 * organisation costs one request, not six.
 */
export async function loadDashboard(
  target: DashboardTarget,
  signal?: AbortSignal,
  history?: URL | null,
): Promise<DashboardData> {
  const organisation = await getOrganisationDashboard(target.kind, String(target.org), signal);
  const [members, pastEvents, upcomingEvents, achievements, gallery, historyList, media] =
    await Promise.all([
      list<DashboardMember>(target, 'members', signal),
      list<DashboardEvent>(target, 'events/past', signal),
      list<DashboardEvent>(target, 'events/upcoming', signal),
      list<DashboardAchievement>(target, 'achievements', signal),
      target.kind === 'society'
        ? list<DashboardGalleryItem>(target, 'gallery', signal)
        : Promise.resolve(null),
      history ? loadHistory(target, history, signal) : null,
      apiRequest<MediaItem[]>(apiPaths.dashboardMedia(target.kind, target.org), { signal }),
    ]);
  return {
    organisation,
    members,
    pastEvents,
    upcomingEvents,
    achievements,
    gallery,
    history: historyList,
    media,
  };
}

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
