import { type AccountLinkInfo, accountLinkTokenSchema } from '@chapterhouse/shared';
import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { StatusPage } from '../components/status-page';
import { apiPaths, paths } from '../config/paths';
import { SetPasswordForm } from '../features/auth/set-password-form';
import { ApiError, apiRequest } from '../lib/api-client';
import { formatLocalDateTime } from '../lib/format';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/account-link';

export const CHECKING_LINK = 'Checking your link...';

/**
 * `/invite/:token` and `/reset-password/:token`: a one-time link from the branch console. Read in
 * the browser: whose account it opens, or the server's plain reason why it no longer works
 * (unknown, expired, used). The token is the key, so no session is sent or needed.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const token = params.token;
  const checked = accountLinkTokenSchema.safeParse(token);
  if (!checked.success) {
    throw data({ message: checked.error.issues[0]?.message }, { status: 404 });
  }
  try {
    const info = await apiRequest<AccountLinkInfo>(apiPaths.accountLink(checked.data), {
      signal: request.signal,
      withToken: false,
    });
    return { token: checked.data, info };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      throw data({ message: error.message }, { status: error.status });
    }
    throw error;
  }
}
clientLoader.hydrate = true as const;

export function meta({ location }: Route.MetaArgs) {
  const invitation = location.pathname.startsWith('/invite/');
  return [
    ...pageMeta(
      invitation ? 'Set your password' : 'Choose a new password',
      'A one-time link to set the password of an admin account.',
    ),
    { name: 'robots', content: 'noindex' },
    // The token is the key: never hand it to another site in a Referer header.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

function Card(props: { children: ReactNode }) {
  return (
    <div className="flex justify-center bg-slate-50 px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <img src={paths.logo()} alt="" width={48} height={48} className="mx-auto size-12" />
        {props.children}
      </div>
    </div>
  );
}

export function HydrateFallback() {
  return (
    <Card>
      <p role="status" className="mt-4 text-center text-slate-600">
        {CHECKING_LINK}
      </p>
    </Card>
  );
}

export default function AccountLinkPage({ loaderData }: Route.ComponentProps) {
  const { token, info } = loaderData;
  const invitation = info.purpose === 'invitation';
  const whose = `${info.name} (${info.email})${info.organisation ? `, ${info.organisation.name}` : ''}`;
  return (
    <Card>
      <h1 className="mt-4 text-center text-2xl font-bold text-brand-900">
        {invitation ? 'Set your password' : 'Choose a new password'}
      </h1>
      <p className="mt-2 text-center text-slate-600">Set a password for {whose}.</p>
      <SetPasswordForm token={token} info={info} />
      <p className="mt-6 text-center text-sm text-slate-600">
        This link works once, until {formatLocalDateTime(info.expiresAt)}.
      </p>
      <p className="mt-4 text-center text-sm">
        <Link
          to={paths.loginHelp()}
          className="font-medium text-brand-700 underline hover:no-underline"
        >
          Need help signing in?
        </Link>
      </p>
    </Card>
  );
}

/** An unknown, expired or used link says so in the server's words; anything else apologises. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const known = isRouteErrorResponse(error) && typeof error.data?.message === 'string';
  return (
    <StatusPage
      title={known ? 'This link cannot be used' : 'Could not check this link'}
      message={
        known
          ? error.data.message
          : error instanceof Error && error.message
            ? error.message
            : 'An unexpected error occurred. Please try again in a moment.'
      }
      actions={[
        { to: paths.loginHelp(), label: 'Login help' },
        { to: paths.login(), label: 'Login' },
      ]}
    />
  );
}
