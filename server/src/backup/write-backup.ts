import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { MediaStorageConfig } from '../config.js';
import { type Database, rowsOf } from '../db/client.js';
import {
  appliedMigrations,
  columnList,
  sequenceStates,
  type TableShape,
  tablesInLoadOrder,
} from './database-tables.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  DATABASE_PREFIX,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
} from './manifest.js';

/** Rows per archive entry: a page is held in memory once, whatever the table's size. */
const ROWS_PER_PAGE = 5000;

export interface BackupSource {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** `DATA_DIR/media`: the uploads (local store) and the site's artwork. */
  mediaDir: string;
  media: MediaStorageConfig;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  mediaFiles: number;
  mediaBytes: number;
  /** How long the database was read in one snapshot (on PGlite, other queries wait meanwhile). */
  databaseMs: number;
}

/** Adds one entry whose content is in memory. */
function addEntry(pack: tar.Pack, name: string, content: string | Buffer, mtime: Date) {
  return new Promise<void>((resolve, reject) => {
    pack.entry({ name, mtime, mode: 0o600 }, content, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/**
 * Writes one archive (tar, gzip) with the database and the media files to `file`, atomically: it
 * is written beside it and renamed when complete, so `file` is either the whole backup or absent.
 * The database is read in one REPEATABLE READ, read-only transaction: one consistent snapshot
 * while the site keeps writing.
 */
export async function writeBackup(
  source: BackupSource,
  file: string,
  now: Date = new Date(),
): Promise<BackupSummary> {
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  const pack = tar.pack();
  // The archive holds password hashes and members' contact details: readable by its owner only.
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
  // Surfaced by the `await written` below; without this an early failure would be unhandled.
  written.catch(() => {});
  try {
    const started = performance.now();
    const tables = await source.db.transaction(
      async (transaction) => {
        const db = transaction as unknown as Database;
        const shapes = await tablesInLoadOrder(db);
        const counts = new Map<string, number>();
        for (const shape of shapes) {
          const [row] = await rowsOf<{ rows: string }>(
            db,
            sql`select count(*)::text as "rows" from ${sql.identifier(shape.name)}`,
          );
          counts.set(shape.name, Number(row?.rows ?? 0));
        }
        const manifest: BackupManifest = {
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          createdAt: now.toISOString(),
          engine: source.engine,
          migrations: await appliedMigrations(db),
          tables: shapes.map((shape) => ({ ...shape, rows: counts.get(shape.name) ?? 0 })),
          sequences: await sequenceStates(db),
          media:
            source.media.kind === 's3'
              ? {
                  store: 's3',
                  endpoint: source.media.endpoint,
                  bucket: source.media.bucket,
                  region: source.media.region,
                }
              : { store: 'local' },
        };
        await addEntry(pack, MANIFEST_ENTRY, `${JSON.stringify(manifest, null, 2)}\n`, now);
        for (const shape of shapes) await dumpTable(db, shape, pack, now);
        return manifest.tables;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const databaseMs = performance.now() - started;
    // After the snapshot: a photo uploaded meanwhile adds a file nothing uses yet (harmless); the
    // files of the snapshot's photos are all there unless deleted in the meantime.
    const media = await addMediaFiles(pack, source.mediaDir);
    pack.finalize();
    await written;
    fs.renameSync(partial, target);
    return {
      file: target,
      bytes: fs.statSync(target).size,
      tables: tables.length,
      rows: tables.reduce((sum, table) => sum + table.rows, 0),
      mediaFiles: media.files,
      mediaBytes: media.bytes,
      databaseMs,
    };
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** Writes a table's rows, a page at a time in key order, each row as PostgreSQL's JSON of it. */
async function dumpTable(db: Database, shape: TableShape, pack: tar.Pack, mtime: Date) {
  const table = sql.identifier(shape.name);
  // An alias no column is called, so `to_jsonb(alias)` means the whole row.
  const alias = sql.identifier('chapterhouse_backup_row');
  const key = shape.primaryKey;
  const ordered = key.length > 0;
  let lastRow: string | null = null;
  for (let page = 1; ; page++) {
    // The next page starts after the last row's key, compared as PostgreSQL compares the key
    // (read back from that row's JSON), so keys of any type page correctly.
    const after: SQL =
      ordered && lastRow !== null
        ? sql`where (${sql.join(
            key.map((column) => sql`${alias}.${sql.identifier(column)}`),
            sql`, `,
          )}) > (select ${columnList(key)} from jsonb_populate_record(null::${table}, ${lastRow}::jsonb))`
        : sql``;
    const rows: { row: string }[] = await rowsOf<{ row: string }>(
      db,
      ordered
        ? sql`select to_jsonb(${alias})::text as "row" from ${table} as ${alias} ${after}
                order by ${columnList(key)} limit ${ROWS_PER_PAGE}`
        : sql`select to_jsonb(${alias})::text as "row" from ${table} as ${alias}`,
    );
    if (rows.length === 0) return;
    const lines: string[] = rows.map((row) => row.row);
    const name = `${DATABASE_PREFIX}${shape.name}/${String(page).padStart(6, '0')}.jsonl`;
    await addEntry(pack, name, `${lines.join('\n')}\n`, mtime);
    lastRow = lines[lines.length - 1] ?? null;
    if (!ordered || rows.length < ROWS_PER_PAGE) return;
  }
}

/** Every file under the media folder, byte for byte (files being written, `*.partial`, skipped). */
async function addMediaFiles(pack: tar.Pack, mediaDir: string) {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(mediaDir)) return { files, bytes };
  const entries = await fs.promises.readdir(mediaDir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const filePath of paths) {
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(filePath);
    } catch {
      continue; // deleted since it was listed: it belongs to a photo deleted meanwhile
    }
    const name = `${MEDIA_PREFIX}${path.relative(mediaDir, filePath).split(path.sep).join('/')}`;
    const entry = pack.entry({ name, size: stat.size, mtime: stat.mtime, mode: 0o644 });
    await pipeline(fs.createReadStream(filePath), entry);
    files++;
    bytes += stat.size;
  }
  return { files, bytes };
}
