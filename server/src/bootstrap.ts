import path from 'node:path';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Database, type DatabaseConnection, openDatabase } from './db/client.js';
import { describeConnectionError, innermostMessage } from './db/connection-error.js';
import { DataDirLockedError } from './db/lock.js';
import { type Clock, calendarDate, systemClock } from './lib/clock.js';
import { createServiceContext } from './lib/service-context.js';
import { Mailer } from './modules/mail/mailer.js';
import { addSamplePhotos, restoreSamplePhotos } from './modules/media/sample-photos.js';
import { createMediaStorage } from './modules/media/storage.js';
import { createPublicReads } from './modules/public-cache/public-reads.js';
import { SAMPLE_LOCALE } from './sample/helpers.js';
import { isDatabaseEmpty, loadSampleContent, writeSampleArt } from './sample/load-sample.js';

/** Reads the configuration, or prints what is wrong with it and exits. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Opens the configured database (PostgreSQL or the embedded one), or says why not and exits. */
export async function openDatabaseOrExit(
  config: Config,
  options: { migrate?: boolean } = {},
): Promise<DatabaseConnection> {
  try {
    return await openDatabase(
      config.databaseUrl
        ? { engine: 'postgres', url: config.databaseUrl }
        : { engine: 'pglite', dataDir: config.dataDir },
      options,
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    const unreachable = config.databaseUrl
      ? describeConnectionError(error, config.databaseUrl)
      : null;
    const reason = innermostMessage(error);
    console.error(
      unreachable ??
        (config.databaseUrl
          ? `Could not open the PostgreSQL database at DATABASE_URL: ${reason}`
          : `Could not open the embedded database in ${config.dataDir}: ${reason}`),
    );
    process.exit(1);
  }
}

export const mediaDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'media');

/** Where uploads are kept, as configured (the app serves them from the same place). */
export const mediaStorageOf = (config: Pick<Config, 'dataDir' | 'media'>) =>
  createMediaStorage(config.media, path.join(mediaDir(config), 'uploads'));

/** Turns the landing page's sample artwork into uploads (see `addSamplePhotos`). */
export async function addSamplePhotosFor(
  config: Config,
  db: Database,
  clock: Clock = systemClock,
): Promise<number> {
  // Reads only: the mailer is never asked to send anything here.
  const mailer = new Mailer({ db, transport: null, from: config.mailFrom, clock });
  const context = createServiceContext(db, clock, config.siteTimeZone, mailer, config.publicOrigin);
  return addSamplePhotos({
    db,
    reads: createPublicReads(context),
    storage: mediaStorageOf(config),
  });
}

/**
 * Loads the sample content into an empty database when SAMPLE_CONTENT allows it, and makes sure
 * its artwork is on disk (a new DATA_DIR next to an existing PostgreSQL database needs it again,
 * the landing page's sample photos too). Returns whether content was loaded; the caller then adds
 * the sample photos (`addSamplePhotosFor`), after the server listens.
 */
export async function prepareSampleContent(
  config: Config,
  database: DatabaseConnection,
  clock: Clock = systemClock,
  /** Told just before the content is loaded (a first start), to say so. */
  onLoading: () => void = () => {},
): Promise<boolean> {
  if (!config.sampleContent) return false;
  writeSampleArt(mediaDir(config));
  if (!(await isDatabaseEmpty(database.db))) {
    await restoreSamplePhotos(database.db, mediaStorageOf(config));
    return false;
  }
  onLoading();
  const now = clock.now();
  // Dated on the sample branch's calendar: its locale comes with it (India's).
  await loadSampleContent(database.db, calendarDate(now, SAMPLE_LOCALE.timeZone), now);
  return true;
}
