import { NEWSLETTER_FAILED } from '@chapterhouse/shared/messages-text';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { announce } from '../../components/site-toaster';
import { ApiError } from '../../lib/api-client';
import { checkWithSharedSchema } from '../../lib/check-later';
import { loadFollowGroups, subscribeToNewsletter } from './follow-api';
import {
  FOLLOW_EVERYTHING,
  FollowChoiceFields,
  type FollowGroups,
  followPayload,
} from './follow-choice';

const GROUPS_FAILED = 'The societies and councils could not be loaded. Please try again later.';

/**
 * The footer's newsletter form: one subscription per address (POST /api/newsletter/subscribe),
 * following the whole branch unless the visitor opens "Choose what to follow". What is inside is
 * rendered (and the organisations loaded) only once it opens: every page carries this form, and
 * its HTML stays as small as it was.
 */
export function NewsletterForm() {
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [follow, setFollow] = useState(FOLLOW_EVERYTHING);
  const [groups, setGroups] = useState<FollowGroups>(null);
  const [groupsError, setGroupsError] = useState<string | null>(null);
  const details = useRef<HTMLDetailsElement>(null);

  const open = (isOpen: boolean) => {
    setChoosing(isOpen);
    if (isOpen && !groups) {
      setGroupsError(null);
      loadFollowGroups()
        .then(setGroups)
        .catch(() => setGroupsError(GROUPS_FAILED));
    }
  };
  // Opened before this island hydrated: no toggle event will come for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration.
  useEffect(() => {
    if (details.current?.open) open(true);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    const body = { email, ...followPayload(follow) };
    const checked = await checkWithSharedSchema('newsletterSubscribeSchema', body);
    if (!checked.ok) {
      setError(checked.errors.email ?? checked.errors.organisationIds ?? NEWSLETTER_FAILED);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const answer = await subscribeToNewsletter(body);
      form.reset();
      setFollow(FOLLOW_EVERYTHING);
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
      <details ref={details} onToggle={(event) => open(event.currentTarget.open)} className="mt-2">
        <summary className="cursor-pointer text-sm text-white/90 underline">
          Choose what to follow
        </summary>
        {choosing && (
          <div className="mt-2">
            <FollowChoiceFields
              value={follow}
              onChange={setFollow}
              groups={groups}
              loadError={groupsError}
              tone="dark"
            />
          </div>
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
