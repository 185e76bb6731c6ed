import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { BRANCH_LOCALE_HEADER } from '@chapterhouse/shared/date-wording';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { backupsModule } from './backup/backups.module.js';
import type { DatabaseConnection } from './db/client.js';
import { BackgroundJobs } from './lib/background-jobs.js';
import { type Clock, systemClock } from './lib/clock.js';
import { loggedError, loggedRequest } from './lib/error-log.js';
import { readableLogLines } from './lib/log-lines.js';
import { lazyRequestLogger } from './lib/request-logger.js';
import { createServiceContext } from './lib/service-context.js';
import { counterSweep } from './lib/shared-counters.js';
import { accountsModule } from './modules/accounts/accounts.module.js';
import { achievementsModule } from './modules/achievements/achievements.module.js';
import { activityRecordModule } from './modules/activity-record/activity-record.module.js';
import {
  type AppConfig,
  type ModuleDependencies,
  type ServicesOf,
  setUpModules,
} from './modules/app-module.js';
import { auditModule } from './modules/audit/audit.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { certificatesModule } from './modules/certificates/certificates.module.js';
import { eventsModule } from './modules/events/events.module.js';
import { feedsModule } from './modules/feeds/feeds.module.js';
import { galleryModule } from './modules/gallery/gallery.module.js';
import { healthModule } from './modules/health/health.module.js';
import { mailModule } from './modules/mail/mail.module.js';
import { Mailer, type MailTransport, smtpTransport } from './modules/mail/mailer.js';
import { mediaModule } from './modules/media/media.module.js';
import { createMediaStorage, type MediaStorage } from './modules/media/storage.js';
import { membersModule } from './modules/members/members.module.js';
import { messagesModule } from './modules/messages/messages.module.js';
import { newsletterModule } from './modules/newsletter/newsletter.module.js';
import { notificationsModule } from './modules/notifications/notifications.module.js';
import { organisationsModule } from './modules/organisations/organisations.module.js';
import { paymentsModule } from './modules/payments/payments.module.js';
import { RAZORPAY_CHECKOUT_PAGES } from './modules/payments/razorpay.js';
import { broadcastInvalidations } from './modules/public-cache/invalidation-broadcast.js';
import { PublicCache } from './modules/public-cache/public-cache.js';
import { registerPublicCache } from './modules/public-cache/public-cache.plugin.js';
import {
  createPublicReads,
  readsTurningWithTheClock,
} from './modules/public-cache/public-reads.js';
import { publishingModule } from './modules/publishing/publishing.module.js';
import { registrationsModule } from './modules/registrations/registrations.module.js';
import { reportsModule } from './modules/reports/reports.module.js';
import { rosterModule } from './modules/roster/roster.module.js';
import { searchModule } from './modules/search/search.module.js';
import { useStoredLocale } from './modules/site/branch-locale.service.js';
import { siteModule } from './modules/site/site.module.js';
import { studentsModule } from './modules/students/students.module.js';
import { teamsModule } from './modules/teams/teams.module.js';
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
import { registerApiRateLimit } from './plugins/rate-limit.js';
import { answerReadsFirst } from './plugins/reads-first.js';
import { securityHeaders } from './plugins/security-headers.js';
import { registerWeb, type WebMode } from './plugins/web.js';

/**
 * Every module, one folder per domain, each declaring its routes, jobs and listeners
 * (`modules/app-module.ts`). The list's order is their routes' order inside /api and outside it
 * (health and feeds before media's files), and their jobs' order on /readyz.
 */
const appModules = [
  healthModule,
  feedsModule,
  organisationsModule,
  membersModule,
  eventsModule,
  registrationsModule,
  reportsModule,
  certificatesModule,
  achievementsModule,
  galleryModule,
  mediaModule,
  siteModule,
  notificationsModule,
  authModule,
  accountsModule,
  studentsModule,
  activityRecordModule,
  rosterModule,
  paymentsModule,
  teamsModule,
  messagesModule,
  newsletterModule,
  mailModule,
  auditModule,
  searchModule,
  publishingModule,
  backupsModule,
] as const;

/** The modules' jobs and services by name (`serviceOf`). */
export type AppServices = ServicesOf<typeof appModules>;

