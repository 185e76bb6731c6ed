import type { NewsletterSubscription, OrganisationSummary } from '@chapterhouse/shared';
import { apiPaths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import type { FollowGroups, FollowValue } from './follow-value';

// The public newsletter calls (no session: the manage link's token is the key). Apart from the
// console's `api.ts`, so the footer's form never loads the console's code.

/**
 * The societies and councils the footer's form offers, in the menus' order: the same public
 * reads the header makes, answered from the shared cache (and the browser's, after the header).
 */
export async function loadFollowGroups(): Promise<NonNullable<FollowGroups>> {
  const read = (collection: 'societies' | 'councils') =>
    apiRequest<OrganisationSummary[]>(apiPaths.organisations(collection), { withToken: false });
  const [societies, councils] = await Promise.all([read('societies'), read('councils')]);
  const named = ({ id, name }: OrganisationSummary) => ({ id, name });
  return [
    { label: 'Societies', organisations: societies.map(named) },
    { label: 'Councils', organisations: councils.map(named) },
  ];
}

/** The manage page's choices, grouped as the footer's form groups them. */
export function groupsOf(subscription: NewsletterSubscription): NonNullable<FollowGroups> {
  const ofKind = (kind: 'society' | 'council') =>
    subscription.choices
      .filter((choice) => choice.kind === kind)
      .map(({ id, name }) => ({ id, name }));
  return [
    { label: 'Societies', organisations: ofKind('society') },
    { label: 'Councils', organisations: ofKind('council') },
  ];
}

export const readSubscription = (token: string, signal?: AbortSignal) =>
  apiRequest<NewsletterSubscription>(apiPaths.newsletterSubscription(token), {
    signal,
    withToken: false,
  });

export const saveSubscription = (token: string, follow: FollowValue) =>
  apiRequest<NewsletterSubscription>(apiPaths.newsletterSubscription(token), {
    method: 'PUT',
    body: follow,
    withToken: false,
  });

export const unsubscribeNewsletter = (token: string) =>
  apiRequest<{ message: string }>(apiPaths.newsletterUnsubscribe(token), {
    method: 'POST',
    withToken: false,
  });
