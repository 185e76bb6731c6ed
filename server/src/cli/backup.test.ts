import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { DashboardEvent, MediaItem, OrganisationSummary } from '@chapterhouse/shared';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../test/accounts.js';
import { multipart, testJpeg } from '../../test/images.js';
import {
  createTestApp,
  openTestDatabase,
  TEST_NOW,
  TEST_TIMEZONE,
  type TestApp,
  type TestDatabase,
  testEngine,
} from '../../test/test-app.js';
import {
  applyMigrations,
  codeMigrations,
  sequenceStates,
  tablesInLoadOrder,
} from '../backup/database-tables.js';
import { BackupError, MANIFEST_ENTRY } from '../backup/manifest.js';
import { restoreBackup } from '../backup/restore-backup.js';
import {
  backupFileName,
  postgresLeadership,
  runScheduledBackup,
  soleServer,
} from '../backup/scheduled-backups.js';
import { type BackupSource, writeBackup } from '../backup/write-backup.js';
import { type Database, type DatabaseConnection, openDatabase, rowsOf } from '../db/client.js';
import { calendarDate } from '../lib/clock.js';
import { loadSampleContent } from '../sample/load-sample.js';

const LOCAL = { kind: 'local' } as const;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-backup-test-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const sourceOf = (t: TestApp): BackupSource => ({
  db: t.database.db,
  engine: t.database.engine,
  mediaDir: path.join(t.dataDir, 'media'),
  media: LOCAL,
});

