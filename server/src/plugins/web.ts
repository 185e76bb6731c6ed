import path from 'node:path';
import { Readable } from 'node:stream';
import type { PageLoadContext } from '@chapterhouse/shared';
import fastifyStatic from '@fastify/static';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ServerOptions, ViteDevServer } from 'vite';
import {
  type CachedResponse,
  cacheKeyOf,
  sendCachedResponse,
} from '../modules/public-cache/cached-response.js';
import {
  isShareable,
  mayShareRender,
  toCachedPage,
} from '../modules/public-cache/page-responses.js';
import type { PublicCache } from '../modules/public-cache/public-cache.js';
import { CROSS_SITE_FORM } from './page-api.js';

/** Renders one page: React Router's request handler, or a stand-in in tests. */
export type RenderPage = (request: Request, context: PageLoadContext) => Promise<Response>;

/**
 * `production` serves the built site; `development` runs Vite inside this process; `{ vite }`
 * the same with a Vite server made elsewhere and kept after this app closes (the tests share one
 * per worker: starting Vite and transforming the site took seconds per test file); `{ render }`
 * renders pages with that function and keeps them as the built site does, with no static files
 * (tests of the page cache, which have no build).
 */
export type WebMode =
  | 'production'
  | 'development'
  | { vite: ViteDevServer }
  | { render: RenderPage };

export interface WebOptions {
  mode: WebMode;
  /** The `web/` workspace folder. */
  webRoot: string;
  loadContext(request: FastifyRequest, reply: FastifyReply): PageLoadContext;
  /** Keeps rendered pages for the next visitor (built site only). */
  pageCache?: PublicCache;
}

/**
 * Vite in middleware mode on the web sources: the pages' modules are transformed as they are
 * first asked for. `server` adds to its options (the HMR socket on the app's own port, stack
 * notes 19; none, and no file watcher, for a server the tests share).
 */
export async function createDevelopmentVite(
  webRoot: string,
  server: Omit<ServerOptions, 'middlewareMode'>,
): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  return createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, ...server },
  });
}

/** One year: files under /assets/ carry a content hash in their names and never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The page's address as React Router is given it (and checks a form's `Origin` against). */
const pageUrlOf = (request: FastifyRequest) =>
  new URL(request.url, `${request.protocol}://${request.host}`);

/**
 * Whether a form's `Origin` is another site's: React Router's own check against cross-site
 * request forgery (`throwIfPotentialCSRFAttack`), made first so that the refusal is ours: 403 and
 * one line in the log, where React Router answers 400 and prints a stack trace on stderr. As
 * there, no `Origin` (an older browser; `page-api.ts` still checks `Sec-Fetch-Site`) passes, and
 * `Origin: null` or one that is no address is refused.
 */
function isForeignForm(request: FastifyRequest, url: URL): boolean {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).origin !== url.origin;
  } catch {
    return true;
  }
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, url: URL): Request {
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

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    // Fastify sets the length of what it sends, compressed or not.
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // A response of known length is whole already (a page of islands, entry.server.tsx): sent as
  // one buffer, it is compressed in one step on this thread (app.ts). Streamed through a
  // compression stream instead, a page rendered for one visitor cost twice the CPU under load:
  // each brotli stream's native memory made V8 run a full garbage collection every 0.3 s.
  if (response.headers.has('content-length')) {
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}

/**
 * Hands every request outside `/api` to React Router: static files first, then the server-rendered
 * pages. Pages get their data through the load context, from the services this process created.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const { mode } = options;
  const sharedVite = typeof mode === 'object' && 'vite' in mode ? mode.vite : undefined;
  const development = mode === 'development' || sharedVite !== undefined;
  let render: RenderPage;
  /** Where the built site's browser files are, for pages that read them (their stylesheet). */
  let clientBuildDirectory: string | undefined;

  if (development) {
    const vite =
      sharedVite ?? (await createDevelopmentVite(options.webRoot, { hmr: { server: app.server } }));
    if (!sharedVite) app.addHook('onClose', () => vite.close());
    await app.register(import('@fastify/middie'));
    app.use(vite.middlewares);
    const handle = createRequestHandler(
      () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      'development',
    );
    render = (request, context) => handle(request, context as never);
  } else if (typeof mode === 'object' && 'render' in mode) {
    render = mode.render;
  } else {
    const buildDir = path.join(options.webRoot, 'build');
    clientBuildDirectory = path.join(buildDir, 'client');
    await app.register(fastifyStatic, {
      root: clientBuildDirectory,
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
    const handle = createRequestHandler(build, 'production');
    render = (request, context) => handle(request, context as never);
  }

  // Vite re-renders changed code while developing; only the built site keeps rendered pages.
  const pageCache = development ? undefined : options.pageCache;

  await app.register(async (pages) => {
    // React Router reads form bodies itself; leave the stream untouched.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      config: { sharesRender: pageCache !== undefined },
      handler: async (request, reply) => {
        const url = pageUrlOf(request);
        if (isForeignForm(request, url)) {
          // The site it came from helps tell a forgery from a proxy without TRUST_PROXY (whose
          // own pages then look foreign); never the path, which may hold a one-time link's token.
          request.log.warn(
            {
              method: request.method,
              origin: request.headers.origin?.slice(0, 200),
              expected: url.origin,
            },
            'Refused a form sent from another site (its Origin is not this site)',
          );
          return reply.status(403).type('text/plain; charset=utf-8').send(CROSS_SITE_FORM);
        }
        const context: PageLoadContext = {
          log: request.log,
          ...options.loadContext(request, reply),
          ...(clientBuildDirectory ? { clientBuildDirectory } : {}),
        };
        // Hits never come here: `public-cache.plugin.ts` answers them before any other hook.
        const ticket = pageCache && mayShareRender(request) ? pageCache.beginResponse() : null;
        const key = cacheKeyOf(request);
        // Visitors asking for this page meanwhile wait for this render (public-cache.plugin.ts).
        const finish = request.finishRender;
        request.finishRender = null;
        let shared: CachedResponse | undefined;
        try {
          const response = await render(toWebRequest(request, reply, url), context);
          if (pageCache && ticket !== null && isShareable(response)) {
            shared = await toCachedPage(reply, response, [
              context.cspNonce,
              reply.cspNonce?.style ?? '',
            ]);
            pageCache.keepResponse(key, shared, ticket);
            return sendCachedResponse(request, reply, shared, 'miss');
          }
          return await sendWebResponse(reply, response);
        } finally {
          finish?.(shared);
        }
      },
    });
  });
}
