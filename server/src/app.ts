import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifyHelmet, { type FastifyHelmetRouteOptions } from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet, { type HelmetOptions } from 'helmet';
import { postgresLeadership, scheduledBackups, soleServer } from './backup/scheduled-backups.js';
import type { Config, MediaStorageConfig } from './config.js';
import type { DatabaseConnection } from './db/client.js';
import { BackgroundJobs } from './lib/background-jobs.js';
import { type Clock, systemClock } from './lib/clock.js';
import { loggedError, loggedRequest } from './lib/error-log.js';
import { HttpError } from './lib/http-errors.js';
import { readableLogLines } from './lib/log-lines.js';
import { databaseRateLimitStore } from './lib/rate-limit-store.js';
import { lazyRequestLogger } from './lib/request-logger.js';
import { createServiceContext } from './lib/service-context.js';
import { counterSweep } from './lib/shared-counters.js';
import { accountRoutes } from './modules/accounts/accounts.routes.js';
import { achievementRoutes } from './modules/achievements/achievements.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { DEFAULT_THROTTLE, LoginThrottle } from './modules/auth/login-throttle.js';
import { certificateArtist } from './modules/certificates/certificate-drawing.js';
import { CertificateMails } from './modules/certificates/certificate-mails.js';
import { certificateRoutes } from './modules/certificates/certificates.routes.js';
import {
  certificateOfRegistration,
  withdrawCertificatesOf,
} from './modules/certificates/certificates.service.js';
import { eventRoutes } from './modules/events/events.routes.js';
import { alignEventEnds } from './modules/events/events.service.js';
import { feedRoutes } from './modules/feeds/feeds.routes.js';
import { galleryRoutes } from './modules/gallery/gallery.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { Mailer, type MailTransport, smtpTransport } from './modules/mail/mailer.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { registerUploadedFiles } from './modules/media/media-files.js';
import { createMediaStorage, type MediaStorage } from './modules/media/storage.js';
import { memberRoutes } from './modules/members/members.routes.js';
import { messageRoutes } from './modules/messages/messages.routes.js';
import { DigestJobs } from './modules/newsletter/digest.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { newsletterIssueRoutes } from './modules/newsletter/newsletter-issues.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { organisationRoutes } from './modules/organisations/organisations.routes.js';
import { broadcastInvalidations } from './modules/public-cache/invalidation-broadcast.js';
import { PublicCache } from './modules/public-cache/public-cache.js';
import { registerPublicCache } from './modules/public-cache/public-cache.plugin.js';
import {
  createPublicReads,
  readsTurningWithTheClock,
} from './modules/public-cache/public-reads.js';
import { ScheduledPublishing } from './modules/publishing/scheduled-publishing.js';
import { rushMailsOf } from './modules/registrations/registration-batches.js';
import { registrationDeskRoutes } from './modules/registrations/registration-desk.routes.js';
import { RegistrationHolds, RegistrationJobs } from './modules/registrations/registration-jobs.js';
import { afterEventEdit } from './modules/registrations/registration-places.js';
import { registrationRoutes } from './modules/registrations/registrations.routes.js';
import type { RushMails } from './modules/registrations/rush-mails.js';
import { FeedbackRequests } from './modules/reports/feedback.service.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { teamRoutes } from './modules/teams/teams.routes.js';
import { TermNoticeJobs } from './modules/teams/term-notices.js';
import {
  enforceAccessRules,
  type RegisteredRoute,
  registerAccessControl,
} from './plugins/access.js';
import { registerApiFallback } from './plugins/api-fallback.js';
import { runSignedInWritesAsTheirActor } from './plugins/audited-writes.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { pageApi } from './plugins/page-api.js';
import { answerReadsFirst } from './plugins/reads-first.js';
import { type RenderPage, registerWeb } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route's own options for `@fastify/helmet`, which reads them from here (`skipRoute`: it
     * sets nothing, the API's own hook does).
     */
    helmet?: FastifyHelmetRouteOptions['helmet'] | { skipRoute: true };
  }
  interface FastifyInstance {
    /** The work on timers (lib/background-jobs.ts); /readyz lists it. */
    jobs: BackgroundJobs;
    /** The outbox and its delivery (tests await `mailer.deliverDue()`). */
    mailer: Mailer;
    /** Reminders and the registrations' retention (tests await `registrationJobs.runDue()`). */
    registrationJobs: RegistrationJobs;
    /** Feedback asked of attendees once an event ended (tests await `feedbackRequests.runDue()`). */
    feedbackRequests: FeedbackRequests;
    /** Unconfirmed registrations dropped in time (tests await `registrationHolds.runDue()`). */
    registrationHolds: RegistrationHolds;
    /** The weekly digest's schedule (tests await `digestJobs.runDue()`). */
    digestJobs: DigestJobs;
    /** Notices a week before terms end (tests await `termNoticeJobs.runDue()`). */
    termNoticeJobs: TermNoticeJobs;
    /** Drafts going public at their time (tests await `scheduledPublishing.runDue()`). */
    scheduledPublishing: ScheduledPublishing;
    /** Certificates' mails, with their PDFs (tests await `certificateMails.runDue()`). */
    certificateMails: CertificateMails;
    /** The first mails a rush of registrations holds back (tests await `rushMails.settled()`). */
    rushMails: RushMails;
  }
  interface FastifyRequest {
    /**
     * Where people open this site: `config.publicOrigin` (`publicOriginOf`), the same for every
     * request. Never the request's own Host: a forged one must not reach a link in mail, a feed
     * or a cached page.
     */
    siteOrigin: string;
  }
}

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

