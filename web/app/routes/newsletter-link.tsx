import { newsletterTokenSchema } from '@chapterhouse/shared';
import { data, isRouteErrorResponse } from 'react-router';
import { StatusPage } from '../components/status-page';
import { apiPaths, paths } from '../config/paths';
import { ApiError, apiRequest } from '../lib/api-client';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/newsletter-link';

const isUnsubscribe = (pathname: string) => pathname.startsWith('/unsubscribe/');

/**
 * `/unsubscribe/:token` and `/newsletter/confirm/:token`, the links of newsletter mails. The page
 * sends the token (POST) only once it runs in a browser: mail scanners that merely fetch a link
 * change nothing. It then shows the server's answer, or why the link no longer works.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const unsubscribe = isUnsubscribe(new URL(request.url).pathname);
  const checked = newsletterTokenSchema.safeParse(params.token);
  if (!checked.success) {
    throw data({ message: checked.error.issues[0]?.message, unsubscribe }, { status: 404 });
  }
  const path = unsubscribe
    ? apiPaths.newsletterUnsubscribe(checked.data)
    : apiPaths.newsletterConfirm(checked.data);
  try {
    const answer = await apiRequest<{ message: string }>(path, {
      method: 'POST',
      signal: request.signal,
      withToken: false,
    });
    return { unsubscribe, message: answer.message };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      throw data({ message: error.message, unsubscribe }, { status: error.status });
    }
    throw error;
  }
}
clientLoader.hydrate = true as const;

export function meta({ location }: Route.MetaArgs) {
  const unsubscribe = isUnsubscribe(location.pathname);
  return [
    ...pageMeta(
      unsubscribe ? 'Unsubscribe' : 'Confirm your subscription',
      unsubscribe
        ? 'Stop receiving the newsletter of the student branch.'
        : 'Confirm your subscription to the newsletter of the student branch.',
    ),
    { name: 'robots', content: 'noindex' },
    // The token is the key: never hand it to another site in a Referer header.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export function HydrateFallback() {
  return (
    <StatusPage
      title="Newsletter"
      message={<p role="status">One moment...</p>}
      actions={[{ to: paths.home(), label: 'Back to Home' }]}
    />
  );
}

/** Moves to the footer's newsletter form, which every public page has. */
function focusNewsletterForm() {
  const input = document.querySelector<HTMLInputElement>(
    'form[aria-label="Newsletter"] input[name="email"]',
  );
  input?.scrollIntoView({ block: 'center' });
  input?.focus();
}

export default function NewsletterLinkPage({ loaderData }: Route.ComponentProps) {
  const { unsubscribe, message } = loaderData;
  return (
    <StatusPage
      title={unsubscribe ? 'You are unsubscribed' : 'Subscription confirmed'}
      message={<p role="status">{message}</p>}
      actions={[{ to: paths.home(), label: 'Back to Home' }]}
    >
      {unsubscribe && (
        <p className="mt-6 text-slate-600">
          Changed your mind?{' '}
          <button
            type="button"
            onClick={focusNewsletterForm}
            className="cursor-pointer font-semibold text-brand-700 underline hover:no-underline"
          >
            Subscribe again
          </button>{' '}
          with the form at the foot of this page.
        </p>
      )}
    </StatusPage>
  );
}

/** An unknown or used link says so in the server's words; anything else apologises. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const known = isRouteErrorResponse(error) && typeof error.data?.message === 'string';
  return (
    <StatusPage
      title="This link cannot be used"
      message={
        known
          ? error.data.message
          : error instanceof Error && error.message
            ? error.message
            : 'An unexpected error occurred. Please try again in a moment.'
      }
      actions={[{ to: paths.home(), label: 'Back to Home' }]}
    />
  );
}
