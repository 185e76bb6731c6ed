import {
  type AccountLinkInfo,
  isSafeRedirect,
  type LoginResponse,
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
} from '@chapterhouse/shared';
import { dashboardPathFor } from '@chapterhouse/shared/auth-rules';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PasswordField, SubmitButton, useSchemaForm } from '../../components/forms/form-fields';
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

/**
 * The form of a one-time link (invitation or password reset): a new password, twice. Using the
 * link signs the person in, kept exactly as the login form keeps a session, and goes on to the
 * dashboard the server names.
 */
export function SetPasswordForm(props: {
  token: string;
  info: AccountLinkInfo;
  /** Why the server refused this form sent before the script ran (routes/account-link.tsx). */
  refused?: string;
}) {
  const { startSession } = useAuth();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(props.refused ?? null);
  const [pending, setPending] = useState(false);
  const errorId = `${useId()}-error`;
  const { form, field } = useSchemaForm(setPasswordSchema, { password: '', confirm: '' });

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

  return (
    // POST: sent before the script runs, the route's action sets the password the same way.
    <form method="post" noValidate onSubmit={form.handleSubmit(onValid)} className="mt-8 space-y-5">
      {error && (
        <p
          id={errorId}
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
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
        describedBy={error ? errorId : undefined}
        {...field('password')}
        shown={showPassword}
        toggle={{
          onToggle: () => setShowPassword((shown) => !shown),
          labels: ['Show passwords', 'Hide passwords'],
        }}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        required
        {...field('confirm')}
        shown={showPassword}
      />
      <SubmitButton pending={pending} label="Set password and sign in" pendingLabel="Saving..." />
    </form>
  );
}
