import { Link, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { LoginForm } from '../features/auth/login-form';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/login';

export function meta(_args: Route.MetaArgs) {
  return pageMeta('Admin Login', 'Sign in to access your dashboard.');
}

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  return (
    <div className="flex justify-center bg-slate-50 px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <img src={paths.logo()} alt="" width={48} height={48} className="mx-auto size-12" />
        <h1 className="mt-4 text-center text-2xl font-bold text-brand-900">Admin Login</h1>
        <p className="mt-2 text-center text-slate-600">Sign in to access your dashboard</p>
        <LoginForm redirectTo={searchParams.get('redirectTo')} />
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
