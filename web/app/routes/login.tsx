import { type LoginResponse, loginRequestSchema } from '@chapterhouse/shared';
import { data, Link, redirect, useSearchParams } from 'react-router';
import { apiPaths, paths } from '../config/paths';
import {
  afterLoginPath,
  FILL_IN_ALL_FIELDS,
  LOGIN_FALLBACK_ERROR,
  LoginForm,
} from '../features/auth/login-form';
import { checkFields } from '../lib/check-later';
import { callApi, formText } from '../lib/form-actions';
import { pageMeta } from '../lib/meta';
import { handoffCookie } from '../lib/session-handoff';
import type { Route } from './+types/login';

export function meta(_args: Route.MetaArgs) {
  return pageMeta('Admin Login', 'Sign in to access your dashboard.');
}

/**
 * "Sign In" pressed before the script loaded (or without script): the same API sign-in, with its
 * throttle and the browser's known-device cookie (read and renewed), then the page the script
 * would open, the session handed over in a cookie for the script to keep (decision 014). A
 * refusal shows the form again, the address kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = formText(form, 'email');
  const password = formText(form, 'password');
  const refuse = (error: string, status: number) => data({ error, email }, { status });
  if (!email.trim() || !password) return refuse(FILL_IN_ALL_FIELDS, 400);
  const checked = checkFields(loginRequestSchema, { email, password });
  if (!checked.ok) {
    const { errors } = checked;
    return refuse(errors.email ?? errors.password ?? LOGIN_FALLBACK_ERROR, 400);
  }
  const answer = await callApi<LoginResponse>(context, 'POST', apiPaths.login(), checked.data);
  if (!answer.ok) return refuse(answer.error, answer.status);
  const requested = new URL(request.url).searchParams.get('redirectTo');
  const headers = new Headers({ 'set-cookie': handoffCookie(answer.body.token, request.url) });
  // The known-device cookie the API renewed, as the script's sign-in gets it.
  for (const cookie of answer.setCookies) headers.append('set-cookie', cookie);
  return redirect(afterLoginPath(requested, answer.body.redirectTo), { status: 303, headers });
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <div className="flex justify-center bg-slate-50 px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <img src={paths.logo()} alt="" width={48} height={48} className="mx-auto size-12" />
        <h1 className="mt-4 text-center text-2xl font-bold text-brand-900">Admin Login</h1>
        <p className="mt-2 text-center text-slate-600">Sign in to access your dashboard</p>
        <LoginForm redirectTo={searchParams.get('redirectTo')} refused={actionData} />
        <p className="mt-6 text-center text-sm">
          <Link
            to={paths.forgotPassword()}
            className="font-medium text-brand-700 underline hover:no-underline"
          >
            Forgot password?
          </Link>
        </p>
        <p className="mt-3 text-center text-sm">
          <Link
            to={paths.loginHelp()}
            className="font-medium text-brand-700 underline hover:no-underline"
          >
            Need help signing in?
          </Link>
        </p>
        <p className="mt-6 border-t border-slate-200 pt-6 text-center text-sm text-slate-600">
          For society or council administrators only
        </p>
        <p className="mt-4 text-center text-sm">
          <Link to={paths.home()} className="font-medium text-brand-700 hover:underline">
            ← Back to Home
          </Link>
        </p>
      </div>
    </div>
  );
}
