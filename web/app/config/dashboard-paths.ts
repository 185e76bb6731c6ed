import type { DASHBOARD_SEARCH_KINDS } from '@chapterhouse/shared';
import { apiPaths, type DashboardCollection, type OrganisationCollection, paths } from './paths';

// The organisation dashboards' URLs that public pages never need, apart from paths.ts: public
// pages load paths.ts in every island (an event's page is within a few hundred bytes of its
// JavaScript budget), and only the dashboards' chunks load these.

/** What a dashboard's search finds: the organisation's events, achievements and people. */
export type DashboardSearchKind = (typeof DASHBOARD_SEARCH_KINDS)[number];

/** A search of the Search tab: the query, and the kind and page when chosen. */
export interface DashboardSearchLink {
  q: string;
  kind?: DashboardSearchKind | null;
  page?: number;
}

/** Pages of an organisation's dashboard. */
export const dashboardPaths = {
  /**
   * The Search tab with a search (`?q=&kind=&page=`); page 1 and every kind are left out, so each
   * search has one address.
   */
  search: (
    collection: OrganisationCollection,
    org: string | number,
    link?: DashboardSearchLink,
  ) => {
    const params = new URLSearchParams();
    if (link?.q) params.set('q', link.q);
    if (link?.kind) params.set('kind', link.kind);
    if (link?.page && link.page > 1) params.set('page', String(link.page));
    const base = paths.organisationDashboard(collection, org, 'search');
    const query = params.toString();
    return query ? `${base}?${query}` : base;
  },
  /** An event as its public page shows it, drafts included, under the dashboard's Events tab. */
  eventPreview: (collection: OrganisationCollection, org: string | number, eventId: number) =>
    `/${collection}/${org}/dashboard/events/${eventId}/preview`,
  /** A past event's report (for vTools and the college), under the dashboard's Events tab. */
  eventReport: (collection: OrganisationCollection, org: string | number, eventId: number) =>
    `/${collection}/${org}/dashboard/events/${eventId}/report`,
  /** A past event's certificates (who receives one, what was issued), under the Events tab. */
  eventCertificates: (collection: OrganisationCollection, org: string | number, eventId: number) =>
    `/${collection}/${org}/dashboard/events/${eventId}/certificates`,
  /** A series of events (issue 48): its sessions and settings, under the dashboard's Events tab. */
  series: (collection: OrganisationCollection, org: string | number, seriesId: number) =>
    `/${collection}/${org}/dashboard/events/series/${seriesId}`,
  /** A series' summary report: each session's attendance, the totals, who came how often. */
  seriesReport: (collection: OrganisationCollection, org: string | number, seriesId: number) =>
    `/${collection}/${org}/dashboard/events/series/${seriesId}/report`,
  /** A series' certificates (for attending its share of the sessions), under the Events tab. */
  seriesCertificates: (
    collection: OrganisationCollection,
    org: string | number,
    seriesId: number,
  ) => `/${collection}/${org}/dashboard/events/series/${seriesId}/certificates`,
  /**
   * The certificate template's editor, a page of the organisation's own settings tab (a society's
   * Basic Info, a council's Settings), where officers look for what is theirs to set once.
   */
  certificateTemplate: (collection: OrganisationCollection, org: string | number) =>
    `${paths.organisationDashboard(collection, org, settingsTabOf(collection))}/certificate-template`,
} as const;