const servicesOfApps = new WeakMap<FastifyInstance, ReadonlyMap<string, object>>();

/**
 * One of the app's jobs or services by its name, e.g. `serviceOf(app, 'newsletter-digest')` for
 * a test to run a round, `serviceOf(app, 'mailer')` to deliver what is due.
 */
export function serviceOf<Name extends keyof AppServices & string>(
  app: FastifyInstance,
  name: Name,
): NonNullable<AppServices[Name]> {
  const service = servicesOfApps.get(app)?.get(name);
  if (!service) throw new Error(`This app runs no ${name} (not configured)`);
  return service as NonNullable<AppServices[Name]>;
}

declare module 'fastify' {
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
  config: AppConfig;
  /** Where uploads are kept; by default as `config.media` says (local files without it). */
  mediaStorage?: MediaStorage;
  /** Where mail goes; by default SMTP at `config.smtpUrl`, or nowhere (only the outbox) without. */
  mailTransport?: MailTransport | null;
  database: DatabaseConnection;
  clock?: Clock;
  /** Serve the pages too (`WebMode` says how). Off in API tests. */
  web?: WebMode | false;
  /** Log as JSON lines (production) or not at all (tests). */
  logger?: boolean;
  /** Where the log's lines go instead of the standard output (a test that reads them). */
  logStream?: Writable;
  /** How the server asks other sites (the payment gateway); the global `fetch` by default. */
  fetch?: typeof fetch;
}

