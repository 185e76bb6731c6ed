import { type ReactNode, useEffect } from 'react';
import {
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
import { AuthProvider } from './lib/auth';
import { useNonce } from './lib/nonce';

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Same-origin stylesheets and module preloads need no nonce; an empty one on both
            sides keeps the server's and the browser's markup identical. */}
        <Links nonce="" />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
