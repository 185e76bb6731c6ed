import {
  MANAGED_KINDS,
  type ManagedKind,
  newPasswordSchema,
  ROLES,
  type Role,
  TEAM_ROLES,
  type TeamRole,
} from '@chapterhouse/shared';
import { Command, InvalidArgumentError, Option } from 'commander';
import { asc, sql } from 'drizzle-orm';
import { BackupError } from '../backup/manifest.js';
import { restoreBackup } from '../backup/restore-backup.js';
import { writeBackup } from '../backup/write-backup.js';
import {
  addSamplePhotosFor,
  loadConfigOrExit,
  mediaDir,
  mediaStorageOf,
  openDatabaseOrExit,
} from '../bootstrap.js';
import type { DatabaseConnection } from '../db/client.js';
import { organisations } from '../db/schema/index.js';
import { COMMAND_LINE_ACTOR, currentTransaction, runAsActor } from '../lib/actor-transaction.js';
import { calendarDate, systemClock } from '../lib/clock.js';
import { HttpError, notFound } from '../lib/http-errors.js';
import { matchesIdOrSlug } from '../lib/organisation-queries.js';
import { createServiceContext, type ServiceContext } from '../lib/service-context.js';
import {
  createUser,
  inviteAccount,
  listUsers,
  requireUserId,
  setDisabled,
  setPassword,
} from '../modules/accounts/accounts.service.js';
import { Mailer, smtpTransport } from '../modules/mail/mailer.js';
import { removeAllMediaFiles } from '../modules/media/sample-photos.js';
import {
  createOrganisation,
  setArchived,
} from '../modules/organisations/organisations-console.service.js';
import { useStoredLocale } from '../modules/site/branch-locale.service.js';
import { SAMPLE_LOCALE } from '../sample/helpers.js';
import {
  clearContent,
  isDatabaseEmpty,
  loadSampleContent,
  writeSampleArt,
} from '../sample/load-sample.js';
import {
  LARGE_SAMPLE_SIZES,
  loadLargeSample,
  reasonToRefuse,
  writeLargeSampleArt,
} from './large-sample.js';

/**
 * Opens the configured database (migrating it), runs `work`, and always closes it. A refusal
 * the services explain (bad role, unknown organisation, taken e-mail) is printed as it is.
 * The work runs in one transaction recorded in the audit log as the command line's, except
 * where `audited` is false (migrating, loading the sample content).
 */
