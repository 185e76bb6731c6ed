import { z } from 'zod';

/**
 * The first entry of every archive (`manifest.json`): what the archive holds and which version of
 * the schema its rows belong to. The rows follow as `database/<table>/<page>.jsonl` (one JSON
 * object per line, as PostgreSQL's `to_jsonb` writes the row), tables in load order, then the
 * media files as `media/<path under DATA_DIR/media>`.
 */
export const BACKUP_FORMAT = 'chapterhouse-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_PREFIX = 'database/';
export const MEDIA_PREFIX = 'media/';

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  /** The engine it was made from; the rows load into either. */
  engine: z.enum(['pglite', 'postgres']),
  /** The migrations applied to the database it was made from, oldest first. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number().int() })),
  tables: z.array(
    z.object({
      name: z.string().min(1),
      columns: z.array(z.string().min(1)),
      primaryKey: z.array(z.string().min(1)),
      rows: z.number().int().min(0),
    }),
  ),
  sequences: z.array(
    z.object({
      name: z.string().min(1),
      lastValue: z.string().regex(/^-?\d+$/),
      isCalled: z.boolean(),
    }),
  ),
  /**
   * Where the uploads were. `local`: under `media/uploads` in this archive. `s3`: in that bucket,
   * not in the archive (the object store keeps its own copies); no credentials are recorded.
   */
  media: z.discriminatedUnion('store', [
    z.object({ store: z.literal('local') }),
    z.object({
      store: z.literal('s3'),
      endpoint: z.string(),
      bucket: z.string(),
      region: z.string(),
    }),
  ]),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A backup or restore that cannot go on, with the reason an operator should read. */
export class BackupError extends Error {}

export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('The archive is damaged: its manifest.json is not JSON.');
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT) {
    throw new BackupError('This is not a Chapterhouse backup (its manifest names no such format).');
  }
  if (typeof format.formatVersion === 'number' && format.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This archive was written by a newer version of Chapterhouse (backup format ${format.formatVersion}, this version reads ${BACKUP_FORMAT_VERSION}). Restore it with that version or a later one.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(
      `The archive is damaged: its manifest.json is invalid at ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
}
