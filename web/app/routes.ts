import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Mirrors the spec's route table (section 2).
export default [
  // For crawlers: plain-text and XML answers, outside the page layout.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:name', 'routes/sitemap-page.ts'),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('societies', 'routes/collection.tsx', { id: 'societies' }),
    route('councils', 'routes/collection.tsx', { id: 'councils' }),
    route('societies/:org', 'routes/organisation.tsx', { id: 'society' }),
    route('councils/:org', 'routes/organisation.tsx', { id: 'council' }),
    route('societies/:org/:list', 'routes/organisation-list.tsx', { id: 'society-list' }),
    route('councils/:org/:list', 'routes/organisation-list.tsx', { id: 'council-list' }),
    route('past-events', 'routes/all-list.tsx', { id: 'all-past-events' }),
    route('upcoming-events', 'routes/all-list.tsx', { id: 'all-upcoming-events' }),
    // An event's page: the id finds it, the slug only reads well (`/events/42/analogue-circuits-clinic`).
    route('events/:id/:slug?', 'routes/event.tsx', { id: 'event' }),
    // A series of events and its sessions (issue 48), by id and slug as an event's page.
    route('series/:id/:slug?', 'routes/series.tsx', { id: 'series' }),
    route('achievements', 'routes/all-list.tsx', { id: 'all-achievements' }),
    route('gallery', 'routes/all-list.tsx', { id: 'all-gallery' }),
    route('journey', 'routes/under-construction.tsx', { id: 'journey' }),
    route('notifications', 'routes/notifications.tsx'),
    // Site search (`?q=&kind=&org=&page=`): a GET form, answered on the server.
    route('search', 'routes/search.tsx'),
    route('newsletters', 'routes/newsletters.tsx', { id: 'newsletters' }),
    route('newsletters/:id', 'routes/newsletter-issue.tsx', { id: 'newsletter-issue' }),
    route('team', 'routes/under-construction.tsx', { id: 'team' }),
    route('contact', 'routes/contact.tsx'),
    // The newsletter's follow forms post here: it answers them when sent before (or without) script.
    route('follow', 'routes/follow.tsx'),
    route('login', 'routes/login.tsx'),
    route('login-help', 'routes/login-help.tsx'),
    route('unauthorized', 'routes/unauthorized.tsx'),
    // One-time links from the branch console: read and used in the browser (clientLoader).
    route('invite/:token', 'routes/account-link.tsx', { id: 'invite' }),
    route('reset-password/:token', 'routes/account-link.tsx', { id: 'reset-password' }),
    route('forgot-password', 'routes/forgot-password.tsx'),
    // Newsletter mails' links: the page POSTs the token once it runs in a browser.
    route('unsubscribe/:token', 'routes/newsletter-link.tsx', { id: 'unsubscribe' }),
    route('newsletter/confirm/:token', 'routes/newsletter-link.tsx', { id: 'newsletter-confirm' }),
    // A subscriber's manage link (in every newsletter mail): read in the browser, never cached.
    route('newsletter/manage/:token', 'routes/newsletter-manage.tsx', { id: 'newsletter-manage' }),
    // A registrant's personal link (mailed to them): read in the browser, never cached.
    route('registrations/:token', 'routes/registration.tsx'),
    // An attendee's feedback link (mailed after the event): read and answered on the server, so
    // its form works without script; never cached.
    route('feedback/:token', 'routes/feedback.tsx'),
    // A registrant's personal join link of an online event (mailed shortly before it starts):
    // read on the server; its button joins and forwards to the meeting. Never cached.
    route('join/:token', 'routes/join.tsx'),
    // A certificate's public verification page (its code is printed on it, with a QR code):
    // rendered on the server, never cached, never indexed.
    route('certificates/:code', 'routes/certificate.tsx'),
    // A student's shared activity record (its PDF's QR code leads here): never cached.
    route('records/:token', 'routes/record.tsx'),
    // A student's own page and signing in to it (decision 017): rendered on the server from
    // their session cookie, which only `/me` and `/api/me` receive; never cached.
    route('me', 'routes/me.tsx'),
    route('me/record', 'routes/me-record.tsx'),
    route('me/sign-in', 'routes/me-sign-in.tsx'),
    route('me/sign-in/:token', 'routes/me-sign-in-link.tsx'),
    route('me/registrations/:registrationId', 'routes/me-registration.tsx'),
    // The feedback asked of one of their registrations, without the mailed link: their session is
    // the key. Read and answered on the server, as `/feedback/:token`; never cached.
    route('me/feedback/:registrationId', 'routes/me-feedback.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // Dashboards render in the browser (clientLoader): the session token lives there. Each tab of
  // the console and of the dashboards is a nested route that loads (and reloads) its own data.
  route('dashboard', 'routes/dashboard.tsx', { id: 'dashboard' }),
  route('admin', 'routes/admin/layout.tsx', { id: 'admin' }, [
    index('routes/admin/organisations.tsx', { id: 'admin-organisations' }),
    ...(
      [
        'accounts',
        'site',
        'media',
        'messages',
        'newsletter',
        'notifications',
        'mail',
        'reports',
        'roster',
        'payments',
        'activity',
      ] as const
    ).map((tab) => route(tab, `routes/admin/${tab}.tsx`, { id: `admin-${tab}` })),
  ]),
  route('dashboard/:org', 'routes/dashboard-shortcut.tsx', { id: 'dashboard-org' }),
  organisationDashboard('society', [
    'events',
    'members',
    'gallery',
    'achievements',
    'reports',
    'payments',
    'basic-info',
    'media',
    'team',
    'history',
    'search',
  ]),
  organisationDashboard('council', [
    'events',
    'members',
    'achievements',
    'reports',
    'payments',
    'settings',
    'media',
    'team',
    'history',
    'search',
  ]),
] satisfies RouteConfig;

/** An organisation dashboard of one kind: its layout, Overview at its root, a route per tab. */
function organisationDashboard(kind: 'society' | 'council', tabs: readonly string[]) {
  const collection = kind === 'society' ? 'societies' : 'councils';
  return route(
    `${collection}/:org/dashboard`,
    'routes/organisation-dashboard/layout.tsx',
    { id: `${kind}-dashboard` },
    [
      index('routes/organisation-dashboard/overview.tsx', { id: `${kind}-dashboard-overview` }),
      ...tabs.map((tab) =>
        route(tab, `routes/organisation-dashboard/${tab}.tsx`, { id: `${kind}-dashboard-${tab}` }),
      ),
      // An event's registration desk, under the Events tab: its registrations and the door.
      route('events/:eventId/registrations', 'routes/organisation-dashboard/registrations.tsx', {
        id: `${kind}-dashboard-registrations`,
      }),
      route('events/:eventId/check-in', 'routes/organisation-dashboard/check-in.tsx', {
        id: `${kind}-dashboard-check-in`,
      }),
      // An event as its public page will show it, drafts included.
      route('events/:eventId/preview', 'routes/organisation-dashboard/event-preview.tsx', {
        id: `${kind}-dashboard-event-preview`,
      }),
      // A series: its sessions, leaving one out, its settings, deleting it.
      route('events/series/:seriesId', 'routes/organisation-dashboard/event-series.tsx', {
        id: `${kind}-dashboard-event-series`,
      }),
      // A series' summary report: each session's attendance, the totals, who came how often.
      route(
        'events/series/:seriesId/report',
        'routes/organisation-dashboard/event-series-report.tsx',
        { id: `${kind}-dashboard-event-series-report` },
      ),
      // A series' certificates: issue them to those who attended its share of the sessions.
      route(
        'events/series/:seriesId/certificates',
        'routes/organisation-dashboard/event-series-certificates.tsx',
        { id: `${kind}-dashboard-event-series-certificates` },
      ),
      // A past event's report: its figures, feedback, CSV and the fields to copy into vTools.
      route('events/:eventId/report', 'routes/organisation-dashboard/event-report.tsx', {
        id: `${kind}-dashboard-event-report`,
      }),
      // A past event's certificates: issue them to those who came, correct or revoke one.
      route(
        'events/:eventId/certificates',
        'routes/organisation-dashboard/event-certificates.tsx',
        { id: `${kind}-dashboard-event-certificates` },
      ),
      // The certificate template, under the tab of the organisation's own settings.
      route(
        `${kind === 'society' ? 'basic-info' : 'settings'}/certificate-template`,
        'routes/organisation-dashboard/certificate-template.tsx',
        { id: `${kind}-dashboard-certificate-template` },
      ),
    ],
  );
}
