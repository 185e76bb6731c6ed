import { isSafeRedirect, type LoginRequest, loginRequestSchema } from '@chapterhouse/shared';
import { dashboardPathFor } from '@chapterhouse/shared/auth-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EyeIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';

export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const LOGIN_FALLBACK_ERROR = 'Invalid credentials. Please try again.';

/**
 * Where to go after signing in: the page that sent the visitor here (same site only), else the
 * server's choice for this user, else /dashboard (spec section 2).
 */
export function afterLoginPath(requested: string | null, fromServer: string | undefined): string {
  if (isSafeRedirect(requested) && !requested.startsWith(paths.login())) return requested;
  if (isSafeRedirect(fromServer)) return fromServer;
  return paths.dashboard();
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500';

/**
 * The sign-in form of /login. One rule comes before the shared schema: an empty field shows
 * 'Please fill in all fields' and sends nothing (spec section 5).
 */
export function LoginForm({ redirectTo }: { redirectTo: string | null }) {
  const { status, user, login } = useAuth();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Set while this form signs in, so the "already signed in" redirect below does not race it.
  const signingIn = useRef(false);
  const id = useId();
  const errorId = `${id}-error`;

  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    if (status === 'authenticated' && user && !signingIn.current) {
      navigate(dashboardPathFor(user), { replace: true });
    }
  }, [status, user, navigate]);

  const onValid = async (values: LoginRequest) => {
    setError(null);
    setPending(true);
    signingIn.current = true;
    try {
      const result = await login(values.email, values.password);
      // Stays 'Signing in...' while the next page loads.
      navigate(afterLoginPath(redirectTo, result.redirectTo), { replace: true });
    } catch (caught) {
      signingIn.current = false;
      setPending(false);
      setError(caught instanceof Error && caught.message ? caught.message : LOGIN_FALLBACK_ERROR);
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<LoginRequest>) => {
    const { email, password } = getValues();
    setError(
      !email.trim() || !password
        ? FILL_IN_ALL_FIELDS
        : (fieldErrors.email?.message ?? fieldErrors.password?.message ?? LOGIN_FALLBACK_ERROR),
    );
  };

  return (
    // POST, so that a submit before the page is interactive never puts the password in a URL.
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="mt-8 space-y-5"
    >
      {error && (
        <p
          id={errorId}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          {error}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-700">
          Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder="you@example.org"
          className={inputClass}
          {...register('email')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="block text-sm font-medium text-slate-700">
          Password
        </label>
        <div className="relative">
          <input
            id={`${id}-password`}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`${inputClass} pr-12`}
            {...register('password')}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            className="absolute inset-y-0 right-0 flex cursor-pointer items-center rounded-r-lg px-3 text-slate-500 hover:text-brand-700"
          >
            <EyeIcon crossed={showPassword} />
          </button>
        </div>
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-full cursor-pointer rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
