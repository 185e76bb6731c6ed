import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@chapterhouse/shared';
import { useState } from 'react';
import { SubmitButton, TextField, useSchemaForm } from '../../components/forms/form-fields';
import { apiPaths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';

export const FORGOT_PASSWORD_FAILED = 'Your request could not be sent. Please try again.';

/** The route action's result: the server's answer, or why it was refused and what was typed. */
export interface ForgotPasswordResult {
  answer?: string;
  failure?: string;
  email: string;
}

/**
 * Asks for a password reset link. The server's answer is the same whether or not an account uses
 * the address, and this form shows exactly that answer: nothing here tells the two apart.
 */
export function ForgotPasswordForm(props: {
  /** The server's answer to this form sent before the script ran (routes/forgot-password.tsx). */
  sent?: ForgotPasswordResult;
}) {
  const { sent } = props;
  const [answer, setAnswer] = useState<string | null>(sent?.answer ?? null);
  const [failure, setFailure] = useState<string | null>(sent?.failure ?? null);
  const { form, field } = useSchemaForm(forgotPasswordRequestSchema, { email: sent?.email ?? '' });
  const { isSubmitting } = form.formState;

  const onValid = async (values: ForgotPasswordRequest) => {
    setFailure(null);
    setAnswer(null);
    try {
      const result = await apiRequest<{ message: string }>(apiPaths.forgotPassword(), {
        method: 'POST',
        body: values,
        withToken: false,
      });
      setAnswer(result.message);
    } catch (caught) {
      // A malformed address (400) or too many requests (429): the server's own words.
      setFailure(
        caught instanceof Error && caught.message ? caught.message : FORGOT_PASSWORD_FAILED,
      );
    }
  };

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(onValid)} className="mt-8 space-y-5">
      <div role="status">
        {answer && (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {answer}
          </p>
        )}
      </div>
      {failure && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          {failure}
        </p>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.org"
        required
        hint="The address of your admin account."
        defaultValue={sent?.failure ? sent.email : undefined}
        {...field('email')}
      />
      <SubmitButton pending={isSubmitting} label="Send reset link" pendingLabel="Sending..." />
    </form>
  );
}