export interface AppOptions {
  config: Pick<Config, 'siteTimeZone' | 'logLevel' | 'trustProxy' | 'dataDir' | 'publicOrigin'> &
    Partial<
      Pick<
        Config,
        | 'smtpUrl'
        | 'mailFrom'
        | 'mailMaxPerMinute'
        | 'media'
        | 'backups'
        | 'databaseUrl'
        | 'registrationRetentionDays'
        | 'logFormat'
        | 'signInFailuresPerAddress'
        | 'feedbackRequestsEverySeconds'
      >
    >;
  /** Where uploads are kept; by default as `config.media` says (local files without it). */
  mediaStorage?: MediaStorage;
  /** Where mail goes; by default SMTP at `config.smtpUrl`, or nowhere (only the outbox) without. */
  mailTransport?: MailTransport | null;
  database: DatabaseConnection;
  clock?: Clock;
  /**
   * Serve the pages too (`production`: the built site; `development`: Vite; `{ render }`: pages
   * from that function, cached as in production, for tests that have no build). Off in API tests.
   */
  web?: 'production' | 'development' | { render: RenderPage } | false;
  /** Log as JSON lines (production) or not at all (tests). */
  logger?: boolean;
}

/** An http:// media address (a local object store) must be allowed for images explicitly. */
const mediaOrigins = (media: MediaStorageConfig | undefined) =>
  media?.kind === 's3' && media.publicUrl ? [new URL(media.publicUrl).origin] : [];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.logLevel,
            // Whoever logs an error (a plugin, the mailer), its query's values stay out of the
            // log; requests are logged by method and route, without URL or client address.
            serializers: { err: loggedError, req: loggedRequest },
            ...(options.config.logFormat === 'pretty' ? { stream: readableLogLines() } : {}),
          },
    // Each request's logger is made when it first writes (lib/request-logger.ts).
    ...(options.logger === false ? {} : { childLoggerFactory: lazyRequestLogger }),
    trustProxy: options.config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // At the root, so a failure anywhere (API, media, page rendering) hides its details.
  registerErrorHandler(app);

  const apiRoutes: RegisteredRoute[] = [];
  enforceAccessRules(app, apiRoutes);
  app.decorate('apiRoutes', apiRoutes);

  const clock = options.clock ?? systemClock;
  const { smtpUrl } = options.config;
  const mailer = new Mailer({
    db: options.database.db,
    transport:
      options.mailTransport !== undefined
        ? options.mailTransport
        : smtpUrl
          ? smtpTransport(smtpUrl)
          : null,
    from: options.config.mailFrom ?? 'IEEE Student Branch <no-reply@localhost>',
    maxPerMinute: options.config.mailMaxPerMinute,
    clock,
  });
  app.decorate('mailer', mailer);
  // From the configuration alone (a string, so every request shares it).
  app.decorateRequest('siteOrigin', options.config.publicOrigin);
  const context = createServiceContext(
    options.database.db,
    clock,
    options.config.siteTimeZone,
    mailer,
    options.config.publicOrigin,
  );
  runSignedInWritesAsTheirActor(app, context);
  // Events' ends follow the site's time zone, which may have changed since the last start.
  const realigned = await alignEventEnds(context);
  if (realigned > 0) app.log.info(`Set the end of ${realigned} events in ${context.timeZone}`);
  // Editors read live data (their versions must be current); visitors read through the cache.
  const liveReads = createPublicReads(context);
  const mediaDir = path.join(options.config.dataDir, 'media');
  const uploadsDir = path.join(mediaDir, 'uploads');
  const { backups, databaseUrl, publicOrigin } = options.config;

  // Work on timers, each job declared once: all start when the app is ready and stop together
  // when it closes (a round under way finishes), a failed round is logged with the job's name,
  // and /readyz shows each one's last run. Every server runs them all: each claims its work in
  // the database. Tests run a round with e.g. `app.digestJobs.runDue()`.
  const jobs = new BackgroundJobs(app.log);
  app.decorate('jobs', jobs);
  if (mailer.configured) jobs.declare('mail-delivery', mailer);
  jobs.declare('counter-sweep', counterSweep(context.db, clock));
  const retentionDays = options.config.registrationRetentionDays ?? 365;
  const registrationJobs = new RegistrationJobs({ context, retentionDays });
  app.decorate('registrationJobs', jobs.declare('registration-reminders', registrationJobs));
  const feedbackEverySeconds = options.config.feedbackRequestsEverySeconds;
  const feedbackRequests = new FeedbackRequests({
    context,
    everyMs: feedbackEverySeconds ? feedbackEverySeconds * 1000 : undefined,
  });
  app.decorate('feedbackRequests', jobs.declare('feedback-requests', feedbackRequests));
  const registrationHolds = new RegistrationHolds({
    context,
    onDropped: () => app.invalidatePublicCaches(),
  });
  app.decorate('registrationHolds', jobs.declare('registration-holds', registrationHolds));
  const digestJobs = new DigestJobs({ context, publicOrigin });
  app.decorate('digestJobs', jobs.declare('newsletter-digest', digestJobs));
  const termNoticeJobs = new TermNoticeJobs({ context, publicOrigin });
  app.decorate('termNoticeJobs', jobs.declare('term-notices', termNoticeJobs));
  // Registered below, before the app is ready: the first round runs a minute after.
  const onPublished = () => app.invalidatePublicCaches();
  const scheduledPublishing = new ScheduledPublishing({ context, onPublished });
  app.decorate('scheduledPublishing', jobs.declare('scheduled-publishing', scheduledPublishing));
  if (backups) {
    const backupJob = scheduledBackups({
      source: {
        db: options.database.db,
        engine: options.database.engine,
        mediaDir,
        media: options.config.media ?? { kind: 'local' },
      },
      dir: backups.dir,
      keep: backups.keep,
      everyMs: backups.everyHours * 3_600_000,
      // Several servers on one PostgreSQL: one of them writes the backups.
      leadership: databaseUrl ? postgresLeadership(databaseUrl) : soleServer,
      log: { info: (message) => app.log.info(message) },
    });
    jobs.declare('scheduled-backups', backupJob);
  }
  const rushMails = rushMailsOf(context, {
    written: () => mailer.nudge(),
    error: (error) =>
      app.log.warn({ err: error }, 'First mails of a rush left to the registration-holds job'),
  });
  app.decorate('rushMails', rushMails);
  app.addHook('onReady', async () => jobs.start());
  // The mails a rush holds are written first (not left for the job's fresh links), while the
  // outbox still delivers; then the jobs stop, before the database closes.
  app.addHook('onClose', async () => {
    await rushMails.settled();
    await jobs.stop();
  });

  const mediaStorage =
    options.mediaStorage ??
    createMediaStorage(options.config.media ?? { kind: 'local' }, uploadsDir);
  const artist = certificateArtist({
    storage: mediaStorage,
    mediaDir,
    publicOrigin,
    timeZone: context.timeZone,
  });
  const certificateMails = new CertificateMails({ context, artist });
  app.decorate('certificateMails', jobs.declare('certificate-mails', certificateMails));
  // Emptied, too, when a page it keeps turns by the clock alone (registration opening).
  const publicCache: PublicCache = new PublicCache(
    readsTurningWithTheClock(liveReads, (at) => publicCache.emptyAt(at)),
    { clock },
  );
  const { reads } = publicCache;
  // First of the hooks that answer: a cached answer is sent before helmet, etag and compression
  // do any work, and carries what they would have added (public-cache.plugin.ts).
  registerPublicCache(
    app,
    publicCache,
    await broadcastInvalidations(options.database, publicCache),
  );
  // Next, before any hook that works for a write: a write waits for the reads read beside it.
  answerReadsFirst(app);

  // The headers of every answer: pages get them with nonces for their inline scripts (and the
  // cached ones as stored), the API's answers without (below).
  const securityHeaders = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // React renders `style` attributes (e.g. masonry heights); nonces cannot cover attributes.
        styleSrcAttr: ["'unsafe-inline'"],
        // Vite injects <style> elements while developing; the built site has none.
        ...(options.web === 'development' ? { styleSrcElem: ["'self'", "'unsafe-inline'"] } : {}),
        imgSrc: ["'self'", 'data:', 'https:', ...mediaOrigins(options.config.media)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  } satisfies HelmetOptions;
  await app.register(fastifyHelmet, { enableCSPNonces: true, ...securityHeaders });
  // Before compression: its hook must see the body, not a compressed stream. Answers 304 when the
  // browser's copy is current, for what the public cache does not keep (answers to signed-in
  // requests; the cache's own answers carry their ETags; static files handle their own).
  await app.register(fastifyEtag);
  app.addHook('onSend', async (_request, reply) => {
    // A 304 must not replace the policy the browser stored with the page: that policy's nonce (or
    // hashes) are the ones of the HTML the browser kept.
    if (reply.statusCode === 304) reply.removeHeader('content-security-policy');
  });
  // The two encodings the public cache keeps: a client that takes neither gets the same identity
  // body from both, and one ETag always stands for one set of bytes.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Before the API's routes: the document collects them as they are registered.
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // JSON runs no script: the API's answers keep helmet's headers and policy, without the
      // two random nonces per request that only a page's inline scripts use. The same for every
      // answer, so helmet is built once for them: `@fastify/helmet` builds it again for each
      // request (every policy parsed anew, about 70 us), a few percent of the server's time in
      // a rush of registrations (docs/performance.md).
      const apiSecurityHeaders = helmet(securityHeaders);
      api.addHook('onRoute', (route) => {
        route.config = { ...route.config, helmet: { skipRoute: true } };
      });
      // First of the API's hooks: a refusal (a limit, an access rule) carries them too.
      api.addHook('onRequest', (request, reply, done) =>
        apiSecurityHeaders(request.raw, reply.raw, () => done()),
      );
      // Inside /api only: pages and assets must never be throttled (stack notes, trap 24).
      await api.register(fastifyRateLimit, {
        global: false,
        // Counted in the database, so that several servers share each limit.
        store: databaseRateLimitStore(context.db, context.clock),
        errorResponseBuilder: (_request, limit) =>
          new HttpError(
            429,
            `Too many requests. Try again in ${Math.ceil(limit.ttl / 1000)} seconds.`,
          ),
      });
      registerAccessControl(api, context);
      api.addHook('onResponse', async (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
          // The write may have queued mail; it is committed now.
          mailer.nudge();
        }
      });
      // Every module, one folder per domain. Editors read live data (their versions must be
      // current); visitors read through the cache.
      await api.register(organisationRoutes, { reads, liveReads, context });
      await api.register(memberRoutes, { context });
      await api.register(eventRoutes, { reads, context, afterEventEdit });
      await api.register(registrationRoutes, {
        context,
        certificates: { of: certificateOfRegistration, withdraw: withdrawCertificatesOf },
      });
      await api.register(registrationDeskRoutes, { context });
      await api.register(reportRoutes, { context });
      await api.register(certificateRoutes, { context, artist, mails: certificateMails });
      await api.register(achievementRoutes, { reads, context });
      await api.register(galleryRoutes, { reads, context, storage: mediaStorage });
      await api.register(mediaRoutes, { context, storage: mediaStorage });
      await api.register(siteRoutes, { reads, context });
      await api.register(notificationRoutes, { reads, context });
      await api.register(authRoutes, {
        context,
        throttle: new LoginThrottle(context.db, context.clock, {
          address: {
            ...DEFAULT_THROTTLE.address,
            maxFailures:
              options.config.signInFailuresPerAddress ?? DEFAULT_THROTTLE.address.maxFailures,
          },
        }),
      });
      await api.register(accountRoutes, { context });
      await api.register(teamRoutes, { context });
      await api.register(messageRoutes, { context });
      await api.register(newsletterRoutes, { context });
      await api.register(newsletterIssueRoutes, { reads, context });
      await api.register(mailRoutes, { context });
      await api.register(auditRoutes, { context });
      await api.register(searchRoutes, { reads, context });
      // Last: a method a path does not have answers 405, an unknown path a JSON 404.
      registerApiFallback(api, apiRoutes);
    },
    { prefix: '/api' },
  );

  registerHealthRoutes(app, options.database.db, jobs);
  // Calendar and news feeds: outside /api (calendar apps subscribe to these addresses), before
  // the pages' catch-all, which would otherwise answer them with HTML.
  await app.register(feedRoutes, { reads, context });
  fs.mkdirSync(mediaDir, { recursive: true });
  await registerUploadedFiles(app, mediaStorage, uploadsDir);
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  if (options.web) {
    await registerWeb(app, {
      mode: options.web,
      webRoot,
      pageCache: publicCache,
      loadContext: (request, reply) => ({
        reads,
        api: pageApi(app, request),
        cspNonce: reply.cspNonce.script,
        origin: request.siteOrigin,
      }),
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not found' }));
  }

  return app;
}
