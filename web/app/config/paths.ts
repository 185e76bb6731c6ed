import type { DASHBOARD_COLLECTIONS, SearchHit, SearchKind } from '@chapterhouse/shared';

/**
 * Every URL of the site, in one place. Components never build URL strings themselves.
 * `org` is an organisation's slug (numeric ids are accepted by the pages too).
 */
export type OrganisationCollection = 'societies' | 'councils';
export type OrganisationList = 'past-events' | 'upcoming-events' | 'achievements' | 'gallery';

/** Whose feed: a society or council (the branch's feeds take none). */
export type FeedOwner = { collection: OrganisationCollection; org: string };

/** The branch console's tabs, each a page of its own (Organisations is the console's landing). */
export type ConsoleTab =
  | 'organisations'
  | 'accounts'
  | 'site'
  | 'media'
  | 'messages'
  | 'newsletter'
  | 'notifications'
  | 'mail'
  | 'reports'
  | 'roster'
  | 'payments'
  | 'activity';

/** An organisation dashboard's tabs, each a page of its own (Overview is the landing). */
export type DashboardTab =
  | 'overview'
  | 'events'
  | 'members'
  | 'gallery'
  | 'achievements'
  | 'basic-info'
  | 'settings'
  | 'media'
  | 'team'
  | 'history'
  | 'reports'
  | 'payments'
  | 'search';

/** What a link to the results page carries: the query, and the filters and page when chosen. */
export interface SearchLink {
  q: string;
  kind?: SearchKind | null;
  /** An organisation's slug (or id). */
  org?: string | null;
  page?: number;
}

/** The landing page's sections a search hit may lead to (ids in routes/home.tsx). */
const LANDING_FAQ_SECTION = 'faqs';
const LANDING_SLATE_SECTION = 'sb-slate';
/** An organisation page's leadership section (routes/organisation.tsx). */
const ORGANISATION_TEAM_SECTION = 'team';

