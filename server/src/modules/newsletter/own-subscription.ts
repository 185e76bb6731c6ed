import {
  NEWSLETTER_UNSUBSCRIBED,
  type NewsletterFollow,
  OWN_SUBSCRIPTION_NONE,
  type OwnSubscription,
} from '@chapterhouse/shared';
import { sql } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  checkFollowChoice,
  followableOrganisations,
  followsOfSubscribersIn,
  replaceFollows,
} from './follow-choice.js';
import { byAddress } from './newsletter.service.js';

// A signed-in student's own subscription (modules/students, decision 017), found by the address
// their session proved: read beside the rest of their page, changed from it without any mail.
// The proof is the session, as the token of a manage link is for a subscriber without one: so
// saving a choice subscribes the address confirmed, and confirms one still waiting for its link.

/** The address's subscription and what one may follow: three queries side by side. */
export async function subscriptionOfAddress(
  context: ServiceContext,
  email: string,
): Promise<OwnSubscription> {
  const { db } = context;
  const [[row], follows, choices] = await Promise.all([
    db
      .select({
        id: newsletterSubscribers.id,
        confirmedAt: newsletterSubscribers.confirmedAt,
        branch: newsletterSubscribers.followsBranch,
        digest: newsletterSubscribers.wantsDigest,
      })
      .from(newsletterSubscribers)
      .where(byAddress(email)),
    followsOfSubscribersIn(
      db,
      db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(byAddress(email)),
    ),
    followableOrganisations(db),
  ]);
  return {
    subscription: row
      ? {
          confirmed: row.confirmedAt !== null,
          branch: row.branch,
          organisations: row.branch ? [] : (follows.get(row.id) ?? []),
          digest: row.digest,
        }
      : null,
    choices,
  };
}

/**
 * Makes the address's subscription follow `follow`, in one transaction: subscribes it when it
 * is not, confirmed at once (the session proved the address; no mail is sent), and confirms one
 * still waiting for its confirmation link (that link then stops working, as once followed).
 */
export async function saveSubscriptionOfAddress(
  context: ServiceContext,
  email: string,
  follow: NewsletterFollow,
): Promise<OwnSubscription> {
  await inTransaction(context.db, async () => {
    const { db } = context;
    const choice = await checkFollowChoice(db, follow);
    const now = context.clock.now();
    await db
      .insert(newsletterSubscribers)
      .values({
        email,
        followsBranch: choice.branch,
        wantsDigest: choice.digest,
        confirmedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
    const [row] = await db
      .update(newsletterSubscribers)
      .set({
        followsBranch: choice.branch,
        wantsDigest: choice.digest,
        confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)`,
        confirmTokenHash: null,
      })
      .where(byAddress(email))
      .returning({ id: newsletterSubscribers.id });
    if (!row) throw new Error('the subscription vanished');
    await replaceFollows(db, row.id, choice.organisationIds);
  });
  return subscriptionOfAddress(context, email);
}

/** Unsubscribes the address: its row goes, as a mail's unsubscribe link does (404: not on the list). */
export async function unsubscribeAddress(context: ServiceContext, email: string): Promise<string> {
  const deleted = await context.db
    .delete(newsletterSubscribers)
    .where(byAddress(email))
    .returning({ id: newsletterSubscribers.id });
  if (deleted.length === 0) throw notFound(OWN_SUBSCRIPTION_NONE);
  return NEWSLETTER_UNSUBSCRIBED;
}
