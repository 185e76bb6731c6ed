import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newsletterLinks, newsletterSubscribers } from '../../db/schema/index.js';
import { inBatches } from '../../lib/batches.js';
import { hashToken, newToken } from '../../lib/link-tokens.js';
import { followsBySubscriber } from './follow-choice.js';

// What the newsletter and the digest are sent with: who gets them, what each follows, and the
// links every such mail carries (RFC 8058 one-click unsubscribe and the manage page).

/** A confirmed subscriber as the newsletter's and the digest's sending sees them. */
export interface Follower {
  id: number;
  email: string;
  /** Follows the whole branch: every organisation's items. */
  branch: boolean;
  /** The active societies and councils followed by name (empty when `branch`). */
  organisationIds: number[];
}

/**
 * Every confirmed subscriber (oldest first) with what they follow; with `digestOnly`, only those
 * who asked for the weekly digest too. Pending addresses never get anything but their
 * confirmation mail. Two queries, whatever the number of subscribers.
 */
export async function followersOf(
  db: Database,
  options: { digestOnly?: boolean } = {},
): Promise<Follower[]> {
  const [rows, follows] = await Promise.all([
    db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        branch: newsletterSubscribers.followsBranch,
      })
      .from(newsletterSubscribers)
      .where(
        and(
          isNotNull(newsletterSubscribers.confirmedAt),
          options.digestOnly ? eq(newsletterSubscribers.wantsDigest, true) : undefined,
        ),
      )
      .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id)),
    followsBySubscriber(db),
  ]);
  return rows.map((row) => ({
    ...row,
    organisationIds: row.branch
      ? []
      : (follows.get(row.id) ?? []).map((organisation) => organisation.id),
  }));
}

/** A follower with the key of the links in the mail being written to them. */
export type LinkedFollower<F extends { id: number } = Follower> = F & {
  /** The key of their manage page and of their one-click unsubscribe, in this mail. */
  token: string;
};

/**
 * Gives each subscriber a fresh link for the mail being written to them and keeps only its hash
 * (lib/link-tokens.ts): the raw token is in that mail alone, and the links of earlier mails keep
 * working. Call in the transaction that queues the mails.
 */
export async function withFreshLinks<F extends { id: number }>(
  db: Database,
  subscribers: readonly F[],
): Promise<LinkedFollower<F>[]> {
  const linked = subscribers.map((subscriber) => ({ ...subscriber, token: newToken() }));
  for (const batch of inBatches(linked)) {
    await db
      .insert(newsletterLinks)
      .values(batch.map((each) => ({ tokenHash: hashToken(each.token), subscriberId: each.id })));
  }
  return linked;
}

/** One fresh link for one subscriber (a confirmation or manage-link mail). */
export async function freshLink(db: Database, subscriberId: number): Promise<string> {
  const [linked] = await withFreshLinks(db, [{ id: subscriberId }]);
  if (!linked) throw new Error('no link was made');
  return linked.token;
}

/**
 * Whether an item of organisation `organisationId` goes to this subscriber: everything when they
 * follow the whole branch, otherwise only the organisations they picked (not even the branch's
 * own items: they chose to hear from those societies and councils only).
 */
export function followFilter(
  subscriber: Pick<Follower, 'branch' | 'organisationIds'>,
): (organisationId: number) => boolean {
  if (subscriber.branch) return () => true;
  const followed = new Set(subscriber.organisationIds);
  return (organisationId) => followed.has(organisationId);
}

/** The page where a subscriber changes what they follow or unsubscribes. */
export const manageUrl = (origin: string, token: string) => `${origin}/newsletter/manage/${token}`;

/** The address RFC 8058's one-click POST goes to (`List-Unsubscribe`). */
export const oneClickUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/newsletter/unsubscribe/${token}`;

/**
 * The headers that let a mail program offer "Unsubscribe" itself and do it with one POST
 * (RFC 2369 and RFC 8058), for every newsletter and digest mail.
 */
export const listUnsubscribeHeaders = (origin: string, token: string) => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeUrl(origin, token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