export const paths = {
  home: () => '/',
  /** The branch mark, served from web/public. */
  logo: () => '/favicon.svg',
  section: (id: string) => `/#${id}`,
  login: (redirectTo?: string) =>
    redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
  loginHelp: () => '/login-help',
  unauthorized: () => '/unauthorized',
  dashboard: () => '/dashboard',
  /** The branch console (branch administrators only), at one of its tabs. */
  admin: (tab: ConsoleTab = 'organisations') =>
    tab === 'organisations' ? '/admin' : `/admin/${tab}`,
  /** One-time links the branch console hands out (the token is the key). */
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  /** Asks for a password reset link by e-mail (the answer never says whether the account exists). */
  forgotPassword: () => '/forgot-password',
  societies: () => '/societies',
  councils: () => '/councils',
  collection: (collection: OrganisationCollection) => `/${collection}`,
  organisation: (collection: OrganisationCollection, org: string | number) =>
    `/${collection}/${org}`,
  organisationList: (
    collection: OrganisationCollection,
    org: string | number,
    list: OrganisationList,
  ) => `/${collection}/${org}/${list}`,
  organisationDashboard: (
    collection: OrganisationCollection,
    org: string | number,
    tab: DashboardTab = 'overview',
  ) => `/${collection}/${org}/dashboard${tab === 'overview' ? '' : `/${tab}`}`,
  /** An event's registrations (the registration desk) in its organisation's dashboard. */
  eventRegistrations: (collection: OrganisationCollection, org: string | number, eventId: number) =>
    `/${collection}/${org}/dashboard/events/${eventId}/registrations`,
  /** The event's check-in screen, for the door (made for a phone). */
  eventCheckIn: (collection: OrganisationCollection, org: string | number, eventId: number) =>
    `/${collection}/${org}/dashboard/events/${eventId}/check-in`,
  /** The dashboard of an organisation, from its kind and slug. */
  dashboardOf: (ref: { kind: 'society' | 'council'; slug: string }) =>
    `/${collectionOf(ref.kind)}/${ref.slug}/dashboard`,
  allList: (list: OrganisationList) => `/${list}`,
  // An event's page is `eventPagePath` of `@chapterhouse/shared` (`features/events/event-path.ts`):
  // the server's feeds, `.ics` files and mails link to the same canonical address.
  /** An event's calendar file (`.ics`), for any calendar program. */
  eventCalendar: (id: number) => `/events/${id}/calendar.ics`,
  /** The calendar feed (iCalendar) of the branch, or of one society or council. */
  calendarFeed: (owner?: FeedOwner) =>
    owner ? `/${owner.collection}/${owner.org}/calendar.ics` : '/calendar.ics',
  /** The news feed (Atom) of the branch, or of one society or council. */
  newsFeed: (owner?: FeedOwner) =>
    owner ? `/${owner.collection}/${owner.org}/feed.xml` : '/feed.xml',
  /** An absolute http(s) address as calendar programs subscribe to it (`webcal://`). */
  webcal: (absoluteUrl: string) => absoluteUrl.replace(/^https?:/, 'webcal:'),
  /** A registrant's own page (the personal link mailed to them): the token is the key. */
  registration: (token: string) => `/registrations/${encodeURIComponent(token)}`,
  /**
   * A certificate's public verification page (printed on it with its QR code, and mailed): who
   * received it, for which event, and whether it still stands.
   */
  certificate: (code: string) => `/certificates/${encodeURIComponent(code)}`,
  /** A student's own page: their registrations and certificates (decision 017). */
  me: (options: { allPast?: boolean } = {}) => (options.allPast ? '/me?past=all' : '/me'),
  /** Where a student asks for a sign-in mail, and types its code. */
  meSignIn: () => '/me/sign-in',
  /** Where a student lands once their account is erased. */
  meErased: () => '/me/sign-in?erased',
  /** The student's activity record: its lines, its PDF, and sharing it. */
  meRecord: () => '/me/record',
  /** One of the student's registrations: opens its personal page with a fresh link. */
  meRegistration: (id: number) => `/me/registrations/${id}`,
  /** The feedback asked of one of the student's registrations, answered while signed in. */
  meFeedback: (registrationId: number) => `/me/feedback/${registrationId}`,
  /** A subscriber's own page (linked from every newsletter mail): what they follow, unsubscribe. */
  newsletterManage: (token: string) => `/newsletter/manage/${encodeURIComponent(token)}`,
  pastEvents: () => '/past-events',
  upcomingEvents: () => '/upcoming-events',
  achievements: () => '/achievements',
  gallery: () => '/gallery',
  journey: () => '/journey',
  notifications: () => '/notifications',
  newsletters: () => '/newsletters',
  /** One sent issue of the newsletter, in the public archive. */
  newsletter: (id: number) => `/newsletters/${id}`,
  /** The console's Newsletter tab with one issue open (`new` for the composer of a new one). */
  newsletterIssueConsole: (issue: number | 'new') => `/admin/newsletter?issue=${issue}`,
  team: () => '/team',
  contact: () => '/contact',
  /** For crawlers: the sitemap index, and the sitemaps it lists (`sitemapName`). */
  sitemapIndex: () => '/sitemap.xml',
  sitemap: (name: string) => `/sitemaps/${name}`,
  /**
   * Following the branch's news (or one organisation's): where the footer's and the
   * organisations' follow forms post, and the page that shows the answer.
   */
  follow: () => '/follow',
  /**
   * The search results page: the bare form without a query; page 1 and empty filters are left
   * out, so each search has one address.
   */
  search: (link?: SearchLink) => {
    const params = new URLSearchParams();
    if (link?.q) params.set('q', link.q);
    if (link?.kind) params.set('kind', link.kind);
    if (link?.org) params.set('org', link.org);
    if (link?.page && link.page > 1) params.set('page', String(link.page));
    const query = params.toString();
    return query ? `/search?${query}` : '/search';
  },
  /**
   * An events list seen as a month's calendar (`/upcoming-events?view=month&month=2027-01`): the
   * current month without `month`. The list itself is `listPath` alone.
   */
  eventsMonth: (listPath: string, month?: string | null) =>
    `${listPath}?view=month${month ? `&month=${month}` : ''}`,
  /** A list page at a given page number; page 1 is the bare path. */
  paged: (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path),
  /** The public page of the organisation an item belongs to (the branch lives on the home page). */
  organisationOf: (ref: { kind: 'society' | 'council' | 'branch'; slug: string }) =>
    ref.kind === 'branch' ? '/' : `/${collectionOf(ref.kind)}/${ref.slug}`,
  mailto: (email: string, subject?: string) =>
    subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`,
  tel: (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`,
} as const;

/** A collection of an organisation dashboard's API, as it appears in its URLs. */
export type DashboardCollection = (typeof DASHBOARD_COLLECTIONS)[number];

