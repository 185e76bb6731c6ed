import { NEWSLETTER_FAILED } from '@chapterhouse/shared/messages-text';
import { type FormEvent, useId, useState } from 'react';
import { announce } from '../../components/site-toaster';
import { ApiError, apiRequest } from '../../lib/api-client';
import { checkWithSharedSchema } from '../../lib/check-later';

/** The footer's newsletter form: one subscription per address (POST /api/newsletter/subscribe). */
export function NewsletterForm() {
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    const checked = await checkWithSharedSchema('newsletterSubscribeSchema', { email });
    if (!checked.ok) {
      setError(checked.errors.email ?? NEWSLETTER_FAILED);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const answer = await apiRequest<{ message: string }>('/api/newsletter/subscribe', {
        method: 'POST',
        body: { email },
        withToken: false,
      });
      form.reset();
      void announce(answer.message);
    } catch (caught) {
      // The spec reads the server's message first, then falls back.
      setError(caught instanceof ApiError && caught.message ? caught.message : NEWSLETTER_FAILED);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter" className="mt-3">
      <label htmlFor={`${id}-email`} className="text-sm text-white/90">
        Get our newsletter
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.edu"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-white/30 bg-white px-3 py-2 text-sm text-slate-900"
        />
        <button
          type="submit"
          disabled={submitting}
          className="cursor-pointer rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-60"
        >
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-200">
          {error}
        </p>
      )}
    </form>
  );
}
