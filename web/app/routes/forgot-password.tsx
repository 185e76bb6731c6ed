import { Link } from 'react-router';
import { paths } from '../config/paths';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/forgot-password';

export function meta(_args: Route.MetaArgs) {
  return [
    ...pageMeta(
      'Forgot password',
      'Ask for a link to choose a new password for your admin account.',
    ),
    { name: 'robots', content: 'noindex' },
  ];
}

/** `/forgot-password`: an admin asks for a link to choose a new password. */
export default function ForgotPasswordPage() {
  return (
    <div className="flex justify-center bg-slate-50 px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <img src={paths.logo()} alt="" width={48} height={48} className="mx-auto size-12" />
        <h1 className="mt-4 text-center text-2xl font-bold text-brand-900">Forgot password</h1>
        <p className="mt-2 text-center text-slate-600">
          Enter the e-mail address of your admin account. If it has one, we send it a link to choose
          a new password.
        </p>
        <ForgotPasswordForm />
        <p className="mt-6 text-sm text-slate-600">
          No mail arriving? If e-mail is not set up at the branch, the branch admin can find your
          link in the Mail tab of the branch console and pass it on to you.
        </p>
        <p className="mt-6 border-t border-slate-200 pt-6 text-center text-sm">
          <Link to={paths.login()} className="font-medium text-brand-700 hover:underline">
            ← Back to login
          </Link>
        </p>
      </div>
    </div>
  );
}
