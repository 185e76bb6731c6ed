import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { type IslandRenderer, IslandRendererContext } from './islands/island';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

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
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
