import './runtime-mode.js';
import { buildApp } from './app.js';
import {
  addSamplePhotosFor,
  loadConfigOrExit,
  openDatabaseOrExit,
  prepareSampleContent,
} from './bootstrap.js';

const development = process.argv.includes('--dev');

const config = loadConfigOrExit();
const database = await openDatabaseOrExit(config);
const loaded = await prepareSampleContent(config, database);

const app = await buildApp({ config, database, web: development ? 'development' : 'production' });
if (loaded) app.log.info('Loaded the sample content into the empty database');

/** How long requests in flight may finish after a stop signal; then their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

let closing = false;
/** The sample photos being made after a first start, if they are. */
let samplePhotos: Promise<void> | null = null;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  // A stalled client must not keep the database (and its lock) open forever.
  const cutOff = setTimeout(() => {
    app.log.warn(`Requests still open after ${SHUTDOWN_GRACE_MS / 1000} s: closing them`);
    app.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  cutOff.unref();
  try {
    await samplePhotos;
    await app.close();
  } finally {
    await database.close();
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Chapterhouse is serving http://${config.host}:${config.port} (${database.engine === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
} catch (error) {
  app.log.error(error);
  await database.close();
  process.exit(1);
}

if (loaded) {
  // A few seconds of image processing that the first page need not wait for (docs/media.md).
  // A stop meanwhile waits for it (see shutdown), so the landing page is never left half-made.
  samplePhotos = addSamplePhotosFor(config, database.db).then(
    (count) => {
      app.publicReadCache.invalidate();
      app.log.info(`Made ${count} sample photos for the landing page`);
    },
    (error) => app.log.error({ err: error }, 'Could not make the sample photos'),
  );
}
