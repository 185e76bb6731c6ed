import type { OrganisationRef, OwnSubscription } from '@chapterhouse/shared';
import { useId } from 'react';
import { paths } from '../../config/paths';
import { FOLLOW_FIELD, type FollowValue } from './follow-value';

// A signed-in student's own subscription on their page (`routes/me.tsx`): what the address
// follows, and the newsletter's choice with its forms. Plain HTML rendered on the server and
// never hydrated: each form is a native POST to the page's action (its intents below), so the
// controls hold no state; the societies and councils hide under "Everything" by CSS alone.

/** The `intent` of the page's newsletter forms, beside the page's own (sign-out, erase). */
export const OWN_NEWSLETTER_INTENTS = {
  save: 'newsletter-save',
  unsubscribe: 'newsletter-unsubscribe',
} as const;

/**
 * What the page shows after one of its newsletter forms was sent: what was done, or why not with
 * the choice that was sent (shown again; null for unsubscribing).
 */
export interface OwnNewsletterAnswer {
  newsletter:
    | { ok: true; message: string }
    | { ok: false; error: string; choice: FollowValue | null };
}

const LINK = 'font-medium text-brand-700 underline hover:no-underline';
const LIST = 'mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white';
const ALERT = 'mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800';
const NOTE = 'mt-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900';
const KIND_WORDS: Record<OrganisationRef['kind'], string> = {
  society: 'Society',
  council: 'Council',
  branch: 'Branch',
};

/**
 * The societies and councils the address follows, each linking to its page: every one when it
 * follows the whole branch; none when it is not subscribed.
 */
