import { apiPaths, type DashboardCollection, type OrganisationCollection } from './paths';

// The organisation dashboards' URLs that public pages never need, apart from paths.ts: public
// pages load paths.ts in every island (an event's page is within a few hundred bytes of its
// JavaScript budget), and only the dashboards' chunks load these.

/** Pages of an organisation's dashboard. */
export const dashboardPaths = {
  /** An event as its public page shows it, drafts included, under the dashboard's Events tab. */
  eventPreview: (collection: OrganisationCollection, org: string | number, eventId: number) =>
    `/${collection}/${org}/dashboard/events/${eventId}/preview`,
} as const;

/** The dashboards' JSON API, as the browser calls it. */
export const dashboardApiPaths = {
  /** PUT `{action, version}` (`at` too, to schedule): publishes, schedules or unpublishes an item. */
  itemPublication: (
    kind: 'society' | 'council',
    org: string | number,
    collection: DashboardCollection,
    id: number,
  ) => `${apiPaths.dashboardItem(kind, org, collection, id)}/publication`,
  /** GET one event of the organisation as its public page reads it, drafts included. */
  eventPreview: (kind: 'society' | 'council', org: string | number, eventId: number) =>
    `${apiPaths.organisationDashboard(kind, org)}/events/${eventId}/preview`,
  /**
   * An entry of the organisation's History: GET what restoring it would do, POST
   * `{latestEntryId}` to do it (409 when the item changed since).
   */
  historyRestore: (kind: 'society' | 'council', org: string | number, entryId: number) =>
    `${apiPaths.organisationHistory(kind, org)}/${entryId}/restore`,
} as const;