const organisationDashboardApi = (kind: 'society' | 'council', org: string | number) =>
  kind === 'society'
    ? `/api/society-dashboard/society/${encodeURIComponent(org)}`
    : `/api/council-dashboard/council/${encodeURIComponent(org)}`;

/** The lists of the branch's site content that the console edits item by item. */
export type SiteContentList = 'hero-slides' | 'partners' | 'faqs' | 'slate';

/** The JSON API (server/src/modules), as the browser calls it. */
export const apiPaths = {
  login: () => '/api/auth/login',
  logout: () => '/api/auth/logout',
  profile: () => '/api/auth/profile',
  /** The signed-in person's own team invitations (GET), and their answer to one (POST). */
  teamInvitations: () => '/api/team-invitations',
  teamInvitationAnswer: (id: number, answer: 'accept' | 'decline') =>
    `/api/team-invitations/${id}/${answer}`,
  /** A one-time link (invitation or password reset): GET who it is for, POST the new password. */
  accountLink: (token: string) => `/api/auth/links/${encodeURIComponent(token)}`,
  forgotPassword: () => '/api/auth/forgot-password',
  newsletterSubscribe: () => '/api/newsletter/subscribe',
  /** The contact form's message to the branch. */
  contact: () => '/api/contact',
  /** A subscription through its manage link: GET it; PUT what it follows. */
  newsletterSubscription: (token: string) =>
    `/api/newsletter/subscription/${encodeURIComponent(token)}`,
  newsletterConfirm: (token: string) => `/api/newsletter/confirm/${encodeURIComponent(token)}`,
  newsletterUnsubscribe: (token: string) =>
    `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
  organisations: (collection: OrganisationCollection) => `/api/${collection}`,
  /** POST a registration for an event that takes them on this site. */
  eventRegistrations: (eventId: number) => `/api/events/${eventId}/registrations`,
  /** POST a registration as the signed-in student (their proven address; decision 017). */
  meEventRegistrations: (eventId: number) => `/api/me/events/${eventId}/registrations`,
  /** GET who is signed in as a student on this browser (`{ student: null }` when nobody). */
  meProfile: () => '/api/me/profile',
  /** GET, never cached: whether registration is open, and the server's clock. */
  registrationWindow: (eventId: number) => `/api/events/${eventId}/registration-window`,
  /** A registration through its personal link: GET it; DELETE erases it. */
  registration: (token: string) => `/api/registrations/${encodeURIComponent(token)}`,
  /** POST: confirms the registrant's address (never a GET: mail scanners follow links). */
  confirmRegistration: (token: string) => `/api/registrations/${encodeURIComponent(token)}/confirm`,
  /** POST: cancels the registration (its place goes to the first in line). */
  cancelRegistration: (token: string) => `/api/registrations/${encodeURIComponent(token)}/cancel`,
  /** POST: a hybrid event's registration switches between the room and online. */
  registrationAttendance: (token: string) =>
    `/api/registrations/${encodeURIComponent(token)}/attendance`,
  /** The ticket's QR code (SVG), while the registration is confirmed. */
  registrationTicket: (token: string) =>
    `/api/registrations/${encodeURIComponent(token)}/ticket.svg`,
  /** POST `{utr}`: the UPI transaction id of a paid registration's payment (issue 49). */
  registrationUtr: (token: string) => `/api/registrations/${encodeURIComponent(token)}/utr`,
  /** POST: the payment gateway's order for what is due, to open its checkout with (issue 49). */
  registrationGatewayOrder: (token: string) =>
    `/api/registrations/${encodeURIComponent(token)}/gateway-order`,
  /** POST the checkout's `razorpay_*` answer: the server checks it and records the payment. */
  registrationGatewayPayment: (token: string) =>
    `/api/registrations/${encodeURIComponent(token)}/gateway-payment`,
  /** A payment's receipt (a refund's note) as a PDF, downloaded through the personal link. */
  registrationReceipt: (token: string, paymentId: number) =>
    `/api/registrations/${encodeURIComponent(token)}/receipts/${paymentId}`,
  /** The QR code (SVG) of a registration's `upi://pay` link, while its payment is due. */
  registrationPaymentQr: (token: string) =>
    `/api/registrations/${encodeURIComponent(token)}/payment-qr.svg`,
  /** A registrant's join link of an online event: GET where it stands, POST to join. */
  join: (token: string) => `/api/join/${encodeURIComponent(token)}`,
  /** An attendee's feedback link (mailed after the event): GET what it asks, POST the answer. */
  feedback: (token: string) => `/api/feedback/${encodeURIComponent(token)}`,
  /** GET the signed-in student's page (their session cookie is sent to `/api/me` alone). */
  me: (options: { allPast?: boolean } = {}) => (options.allPast ? '/api/me?past=all' : '/api/me'),
  /** POST an address: a sign-in link and code are mailed to it. */
  meSignIn: () => '/api/me/sign-in',
  /** POST the address and the mailed code: signs in. */
  meSignInCode: () => '/api/me/sign-in/code',
  /** A mailed sign-in link: GET whose it is, POST to sign in with it. */
  meSignInLink: (token: string) => `/api/me/sign-in/${encodeURIComponent(token)}`,
  /** POST: a fresh personal link to one of the student's registrations. */
  meRegistrationLink: (id: number) => `/api/me/registrations/${id}/link`,
  /** The feedback asked of one of the student's registrations: GET it, POST the answer. */
  meFeedback: (registrationId: number) => `/api/me/feedback/${registrationId}`,
  /** The student's newsletter subscription: PUT what it follows (subscribes), DELETE it. */
  meNewsletter: () => '/api/me/newsletter',
  /**
   * GET everything kept about the student's address, as a JSON file: a plain link, since their
   * session cookie is sent to `/api/me` paths.
   */
  meData: () => '/api/me/data',
  /** GET the student's activity record, with whether and where it is shared. */
  meRecord: () => '/api/me/record',
  /** GET the record as a PDF (a plain link, as `meData`): its QR code leads to its shared page. */
  meRecordPdf: () => '/api/me/record/pdf',
  /** PUT `{ shared }`: turns sharing of the record on or off. */
  meRecordSharing: () => '/api/me/record/sharing',
  /** GET a shared activity record, by its link's token. */
  record: (token: string) => `/api/records/${encodeURIComponent(token)}`,
  /** POST the address typed again: erases the account and everything of the address. */
  meErase: () => '/api/me/erase',
  /** POST: ends the student's session on this browser. */
  meSignOut: () => '/api/me/sign-out',
  /** GET what the public verification page states of a certificate (404 for an unknown code). */
  certificate: (code: string) => `/api/certificates/${encodeURIComponent(code)}`,
  /** The header's suggestions as the visitor types (at most `SEARCH_SUGGESTIONS_MAX`). */
  searchSuggestions: (q: string) => `/api/search/suggestions?q=${encodeURIComponent(q)}`,
  /** The bell's notifications: the latest 20, newest first, each marked unread while recent. */
  latestNotifications: () => '/api/notifications?page=1&limit=20',
  organisationDashboard: organisationDashboardApi,
  /** A dashboard list: GET it, POST to add to it. */
  dashboardCollection: (
    kind: 'society' | 'council',
    org: string | number,
    collection: DashboardCollection,
  ) => `${organisationDashboardApi(kind, org)}/${collection}`,
  /** One record of a dashboard list, by its id: PUT, DELETE. */
  dashboardItem: (
    kind: 'society' | 'council',
    org: string | number,
    collection: DashboardCollection,
    id: number,
  ) => `${organisationDashboardApi(kind, org)}/${collection}/${id}`,
  /** An organisation's media library: GET it, POST (multipart) to upload into it. */
  dashboardMedia: (kind: 'society' | 'council', org: string | number) =>
    `${organisationDashboardApi(kind, org)}/media`,
  /** One upload of the library: PUT its alt text and caption, DELETE it. */
  dashboardMediaItem: (kind: 'society' | 'council', org: string | number, id: number) =>
    `${organisationDashboardApi(kind, org)}/media/${id}`,
  /** POST (multipart) one photo: it becomes a gallery item. */
  galleryUpload: (kind: 'society' | 'council', org: string | number) =>
    `${organisationDashboardApi(kind, org)}/gallery/upload`,
  /** The organisation's audit trail (its History tab). */
  organisationHistory: (kind: 'society' | 'council', org: string | number) =>
    `${organisationDashboardApi(kind, org)}/history`,
  /** An event's registrations, as its officers see them: GET a page (`?status=&q=&page=`). */
  registrationDesk: (kind: 'society' | 'council', org: string | number, eventId: number) =>
    `${organisationDashboardApi(kind, org)}/events/${eventId}/registrations`,
  /**
   * POST an officer's action on one registration (`{version}`; moving adds `{to}`, a role
   * `{role}`); `payments` takes the treasurer's payment or refund (`manualPaymentSchema`).
   */
  registrationAction: (
    kind: 'society' | 'council',
    org: string | number,
    eventId: number,
    id: number,
    action: 'accept' | 'decline' | 'move' | 'remove' | 'role' | 'attendance' | 'payments',
  ) => `${organisationDashboardApi(kind, org)}/events/${eventId}/registrations/${id}/${action}`,
  /** Every registration of the event as a CSV file. */
  registrationsExport: (kind: 'society' | 'council', org: string | number, eventId: number) =>
    `${organisationDashboardApi(kind, org)}/events/${eventId}/registrations/export`,
  /** An event's money as its treasurer keeps it: collected, refunded, still due (`payments:manage`). */
  eventAccounts: (kind: 'society' | 'council', org: string | number, eventId: number) =>
    `${organisationDashboardApi(kind, org)}/events/${eventId}/payments`,
  /** Every payment and refund of the event as a CSV file, for the branch's accounts. */
  eventPaymentsExport: (kind: 'society' | 'council', org: string | number, eventId: number) =>
    `${organisationDashboardApi(kind, org)}/events/${eventId}/payments/export`,
  /** POST `{ticketCode}` or `{registrationId}`: checks someone in at the door. */
  eventCheckIn: (kind: 'society' | 'council', org: string | number, eventId: number) =>
    `${organisationDashboardApi(kind, org)}/events/${eventId}/check-in`,
  /** The organisation's items proposed for the next newsletter: GET a page, POST one. */
  newsletterProposals: (kind: 'society' | 'council', org: string | number) =>
    `${organisationDashboardApi(kind, org)}/newsletter-proposals`,
  /** DELETE withdraws a proposal that is still open. */
  newsletterProposal: (kind: 'society' | 'council', org: string | number, id: number) =>
    `${organisationDashboardApi(kind, org)}/newsletter-proposals/${id}`,
  /** Marks an upcoming event as held. */
  moveEventToPast: (kind: 'society' | 'council', org: string | number, id: number) =>
    `${organisationDashboardApi(kind, org)}/events/upcoming/${id}/move-to-past`,
} as const;

