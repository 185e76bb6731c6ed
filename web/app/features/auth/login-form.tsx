import { isSafeRedirect, type LoginRequest, loginRequestSchema } from '@chapterhouse/shared';
import { dashboardPathFor } from '@chapterhouse/shared/auth-rules';
import { useEffect, useId, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  PasswordField,
  SubmitButton,
  TextField,
  useSchemaForm,
} from '../../components/forms/form-fields';
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

/**
 * The sign-in form of /login. One rule comes before the shared schema: an empty field shows
 * 'Please fill in all fields' and sends nothing (spec section 5).
 */
export function LoginForm({
  redirectTo,
  refused,
}: {
  redirectTo: string | null;
  /** The server's refusal of this form sent before the script ran: its reason, the address. */
  refused?: { error: string; email: string };
}) {
  const { status, user, login } = useAuth();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(refused?.error ?? null);
  const [pending, setPending] = useState(false);
  // Set while this form signs in, so the "already signed in" redirect below does not race it.
  const signingIn = useRef(false);
  const id = useId();
  const errorId = `${id}-error`;

  const { form } = useSchemaForm(loginRequestSchema, {
    email: refused?.email ?? '',
    password: '',
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;

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
    // POST, so that a submit before the page is interactive never puts the password in a URL:
    // the route's action signs in then (routes/login.tsx).
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
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.org"
        required
        defaultValue={refused?.email}
        invalid={Boolean(errors.email)}
        describedBy={error ? errorId : undefined}
        registration={register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        invalid={Boolean(errors.password)}
        describedBy={error ? errorId : undefined}
        registration={register('password')}
        shown={showPassword}
        toggle={{
          onToggle: () => setShowPassword((shown) => !shown),
          labels: ['Show password', 'Hide password'],
        }}
      />
      <SubmitButton pending={pending} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}
