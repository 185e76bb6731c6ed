import { type ReactNode, useContext, useEffect } from 'react';
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { paths } from './config/paths';
import { IslandRendererContext } from './islands/island';
import { islandLoaderScript } from './islands/loader';
import { AuthProvider } from './lib/auth';
import { CriticalCssContext, CriticalCssSlot } from './lib/critical-css';
import { useNonce } from './lib/nonce';

/**
 * A page of islands loads the app's entry and what it imports once it has been painted, from one
 * inline script (islands/loader.ts, decision 023): React Router's own scripts (its data and route
 * modules) are for the pages it hydrates. The entry's address comes from React Router's build
 * manifest, which it exposes only as this context.
 */
function IslandScripts() {
  const manifest = useContext(FrameworkContext)?.manifest;
  const nonce = useNonce();
  if (!manifest) return null;
  if (manifest.hmr?.runtime) {
    // While developing: React Refresh's runtime, which the transformed modules expect to have run
    // first, so the entry comes as a module script after it.
    return (
      <>
        <script type="module" src={manifest.hmr.runtime} />
        <script type="module" src={manifest.entry.module} />
      </>
    );
  }
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own addresses, escaped
      dangerouslySetInnerHTML={{
        __html: islandLoaderScript(manifest.entry.module, manifest.entry.imports),
      }}
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const islands = useContext(IslandRendererContext) !== null;
  const criticalCss = useContext(CriticalCssContext);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Same-origin stylesheets and module preloads need no nonce; an empty one on both
            sides keeps the server's and the browser's markup identical. */}
        {criticalCss ? (
          <>
            <CriticalCssSlot />
            {/* With no stylesheet to wait for, Chromium would paint whatever part it has parsed,
                and what is still being parsed (the header's controls, the banner's height) would
                then move: the first paint waits until the footer, after the main content, is
                in the document (site-footer.tsx). */}
            <link rel="expect" href="#site-footer" blocking="render" />
          </>
        ) : (
          <Links nonce="" />
        )}
        {islands && <IslandScripts />}
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        {/* The page's critical CSS is inline: here the full stylesheet, for what its islands
            render later, holds up no paint of the content above it (decision 021). */}
        {criticalCss && <Links nonce="" />}
        {!islands && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Marks the document once React has taken over; browser tests wait for it before clicking.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : 'Something went wrong';
  const message = notFound
    ? 'The page you are looking for does not exist.'
    : 'An unexpected error occurred. Please try again in a moment.';
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{`${title} | IEEE Student Branch`}</title>
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <Link
        to={paths.home()}
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Back to Home
      </Link>
    </main>
  );
}
