import { UPLOADS_PATH } from '@chapterhouse/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE, type MediaStorage } from './storage.js';

const KEY = /^[a-z0-9][a-z0-9-]{0,80}$/;
const FILE = /^(\d{1,5}|placeholder)\.webp$/;

/**
 * Serves the renditions of uploads at `/media/uploads/<key>/<width>.webp` (and their placeholder,
 * `placeholder.webp`). They never change
 * under their key, so browsers and proxies may keep them for a year without asking again.
 * Helmet adds `X-Content-Type-Options: nosniff` to every answer, these included.
 * - Local storage: the files themselves (ranges, ETag, 304 as for any static file).
 * - S3: a permanent redirect to MEDIA_PUBLIC_URL when set (a CDN or the bucket's public
 *   address), otherwise the object streamed through this server.
 */
export async function registerUploadedFiles(
  app: FastifyInstance,
  storage: MediaStorage,
  uploadsDir: string,
): Promise<void> {
  if (storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: UPLOADS_PATH,
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      // Renditions and placeholders only: the partial files of a write in progress are never
      // served.
      allowedPath: (pathname) => /^\/[a-z0-9-]+\/(\d{1,5}|placeholder)\.webp$/.test(pathname),
    });
    return;
  }

  app.get<{ Params: { key: string; file: string } }>(
    `${UPLOADS_PATH}:key/:file`,
    async (request, reply) => {
      const { key, file } = request.params;
      if (!KEY.test(key) || !FILE.test(file)) return reply.callNotFound();
      const elsewhere = storage.publicUrl(key, file);
      if (elsewhere) {
        reply.header('cache-control', IMMUTABLE_CACHE);
        return reply.redirect(elsewhere, 301);
      }
      const stored = await storage.get(key, file);
      if (!stored) return reply.callNotFound();
      reply.header('content-type', stored.contentType).header('cache-control', IMMUTABLE_CACHE);
      if (stored.length !== null) reply.header('content-length', stored.length);
      return reply.send(stored.body);
    },
  );
}
