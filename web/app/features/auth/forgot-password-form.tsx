import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@chapterhouse/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiPaths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';

export const FORGOT_PASSWORD_FAILED = 'Your request could not be sent. Please try again.';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500';

/**
 * Asks for a password reset link. The server's answer is the same whether or not an account uses
 * the address, and this form shows exactly that answer: nothing here tells the two apart.
 */
export function ForgotPasswordForm() {
  const id = useId();
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const fieldError = errors.email?.message;
  const describedBy = [fieldError ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');

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
    <form method="post" noValidate onSubmit={handleSubmit(onValid)} className="mt-8 space-y-5">
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
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-700">
          Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
          placeholder="you@example.org"
          className={inputClass}
          {...register('email')}
        />
        {fieldError && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {fieldError}
          </p>
        )}
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          The address of your admin account.
        </p>
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full cursor-pointer rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {isSubmitting ? 'Sending...' : 'Send reset link'}
      </button>
    </form>
  );
}
