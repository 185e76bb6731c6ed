import type { SiteContentList } from './paths';

// The console's half of the site's URLs, apart from paths.ts: public pages load paths.ts in
// every island, and never need these.

/** The branch console's API (docs/branch-console.md). */
export const adminApiPaths = {
  organisations: () => '/api/admin/organisations',
  organisationOrder: () => '/api/admin/organisations/order',
  organisation: (id: number) => `/api/admin/organisations/${id}`,
  archiveOrganisation: (id: number) => `/api/admin/organisations/${id}/archive`,
  restoreOrganisation: (id: number) => `/api/admin/organisations/${id}/restore`,
  accounts: () => '/api/admin/accounts',
  account: (id: number) => `/api/admin/accounts/${id}`,
  invitations: () => '/api/admin/accounts/invitations',
  newInvitation: (id: number) => `/api/admin/accounts/${id}/invitation`,
  passwordReset: (id: number) => `/api/admin/accounts/${id}/password-reset`,
  disableAccount: (id: number) => `/api/admin/accounts/${id}/disable`,
  enableAccount: (id: number) => `/api/admin/accounts/${id}/enable`,
  /** A site content list: GET it, POST to add to it. */
  siteList: (list: SiteContentList) => `/api/admin/site/${list}`,
  /** PUT the whole list's new order (not the slate: it has no order route). */
  siteListOrder: (list: SiteContentList) => `/api/admin/site/${list}/order`,
  /** One item of a site content list: PUT, DELETE. */
  siteItem: (list: SiteContentList, id: number) => `/api/admin/site/${list}/${id}`,
  /** Every upload (or one organisation's): GET; POST (multipart) uploads into the branch's. */
  media: (organisation?: number) =>
    organisation === undefined
      ? '/api/admin/media'
      : `/api/admin/media?organisation=${organisation}`,
  mediaItem: (id: number) => `/api/admin/media/${id}`,
  about: () => '/api/admin/site/about',
  statistics: () => '/api/admin/site/statistics',
  /** The branch's locale as the console edits it: GET, PUT. */
  locale: () => '/api/admin/site/locale',
  /** The mapping of IEEE categories to the college's, for students' activity records. */
  activityCategories: () => '/api/admin/activity-categories',
  /** The contact inbox: GET a page of it; one message: PUT `{handled}`, DELETE. */
  messages: () => '/api/admin/messages',
  message: (id: number) => `/api/admin/messages/${id}`,
  subscribers: () => '/api/admin/subscribers',
  subscriber: (id: number) => `/api/admin/subscribers/${id}`,
  /** Every subscriber as a CSV file. */
  subscribersExport: () => '/api/admin/subscribers/export',
  outbox: () => '/api/admin/outbox',
  retryMail: (id: number) => `/api/admin/outbox/${id}/retry`,
  /** One file of a mail, by its position in the mail's `attachments`. */
  mailAttachment: (id: number, index: number) => `/api/admin/outbox/${id}/attachments/${index}`,
  /** The newsletter's issues: GET a page, POST a new draft. */
  newsletterIssues: () => '/api/admin/newsletter/issues',
  /** One issue: GET, PUT (a draft, with its version), DELETE (a draft). */
  newsletterIssue: (id: number) => `/api/admin/newsletter/issues/${id}`,
  /** GET the issue as one subscriber (`?subscriberId=`) or the whole branch would get it. */
  newsletterIssuePreview: (id: number) => `/api/admin/newsletter/issues/${id}/preview`,
  /** POST: a copy to the signed-in administrator. */
  newsletterIssueTest: (id: number) => `/api/admin/newsletter/issues/${id}/test`,
  /** POST `{version}`: sends the issue to every subscriber it is for. */
  newsletterIssueSend: (id: number) => `/api/admin/newsletter/issues/${id}/send`,
  /** GET a page of a sent issue's recipients (`?status=`). */
  newsletterIssueRecipients: (id: number) => `/api/admin/newsletter/issues/${id}/recipients`,
  /** Every organisation's proposals for the next issue (`?status=open`). */
  newsletterProposals: () => '/api/admin/newsletter/proposals',
  dismissNewsletterProposal: (id: number) => `/api/admin/newsletter/proposals/${id}/dismiss`,
  /** The weekly digest's schedule: GET, PUT (with its version). */
  newsletterDigest: () => '/api/admin/newsletter/digest',
  notifications: () => '/api/admin/notifications',
  notification: (id: number) => `/api/admin/notifications/${id}`,
  audit: () => '/api/admin/audit',
  /** The branch's annual report (`?year=`); as CSV, one of its tables (`?year=&table=`). */
  annualReport: () => '/api/admin/reports/annual',
  annualReportCsv: () => '/api/admin/reports/annual.csv',
  /** PUT `{startMonth, version}`: the month the branch's academic year starts in. */
  academicYearStart: () => '/api/admin/reports/academic-year',
  /**
   * The branch's IEEE roster (OU Analytics' export): GET what is applied, PUT (multipart) a file
   * to apply it, DELETE it; its members and a file's preview below it (`rosterApiPaths`).
   */
  roster: () => '/api/admin/roster',
  /** Who is paid by UPI: the branch and every organisation (GET). */
  payees: () => '/api/admin/payees',
  /** One organisation's own payee: PUT `{upiAddress, payeeName, version}`, DELETE. */
  payee: (organisationId: number) => `/api/admin/payees/${organisationId}`,
} as const;
