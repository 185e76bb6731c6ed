import type { AuditPage, RestorePlan, RestoreRequest } from '@chapterhouse/shared';
import {
  CONSOLE_PAGE_SIZE,
  dayParam,
  idParam,
  LIST_PARAMS,
  orRefusal,
} from '../../components/console/console-list';
import { adminApiPaths } from '../../config/admin-api-paths';
import { dashboardApiPaths } from '../../config/dashboard-paths';
import { apiPaths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import { type DashboardTarget, withQuery } from '../../lib/dashboard-api';
import { readPage } from '../../lib/lists';

/** The Activity tab's filters, as the URL keeps them (`?organisation=3&person=7&from=&to=`). */
export interface ActivityFilters {
  organisation: number | null;
  person: number | null;
  /** `YYYY-MM-DD`, both days included. */
  from: string | null;
  to: string | null;
}

export function activityFiltersOf(params: URLSearchParams): ActivityFilters {
  return {
    organisation: idParam(params.get(LIST_PARAMS.organisation)),
    person: idParam(params.get(LIST_PARAMS.person)),
    from: dayParam(params.get(LIST_PARAMS.from)),
    to: dayParam(params.get(LIST_PARAMS.to)),
  };
}

/** The console's Activity tab: a page of the whole audit trail, with its filters. */
export interface ActivityList {
  filters: ActivityFilters;
  page: AuditPage | null;
  error?: string;
}

export async function loadActivity(url: URL, signal?: AbortSignal): Promise<ActivityList> {
  const filters = activityFiltersOf(url.searchParams);
  const path = withQuery(adminApiPaths.audit(), {
    page: readPage(url),
    limit: CONSOLE_PAGE_SIZE,
    organisationId: filters.organisation,
    actorId: filters.person,
    from: filters.from,
    to: filters.to,
  });
  return { filters, ...(await orRefusal(apiRequest<AuditPage>(path, { signal }))) };
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
  return { filters, ...(await orRefusal(apiRequest<AuditPage>(path, { signal }))) };
}

/**
 * What restoring an entry of the History would do: the item's fields that would change, and the
 * item's newest entry, to send back with the restore. 409 when there is nothing to restore.
 */
export const getRestorePlan = (target: DashboardTarget, entryId: number, signal?: AbortSignal) =>
  apiRequest<RestorePlan>(dashboardApiPaths.historyRestore(target.kind, target.org, entryId), {
    signal,
  });

/**
 * Sets the item back as it was after the entry (or brings a deleted one back); `latestEntryId`
 * is the plan's, so a change made since the plan was read answers 409 instead of being undone.
 */
export const restoreFromHistory = (
  target: DashboardTarget,
  entryId: number,
  latestEntryId: number,
) =>
  apiRequest<RestorePlan>(dashboardApiPaths.historyRestore(target.kind, target.org, entryId), {
    method: 'POST',
    body: { latestEntryId } satisfies RestoreRequest,
  });
