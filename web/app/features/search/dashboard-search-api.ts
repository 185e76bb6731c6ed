import { DASHBOARD_SEARCH_KINDS, type SearchResults } from '@chapterhouse/shared';
import { type DashboardSearchKind, dashboardApiPaths } from '../../config/dashboard-paths';
import { ApiError, apiRequest } from '../../lib/api-client';
import { type DashboardTarget, withQuery } from '../../lib/dashboard-api';
import { readPage } from '../../lib/lists';

/** What the Search tab's URL asks for (`?q=&kind=&page=`), as its form shows it. */
export interface DashboardSearchValues {
  /** As typed: an empty query searches nothing. */
  q: string;
  /** Null: every kind, the best of each. */
  kind: DashboardSearchKind | null;
  page: number;
}

export function dashboardSearchValuesOf(url: URL): DashboardSearchValues {
  const kind = url.searchParams.get('kind');
  return {
    q: url.searchParams.get('q') ?? '',
    kind: DASHBOARD_SEARCH_KINDS.find((known) => known === kind) ?? null,
    page: readPage(url),
  };
}

/**
 * The Search tab's data: what was asked, and the results (none before a query), or why there are
 * none: a query the server refused (too long), or a search that failed (the server unreachable
 * or failing). Either is shown in the tab, under a form that can try again.
 */
export interface DashboardSearch {
  values: DashboardSearchValues;
  results: SearchResults | null;
  error?: string;
}

/**
 * Searches the organisation's own items, drafts included. A refused session, a refusal or an
 * unknown organisation are thrown as every dashboard call's are (`loadDashboardTab` sends them to
 * the login page, Access Denied or the dashboard's 404); any other failure becomes the tab's
 * message.
 */
export async function loadDashboardSearch(
  target: DashboardTarget,
  url: URL,
  signal?: AbortSignal,
): Promise<DashboardSearch> {
  const values = dashboardSearchValuesOf(url);
  if (!values.q.trim()) return { values, results: null };
  const path = withQuery(dashboardApiPaths.search(target.kind, target.org), {
    q: values.q,
    kind: values.kind,
    page: values.page > 1 ? values.page : null,
  });
  try {
    return { values, results: await apiRequest<SearchResults>(path, { signal }) };
  } catch (error) {
    if (!(error instanceof ApiError) || [401, 403, 404].includes(error.status)) throw error;
    // A 400 says what is wrong with the query; anything else, that the search did not happen.
    const refused = error.status === 400;
    return {
      values,
      results: null,
      error: refused ? error.message : `The search failed. ${error.message}`,
    };
  }
}
