import { Command } from 'commander';
import { asc } from 'drizzle-orm';
import { loadConfigOrExit, mediaDir, openDatabaseOrExit } from '../bootstrap.js';
import type { DatabaseConnection } from '../db/client.js';
import {
  clearContent,
  isDatabaseEmpty,
  loadSampleContent,
  writeSampleArt,
} from '../db/sample/load-sample.js';
import { organisations } from '../db/schema/index.js';
import { calendarDate, systemClock } from '../lib/clock.js';

/** Opens the configured database (migrating it), runs `work`, and always closes it. */
async function withDatabase(work: (database: DatabaseConnection) => Promise<void>): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabaseOrExit(config);
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

const program = new Command()
  .name('npm run cli --')
  .description(
    'Chapterhouse operator commands. They use the same DATA_DIR / DATABASE_URL as the server.',
  )
  .showHelpAfterError();

program
  .command('db:migrate')
  .description('apply the committed migrations (the server also does this at start)')
  .action(() =>
    withDatabase(async (database) => {
      console.log(`Database is up to date (${database.engine}).`);
    }),
  );

program
  .command('content:sample')
  .description('load the built-in sample content into an empty database')
  .option('--replace', 'delete all existing content first')
  .action((options: { replace?: boolean }) =>
    withDatabase(async (database) => {
      const config = loadConfigOrExit();
      if (!(await isDatabaseEmpty(database.db))) {
        if (!options.replace) {
          console.error(
            'The database already has content. Use --replace to delete it and load the sample.',
          );
          process.exitCode = 1;
          return;
        }
        await clearContent(database.db);
      }
      const now = systemClock.now();
      await loadSampleContent(database.db, calendarDate(now, config.siteTimeZone), now);
      writeSampleArt(mediaDir(config));
      console.log('Loaded the sample content.');
    }),
  );

program
  .command('orgs:list')
  .description('list organisations: id, kind, slug, name')
  .action(() =>
    withDatabase(async (database) => {
      const rows = await database.db
        .select({
          id: organisations.id,
          kind: organisations.kind,
          slug: organisations.slug,
          name: organisations.name,
          archivedAt: organisations.archivedAt,
        })
        .from(organisations)
        .orderBy(asc(organisations.kind), asc(organisations.sortOrder), asc(organisations.id));
      if (rows.length === 0) console.log('No organisations yet.');
      for (const row of rows) {
        const archived = row.archivedAt ? '  (archived)' : '';
        console.log(
          `${String(row.id).padStart(4)}  ${row.kind.padEnd(8)}  ${row.slug.padEnd(40)}  ${row.name}${archived}`,
        );
      }
    }),
  );

await program.parseAsync(process.argv);
