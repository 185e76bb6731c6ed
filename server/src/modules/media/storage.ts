import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { MediaStorageConfig } from '../../config.js';

/** One stored file: an upload's rendition, read back to be served. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  length: number | null;
}

/**
 * Where the renditions of uploads live. Files are addressed by the upload's key and a file name
 * (`640.webp`); they are written once and never changed (a new upload gets a new key), so they
 * may be cached for ever.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, file: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes these files of an upload; files already gone are not an error. */
  remove(key: string, files: readonly string[]): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string, file: string): Promise<StoredFile | null>;
  /** Whether the file exists (sample content checks its photos at start). */
  has(key: string, file: string): Promise<boolean>;
  /** An address visitors may be sent to instead of being served by us; none for local files. */
  publicUrl(key: string, file: string): string | null;
}

/** Keys and file names are made by us, but a path must never leave the uploads folder. */
const SAFE_SEGMENT = /^[a-z0-9][a-z0-9.-]{0,80}$/;

function segments(key: string, file: string): [string, string] {
  if (!SAFE_SEGMENT.test(key) || !SAFE_SEGMENT.test(file) || file.includes('..')) {
    throw new Error(`Unsafe media path ${key}/${file}`);
  }
  return [key, file];
}

/** Files under `DATA_DIR/media/uploads/<key>/<file>`. */
export function localDiskStorage(uploadsDir: string): MediaStorage {
  fs.mkdirSync(uploadsDir, { recursive: true });
  const pathOf = (key: string, file: string) => path.join(uploadsDir, ...segments(key, file));
  return {
    kind: 'local',
    async put(key, file, body) {
      const target = pathOf(key, file);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${target}.${process.pid}.partial`;
      await fs.promises.writeFile(partial, body);
      await fs.promises.rename(partial, target);
    },
    async remove(key, files) {
      for (const file of files) await fs.promises.rm(pathOf(key, file), { force: true });
      // The folder goes with its last file; another file in it (never ours) keeps it.
      await fs.promises.rmdir(path.join(uploadsDir, segments(key, 'x')[0])).catch(() => {});
    },
    async get(key, file) {
      const target = pathOf(key, file);
      try {
        const stat = await fs.promises.stat(target);
        return { body: fs.createReadStream(target), contentType: 'image/webp', length: stat.size };
      } catch {
        return null;
      }
    },
    async has(key, file) {
      return fs.promises.access(pathOf(key, file)).then(
        () => true,
        () => false,
      );
    },
    publicUrl: () => null,
  };
}

/** Long-lived: the files never change under their key. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * An S3-compatible object store (AWS S3, Cloudflare R2, MinIO, ...), signed with SigV4.
 * Objects are `<bucket>/<key>/<file>`, addressed path-style so any endpoint works.
 */
export function s3Storage(
  config: Extract<MediaStorageConfig, { kind: 's3' }>,
  fetcher: typeof fetch = fetch,
): MediaStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 2,
  });
  const objectUrl = (key: string, file: string) => {
    const [k, f] = segments(key, file);
    return `${config.endpoint}/${encodeURIComponent(config.bucket)}/${k}/${f}`;
  };
  const send = async (url: string, init: RequestInit) => {
    const signed = await client.sign(url, init);
    return fetcher(signed);
  };
  const fail = async (what: string, response: Response) => {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    throw new Error(`Media store ${what} failed: ${response.status} ${detail}`);
  };
  return {
    kind: 's3',
    async put(key, file, body, contentType) {
      const response = await send(objectUrl(key, file), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: {
          'content-type': contentType,
          'cache-control': IMMUTABLE_CACHE,
          'content-length': String(body.length),
        },
      });
      if (!response.ok) await fail(`upload of ${key}/${file}`, response);
    },
    async remove(key, files) {
      for (const file of files) {
        const response = await send(objectUrl(key, file), { method: 'DELETE' });
        // S3 answers 204 whether or not the object existed; some stores say 404.
        if (!response.ok && response.status !== 404)
          await fail(`delete of ${key}/${file}`, response);
      }
    },
    async get(key, file) {
      const response = await send(objectUrl(key, file), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok || !response.body) return fail(`read of ${key}/${file}`, response);
      const length = response.headers.get('content-length');
      return {
        body: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
        contentType: response.headers.get('content-type') ?? 'image/webp',
        length: length === null ? null : Number(length),
      };
    },
    async has(key, file) {
      const response = await send(objectUrl(key, file), { method: 'HEAD' });
      if (response.ok) return true;
      if (response.status === 404) return false;
      return fail(`check of ${key}/${file}`, response);
    },
    publicUrl: (key, file) =>
      config.publicUrl ? `${config.publicUrl}/${segments(key, file).join('/')}` : null,
  };
}

export function createMediaStorage(config: MediaStorageConfig, uploadsDir: string): MediaStorage {
  return config.kind === 's3' ? s3Storage(config) : localDiskStorage(uploadsDir);
}
