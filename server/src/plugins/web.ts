import path from 'node:path';
import { Readable } from 'node:stream';
import type { PageLoadContext } from '@chapterhouse/shared';
import fastifyStatic from '@fastify/static';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import {
  isShareable,
  mayShareRender,
  sendCachedPage,
  toCachedPage,
} from '../modules/public-cache/page-responses.js';
import type { PublicCache } from '../modules/public-cache/public-cache.js';

export interface WebOptions {
  /** `production` serves the built site; `development` runs Vite inside this process. */
  mode: 'production' | 'development';
  /** The `web/` workspace folder. */
  webRoot: string;
  loadContext(request: FastifyRequest, reply: FastifyReply): PageLoadContext;
  /** Keeps rendered pages for the next visitor (built site only). */
  pageCache?: PublicCache;
}

/** One year: files under /assets/ carry a content hash in their names and never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  // Fastify hands over the unread stream (see the content-type parser below), or nothing at all
  // when a request has no body.
  const body = request.body instanceof Readable ? request.body : undefined;
  const hasBody = body && request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(body), duplex: 'half' } : {}),
  } as RequestInit);
}

function sendWebResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}

/**
 * Hands every request outside `/api` to React Router: static files first, then the server-rendered
 * pages. Pages get their data through the load context, from the services this process created.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  let loadBuild: () => Promise<ServerBuild>;

  if (options.mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: options.webRoot,
      configFile: path.join(options.webRoot, 'vite.config.ts'),
      appType: 'custom',
      server: { middlewareMode: true, hmr: { server: app.server } },
    });
    app.addHook('onClose', () => vite.close());
    await app.register(import('@fastify/middie'));
    app.use(vite.middlewares);
    loadBuild = () =>
      vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const buildDir = path.join(options.webRoot, 'build');
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      // Only the files present at start: everything else falls through to the pages below.
      wildcard: false,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
      },
    });
    const serverBuildPath = path.join(buildDir, 'server', 'index.js');
    const build = (await import(serverBuildPath)) as ServerBuild;
    loadBuild = async () => build;
  }

  const handle = createRequestHandler(() => loadBuild(), options.mode);
  // Vite re-renders changed code while developing; only the built site keeps rendered pages.
  const pageCache = options.mode === 'production' ? options.pageCache : undefined;

  await app.register(async (pages) => {
    // React Router reads form bodies itself; leave the stream untouched.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const context = options.loadContext(request, reply);
        const cacheKey = pageCache && mayShareRender(request) ? context.origin + request.url : null;
        if (pageCache && cacheKey) {
          const hit = pageCache.getPage(cacheKey);
          if (hit) return sendCachedPage(reply, hit, context.cspNonce, 'hit');
        }
        const ticket = pageCache?.beginRender();
        const response = await handle(toWebRequest(request, reply), context as never);
        if (pageCache && cacheKey && ticket !== undefined && isShareable(response)) {
          const page = await toCachedPage(response, context.cspNonce);
          pageCache.keepPage(cacheKey, page, ticket);
          return sendCachedPage(reply, page, context.cspNonce, 'miss');
        }
        return sendWebResponse(reply, response);
      },
    });
  });
}
