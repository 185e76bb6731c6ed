import fs from 'node:fs';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';

/** One entry of the archive as it is read: its header, then its content. */
type Entry = tar.ExtractEvents['entry'][1];

import type { MediaStorageConfig } from '../config.js';
import { type Database, rowsOf } from '../db/client.js';
import {
  type AppliedMigration,
  appliedMigrations,
  applyMigrations,
  codeMigrations,
  columnList,
  type TableShape,
  tablesInLoadOrder,
} from './database-tables.js';
import {
  BackupError,
  type BackupManifest,
  DATABASE_PREFIX,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  parseManifest,
} from './manifest.js';

export interface RestoreTarget {
  /** Opened without migrating: the restore migrates it to the archive's level itself. */
  db: Database;
  /** `DATA_DIR/media`. */
  mediaDir: string;
  /** How this installation keeps uploads (a warning when it differs from the archive's). */
  media: MediaStorageConfig;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  rows: number;
  mediaFiles: number;
  /** What the operator should know (uploads in S3, a store that differs from the archive's). */
  notes: string[];
}

/** Reads an archive's entries in order, one at a time. */
class ArchiveReader {
  private readonly extract = tar.extract();
  private readonly entries: AsyncIterator<Entry>;
  private readonly source: Readable;

  constructor(file: string) {
    this.source = fs.createReadStream(file);
    pipeline(this.source, zlib.createGunzip(), this.extract, () => {});
    this.entries = this.extract[Symbol.asyncIterator]();
  }

  async next(): Promise<Entry | null> {
    try {
      const { value, done } = await this.entries.next();
      return done ? null : value;
    } catch (error) {
      throw damaged(error);
    }
  }

  close() {
    this.source.destroy();
    this.extract.destroy();
  }
}

/** A failure of reading the archive (gzip or tar), said as such. */
const damaged = (error: unknown) =>
  new BackupError(`The archive is damaged or cut short: ${(error as Error).message}`);

async function contentOf(entry: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of entry) chunks.push(chunk as Buffer);
  } catch (error) {
    throw damaged(error);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Copies a media entry to its file; a full disk is told apart from a damaged archive. */
async function writeMediaFile(entry: Entry, destination: string) {
  await fs.promises.mkdir(path.dirname(destination), { recursive: true });
  try {
    await pipelineAsync(entry, fs.createWriteStream(destination));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code.startsWith('E') && !code.startsWith('ERR_')) {
      throw new BackupError(
        `Could not write the media file ${destination}: ${(error as Error).message}. Nothing was restored.`,
      );
    }
    throw damaged(error);
  }
}

/** The migrations this code would apply to reach the archive's level; refuses a newer archive. */
function archiveLevel(manifest: BackupManifest): number {
  const code = codeMigrations();
  const archived = manifest.migrations;
  const newest = code[code.length - 1]?.folderMillis ?? 0;
  for (const [index, migration] of archived.entries()) {
    const known = code[index];
    if (known?.folderMillis === migration.createdAt) continue;
    if (!known || migration.createdAt > newest) {
      throw new BackupError(
        `This archive comes from a newer version of Chapterhouse: its database has ${archived.length} migrations applied, this version knows ${code.length}. Upgrade Chapterhouse first, then restore it.`,
      );
    }
    throw new BackupError(
      `This archive's migration ${index + 1} (${migration.createdAt}) is not this version's (${known.folderMillis}): it comes from another line of Chapterhouse and cannot be restored here.`,
    );
  }
  return archived.length;
}

/** Whether the target holds anything: a row in any table, or any file in the media folder. */
async function whatIsThere(db: Database, mediaDir: string): Promise<string[]> {
  const found: string[] = [];
  const withRows: string[] = [];
  for (const table of await tablesInLoadOrder(db)) {
    const [row] = await rowsOf<{ present: boolean }>(
      db,
      sql`select exists (select from ${sql.identifier(table.name)}) as "present"`,
    );
    if (row?.present) withRows.push(table.name);
  }
  if (withRows.length > 0) {
    const named = withRows.slice(0, 3).join(', ');
    found.push(`rows in ${withRows.length} tables: ${named}${withRows.length > 3 ? ', ...' : ''}`);
  }
  if (fs.existsSync(mediaDir)) {
    const files = fs
      .readdirSync(mediaDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile());
    if (files.length > 0) found.push(`${files.length} files in ${mediaDir}`);
  }
  return found;
}