/**
 * Where a search hit leads, from its kind: an organisation's page (the branch's is the home
 * page); an event's page, `eventPath` when the caller has its canonical address, else by its id
 * alone, which the server redirects (301) to the canonical one (the header's suggestions load no
 * zod, which the slug's rules come with); an achievement in its organisation's list; a person in
 * their organisation's leadership section; a newsletter issue; a question in the landing page's
 * FAQ.
 */
export function searchHitPath(
  hit: Pick<SearchHit, 'kind' | 'id' | 'organisation'>,
  eventPath?: string,
): string {
  const owner = hit.organisation;
  // The branch's own items live on the home page and the all-organisations lists.
  const ownPage =
    owner && owner.kind !== 'branch' ? `/${collectionOf(owner.kind)}/${owner.slug}` : null;
  switch (hit.kind) {
    case 'organisation':
      return ownPage ?? '/';
    case 'event':
      return eventPath ?? `/events/${hit.id}`;
    case 'achievement':
      return ownPage ? `${ownPage}/achievements` : '/achievements';
    case 'member':
      return ownPage ? `${ownPage}#${ORGANISATION_TEAM_SECTION}` : `/#${LANDING_SLATE_SECTION}`;
    case 'newsletter':
      return `/newsletters/${hit.id}`;
    case 'faq':
      return `/#${LANDING_FAQ_SECTION}`;
  }
}

/** Which kind of organisation a `/societies/...` or `/councils/...` URL is about. */
export function kindOfPath(pathname: string): 'society' | 'council' {
  return pathname === '/councils' || pathname.startsWith('/councils/') ? 'council' : 'society';
}

export function collectionOf(kind: 'society' | 'council'): OrganisationCollection {
  return kind === 'society' ? 'societies' : 'councils';
}

export const ORGANISATION_LISTS: readonly OrganisationList[] = [
  'past-events',
  'upcoming-events',
  'achievements',
  'gallery',
];

export const isOrganisationList = (value: string | undefined): value is OrganisationList =>
  ORGANISATION_LISTS.includes(value as OrganisationList);
