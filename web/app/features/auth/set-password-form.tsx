import {
  type AccountLinkInfo,
  isSafeRedirect,
  type LoginResponse,
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
} from '@chapterhouse/shared';
import { dashboardPathFor } from '@chapterhouse/shared/auth-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { EyeIcon } from '../../components/icons';
import { apiPaths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

export const PASSWORDS_DIFFER = 'The two passwords are not the same';
export const SET_PASSWORD_FAILED = 'Your password could not be set. Please try again.';

/** The new password by the shared rules, typed twice. */
export const setPasswordSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    message: PASSWORDS_DIFFER,
    path: ['confirm'],
  });
type SetPasswordValues = z.infer<typeof setPasswordSchema>;

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500';

/**
 * The form of a one-time link (invitation or password reset): a new password, twice. Using the
 * link signs the person in, kept exactly as the login form keeps a session, and goes on to the
 * dashboard the server names.
 */
export function SetPasswordForm(props: { token: string; info: AccountLinkInfo }) {
  const { startSession } = useAuth();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();
  const ids = {
    password: `${id}-password`,
    passwordHint: `${id}-password-hint`,
    passwordError: `${id}-password-error`,
    confirm: `${id}-confirm`,
    confirmError: `${id}-confirm-error`,
    error: `${id}-error`,
  };

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onValid = async ({ password }: SetPasswordValues) => {
    setError(null);
    setPending(true);
    try {
      const result = startSession(
        await apiRequest<LoginResponse>(apiPaths.accountLink(props.token), {
          method: 'POST',
          body: { password },
          withToken: false,
        }),
      );
      // Stays 'Saving...' while the dashboard loads.
      navigate(
        isSafeRedirect(result.redirectTo) ? result.redirectTo : dashboardPathFor(result.user),
        { replace: true },
      );
    } catch (caught) {
      setPending(false);
      setError(caught instanceof Error && caught.message ? caught.message : SET_PASSWORD_FAILED);
    }
  };

  const describedBy = (...list: (string | false)[]) => list.filter(Boolean).join(' ') || undefined;

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onValid)} className="mt-8 space-y-5">
      {error && (
        <p
          id={ids.error}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          {error}
        </p>
      )}
      {/* For password managers: the account the new password belongs to. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={props.info.email}
        readOnly
        hidden
      />
      <div>
        <label htmlFor={ids.password} className="block text-sm font-medium text-slate-700">
          New password
        </label>
        <div className="relative">
          <input
            id={ids.password}
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy(
              ids.passwordHint,
              Boolean(errors.password) && ids.passwordError,
              Boolean(error) && ids.error,
            )}
            className={`${inputClass} pr-12`}
            {...register('password')}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? 'Hide passwords' : 'Show passwords'}
            aria-pressed={showPassword}
            className="absolute inset-y-0 right-0 flex cursor-pointer items-center rounded-r-lg px-3 text-slate-500 hover:text-brand-700"
          >
            <EyeIcon crossed={showPassword} />
          </button>
        </div>
        <p id={ids.passwordHint} className="mt-1 text-xs text-slate-500">
          At least {PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.
        </p>
        {errors.password?.message && (
          <p id={ids.passwordError} className="mt-1 text-sm font-medium text-red-700">
            {errors.password.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={ids.confirm} className="block text-sm font-medium text-slate-700">
          Confirm password
        </label>
        <input
          id={ids.confirm}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          required
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={describedBy(Boolean(errors.confirm) && ids.confirmError)}
          className={inputClass}
          {...register('confirm')}
        />
        {errors.confirm?.message && (
          <p id={ids.confirmError} className="mt-1 text-sm font-medium text-red-700">
            {errors.confirm.message}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-full cursor-pointer rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? 'Saving...' : 'Set password and sign in'}
      </button>
    </form>
  );
}
