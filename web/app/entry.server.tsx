import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { type IslandRenderer, IslandRendererContext } from './islands/island';
import { CriticalCssContext } from './lib/critical-css';
import {
  builtStylesheet,
  type CompiledStylesheet,
  inlineCriticalCss,
} from './lib/critical-css.server';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

/**
 * Every error React Router answers for (a loader's, an action's, a render's, a request no page
 * takes) goes to the server's log as one entry: printed, it would be a stack trace of many lines
 * on stderr, outside the JSON log, naming the installation's paths. A request a page refuses (a
 * form posted to a page that has no action: 405) is the sender's mistake: its status, no stack
 * and no address (a path may hold a one-time link's token).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = (context as AppLoadContext | undefined)?.log;
  if (isRouteErrorResponse(error) && error.status < 500) {
    log?.info(
      { method: request.method, status: error.status },
      `A page refused the request: ${error.status} ${error.statusText}`,
    );
    return;
  }
  // React Router wraps what it threw itself in its answer; the Error inside says where.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  if (log) log.error({ err: inner ?? error }, 'A page failed');
  else console.error(inner ?? error);
};

/** Whether the matched page declares `handle = { islands: true }`: public pages do. */
function rendersAsIslands(routerContext: EntryContext): boolean {
  return routerContext.staticHandlerContext.matches.some((match) => {
    const handle = routerContext.routeModules[match.route.id]?.handle as
      | { islands?: boolean }
      | undefined;
    return handle?.islands === true;
  });
}

/**
 * The stylesheet whose critical rules a page of islands carries inline, or null for a page that
 * links it in its `<head>` as before: while developing (Vite serves its CSS its own way, and the
 * server gives no build folder), without a style nonce (a page rendered alone), or when the
 * stylesheet cannot be read or reduced (logged once a page asks for it).
 */
function criticalStylesheet(
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): CompiledStylesheet | null {
  const { clientBuildDirectory, cspStyleNonce } = loadContext;
  if (!clientBuildDirectory || !cspStyleNonce) return null;
  const { matches, errors } = routerContext.staticHandlerContext;
  // The stylesheets `<Links>` will link: those of the matched routes, down to the one whose
  // error boundary renders when there is an error (as React Router picks them).
  const failed = errors ? matches.findIndex((match) => errors[match.route.id] !== undefined) : -1;
  const linked = failed >= 0 ? matches.slice(0, failed + 1) : matches;
  const hrefs = [
    ...new Set(linked.flatMap((match) => routerContext.manifest.routes[match.route.id]?.css ?? [])),
  ];
  if (hrefs.length === 0) return null;
  const stylesheet = builtStylesheet(hrefs, clientBuildDirectory);
  if (!(stylesheet instanceof Error)) return stylesheet;
  if (!reportedStylesheets.has(stylesheet)) {
    reportedStylesheets.add(stylesheet);
    loadContext.log?.error(
      { err: stylesheet },
      'The pages link their stylesheet in the <head>: its critical CSS cannot be inlined',
    );
  }
  return null;
}

const reportedStylesheets = new WeakSet<Error>();

/** The whole of a document React has finished rendering, as the bytes it wrote. */
function readDocument(pipe: (destination: Writable) => void): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const destination = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    destination.on('error', reject);
    pipe(destination);
  });
}

/** Renders each island of one page as a root of its own, numbered in document order. */
function islandRenderer(): IslandRenderer {
  let count = 0;
  return {
    render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
    next: () => count++,
  };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const nonce = loadContext.cspNonce;
    const islands = rendersAsIslands(routerContext) ? islandRenderer() : null;
    const stylesheet = islands ? criticalStylesheet(routerContext, loadContext) : null;
    // Crawlers and link-preview bots get the whole document at once. So does a page of islands:
    // it is kept whole in the page cache anyway, and its islands' hints (the hero's preload) can
    // then still join the <head>.
    const readyEvent =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || islands
        ? 'onAllReady'
        : 'onShellReady';
    // A page of islands is not hydrated by React Router: it carries none of its data.
    if (islands) routerContext.serverHandoffStream = undefined;

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <IslandRendererContext.Provider value={islands}>
          <CriticalCssContext.Provider value={stylesheet !== null}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </CriticalCssContext.Provider>
        </IslandRendererContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (islands) {
            // The whole document is ready (`onAllReady`): its classes decide its critical CSS,
            // which goes into the <head> React has already written. It is answered as one piece
            // of known length, which the server compresses in one step (plugins/web.ts).
            readDocument(pipe)
              .then((document) => {
                const page = stylesheet
                  ? inlineCriticalCss(document, stylesheet, loadContext.cspStyleNonce ?? '')
                  : document;
                responseHeaders.set('Content-Length', String(page.length));
                resolve(
                  new Response(page, { headers: responseHeaders, status: responseStatusCode }),
                );
              })
              .catch(reject);
            return;
          }
          const body = new PassThrough();
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are reported by onShellError; log only the streaming ones.
          if (!shellRendered) return;
          if (loadContext.log)
            loadContext.log.error({ err: error }, 'A page failed while streaming');
          else console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
