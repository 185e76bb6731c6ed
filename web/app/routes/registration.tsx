import type { Registration } from '@chapterhouse/shared';
import type { ReactNode } from 'react';
import { data } from 'react-router';
import { LinkErrorPage } from '../components/status-page';
import { apiPaths, paths } from '../config/paths';
import { RegistrationPanel } from '../features/registrations/registration-panel';
import { ApiError, apiRequest } from '../lib/api-client';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/registration';

/** The longest personal link the API accepts (its token parameter). */
const TOKEN_MAX = 100;

const UNKNOWN_LINK = 'This registration link is not valid. It may have been deleted.';

/**
 * `/registrations/:token`, the personal link mailed to each registrant: read in the browser (the
 * token is the key; the server never renders or keeps the registration), then shown with its
 * cancel and delete buttons.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const token = params.token;
  if (!token || token.length > TOKEN_MAX) throw data({ message: UNKNOWN_LINK }, { status: 404 });
  try {
    const registration = await apiRequest<Registration>(apiPaths.registration(token), {
      signal: request.signal,
      withToken: false,
    });
    return { token, registration };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      throw data({ message: error.message }, { status: error.status });
    }
    throw error;
  }
}
clientLoader.hydrate = true as const;

/** One person's page: no shared cache (a proxy, the page cache) may keep it, even its shell. */
export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta() {
  return [
    ...pageMeta('Your registration', 'See or cancel your registration for an event.'),
    { name: 'robots', content: 'noindex' },
    // The token is the key: never hand it to another site in a Referer header.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

function Shell(props: { children: ReactNode }) {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {props.children}
      </div>
    </div>
  );
}

export function HydrateFallback() {
  return (
    <Shell>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Your registration</h1>
      <p role="status" className="mt-4 text-slate-600">
        One moment...
      </p>
    </Shell>
  );
}

export default function RegistrationPage({ loaderData }: Route.ComponentProps) {
  return (
    <Shell>
      <RegistrationPanel token={loaderData.token} registration={loaderData.registration} />
    </Shell>
  );
}

/** An unknown (or deleted) link says so; anything else apologises. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkErrorPage
      error={error}
      notFoundTitle="Registration not found"
      actions={[
        { to: paths.upcomingEvents(), label: 'Upcoming Events' },
        { to: paths.home(), label: 'Back to Home' },
      ]}
    />
  );
}
