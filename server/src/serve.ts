import { type AppOptions, buildApp } from './app.js';
import {
  addSamplePhotosFor,
  loadConfigOrExit,
  openDatabaseOrExit,
  prepareSampleContent,
} from './bootstrap.js';
import { listenProblem } from './config.js';
import { startPdfWorkers, stopPdfWorkers } from './lib/pdf-workers.js';

const secondsSince = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/**
 * How long requests in flight may finish after a stop signal; then their connections are cut.
 * Long downloads do not wait for it: they end as the server begins to stop (`stopping`).
 */
const SHUTDOWN_GRACE_MS = 5_000;
/**
 * A stop signal ends the process within this, whatever is still under way (a mail server that
 * does not answer, a round that does not end): an orchestrator kills it at 10 s (Docker's and
 * systemd's default), and a kill would leave the embedded database to recover at the next start.
 */
const SHUTDOWN_DEADLINE_MS = 9_000;

/**
 * Runs the server as `npm start` does: reads the configuration, opens (and migrates) the
 * database, loads the sample content into an empty one, listens, and on SIGTERM or SIGINT stops
 * taking requests (new ones get 503, `/readyz` included), lets those in flight and a mail being
 * sent finish, closes the database and exits 0, within SHUTDOWN_DEADLINE_MS. `web: false` serves the API only (the crash and
 * shutdown tests run it so, without a web build).
 */
export async function serve(web: AppOptions['web']): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabaseOrExit(config);
  // Built before the sample content is loaded, so that a first start can say what it is doing;
  // nothing runs on its own until it listens (the background jobs start then).
  const app = await buildApp({ config, database, web });
  const loadStarted = performance.now();
  const loaded = await prepareSampleContent(config, database, undefined, () =>
    app.log.info('Loading the sample content into the empty database...'),
  );
  if (loaded) app.log.info(`Loaded the sample content in ${secondsSince(loadStarted)}`);

  let closing = false;
  /** The sample photos being made after a first start, if they are. */
  let samplePhotos: Promise<void> | null = null;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      // A first start's sample photos are finished first (a few seconds, once), so the landing
      // page is never left half-made; the bound runs from then.
      await samplePhotos;
      // A stalled client must not keep the database (and its lock) open forever.
      const cutOff = setTimeout(() => {
        app.log.warn(`Requests still open after ${SHUTDOWN_GRACE_MS / 1000} s: closing them`);
        app.server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      cutOff.unref();
      const deadline = setTimeout(() => {
        app.log.error(`Still stopping after ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting now`);
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS);
      deadline.unref();
      // Aborts long downloads and job rounds (`stopping`), stops listening, waits for requests
      // in flight, then runs the onClose hooks (the mailer finishes the mail it is sending).
      await app.close();
      await stopPdfWorkers();
    } finally {
      await database.close();
    }
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    app.log.info(
      `Chapterhouse is serving http://${config.host}:${port} (${database.engine === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
    );
    // The first PDF worker starts now and sets up its fonts, not in someone's download
    // (lib/pdf-workers.ts), a second after listening so as not to slow the first requests.
    setTimeout(startPdfWorkers, 1000).unref();
    if (database.engine === 'postgres' && config.media.kind === 'local') {
      app.log.warn(
        "Uploads are kept on this server's disk (DATA_DIR/media) while the database is shared: with several servers, each sees only its own uploads. Set the MEDIA_S3_* settings (docs/media.md).",
      );
    }
  } catch (error) {
    // A taken port or an address this machine does not have is the operator's to fix, not a
    // crash: one line, no stack.
    const problem = listenProblem(error, config);
    if (problem) console.error(problem);
    else app.log.error(error);
    // Everything opened before listening (the app's timers and listeners, the database and the
    // embedded one's lock in DATA_DIR), so that the next start finds them free.
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(1);
  }

  if (loaded) {
    // A few seconds of image processing that the first page need not wait for (docs/media.md).
    // A stop meanwhile waits for it (see shutdown), so the landing page is never left half-made.
    app.log.info('Making the sample photos for the landing page (the site is up meanwhile)...');
    const photosStarted = performance.now();
    samplePhotos = addSamplePhotosFor(config, database.db).then(
      (count) => {
        app.publicReadCache.invalidate();
        app.log.info(`Made ${count} sample photos in ${secondsSince(photosStarted)}`);
      },
      (error) => app.log.error({ err: error }, 'Could not make the sample photos'),
    );
  }
}
