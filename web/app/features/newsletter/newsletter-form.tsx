import { NEWSLETTER_FAILED } from '@chapterhouse/shared/messages-text';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { announce } from '../../components/site-toaster';
import { paths } from '../../config/paths';
import { ApiError, apiRequest } from '../../lib/api-client';

// The choice's controls, and the organisations they list, load when "Choose what to follow"
// opens: every page carries this form, and most visitors never open it.
const loadFollowChoice = () => import('./follow-choice');
const FooterFollowChoice = lazy(() =>
  loadFollowChoice().then((module) => ({ default: module.FooterFollowChoice })),
);

/**
 * The footer's newsletter form: one subscription per address (POST /api/newsletter/subscribe),
 * following the whole branch unless the visitor opens "Choose what to follow", whose inside is
 * rendered only once open, so every page's HTML and scripts stay about as small as they were.
 */
export function NewsletterForm() {
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before this island hydrated: no toggle event will come for that.
  useEffect(() => {
    if (details.current?.open) setChoosing(true);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // Loaded on the first submit only: every page carries this form (the pages' script budget).
    const [{ readFollow }, { checkWithSharedSchema }] = await Promise.all([
      loadFollowChoice(),
      import('../../lib/check-later'),
    ]);
    const body = { email: String(data.get('email') ?? ''), ...readFollow(data) };
    const checked = await checkWithSharedSchema('newsletterSubscribeSchema', body);
    if (!checked.ok) {
      setError(checked.errors.email ?? checked.errors.organisationIds ?? NEWSLETTER_FAILED);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const answer = await apiRequest<{ message: string }>('/api/newsletter/subscribe', {
        method: 'POST',
        body,
        withToken: false,
      });
      form.reset();
      if (details.current) details.current.open = false;
      void announce(answer.message);
    } catch (caught) {
      // The spec reads the server's message first, then falls back.
      setError(caught instanceof ApiError && caught.message ? caught.message : NEWSLETTER_FAILED);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    // Sent before this island hydrates, it posts to /follow, whose action subscribes the same way.
    <form
      method="post"
      action={paths.follow()}
      onSubmit={submit}
      noValidate
      aria-label="Newsletter"
      className="mt-3"
    >
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
      <details
        ref={details}
        onToggle={(event) => setChoosing(event.currentTarget.open)}
        className="mt-2"
      >
        <summary className="cursor-pointer text-sm text-white/90 underline">
          Choose what to follow
        </summary>
        {choosing && (
          <Suspense fallback={null}>
            <div className="mt-2">
              <FooterFollowChoice />
            </div>
          </Suspense>
        )}
      </details>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-200">
          {error}
        </p>
      )}
    </form>
  );
}