/** Every row of every table, as PostgreSQL's JSON of it, in key order; and the sequences. */
async function contents(db: Database) {
  const tables: Record<string, string[]> = {};
  for (const table of await tablesInLoadOrder(db)) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select to_jsonb(r)::text as "row" from ${sql.identifier(table.name)} r`,
    );
    // Sorted here: the two engines' collations may order text differently.
    tables[table.name] = rows.map((row) => row.row).sort();
  }
  return { tables, sequences: await sequenceStates(db) };
}

/** Every file under a folder, path -> bytes. */
function filesUnder(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!fs.existsSync(folder)) return files;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(folder, full), fs.readFileSync(full));
  }
  return files;
}

/** The public API reads a visitor's pages are made of. */
async function publicReads(t: TestApp): Promise<Record<string, string>> {
  const urls = [
    '/api/site',
    '/api/societies',
    '/api/councils',
    '/api/events?when=past',
    '/api/events?when=upcoming',
    '/api/achievements',
    '/api/gallery',
    '/api/notifications',
  ];
  for (const kind of ['societies', 'councils'] as const) {
    const list = (await t.app.inject(`/api/${kind}`)).json<OrganisationSummary[]>();
    for (const organisation of list) urls.push(`/api/${kind}/${organisation.slug}`);
  }
  const answers: Record<string, string> = {};
  for (const url of urls) {
    const response = await t.app.inject(url);
    expect(response.statusCode, url).toBe(200);
    answers[url] = response.body;
  }
  return answers;
}

/** A fresh target: an unmigrated database and an empty DATA_DIR. */
async function emptyTarget(): Promise<{ database: TestDatabase; dataDir: string }> {
  return {
    database: await openTestDatabase({ migrate: false }),
    dataDir: fs.mkdtempSync(path.join(scratch, 'target-')),
  };
}

const restoreInto = (
  target: { database: DatabaseConnection; dataDir: string },
  file: string,
  force = false,
) =>
  restoreBackup(
    { db: target.database.db, mediaDir: path.join(target.dataDir, 'media'), media: LOCAL },
    file,
    { force },
  );

/** Rewrites an archive's manifest (other entries copied as they are). */
async function withManifest(file: string, edit: (manifest: Record<string, unknown>) => void) {
  const edited = `${file}.edited.tar.gz`;
  const extract = tar.extract();
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(edited));
  const read = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let content = Buffer.concat(chunks);
    if (entry.header.name === MANIFEST_ENTRY) {
      const manifest = JSON.parse(content.toString('utf8'));
      edit(manifest);
      content = Buffer.from(JSON.stringify(manifest));
    }
    await new Promise<void>((resolve, reject) =>
      pack.entry({ ...entry.header, size: content.length }, content, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }
  await read;
  pack.finalize();
  await written;
  return edited;
}

describe('backup and restore', () => {
  let source: TestApp;
  let owner: TestAccount;
  let archive: string;
  let uploaded: MediaItem;

  beforeAll(async () => {
    source = await createTestApp();
    const society = (await source.app.inject('/api/societies')).json<OrganisationSummary[]>()[0];
    if (!society) throw new Error('no society in the sample');
    owner = await signedInAs(source, 'SOCIETY_ADMIN', society.slug, 'Asha Officer');
    const base = `/api/society-dashboard/society/${society.id}`;
    const body = multipart(
      { alt: 'The robotics bench' },
      { name: 'photo.jpg', data: await testJpeg(900, 600) },
    );
    const upload = await source.app.inject({
      method: 'POST',
      url: `${base}/media`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(owner) },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    uploaded = upload.json<MediaItem>();
    // An edit or two, recorded in the audit log: an event added, then moved to past.
    const created = await source.app.inject({
      method: 'POST',
      url: `${base}/events/upcoming`,
      headers: bearer(owner),
      payload: {
        title: 'Soldering night',
        date: '2026-07-01',
        time: '18:00',
        location: 'Faraday Hall',
        description: 'Bring a board.',
        capacity: 40,
        image: uploaded.url,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const moved = await source.app.inject({
      method: 'POST',
      url: `${base}/events/upcoming/${created.json<DashboardEvent>().id}/move-to-past`,
      headers: bearer(owner),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    archive = path.join(scratch, 'site.tar.gz');
    const summary = await writeBackup(sourceOf(source), archive);
    expect(summary.rows).toBeGreaterThan(100);
    expect(summary.mediaFiles).toBeGreaterThan(0);
  });
  afterAll(() => source.close());

  it('restores into an empty target exactly: rows, sequences, audit log, API reads, media bytes', async () => {
    const target = await emptyTarget();
    const restored = await restoreInto(target, archive);
    expect(restored.mediaFiles).toBe(filesUnder(path.join(source.dataDir, 'media')).size);

    const before = await contents(source.database.db);
    const after = await contents(target.database.db);
    expect(after).toEqual(before);
    // The audit log is in the comparison above; it must hold the edits, and nothing more.
    expect(before.tables.audit_log?.length).toBeGreaterThan(0);

    const restoredApp = await createTestApp({ existing: target });
    try {
      expect(await publicReads(restoredApp)).toEqual(await publicReads(source));
      const sourceFiles = filesUnder(path.join(source.dataDir, 'media'));
      const targetFiles = filesUnder(path.join(restoredApp.dataDir, 'media'));
      expect([...targetFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
      for (const [name, bytes] of sourceFiles)
        expect(targetFiles.get(name)?.equals(bytes)).toBe(true);
      const served = await restoredApp.app.inject(uploaded.url);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals((await source.app.inject(uploaded.url)).rawPayload)).toBe(
        true,
      );

      // The ids go on where they stopped: a new record takes the next id, no clash.
      const sequence = before.sequences.find((state) => state.name === 'events_id_seq');
      const officer = await signedInAs(restoredApp, 'BRANCH_ADMIN');
      const society = (await restoredApp.app.inject('/api/societies')).json<
        OrganisationSummary[]
      >()[0] as OrganisationSummary;
      const next = await restoredApp.app.inject({
        method: 'POST',
        url: `/api/society-dashboard/society/${society.id}/events/upcoming`,
        headers: bearer(officer),
        payload: { title: 'After the restore', date: '2026-07-02', description: 'x' },
      });
      expect(next.statusCode, next.body).toBe(201);
      expect(next.json<DashboardEvent>().id).toBe(Number(sequence?.lastValue) + 1);
    } finally {
      await restoredApp.close();
    }
  });

  it('refuses a target that is not empty unless forced, then replaces it', async () => {
    const target = await emptyTarget();
    try {
      await restoreInto(target, archive);
      const extraFile = path.join(target.dataDir, 'media', 'uploads', 'stray.webp');
      fs.writeFileSync(extraFile, 'not in the archive');
      await target.database.db.execute(
        sql`delete from events where id = (select min(id) from events)`,
      );

      await expect(restoreInto(target, archive)).rejects.toThrow(/not empty .*--force/s);
      const refused = await contents(target.database.db);
      expect(refused).not.toEqual(await contents(source.database.db));

      await restoreInto(target, archive, true);
      expect(await contents(target.database.db)).toEqual(await contents(source.database.db));
      expect(fs.existsSync(extraFile)).toBe(false);
    } finally {
      await target.database.close();
    }
  });

  it('refuses an archive from a newer version, and a damaged one, leaving the target empty', async () => {
    const target = await emptyTarget();
    try {
      const newer = await withManifest(archive, (manifest) => {
        (manifest.migrations as object[]).push({ hash: 'future', createdAt: 4_000_000_000_000 });
      });
      await expect(restoreInto(target, newer)).rejects.toThrow(/newer version of Chapterhouse/);

      const damaged = path.join(scratch, 'damaged.tar.gz');
      const bytes = fs.readFileSync(archive);
      fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
      await expect(restoreInto(target, damaged)).rejects.toThrow(BackupError);

      // Nothing half-written: no table (the migrations rolled back too), no media folder.
      expect(await tablesInLoadOrder(target.database.db)).toEqual([]);
      expect(fs.existsSync(path.join(target.dataDir, 'media'))).toBe(false);
    } finally {
      await target.database.close();
    }
  });

  it('restores an archive from an older schema at its level, then upgrades it', async () => {
    // A database four migrations in (before 0004, whose data migration drops unsubscribed
    // addresses and confirms the others).
    const old = await openTestDatabase({ migrate: false });
    const oldDir = fs.mkdtempSync(path.join(scratch, 'old-'));
    const target = await emptyTarget();
    try {
      await old.db.transaction(async (transaction) => {
        await applyMigrations(transaction as unknown as Database, codeMigrations().slice(0, 4));
      });
      await old.db.execute(
        sql`insert into newsletter_subscribers (email, unsubscribe_token, unsubscribed_at, created_at)
            values ('stays@example.edu', 'a', null, '2025-01-02T03:04:05.678901Z'),
                   ('left@example.edu', 'b', now(), now())`,
      );
      const oldArchive = path.join(scratch, 'old.tar.gz');
      await writeBackup(
        { db: old.db, engine: old.engine, mediaDir: oldDir, media: LOCAL },
        oldArchive,
      );

      await restoreInto(target, oldArchive);
      const rows = await rowsOf<{ email: string; confirmed: string }>(
        target.database.db,
        sql`select email, confirmed_at::text as "confirmed" from newsletter_subscribers`,
      );
      expect(rows).toEqual([
        {
          email: 'stays@example.edu',
          confirmed: expect.stringMatching(/^2025-01-02 03:04:05.678901/),
        },
      ]);
      // At the code's level: the server's own migrator finds nothing left to do.
      const levels = await rowsOf<{ count: number }>(
        target.database.db,
        sql`select count(*)::int as "count" from drizzle.__drizzle_migrations`,
      );
      expect(levels[0]?.count).toBe(codeMigrations().length);
    } finally {
      await old.close();
      await target.database.close();
    }
  });

  it.runIf(testEngine === 'postgres')(
    'moves an embedded (PGlite) site to PostgreSQL and back with the same archive format',
    async () => {
      // PGlite creates its database once (initdb, seconds of CPU); the other starts as its copy.
      const backToEmbedded = await openDatabase(
        { engine: 'pglite', dataDir: undefined },
        { migrate: false },
      );
      const created = (backToEmbedded.db as unknown as { $client: PGlite }).$client;
      const embedded = await openDatabase({
        engine: 'pglite',
        dataDir: undefined,
        template: await created.dumpDataDir('none'),
      });
      const embeddedDir = fs.mkdtempSync(path.join(scratch, 'embedded-'));
      const postgresTarget = await emptyTarget();
      try {
        const now = new Date(TEST_NOW);
        await loadSampleContent(embedded.db, calendarDate(now, TEST_TIMEZONE), now, TEST_TIMEZONE);
        const fromEmbedded = path.join(scratch, 'embedded.tar.gz');
        await writeBackup(
          { db: embedded.db, engine: 'pglite', mediaDir: embeddedDir, media: LOCAL },
          fromEmbedded,
        );
        await restoreInto(postgresTarget, fromEmbedded);
        expect(await contents(postgresTarget.database.db)).toEqual(await contents(embedded.db));

        const fromPostgres = path.join(scratch, 'postgres.tar.gz');
        await writeBackup(
          {
            db: postgresTarget.database.db,
            engine: 'postgres',
            mediaDir: embeddedDir,
            media: LOCAL,
          },
          fromPostgres,
        );
        await restoreBackup(
          { db: backToEmbedded.db, mediaDir: path.join(scratch, 'back', 'media'), media: LOCAL },
          fromPostgres,
        );
        expect(await contents(backToEmbedded.db)).toEqual(await contents(embedded.db));
      } finally {
        await embedded.close();
        await backToEmbedded.close();
        await postgresTarget.database.close();
      }
    },
    // A new embedded database (initdb) took 19 s on a machine busy with other work.
    120_000,
  );

  describe('scheduled backups', () => {
    const quiet = { info: () => {}, error: () => {} };

    it('writes a backup named by its time and keeps the newest BACKUP_KEEP', async () => {
      const dir = fs.mkdtempSync(path.join(scratch, 'scheduled-'));
      const options = {
        source: sourceOf(source),
        dir,
        keep: 2,
        everyMs: 3_600_000,
        leadership: soleServer,
        log: quiet,
      };
      const times = ['2026-06-13T02:00:00Z', '2026-06-14T02:00:00Z', '2026-06-15T02:00:00Z'];
      for (const time of times) await runScheduledBackup(options, new Date(time));
      expect(fs.readdirSync(dir).sort()).toEqual(
        times.slice(1).map((time) => backupFileName(new Date(time))),
      );
    });

    it.runIf(testEngine === 'postgres')(
      'on several servers, only the one holding the lock writes them',
      async () => {
        const url = process.env.TEST_DATABASE_URL as string;
        const first = postgresLeadership(url);
        const second = postgresLeadership(url);
        try {
          expect(await first.isLeader()).toBe(true);
          expect(await second.isLeader()).toBe(false);
          expect(await first.isLeader()).toBe(true);
          const dir = fs.mkdtempSync(path.join(scratch, 'follower-'));
          const written = await runScheduledBackup({
            source: sourceOf(source),
            dir,
            keep: 2,
            everyMs: 3_600_000,
            leadership: second,
            log: quiet,
          });
          expect(written).toBeNull();
          expect(fs.readdirSync(dir)).toEqual([]);
          // The leader stops: the next server to ask takes over.
          await first.close();
          expect(await second.isLeader()).toBe(true);
        } finally {
          await first.close();
          await second.close();
        }
      },
    );
  });
});
