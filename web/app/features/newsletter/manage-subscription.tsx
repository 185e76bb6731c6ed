import type { NewsletterSubscription } from '@chapterhouse/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/console/confirm-dialog';
import { announce, announceFailure } from '../../components/site-toaster';
import { ApiError } from '../../lib/api-client';
import { groupsOf, saveSubscription, unsubscribeNewsletter } from './follow-api';
import { FollowChoiceFields, readFollow } from './follow-choice';

const FAILED = 'Something went wrong. Please try again.';
export const SUBSCRIPTION_SAVED = 'Your choice is saved.';

const buttonClass =
  'cursor-pointer rounded-lg px-4 py-2.5 text-sm font-semibold disabled:cursor-wait disabled:opacity-60';

const failureOf = (caught: unknown) =>
  caught instanceof ApiError && caught.message ? caught.message : FAILED;

/**
 * A subscriber's own page, through the manage link in every mail: their address, what they
 * follow (the footer form's controls) with Save, and Unsubscribe, asked first. After
 * unsubscribing the page says so and nothing else: the link no longer works.
 */
export function ManageSubscription(props: { token: string; subscription: NewsletterSubscription }) {
  const { token, subscription } = props;
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const [unsubscribed, setUnsubscribed] = useState<string | null>(null);
  const unsubscribedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (unsubscribed) unsubscribedHeading.current?.focus();
  }, [unsubscribed]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server checks the choice (at least one organisation when not the whole branch).
    const follow = readFollow(new FormData(event.currentTarget));
    setSaving(true);
    try {
      await saveSubscription(token, follow);
      void announce(SUBSCRIPTION_SAVED);
    } catch (caught) {
      void announceFailure(failureOf(caught));
    } finally {
      setSaving(false);
    }
  }

  async function unsubscribe() {
    try {
      setUnsubscribed((await unsubscribeNewsletter(token)).message);
    } catch (caught) {
      void announceFailure(failureOf(caught));
    } finally {
      setAsking(false);
    }
  }

  if (unsubscribed) {
    return (
      <div className="space-y-4">
        <h1
          ref={unsubscribedHeading}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-brand-900 focus:outline-none"
        >
          You are unsubscribed
        </h1>
        <p role="status" className="text-lg text-slate-700">
          {unsubscribed}
        </p>
        <p className="text-slate-700">
          To hear from us again, subscribe with the form at the foot of any page.
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Newsletter</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900">Your subscription</h1>
        <p className="mt-3 text-slate-700">
          For <strong className="break-all text-slate-900">{subscription.email}</strong>
        </p>
        {!subscription.confirmed && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Not confirmed yet: follow the link in the confirmation mail we sent you, or nothing will
            be sent to this address.
          </p>
        )}
      </div>

      <form onSubmit={save} aria-label="What you follow" className="space-y-4">
        <FollowChoiceFields initial={subscription} groups={groupsOf(subscription)} tone="light" />
        <button
          type="submit"
          disabled={saving}
          className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {saving ? 'Saving...' : 'Save'}
        </button>
      </form>

      <div className="border-t border-slate-200 pt-6">
        <button
          type="button"
          onClick={() => setAsking(true)}
          className={`${buttonClass} border border-red-700 text-red-700 hover:bg-red-50`}
        >
          Unsubscribe
        </button>
      </div>

      {asking && (
        <ConfirmDialog
          title="Unsubscribe?"
          confirmLabel="Unsubscribe"
          onConfirm={unsubscribe}
          onCancel={() => setAsking(false)}
        >
          <p>
            {subscription.email} is removed from the newsletter list now, with no record of it left,
            and gets no more newsletters or digests. This link stops working.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