function checkTablesMatch(archived: BackupManifest['tables'], present: TableShape[]) {
  const byName = new Map(present.map((table) => [table.name, table]));
  for (const table of archived) {
    const here = byName.get(table.name);
    if (!here) {
      throw new BackupError(
        `The archive has a table ${table.name} that the database at the same migration level does not: the archive does not match its migrations.`,
      );
    }
    if (here.columns.join(',') !== table.columns.join(',')) {
      throw new BackupError(
        `The archive's table ${table.name} has the columns ${table.columns.join(', ')}, the database at the same migration level has ${here.columns.join(', ')}.`,
      );
    }
  }
}

/** A media entry's path under the media folder; never outside it. */
function mediaPathOf(name: string, root: string): string {
  const relative = name.slice(MEDIA_PREFIX.length);
  const parts = relative.split('/');
  if (relative === '' || parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new BackupError(`The archive holds a media file with an unsafe name: ${name}`);
  }
  return path.join(root, ...parts);
}

/**
 * Restores an archive into an empty database and media folder (or, with `force`, replaces what is
 * there). The database part is one transaction: the migrations up to the archive's level, the
 * rows, the sequences, then the migrations that came after it (the upgrade the server would have
 * done at start). Triggers are off while the rows load, so the audit log and the organisations'
 * totals come from the archive exactly, with no entries or counts added by the restore itself.
 * Media files are unpacked beside the media folder and put in place after the commit.
 */