export function FollowedOrganisations({ newsletter }: { newsletter: OwnSubscription }) {
  const { subscription } = newsletter;
  const followed = subscription?.branch ? newsletter.choices : (subscription?.organisations ?? []);
  return (
    <section className="mt-10" aria-label="Organisations you follow">
      <h2 className="text-xl font-bold text-slate-900">
        Organisations you follow{' '}
        <span className="font-normal text-slate-500">({followed.length})</span>
      </h2>
      {subscription?.branch && (
        <p className="mt-3 text-slate-700">
          You follow the whole branch: the news of every society and council.
        </p>
      )}
      {followed.length === 0 ? (
        <p className="mt-3 text-slate-600">
          None: choose the whole branch or the societies and councils you want to hear from in{' '}
          <a href="#newsletter" className={LINK}>
            Newsletter
          </a>{' '}
          below.
        </p>
      ) : (
        <>
          <ul className={LIST}>
            {followed.map((organisation) => (
              <li key={organisation.id} className="px-4 py-3">
                <a
                  href={paths.organisationOf(organisation)}
                  className="font-semibold break-words text-slate-900 hover:underline"
                >
                  {organisation.name}
                </a>{' '}
                <span className="text-sm text-slate-600">· {KIND_WORDS[organisation.kind]}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <a href="#newsletter" className={LINK}>
              Change what you follow
            </a>
          </p>
        </>
      )}
    </section>
  );
}

/** Where the subscription stands, in a sentence. */
function standing(subscription: OwnSubscription['subscription']): string {
  if (!subscription) return 'This address is not subscribed to the branch newsletter.';
  const digest = subscription.digest ? 'with' : 'without';
  if (!subscription.confirmed) {
    return `Subscribed ${digest} the weekly digest, but not confirmed yet: nothing is sent until it is. Saving your choice here confirms it (you signed in with this address).`;
  }
  return `Subscribed to the newsletter, ${digest} the weekly digest.`;
}

/** The choice's controls: native radios and checkboxes, read by `readFollow` in the action. */
function ChoiceFields(props: { initial: FollowValue; choices: OrganisationRef[] }) {
  const { initial, choices } = props;
  const groups = [
    { label: 'Societies', organisations: choices.filter((choice) => choice.kind === 'society') },
    { label: 'Councils', organisations: choices.filter((choice) => choice.kind === 'council') },
  ].filter((group) => group.organisations.length > 0);
  const radio = (value: 'branch' | 'pick', label: string) => (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        name={FOLLOW_FIELD.scope}
        value={value}
        defaultChecked={initial.branch === (value === 'branch')}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );
  return (
    // Under "Everything" the list is hidden (`:has`, no script); a browser without `:has` shows
    // it, and the action leaves its ticks out then, as the footer's form does.
    <div className="group/follow space-y-3 text-slate-800">
      <fieldset className="space-y-1">
        <legend className="mb-1 font-semibold text-slate-900">What to follow</legend>
        {radio('branch', 'Everything from the branch')}
        {radio('pick', 'Only the ones I pick')}
      </fieldset>
      {groups.length > 0 && (
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 group-has-[input[value=branch]:checked]/follow:hidden">
          <legend className="px-1 text-sm text-slate-600">
            Societies and councils (with “Only the ones I pick”)
          </legend>
          {groups.map((group) => (
            <fieldset key={group.label} className="space-y-1">
              <legend className="mb-1 font-semibold text-slate-900">{group.label}</legend>
              {group.organisations.map((organisation) => (
                <label key={organisation.id} className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    name={FOLLOW_FIELD.organisations}
                    value={organisation.id}
                    defaultChecked={initial.organisationIds.includes(organisation.id)}
                    className="mt-1 size-4 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0 break-words">{organisation.name}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </fieldset>
      )}
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name={FOLLOW_FIELD.digest}
          defaultChecked={initial.digest}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        Also send me the weekly digest
      </label>
    </div>
  );
}

const BUTTON = 'cursor-pointer rounded-lg px-4 py-2 font-semibold shadow-sm';

/**
 * The address's newsletter: where it stands, the choice to save (subscribing it, confirmed at
 * once: the session proved the address) and unsubscribing, each answered in words on the page.
 */
export function NewsletterChoices(props: {
  newsletter: OwnSubscription;
  answer?: OwnNewsletterAnswer['newsletter'];
}) {
  const { newsletter, answer } = props;
  const { subscription } = newsletter;
  const id = useId();
  const initial: FollowValue = (answer && !answer.ok && answer.choice) || {
    branch: subscription?.branch ?? true,
    organisationIds: subscription?.organisations.map((organisation) => organisation.id) ?? [],
    digest: subscription?.digest ?? false,
  };
  return (
    <section id="newsletter" className="mt-10" aria-label="Newsletter">
      <h2 className="text-xl font-bold text-slate-900">Newsletter</h2>
      <p id={`${id}-standing`} className="mt-3 text-slate-700">
        {standing(subscription)}
      </p>
      {answer &&
        (answer.ok ? (
          <p role="status" className={NOTE}>
            {answer.message}
          </p>
        ) : (
          <p role="alert" className={ALERT}>
            {answer.error}
          </p>
        ))}
      <form
        method="post"
        aria-label="Newsletter choices"
        aria-describedby={`${id}-standing`}
        className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <input type="hidden" name="intent" value={OWN_NEWSLETTER_INTENTS.save} />
        <ChoiceFields initial={initial} choices={newsletter.choices} />
        <button type="submit" className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
          {!subscription
            ? 'Subscribe'
            : subscription.confirmed
              ? 'Save choices'
              : 'Confirm and save'}
        </button>
      </form>
      {subscription && (
        <form
          method="post"
          aria-label="Unsubscribe from the newsletter"
          className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2"
        >
          <input type="hidden" name="intent" value={OWN_NEWSLETTER_INTENTS.unsubscribe} />
          <button
            type="submit"
            className={`${BUTTON} border border-red-700 bg-white text-red-700 hover:bg-red-50`}
          >
            Unsubscribe
          </button>
          <span className="text-sm text-slate-600">
            No more newsletters or digests; nothing of the subscription is kept.
          </span>
        </form>
      )}
    </section>
  );
}
