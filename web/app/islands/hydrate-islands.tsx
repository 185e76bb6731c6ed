import { type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { replaceFailedImages } from './image-fallback';
import { islandElement, islandIdPrefix } from './island';
import { type IslandName, islands } from './registry';

/** Renders nothing of its own; tells when React has committed the island it wraps. */
function Committed(props: { children: ReactNode; onCommit: () => void }) {
  const { onCommit } = props;
  useEffect(onCommit, [onCommit]);
  return props.children;
}

/** How far below the viewport an island starts hydrating, so it is ready when scrolled to. */
const NEAR_VIEWPORT = '400px';

/** Resolves once `element` is near the viewport or the browser has nothing else to do. */
function whenDue(element: Element): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    // Safari lacks requestIdleCallback; a timeout stands in.
    if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: 3000 });
    else setTimeout(done, 1500);
  });
}

async function hydrateIsland(container: HTMLElement, signal?: AbortSignal): Promise<void> {
  const name = container.dataset.island as IslandName;
  const entry = islands[name];
  const propsScript = container.previousElementSibling;
  if (!entry || !(propsScript instanceof HTMLScriptElement)) {
    throw new Error(`island ${name} has no component or no props`);
  }
  if (entry.hydrate === 'visible') await whenDue(container);
  const Component = await entry.load();
  const props = JSON.parse(propsScript.textContent ?? '{}');
  await new Promise<void>((resolve) => {
    const element = (
      <Committed onCommit={resolve}>
        <Component {...props} />
      </Committed>
    );
    // A transition: React hydrates in slices and leaves the main thread free in between.
    startTransition(() => {
      const root = hydrateRoot(container, islandElement(name, element), {
        identifierPrefix: islandIdPrefix(Number(container.dataset.islandIndex)),
      });
      signal?.addEventListener('abort', () => root.unmount(), { once: true });
    });
  });
}

/**
 * Resolves once the document is parsed and its stylesheets have loaded (or failed). The entry is
 * imported after the first paint (islands/loader.ts), not as a module script the parser would
 * hold until then: an island must find every container, and what it renders must be styled.
 */
export async function whenDocumentStyled(): Promise<void> {
  if (document.readyState === 'loading') {
    await new Promise((resolve) =>
      document.addEventListener('DOMContentLoaded', resolve, { once: true }),
    );
  }
  // The window's load waits for every stylesheet, loaded or failed: a sheet that failed before
  // this ran (a file lost to a deploy) fires no event any more, and by the HTML standard has no
  // `sheet` either (Chromium keeps an empty one).
  if (document.readyState === 'complete') return;
  const loading = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.sheet === null,
  );
  await Promise.all(
    loading.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
          window.addEventListener('load', resolve, { once: true });
        }),
    ),
  );
}

/**
 * Hydrates the islands of a page rendered as islands, each as its own React root, then marks the
 * document as hydrated (browser tests wait for it, as on pages React Router hydrates). A page
 * keeps them for good; `signal` ends the roots and listeners (a test's document may be the next
 * one's).
 */
export async function hydrateIslands(signal?: AbortSignal): Promise<void> {
  replaceFailedImages(document, signal);
  const containers = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  // Each island stands alone: one that fails to load (a chunk lost to a deploy) leaves the others
  // working, and the page its plain HTML.
  const results = await Promise.allSettled(
    containers.map((container) => hydrateIsland(container, signal)),
  );
  for (const result of results) {
    if (result.status === 'rejected') console.error(result.reason);
  }
  document.documentElement.dataset.hydrated = 'true';
}
