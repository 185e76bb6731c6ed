import { newsletterTokenSchema } from '@chapterhouse/shared';
import type { ReactNode } from 'react';
import { data } from 'react-router';
import { LinkErrorPage } from '../components/status-page';
import { paths } from '../config/paths';
import { readSubscription } from '../features/newsletter/follow-api';
import { ManageSubscription } from '../features/newsletter/manage-subscription';
import { ApiError } from '../lib/api-client';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/newsletter-manage';

/**
 * `/newsletter/manage/:token`, the manage link in every newsletter mail: read in the browser (the
 * token is the key; the server never renders or keeps the subscription), then shown with what it
 * follows, Save and Unsubscribe.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const checked = newsletterTokenSchema.safeParse(params.token);
  if (!checked.success) {
    throw data({ message: checked.error.issues[0]?.message }, { status: 404 });
  }
  try {
    const subscription = await readSubscription(checked.data, request.signal);
    return { token: checked.data, subscription };
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
    ...pageMeta(
      'Your newsletter subscription',
      'Choose what the newsletter sends you, or unsubscribe.',
    ),
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
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Your subscription</h1>
      <p role="status" className="mt-4 text-slate-600">
        One moment...
      </p>
    </Shell>
  );
}

export default function NewsletterManagePage({ loaderData }: Route.ComponentProps) {
  return (
    <Shell>
      <ManageSubscription token={loaderData.token} subscription={loaderData.subscription} />
    </Shell>
  );
}

/** An unknown (or unsubscribed) link says so in the server's words; anything else apologises. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkErrorPage
      error={error}
      notFoundTitle="Subscription not found"
      actions={[{ to: paths.home(), label: 'Back to Home' }]}
    />
  );
}