async function withDatabase(
  work: (database: DatabaseConnection) => Promise<void>,
  { audited = true } = {},
): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabaseOrExit(config);
  try {
    if (audited) {
      await runAsActor(database.db, COMMAND_LINE_ACTOR, async () => {
        const transaction = currentTransaction();
        if (!transaction) throw new Error('runAsActor opened no transaction');
        await work({ ...database, db: transaction });
      });
    } else {
      await work(database);
    }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(`Error: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/** The services' context for a command: the database, the real clock, the branch's locale. */
async function serviceContext(database: DatabaseConnection): Promise<ServiceContext> {
  const config = loadConfigOrExit();
  // The command queues mail in the outbox; the server delivers it when it runs with SMTP.
  // It only queues: a mail for SMTP waits `pending` until the server's delivery picks it up.
  const mailer = new Mailer({
    db: database.db,
    transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : null,
    from: config.mailFrom,
    maxPerMinute: config.mailMaxPerMinute,
    clock: systemClock,
  });
  const context = createServiceContext(
    database.db,
    systemClock,
    config.siteTimeZone,
    mailer,
    config.publicOrigin,
  );
  // Its mails say times as the server's do: on the locale the console set.
  await useStoredLocale(context, config.siteTimeZone);
  return context;
}

/** The address people open a link at (`publicOriginOf`). */
function siteOrigin(): string {
  const config = loadConfigOrExit();
  return config.publicOrigin;
}

async function organisationId(database: DatabaseConnection, idOrSlug: string): Promise<number> {
  const [row] = await database.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(matchesIdOrSlug(idOrSlug))
    .limit(1);
  if (!row) throw notFound(`No organisation with id or slug "${idOrSlug}"`);
  return row.id;
}

/** Checks a new password with the same rule as the API; exits with the reason when it fails. */
function checkedPassword(password: string): string {
  const result = newPasswordSchema.safeParse(password);
  if (!result.success) {
    console.error(`Error: password: ${result.error.issues[0]?.message}`);
    process.exit(1);
  }
  return result.data;
}

const roleOption = () =>
  new Option('--role <role>', 'SOCIETY_ADMIN, COUNCIL_ADMIN or BRANCH_ADMIN')
    .choices(ROLES)
    .makeOptionMandatory();

const teamRoleOption = () =>
  new Option(
    '--team-role <part>',
    'with --org: owner (manages the team) or editor (manages the content)',
  )
    .choices(TEAM_ROLES)
    .default('owner');

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
    withDatabase(
      async (database) => {
        console.log(`Database is up to date (${database.engine}).`);
      },
      { audited: false },
    ),
  );

program
  .command('content:sample')
  .description('load the built-in sample content into an empty database')
  .option('--replace', 'delete all existing content first')
  .action((options: { replace?: boolean }) =>
    withDatabase(
      async (database) => {
        const config = loadConfigOrExit();
        if (!(await isDatabaseEmpty(database.db))) {
          if (!options.replace) {
            console.error(
              'The database already has content. Use --replace to delete it and load the sample.',
            );
            process.exitCode = 1;
            return;
          }
          await removeAllMediaFiles(database.db, mediaStorageOf(config));
          await clearContent(database.db);
        }
        await loadSample(database);
        console.log('Loaded the sample content.');
      },
      { audited: false },
    ),
  );

/** Loads the built-in sample into an empty database, with its artwork and photos. */
async function loadSample(database: DatabaseConnection): Promise<void> {
  const config = loadConfigOrExit();
  const now = systemClock.now();
  // Dated on the sample branch's calendar: its locale comes with it (India's).
  await loadSampleContent(database.db, calendarDate(now, SAMPLE_LOCALE.timeZone), now);
  writeSampleArt(mediaDir(config));
  await addSamplePhotosFor(config, database.db);
}

function wholeNumber(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new InvalidArgumentError('Use a whole number, 0 or more.');
  }
  return parsed;
}

program
  .command('sample:large')
  .description(
    "add a branch 100x the sample's size (100 organisations, 20,000 events, 100,000 photos, 5,000 achievements) to the sample content, for benchmarks",
  )
  .option('--force', 'add it even when the database holds more than the sample content')
  .option(
    '--organisations <count>',
    'societies and councils in all afterwards',
    wholeNumber,
    LARGE_SAMPLE_SIZES.organisations,
  )
  .option('--events <count>', 'events to add', wholeNumber, LARGE_SAMPLE_SIZES.events)
  .option('--photos <count>', 'gallery photos to add', wholeNumber, LARGE_SAMPLE_SIZES.photos)
  .option(
    '--achievements <count>',
    'achievements to add',
    wholeNumber,
    LARGE_SAMPLE_SIZES.achievements,
  )
  .action(
    (options: {
      force?: boolean;
      organisations: number;
      events: number;
      photos: number;
      achievements: number;
    }) =>
      withDatabase(
        async (database) => {
          const started = performance.now();
          if (await isDatabaseEmpty(database.db)) {
            console.log('The database is empty: loading the sample content first.');
            await loadSample(database);
          }
          const refusal = options.force ? null : await reasonToRefuse(database.db);
          if (refusal) {
            console.error(`${refusal} Use --force to add the large sample to it anyway.`);
            process.exitCode = 1;
            return;
          }
          const sizes = {
            organisations: options.organisations,
            events: options.events,
            photos: options.photos,
            achievements: options.achievements,
          };
          writeLargeSampleArt(mediaDir(loadConfigOrExit()), sizes);
          const loaded = await loadLargeSample(await serviceContext(database), {
            sizes,
            progress: (message) => console.log(`  ${message}`),
          });
          // A bulk load leaves the planner without statistics and the visibility map unset, and
          // the embedded database has no autovacuum to fix either: without this the lists would
          // be planned as if the tables were empty.
          console.log('  vacuum analyze');
          await database.db.execute(sql`vacuum analyze`);
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          console.log(
            `Loaded the large sample in ${seconds} s: ${loaded.organisationsCreated} new organisations (${loaded.organisations} in all), ${loaded.events} events, ${loaded.photos} photos, ${loaded.achievements} achievements.`,
          );
        },
        { audited: false },
      ),
  );

/** Runs a backup or restore, printing a refusal or failure as one line and exiting non-zero. */
async function withoutMigrating(work: (database: DatabaseConnection) => Promise<void>) {
  const config = loadConfigOrExit();
  // Neither command may upgrade the database on opening it: a backup copies it as it is, a
  // restore migrates it itself, to the archive's level first.
  const database = await openDatabaseOrExit(config, { migrate: false });
  try {
    await work(database);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`Error: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

program
  .command('backup')
  .description(
    'write one archive (tar.gz) with the database and the media files; the site may keep serving (PostgreSQL) — see docs/operations.md',
  )
  .argument('<file>', 'the archive to write, e.g. backups/chapterhouse-2026-06-15.tar.gz')
  .action((file: string) =>
    withoutMigrating(async (database) => {
      const config = loadConfigOrExit();
      const started = performance.now();
      const summary = await writeBackup(
        {
          db: database.db,
          engine: database.engine,
          mediaDir: mediaDir(config),
          media: config.media,
        },
        file,
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Wrote ${summary.file} (${megabytes(summary.bytes)}) in ${seconds} s (the database read in ${(summary.databaseMs / 1000).toFixed(2)} s): ${summary.rows} rows in ${summary.tables} tables, ${summary.mediaFiles} media files (${megabytes(summary.mediaBytes)}).`,
      );
      if (config.media.kind === 's3') {
        console.log(
          `The uploads live in the S3 bucket ${config.media.bucket}: the archive records where, the bucket keeps the files.`,
        );
      }
    }),
  );

program
  .command('restore')
  .description(
    'bring a fresh DATA_DIR or an empty PostgreSQL database back to the state of an archive (stop the servers first)',
  )
  .argument('<file>', 'an archive written by `backup`')
  .option('--force', 'replace the database and media files that are there')
  .action((file: string, options: { force?: boolean }) =>
    withoutMigrating(async (database) => {
      const config = loadConfigOrExit();
      const started = performance.now();
      const summary = await restoreBackup(
        { db: database.db, mediaDir: mediaDir(config), media: config.media },
        file,
        { force: options.force },
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Restored the backup of ${summary.manifest.createdAt} (${summary.manifest.engine}) into ${database.engine} in ${seconds} s: ${summary.rows} rows, ${summary.mediaFiles} media files.`,
      );
      for (const note of summary.notes) console.log(note);
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

program
  .command('orgs:create')
  .description('add a society or council (public at once, last in its menu)')
  .addOption(
    new Option('--kind <kind>', 'society or council').choices(MANAGED_KINDS).makeOptionMandatory(),
  )
  .requiredOption('--name <name>', 'its full name')
  .option('--slug <slug>', 'the address part of its URLs (default: made from the name)')
  .option('--image <url>', 'its picture: an http(s) URL or a /media/... path')
  .action((options: { kind: ManagedKind; name: string; slug?: string; image?: string }) =>
    withDatabase(async (database) => {
      const created = await createOrganisation(await serviceContext(database), {
        kind: options.kind,
        name: options.name,
        slug: options.slug ?? null,
        image: options.image ?? null,
      });
      const collection = created.kind === 'society' ? 'societies' : 'councils';
      console.log(
        `Created ${created.kind} ${created.name} (id ${created.id}) at /${collection}/${created.slug}.`,
      );
    }),
  );

program
  .command('orgs:archive')
  .description(
    'hide a society or council from the public site, keeping its data; --restore undoes it',
  )
  .argument('<idOrSlug>', 'the organisation')
  .option('--restore', 'show it on the public site again')
  .action((idOrSlug: string, options: { restore?: boolean }) =>
    withDatabase(async (database) => {
      const id = await organisationId(database, idOrSlug);
      const result = await setArchived(await serviceContext(database), id, !options.restore);
      console.log(`${result.name} is ${result.archived ? 'archived' : 'restored'}.`);
    }),
  );

program
  .command('users:invite')
  .description(
    'create an account without a password and print its one-time invitation link (7 days)',
  )
  .requiredOption('--email <email>', 'sign-in e-mail, unique ignoring case')
  .requiredOption('--name <name>', 'display name')
  .addOption(roleOption())
  .option('--org <idOrSlug>', 'the society or council a SOCIETY_ADMIN or COUNCIL_ADMIN runs')
  .action((options: { email: string; name: string; role: Role; org?: string }) =>
    withDatabase(async (database) => {
      const invitation = await inviteAccount(
        await serviceContext(database),
        {
          email: options.email,
          name: options.name,
          role: options.role,
          organisationId: options.org ? await organisationId(database, options.org) : null,
        },
        null,
        siteOrigin(),
      );
      console.log(`Invited ${invitation.account.email} as ${invitation.account.role}.`);
      console.log(`Send them this link (valid until ${invitation.expiresAt}, usable once):`);
      console.log(`${siteOrigin()}${invitation.path}`);
    }),
  );

program
  .command('users:create')
  .description('create an account (the first BRANCH_ADMIN is made this way)')
  .requiredOption('--email <email>', 'sign-in e-mail, unique ignoring case')
  .requiredOption('--password <password>', `at least 10 characters`)
  .addOption(roleOption())
  .option('--org <idOrSlug>', 'the society or council a SOCIETY_ADMIN or COUNCIL_ADMIN runs')
  .addOption(teamRoleOption())
  .option('--name <name>', 'display name (defaults to the part of the e-mail before @)')
  .action(
    (options: {
      email: string;
      password: string;
      role: Role;
      org?: string;
      teamRole: TeamRole;
      name?: string;
    }) =>
      withDatabase(async (database) => {
        const user = await createUser(database.db, {
          email: options.email,
          name: options.name ?? options.email.split('@')[0] ?? options.email,
          password: checkedPassword(options.password),
          role: options.role,
          organisation: options.org ?? null,
          teamRole: options.teamRole,
        });
        const team = user.teams[0];
        const where = team ? ` for ${team.organisation.name} (${team.role})` : '';
        console.log(`Created ${user.role} ${user.email} (id ${user.id})${where}.`);
      }),
  );

program
  .command('users:list')
  .description('list accounts: id, role, teams, last sign-in, disabled')
  .action(() =>
    withDatabase(async (database) => {
      const rows = await listUsers(database.db);
      if (rows.length === 0)
        console.log('No accounts yet. Create the first with users:create --role BRANCH_ADMIN.');
      for (const row of rows) {
        const lastLogin = row.lastLoginAt
          ? row.lastLoginAt.toISOString().slice(0, 16).replace('T', ' ')
          : 'never';
        const state = `${row.pending ? '  INVITED' : ''}${row.disabledAt ? '  DISABLED' : ''}`;
        const teams =
          row.teams.map((team) => `${team.organisation.slug} (${team.role})`).join(', ') || '-';
        console.log(
          `${String(row.id).padStart(4)}  ${row.role.padEnd(13)}  ${row.email.padEnd(36)}  ${teams.padEnd(36)}  last sign-in ${lastLogin}${state}`,
        );
      }
    }),
  );

program
  .command('users:set-password')
  .description("set an account's password and sign it out everywhere")
  .requiredOption('--email <email>')
  .requiredOption('--password <password>', 'at least 10 characters')
  .action((options: { email: string; password: string }) =>
    withDatabase(async (database) => {
      await setPassword(database.db, options.email, checkedPassword(options.password));
      console.log(`Password set for ${options.email}; its sessions were ended.`);
    }),
  );

program
  .command('users:disable')
  .description('disable an account (its sessions stop at once); --enable turns it back on')
  .requiredOption('--email <email>')
  .option('--enable', 'enable the account again')
  .action((options: { email: string; enable?: boolean }) =>
    withDatabase(async (database) => {
      await setDisabled(
        database.db,
        await requireUserId(database.db, options.email),
        !options.enable,
      );
      console.log(`${options.email} is ${options.enable ? 'enabled' : 'disabled'}.`);
    }),
  );

await program.parseAsync(process.argv);
