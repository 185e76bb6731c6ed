import {
  type AccountLinkInfo,
  accountLinkTokenSchema,
  isSafeRedirect,
  type LoginResponse,
} from '@chapterhouse/shared';
import { dashboardPathFor } from '@chapterhouse/shared/auth-rules';
import { shortMoment } from '@chapterhouse/shared/date-wording';
import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, Link, redirect } from 'react-router';
import { StatusPage } from '../components/status-page';
import { apiPaths, paths } from '../config/paths';
import {
  SET_PASSWORD_FAILED,
  SetPasswordForm,
  setPasswordSchema,
} from '../features/auth/set-password-form';
import { checkFields } from '../lib/check-later';
import { callApi, formText, pageStatus } from '../lib/form-actions';
import { pageMeta } from '../lib/meta';
import { handoffCookie } from '../lib/session-handoff';
import type { Route } from './+types/account-link';

/** The link's token, or the 404 of a malformed one (the server is not asked). */
function tokenOf(params: { token?: string }): string {
  const checked = accountLinkTokenSchema.safeParse(params.token);
  if (!checked.success) {
    throw data({ message: checked.error.issues[0]?.message }, { status: 404 });
  }
  return checked.data;
}

/**
 * `/invite/:token` and `/reset-password/:token`: a one-time link from the branch console. Read on
 * the server, so its form works before (and without) the script: whose account it opens, or the
 * API's plain reason why it no longer works (unknown, expired, used). The token is the key, so no
 * session is sent or needed. Never kept in the page cache: a used link must stop showing its form.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = tokenOf(params);
  const answer = await callApi<AccountLinkInfo>(context, 'GET', apiPaths.accountLink(token));
  if (!answer.ok) {
    throw data({ message: answer.error }, { status: pageStatus(answer.status) });
  }
  // Until when, as the mail that carried the link says it: on the branch's clock, its zone named.
  const expires = new Date(answer.body.expiresAt);
  const until = Number.isNaN(expires.getTime())
    ? String(answer.body.expiresAt)
    : shortMoment(expires, context.locale ?? { timeZone: 'UTC', languageTag: 'en' });
  return data({ token, info: answer.body, until }, { headers: NOT_KEPT });
}

const NOT_KEPT = { 'cache-control': 'private, no-store' };

export function headers() {
  return NOT_KEPT;
}

/**
 * The new password sent before the script ran: the same API call, then the dashboard the server
 * names, the session handed over in a cookie as a sign-in's is (routes/login.tsx).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const token = tokenOf(params);
  const form = await request.formData();
  const checked = checkFields(setPasswordSchema, {
    password: formText(form, 'password'),
    confirm: formText(form, 'confirm'),
  });
  if (!checked.ok) {
    const { errors } = checked;
    const error = errors.password ?? errors.confirm ?? SET_PASSWORD_FAILED;
    return data({ error }, { status: 400, headers: NOT_KEPT });
  }
  const answer = await callApi<LoginResponse>(context, 'POST', apiPaths.accountLink(token), {
    password: checked.data.password,
  });
  if (!answer.ok)
    return data({ error: answer.error }, { status: answer.status, headers: NOT_KEPT });
  const { redirectTo, user } = answer.body;
  return redirect(isSafeRedirect(redirectTo) ? redirectTo : dashboardPathFor(user), {
    status: 303,
    headers: { 'set-cookie': handoffCookie(answer.body.token, request.url), ...NOT_KEPT },
  });
}

export function meta({ location }: Route.MetaArgs) {
  const invitation = location.pathname.startsWith('/invite/');
  return [
    ...pageMeta(
      invitation ? 'Set your password' : 'Choose a new password',
      'A one-time link to set the password of an admin account.',
    ),
    { name: 'robots', content: 'noindex' },
    // The token is the key: never hand it to another site in a Referer header. Not
    // 'no-referrer': the browser would then send the form with `Origin: null`, which React
    // Router's check of form posts refuses (and rightly: it cannot tell whose form it is).
    { name: 'referrer', content: 'same-origin' },
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

export default function AccountLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, info, until } = loaderData;
  const invitation = info.purpose === 'invitation';
  const whose = `${info.name} (${info.email})${info.organisation ? `, ${info.organisation.name}` : ''}`;
  return (
    <Card>
      <h1 className="mt-4 text-center text-2xl font-bold text-brand-900">
        {invitation ? 'Set your password' : 'Choose a new password'}
      </h1>
      <p className="mt-2 text-center text-slate-600">Set a password for {whose}.</p>
      <SetPasswordForm token={token} info={info} refused={actionData?.error} />
      <p className="mt-6 text-center text-sm text-slate-600">
        This link works once, until {until}.
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
