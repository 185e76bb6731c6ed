import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { type IslandRenderer, IslandRendererContext } from './islands/island';
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
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandRendererContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
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