export async function restoreBackup(
  target: RestoreTarget,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreSummary> {
  if (!fs.existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const reader = new ArchiveReader(file);
  const staging = `${target.mediaDir}.restoring-${process.pid}`;
  try {
    const first = await reader.next();
    if (!first || first.header.name !== MANIFEST_ENTRY) {
      throw new BackupError(
        'This is not a Chapterhouse backup: it does not start with manifest.json.',
      );
    }
    const manifest = parseManifest(await contentOf(first));
    const level = archiveLevel(manifest);
    const code = codeMigrations();

    const applied = await appliedMigrations(target.db);
    checkTargetLevel(applied, manifest, code.length);
    const present = await whatIsThere(target.db, target.mediaDir);
    if (present.length > 0 && !force) {
      throw new BackupError(
        `The target is not empty (${present.join(', ')}). Restore into a fresh DATA_DIR or an empty database, or add --force to replace everything in it.`,
      );
    }

    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    let mediaFiles = 0;
    let rows = 0;
    await target.db.transaction(async (transaction) => {
      const db = transaction as unknown as Database;
      // No actor: the audit trigger records nothing (it is also disabled below).
      await db.execute(sql`select set_config('chapterhouse.actor', '', true)`);
      await applyMigrations(db, code.slice(applied.length, level));
      const tables = await tablesInLoadOrder(db);
      checkTablesMatch(manifest.tables, tables);
      for (const table of tables) {
        // USER triggers only (the table's owner may do this, no superuser needed); the foreign
        // keys stay checked, which is why the archive lists tables parents first.
        await db.execute(sql`alter table ${sql.identifier(table.name)} disable trigger user`);
      }
      if (tables.length > 0) {
        await db.execute(
          sql`truncate ${sql.join(
            tables.map((table) => sql.identifier(table.name)),
            sql`, `,
          )} restart identity cascade`,
        );
      }

      const loadOrder = manifest.tables.map((table) => table.name);
      let position = 0;
      for (let entry = await reader.next(); entry; entry = await reader.next()) {
        const name = entry.header.name;
        if (name.startsWith(DATABASE_PREFIX)) {
          const table = name.slice(DATABASE_PREFIX.length).split('/')[0] ?? '';
          const index = loadOrder.indexOf(table, position);
          if (index === -1) {
            throw new BackupError(
              `The archive's entry ${name} is for a table it does not list, or out of order.`,
            );
          }
          position = index;
          const shape = manifest.tables[index] as BackupManifest['tables'][number];
          rows += await loadRows(db, shape.name, shape.columns, await contentOf(entry));
        } else if (name.startsWith(MEDIA_PREFIX) && entry.header.type === 'file') {
          await writeMediaFile(entry, mediaPathOf(name, staging));
          mediaFiles++;
        } else {
          entry.resume(); // a folder entry, or something a later version adds: nothing to do
        }
      }

      for (const table of manifest.tables) {
        const [row] = await rowsOf<{ rows: string }>(
          db,
          sql`select count(*)::text as "rows" from ${sql.identifier(table.name)}`,
        );
        if (Number(row?.rows) !== table.rows) {
          throw new BackupError(
            `The archive is incomplete: ${table.name} should have ${table.rows} rows, it held ${row?.rows}.`,
          );
        }
      }
      for (const sequence of manifest.sequences) {
        await db.execute(
          sql`select setval(quote_ident(${sequence.name})::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
        );
      }
      for (const table of tables) {
        await db.execute(sql`alter table ${sql.identifier(table.name)} enable trigger user`);
      }
      await applyMigrations(db, code.slice(level));
    });

    putMediaInPlace(staging, target.mediaDir);
    return { manifest, rows, mediaFiles, notes: notesFor(manifest, target.media) };
  } finally {
    reader.close();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** A target further along than the archive cannot take its rows (their shape is older). */
function checkTargetLevel(applied: AppliedMigration[], manifest: BackupManifest, known: number) {
  const archived = manifest.migrations;
  const diverges = applied.findIndex(
    (migration, index) => archived[index]?.createdAt !== migration.createdAt,
  );
  if (diverges === -1) return;
  throw new BackupError(
    applied.length > archived.length
      ? `The target database is already at migration ${applied.length} of ${known}, newer than the archive's ${archived.length}. Restore into an empty database that no newer server has started on (a fresh DATA_DIR or a new PostgreSQL database); the restore upgrades it itself.`
      : `The target database's migrations differ from the archive's at migration ${diverges + 1}: restore into an empty database.`,
  );
}

/** Inserts one page of rows; `jsonb_populate_recordset` turns each JSON row back into the row. */
async function loadRows(db: Database, table: string, columns: string[], content: string) {
  const lines = content.split('\n').filter((line) => line !== '');
  if (lines.length === 0) return 0;
  const identifier = sql.identifier(table);
  await db.execute(
    sql`insert into ${identifier} (${columnList(columns)})
        select ${columnList(columns)} from jsonb_populate_recordset(null::${identifier}, ${`[${lines.join(',')}]`}::jsonb)`,
  );
  return lines.length;
}

/** Swaps the unpacked media folder in for the current one (renames: nothing half-copied). */
function putMediaInPlace(staging: string, mediaDir: string) {
  const replaced = `${mediaDir}.replaced-${process.pid}`;
  try {
    if (fs.existsSync(mediaDir)) fs.renameSync(mediaDir, replaced);
    fs.renameSync(staging, mediaDir);
  } catch (error) {
    // Keep the unpacked files: the finally block above must not delete them.
    const kept = `${mediaDir}.restored-${Date.now()}`;
    fs.renameSync(staging, kept);
    throw new BackupError(
      `The database was restored, but the media files could not be put in ${mediaDir} (${(error as Error).message}). They are in ${kept}: move them there by hand${fs.existsSync(replaced) ? `; the previous files are in ${replaced}` : ''}.`,
    );
  }
  fs.rmSync(replaced, { recursive: true, force: true });
}

function notesFor(manifest: BackupManifest, media: MediaStorageConfig): string[] {
  if (manifest.media.store === 's3') {
    const where = `bucket ${manifest.media.bucket} at ${manifest.media.endpoint}`;
    return media.kind === 's3' && media.bucket === manifest.media.bucket
      ? [`The uploads stay in the S3 ${where}, which this installation uses.`]
      : [
          `The uploads were not in the archive: they live in the S3 ${where}. Set MEDIA_S3_* to that bucket.`,
        ];
  }
  return media.kind === 's3'
    ? [
        `The uploads were restored into the media folder, but this installation keeps uploads in S3: copy media/uploads to the bucket ${media.bucket}, or unset MEDIA_S3_*.`,
      ]
    : [];
}