/** The tab that holds an organisation's own settings: Basic Info for societies, else Settings. */
export const settingsTabOf = (collection: OrganisationCollection) =>
  collection === 'societies' ? ('basic-info' as const) : ('settings' as const);

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
  /** GET a series with its sessions; PUT its settings (`{version}`, 409 when stale); DELETE it. */
  series: (kind: 'society' | 'council', org: string | number, seriesId: number) =>
    `${apiPaths.organisationDashboard(kind, org)}/series/${seriesId}`,
  /** POST `{version, date}`: leaves one session out of the series (409 when it has registrations). */
  seriesLeaveOut: (kind: 'society' | 'council', org: string | number, seriesId: number) =>
    `${apiPaths.organisationDashboard(kind, org)}/series/${seriesId}/leave-out`,
  /** GET a series' summary report (sessions to come listed without attendance); `.csv`, as a file. */
  seriesReport: (kind: 'society' | 'council', org: string | number, seriesId: number) =>
    `${apiPaths.organisationDashboard(kind, org)}/series/${seriesId}/report`,
  seriesReportCsv: (kind: 'society' | 'council', org: string | number, seriesId: number) =>
    `${apiPaths.organisationDashboard(kind, org)}/series/${seriesId}/report.csv`,
  /** GET a past event's report (409 while it is still to come); `.csv`, the same as a file. */
  eventReport: (kind: 'society' | 'council', org: string | number, eventId: number) =>
    `${apiPaths.organisationDashboard(kind, org)}/events/${eventId}/report`,
  eventReportCsv: (kind: 'society' | 'council', org: string | number, eventId: number) =>
    `${apiPaths.organisationDashboard(kind, org)}/events/${eventId}/report.csv`,
  /**
   * An entry of the organisation's History: GET what restoring it would do, POST
   * `{latestEntryId}` to do it (409 when the item changed since).
   */
  historyRestore: (kind: 'society' | 'council', org: string | number, entryId: number) =>
    `${apiPaths.organisationHistory(kind, org)}/${entryId}/restore`,
  /** GET the organisation's own items that match (`?q=&kind=&page=`), drafts included. */
  search: (kind: 'society' | 'council', org: string | number) =>
    `${apiPaths.organisationDashboard(kind, org)}/search`,
  /** GET the organisation's certificate template (its default, version 0, until one is saved); PUT it. */
  certificateTemplate: (kind: 'society' | 'council', org: string | number) =>
    `${apiPaths.organisationDashboard(kind, org)}/certificate-template`,
  /** POST a template's fields (saved or not): a sample certificate as PDF. */
  certificateTemplatePreview: (kind: 'society' | 'council', org: string | number) =>
    `${apiPaths.organisationDashboard(kind, org)}/certificate-template/preview`,
  /** GET a past event's registrants and certificates; POST issues certificates. */
  eventCertificates: (kind: 'society' | 'council', org: string | number, eventId: number) =>
    `${apiPaths.organisationDashboard(kind, org)}/events/${eventId}/certificates`,
  /** Every certificate of the event's as PDF, in one ZIP file. */
  eventCertificatesZip: (kind: 'society' | 'council', org: string | number, eventId: number) =>
    `${apiPaths.organisationDashboard(kind, org)}/events/${eventId}/certificates.zip`,
  /** One issued certificate: PUT corrects its name and role (`{version}`, 409 when stale). */
  eventCertificate: (
    kind: 'society' | 'council',
    org: string | number,
    eventId: number,
    certificateId: number,
  ) =>
    `${apiPaths.organisationDashboard(kind, org)}/events/${eventId}/certificates/${certificateId}`,
  /** POST `{reason, version}`: revokes it (its public page says so at once). */
  eventCertificateRevoke: (
    kind: 'society' | 'council',
    org: string | number,
    eventId: number,
    certificateId: number,
  ) =>
    `${apiPaths.organisationDashboard(kind, org)}/events/${eventId}/certificates/${certificateId}/revoke`,
  /** Its PDF, as the officers' copy (with the session). */
  eventCertificatePdf: (
    kind: 'society' | 'council',
    org: string | number,
    eventId: number,
    certificateId: number,
  ) =>
    `${apiPaths.organisationDashboard(kind, org)}/events/${eventId}/certificates/${certificateId}/pdf`,
  /** GET a series' people and certificates; POST issues them to those who reach its share. */
  seriesCertificates: (kind: 'society' | 'council', org: string | number, seriesId: number) =>
    `${apiPaths.organisationDashboard(kind, org)}/series/${seriesId}/certificates`,
  /** POST `{reason, version}`: revokes one of the series' certificates. */
  seriesCertificateRevoke: (
    kind: 'society' | 'council',
    org: string | number,
    seriesId: number,
    certificateId: number,
  ) =>
    `${apiPaths.organisationDashboard(kind, org)}/series/${seriesId}/certificates/${certificateId}/revoke`,
  /** One of the series' certificates as PDF, as the officers' copy (with the session). */
  seriesCertificatePdf: (
    kind: 'society' | 'council',
    org: string | number,
    seriesId: number,
    certificateId: number,
  ) =>
    `${apiPaths.organisationDashboard(kind, org)}/series/${seriesId}/certificates/${certificateId}/pdf`,
  /** The organisation's annual report (`?year=`); as CSV, one of its tables (`?year=&table=`). */
  annualReport: (kind: 'society' | 'council', org: string | number) =>
    `${apiPaths.organisationDashboard(kind, org)}/reports/annual`,
  annualReportCsv: (kind: 'society' | 'council', org: string | number) =>
    `${apiPaths.organisationDashboard(kind, org)}/reports/annual.csv`,
  /**
   * The organisation's own IEEE roster (its owners' and the branch admins'): GET what is applied,
   * PUT (multipart) a file to apply it, DELETE it; its members and a file's preview below it
   * (`rosterApiPaths`).
   */
  roster: (kind: 'society' | 'council', org: string | number) =>
    `${apiPaths.organisationDashboard(kind, org)}/roster`,
  /**
   * The organisation's bank statements (its treasurer's: owners and branch admins): POST
   * (multipart) a statement file, its preview the answer.
   */
  statements: (kind: 'society' | 'council', org: string | number) =>
    `${apiPaths.organisationDashboard(kind, org)}/payments/statements`,
  /**
   * POST `{choices}`: records a statement's matched lines and the lines given a registration
   * (matched afresh); the answer carries its preview after.
   */
  statementApply: (kind: 'society' | 'council', org: string | number, statementId: number) =>
    `${apiPaths.organisationDashboard(kind, org)}/payments/statements/${statementId}/apply`,
  /** GET the columns named for a bank without a preset, kept for the account (`{mapping}`). */
  statementColumns: (kind: 'society' | 'council', org: string | number) =>
    `${apiPaths.organisationDashboard(kind, org)}/payments/statement-columns`,
} as const;