function createFastify({ config, logger, logStream }: AppOptions): FastifyInstance {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            // Whoever logs an error (a plugin, the mailer), its query's values stay out of the
            // log; requests are logged by method and route, without URL or client address.
            serializers: { err: loggedError, req: loggedRequest },
            ...(logStream
              ? { stream: logStream }
              : config.logFormat === 'pretty'
                ? { stream: readableLogLines() }
                : {}),
          },
    // Each request's logger is made when it first writes (lib/request-logger.ts).
    ...(logger === false ? {} : { childLoggerFactory: lazyRequestLogger }),
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** The outbox, delivering by `mailTransport`, else by SMTP at `config.smtpUrl`, else not at all. */
function createMailer({ config, mailTransport, database }: AppOptions, clock: Clock): Mailer {
  const { smtpUrl } = config;
  return new Mailer({
    db: database.db,
    transport:
      mailTransport !== undefined ? mailTransport : smtpUrl ? smtpTransport(smtpUrl) : null,
    from: config.mailFrom ?? 'IEEE Student Branch <no-reply@localhost>',
    maxPerMinute: config.mailMaxPerMinute,
    clock,
  });
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = createFastify(options);
  // At the root, so a failure anywhere (API, media, page rendering) hides its details.
  registerErrorHandler(app);

  const apiRoutes: RegisteredRoute[] = [];
  enforceAccessRules(app, apiRoutes);
  app.decorate('apiRoutes', apiRoutes);

  const clock = options.clock ?? systemClock;
  const { db } = options.database;
  const mailer = createMailer(options, clock);
  // From the configuration alone (a string, so every request shares it).
  app.decorateRequest('siteOrigin', config.publicOrigin);
  const context = createServiceContext(db, clock, config.siteTimeZone, mailer, config.publicOrigin);
  // The branch's locale is a setting in the database; SITE_TIMEZONE only starts one that has none.
  const { carriedOver } = await useStoredLocale(context, config.siteTimeZone);
  if (carriedOver) {
    app.log.info(
      `The branch's time zone starts as SITE_TIMEZONE's, ${context.timeZone}: the console's Locale changes it`,
    );
  }
  runSignedInWritesAsTheirActor(app, context);
  // Editors read live data (their versions must be current); visitors read through the cache,
  // emptied too when a page it keeps turns by the clock alone (registration opening).
  const liveReads = createPublicReads(context);
  const publicCache: PublicCache = new PublicCache(
    readsTurningWithTheClock(liveReads, (at) => publicCache.emptyAt(at)),
    { clock },
  );
  const { reads } = publicCache;
  const mediaDir = path.join(config.dataDir, 'media');
  const uploadsDir = path.join(mediaDir, 'uploads');
  const mediaStorage =
    options.mediaStorage ?? createMediaStorage(config.media ?? { kind: 'local' }, uploadsDir);

  // Work on timers, each job declared once (by the modules; the rate limits' counter sweep here):
  // all start when the app is ready and stop together when it closes (a round under way
  // finishes), a failed round is logged with the job's name, and /readyz shows each one's last
  // run. Every server runs them all: each claims its work in the database.
  const jobs = new BackgroundJobs(app.log);
  jobs.declare('counter-sweep', counterSweep(db, clock));
  // preClose runs before the server stops listening and waits for the requests in flight.
  const stopping = new AbortController();
  app.addHook('preClose', async () => stopping.abort());
  const dependencies: ModuleDependencies = {
    ...{ config, database: options.database, context, clock, mailer, reads, liveReads },
    ...{ mediaStorage, mediaDir, uploadsDir, log: app.log, jobs },
    invalidatePublicCaches: () => app.invalidatePublicCaches(),
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    stopping: stopping.signal,
  };
  const modules = await setUpModules(appModules, dependencies, jobs);
  servicesOfApps.set(app, modules.services);
  app.addHook('onReady', async () => jobs.start());
  // The modules' work in flight (a rush's held mails) is done first, while the outbox still
  // delivers; then the jobs stop, before the database closes.
  app.addHook('onClose', async () => {
    await modules.settle();
    await jobs.stop();
  });

  // First of the hooks that answer: a cached answer is sent before helmet, etag and compression
  // do any work, and carries what they would have added (public-cache.plugin.ts).
  registerPublicCache(
    app,
    publicCache,
    await broadcastInvalidations(options.database, publicCache),
  );
  // Next, before any hook that works for a write: a write waits for the reads read beside it.
  answerReadsFirst(app);
  const development = options.web === 'development';
  const headers = securityHeaders({
    development,
    media: config.media,
    checkout: config.razorpay ? RAZORPAY_CHECKOUT_PAGES : undefined,
  });
  await headers.forEveryAnswer(app);
  headers.openCheckoutPages(app);
  // Before compression: its hook must see the body, not a compressed stream. Answers 304 when the
  // browser's copy is current, for what the public cache does not keep (answers to signed-in
  // requests; the cache's own answers carry their ETags; static files handle their own).
  await app.register(fastifyEtag);
  headers.keepStoredPolicyOn304(app);
  // The two encodings the public cache keeps: a client that takes neither gets the same identity
  // body from both, and one ETag always stands for one set of bytes. Answers up to 256 KiB that
  // are whole (every JSON answer, a page rendered for one visitor) are compressed in one call
  // on this thread: brotli's quality 4 takes about 1.3 ms for the 130 KB landing page, and
  // unlike a compression stream it holds no native memory for V8 to collect (plugins/web.ts).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    syncThreshold: 256 * 1024,
    encodings: ['br', 'gzip'],
  });
  // Before the API's routes: the document collects them as they are registered.
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      headers.forApi(api);
      // Every answer names the branch's locale: the console says moments on the branch's clock.
      api.addHook('onRequest', async (_request, reply) => {
        reply.header(BRANCH_LOCALE_HEADER, JSON.stringify(context.locale));
      });
      await registerApiRateLimit(api, db, clock);
      registerAccessControl(api, context);
      api.addHook('onResponse', async (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
          // The write may have queued mail; it is committed now.
          mailer.nudge();
        }
      });
      for (const register of modules.api) await register(api);
      // Last: a method a path does not have answers 405, an unknown path a JSON 404.
      registerApiFallback(api, apiRoutes);
    },
    { prefix: '/api' },
  );
  // Outside /api and its limits (health, feeds, media files), before the pages' catch-all.
  for (const register of modules.root) await register(app);

  if (options.web) {
    await registerWeb(app, {
      mode: options.web,
      webRoot,
      pageCache: publicCache,
      loadContext: (request, reply) => ({
        reads,
        api: pageApi(app, request),
        cspNonce: reply.cspNonce.script,
        cspStyleNonce: reply.cspNonce.style,
        origin: request.siteOrigin,
        locale: context.locale,
      }),
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not found' }));
  }

  return app;
}
