import type { AppModule } from '../modules/app-module.js';
import { postgresLeadership, scheduledBackups, soleServer } from './scheduled-backups.js';

export const backupsModule = {
  name: 'backup',
  setUp: ({ config, database, mediaDir, log }) => {
    const { backups, databaseUrl } = config;
    const backupJob =
      backups &&
      scheduledBackups({
        source: {
          db: database.db,
          engine: database.engine,
          mediaDir,
          media: config.media ?? { kind: 'local' },
        },
        dir: backups.dir,
        keep: backups.keep,
        everyMs: backups.everyHours * 3_600_000,
        // Several servers on one PostgreSQL: one of them writes the backups.
        leadership: databaseUrl ? postgresLeadership(databaseUrl) : soleServer,
        log: { info: (message) => log.info(message) },
      });
    // Only with a backup folder configured.
    return { jobs: { 'scheduled-backups': backupJob ?? null } };
  },
} satisfies AppModule;
