/**
 * The public `/api` reads whose anonymous 200 answers are kept as bytes (`cached-response.ts`):
 * each answers from `PublicCache.reads` only, so its answer is the same for every visitor and
 * changes only with what invalidation and the 60 s expiry already cover. Listed here, by route
 * URL, rather than flagged on each route, so this module owns the decision; a test fails when a
 * new public GET route is in neither list.
 */
export const CACHED_PUBLIC_READ_ROUTES: ReadonlySet<string> = new Set([
  '/api/societies',
  '/api/societies/:idOrSlug',
  '/api/societies/name/:name',
  '/api/councils',
  '/api/councils/:idOrSlug',
  '/api/councils/name/:name',
  '/api/events',
  '/api/events/between',
  '/api/events/:id',
  '/api/series/:id',
  '/api/achievements',
  '/api/gallery',
  '/api/site',
  '/api/notifications',
  '/api/newsletters',
  '/api/newsletters/:id',
  // Kept apart from the rest, so that many queries asked once push out only each other
  // (`SEARCH_READS` in public-cache.ts).
  '/api/search',
  '/api/search/suggestions',
]);

/**
 * Public GETs left out: one person's sign-in or reset link, registration, feedback link or
 * newsletter subscription (personal data, read through its personal link: never kept in a shared cache), the
 * JSON 404 of unknown paths, and
 * the API's own document (made once at start-up, rarely read).
 */
export const UNCACHED_PUBLIC_GET_ROUTES: ReadonlySet<string> = new Set([
  '/api/auth/links/:token',
  // A student's sign-in link, and who is signed in on this browser (decision 017).
  '/api/me/sign-in/:token',
  '/api/me/profile',
  '/api/registrations/:token',
  '/api/registrations/:token/ticket.svg',
  '/api/registrations/:token/payment-qr.svg',
  '/api/registrations/:token/receipts/:paymentId',
  // One attendee's feedback link: whether it is still open is theirs and of the moment.
  '/api/feedback/:token',
  // A registrant's join link of an online event: theirs, and open or not by the minute.
  '/api/join/:token',
  // The server's clock for the event page's countdown: of the moment, so never kept.
  '/api/events/:id/registration-window',
  '/api/newsletter/subscription/:token',
  // A certificate's verification and PDF: a revocation or a withdrawal must show at once.
  '/api/certificates/:code',
  '/api/certificates/:code/pdf',
  // A student's shared activity record: turning sharing off must show at once.
  '/api/records/:token',
  // The branch's locale: answered from memory (the services' context), no query to keep.
  '/api/site/locale',
  '/api/*',
  '/api/openapi.json',
]);

/**
 * The calendar and news feeds outside `/api` (`feeds/feeds.routes.ts`), kept the same way: each
 * answers from `PublicCache.reads` only, and calendar apps and feed readers poll them often.
 */
export const CACHED_FEED_ROUTES: ReadonlySet<string> = new Set([
  '/calendar.ics',
  '/societies/:org/calendar.ics',
  '/councils/:org/calendar.ics',
  '/events/:id/calendar.ics',
  '/feed.xml',
  '/societies/:org/feed.xml',
  '/councils/:org/feed.xml',
]);
