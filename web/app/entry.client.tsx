import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrateIslands, whenDocumentStyled } from './islands/hydrate-islands';

declare global {
  interface Window {
    /** Set by React Router's inline script on the pages it hydrates. */
    __reactRouterContext?: unknown;
  }
}

/**
 * Two kinds of page share this entry. Pages React Router rendered (dashboards, sign-in, one-time
 * links) are hydrated as one app. Public pages are rendered as islands and carry no router
 * context: only their islands are hydrated, and React Router's browser runtime is never loaded for
 * them (docs/decisions/008-public-pages-as-islands.md). The islands' runtime is imported here,
 * not later, so the page can preload it with this entry: no request waits for another. A page of
 * islands imports this entry after its first paint (islands/loader.ts).
 */
if (window.__reactRouterContext) {
  void import('react-router/dom').then(({ HydratedRouter }) =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
} else {
  void whenDocumentStyled().then(() => hydrateIslands());
}
