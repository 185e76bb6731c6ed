import {
  NEWSLETTER_CHECK_INBOX,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_UNSUBSCRIBED,
  type NewsletterFollow,
  type NewsletterSubscription,
  type newsletterSubscribeSchema,
  type OrganisationRef,
  type Subscriber,
  type SubscriberPage,
  type subscribersQuerySchema,
} from '@chapterhouse/shared';
import { spreadsheetMoment } from '@chapterhouse/shared/date-wording';
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { newsletterLinks, newsletterSubscribers } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { csvText } from '../../lib/csv.js';
import { notFound } from '../../lib/http-errors.js';
import { containing } from '../../lib/like-pattern.js';
import { hashToken, newToken } from '../../lib/link-tokens.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import { toPage } from '../../lib/page.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  checkFollowChoice,
  followableOrganisations,
  followsBySubscriber,
  replaceFollows,
} from './follow-choice.js';
import { freshLink, manageUrl, withFreshLinks } from './followers.js';
import { newsletterConfirmationMail, newsletterManageLinkMail } from './newsletter-mails.js';

/** The subscriber of an address (kept as typed; one per address in any case). */
export const byAddress = (email: string) => sql`lower(${newsletterSubscribers.email}) = ${email}`;

/**
 * Subscribes an address once, with what it follows: a repeat is never a second row. The address
 * counts only after its owner follows the link in the confirmation mail (double opt-in), also on
 * a site without a mail server: there the mail waits in the console's Mail tab, and an address
 * nobody confirmed must never start getting mail the day a mail server is set up.
 *
 * A repeat of an address still waiting for confirmation takes the new choice and re-sends the
 * mail. A repeat of a confirmed address changes nothing (anyone may type anyone's address) and
 * mails its owner the link to their manage page; it answers as a new address does, so the form
 * does not tell a stranger who is subscribed.
 */
export async function subscribe(
  context: ServiceContext,
  { email, ...follow }: z.output<typeof newsletterSubscribeSchema>,
  origin: string,
): Promise<string> {
  return inTransaction(context.db, async () => {
    const { db } = context;
    const choice = await checkFollowChoice(db, follow);
    const now = context.clock.now();
    const [inserted] = await db
      .insert(newsletterSubscribers)
      .values({
        email,
        followsBranch: choice.branch,
        wantsDigest: choice.digest,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    const [row] = await db.select().from(newsletterSubscribers).where(byAddress(email));
    if (!row) throw new Error('the subscription vanished');
    const site = (await branchIdentity(db)).name;

    // Only hashes are kept (lib/link-tokens.ts): each mail gets a link of its own.
    const manageToken = await freshLink(db, row.id);
    if (row.confirmedAt && !inserted) {
      await context.mailer.queue(
        db,
        newsletterManageLinkMail({
          to: row.email,
          manageUrl: manageUrl(origin, manageToken),
          site,
        }),
      );
      return NEWSLETTER_CHECK_INBOX;
    }
    // A new confirmation link each time it is mailed: only the latest mail's confirms.
    const confirmToken = newToken();
    await db
      .update(newsletterSubscribers)
      .set({
        followsBranch: choice.branch,
        wantsDigest: choice.digest,
        confirmTokenHash: hashToken(confirmToken),
      })
      .where(eq(newsletterSubscribers.id, row.id));
    await replaceFollows(db, row.id, choice.organisationIds);

    await context.mailer.queue(
      db,
      newsletterConfirmationMail({
        to: row.email,
        confirmUrl: `${origin}/newsletter/confirm/${confirmToken}`,
        manageUrl: manageUrl(origin, manageToken),
        unsubscribeUrl: `${origin}/unsubscribe/${manageToken}`,
        site,
        choice: {
          branch: choice.branch,
          organisationNames: choice.organisations.map((organisation) => organisation.name),
          digest: choice.digest,
        },
      }),
    );
    return NEWSLETTER_CHECK_INBOX;
  });
}

export const NEWSLETTER_LINK_UNKNOWN =
  'This link is not valid any more: the address may already be confirmed or unsubscribed.';

export async function confirmSubscription(context: ServiceContext, token: string): Promise<string> {
  const confirmed = await context.db
    .update(newsletterSubscribers)
    .set({ confirmedAt: context.clock.now(), confirmTokenHash: null })
    .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
    .returning({ id: newsletterSubscribers.id });
  if (confirmed.length === 0) throw notFound(NEWSLETTER_LINK_UNKNOWN);
  return NEWSLETTER_CONFIRMED;
}

/** One click and the address is gone: we keep nothing of someone who asked to leave. */
export async function unsubscribe(context: ServiceContext, token: string): Promise<string> {
  const deleted = await context.db
    .delete(newsletterSubscribers)
    .where(inArray(newsletterSubscribers.id, subscriberOfLink(context, token)))
    .returning({ id: newsletterSubscribers.id });
  if (deleted.length === 0) throw notFound(NEWSLETTER_LINK_UNKNOWN);
  return NEWSLETTER_UNSUBSCRIBED;
}

export const NEWSLETTER_SUBSCRIPTION_UNKNOWN =
  'This link is not valid any more: the address may have been unsubscribed.';

/** The subscriber whose manage or unsubscribe link this is, found by the token's hash. */
const subscriberOfLink = (context: ServiceContext, token: string) =>
  context.db
    .select({ id: newsletterLinks.subscriberId })
    .from(newsletterLinks)
    .where(eq(newsletterLinks.tokenHash, hashToken(token)));

async function subscriberByToken(context: ServiceContext, token: string): Promise<SubscriberRow> {
  const [row] = await context.db
    .select()
    .from(newsletterSubscribers)
    .where(inArray(newsletterSubscribers.id, subscriberOfLink(context, token)));
  if (!row) throw notFound(NEWSLETTER_SUBSCRIPTION_UNKNOWN);
  return row;
}

async function toSubscription(
  context: ServiceContext,
  row: SubscriberRow,
): Promise<NewsletterSubscription> {
  const [follows, choices] = await Promise.all([
    followsBySubscriber(context.db, [row.id]),
    followableOrganisations(context.db),
  ]);
  return {
    email: row.email,
    confirmed: row.confirmedAt !== null,
    branch: row.followsBranch,
    organisationIds: (follows.get(row.id) ?? []).map((organisation) => organisation.id),
    digest: row.wantsDigest,
    choices,
  };
}

/** The manage page's read: the subscription behind the token, with what one may follow. */
export async function readSubscription(
  context: ServiceContext,
  token: string,
): Promise<NewsletterSubscription> {
  return toSubscription(context, await subscriberByToken(context, token));
}

/** Replaces what the subscription follows, all of it in one transaction. */
export async function updateSubscription(
  context: ServiceContext,
  token: string,
  follow: NewsletterFollow,
): Promise<NewsletterSubscription> {
  return inTransaction(context.db, async () => {
    const { db } = context;
    const row = await subscriberByToken(context, token);
    const choice = await checkFollowChoice(db, follow);
    const [updated] = await db
      .update(newsletterSubscribers)
      .set({ followsBranch: choice.branch, wantsDigest: choice.digest })
      .where(eq(newsletterSubscribers.id, row.id))
      .returning();
    if (!updated) throw notFound(NEWSLETTER_SUBSCRIPTION_UNKNOWN);
    await replaceFollows(db, row.id, choice.organisationIds);
    return toSubscription(context, updated);
  });
}

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const toSubscriber = (row: SubscriberRow, follows: Map<number, OrganisationRef[]>): Subscriber => ({
  id: row.id,
  email: row.email,
  status: row.confirmedAt ? 'subscribed' : 'pending',
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  branch: row.followsBranch,
  organisations: row.followsBranch ? [] : (follows.get(row.id) ?? []),
  digest: row.wantsDigest,
});

const statusFilter: Record<z.output<typeof subscribersQuerySchema>['status'], SQL | undefined> = {
  all: undefined,
  pending: isNull(newsletterSubscribers.confirmedAt),
  subscribed: isNotNull(newsletterSubscribers.confirmedAt),
};

export async function listSubscribers(
  context: ServiceContext,
  { page, limit, status, q }: z.output<typeof subscribersQuerySchema>,
): Promise<SubscriberPage> {
  const where = and(
    statusFilter[status],
    q ? ilike(newsletterSubscribers.email, containing(q)) : undefined,
  );
  const [rows, [total], [counts]] = await Promise.all([
    context.db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    context.db.select({ value: count() }).from(newsletterSubscribers).where(where),
    context.db
      .select({
        pending: count(sql`case when ${newsletterSubscribers.confirmedAt} is null then 1 end`),
        subscribed: count(newsletterSubscribers.confirmedAt),
      })
      .from(newsletterSubscribers),
  ]);
  // One more query for the whole page's follows, never one per subscriber.
  const follows = await followsBySubscriber(
    context.db,
    rows.map((row) => row.id),
  );
  return {
    ...toPage(
      rows.map((row) => toSubscriber(row, follows)),
      total?.value ?? 0,
      page,
      limit,
    ),
    counts: { pending: counts?.pending ?? 0, subscribed: counts?.subscribed ?? 0 },
  };
}

/**
 * Every address as CSV (oldest first), for the mailing tool the branch sends newsletters with:
 * each row carries its own one-click unsubscribe link, for the tool to put in that person's mail,
 * and what they follow ("whole branch", or the societies' and councils' names) and whether they
 * want the digest. Each export issues those links afresh (only their hashes are kept), so the
 * file is the one place they are written out; links of earlier exports keep working.
 */
export async function exportSubscribersCsv(
  context: ServiceContext,
  origin: string,
): Promise<string> {
  const [subscribers, follows] = await Promise.all([
    context.db
      .select()
      .from(newsletterSubscribers)
      .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id),
    followsBySubscriber(context.db),
  ]);
  const rows = await inTransaction(context.db, () => withFreshLinks(context.db, subscribers));
  return csvText(
    rows.map((row) => {
      const subscriber = toSubscriber(row, follows);
      return {
        email: subscriber.email,
        status: subscriber.status,
        // On the branch's clock with its offset, as every CSV's times.
        subscribed_at: spreadsheetMoment(row.createdAt, context.timeZone),
        confirmed_at: row.confirmedAt ? spreadsheetMoment(row.confirmedAt, context.timeZone) : '',
        unsubscribe_url: `${origin}/unsubscribe/${row.token}`,
        follows: subscriber.branch
          ? 'whole branch'
          : subscriber.organisations.map((organisation) => organisation.name).join('; '),
        digest: subscriber.digest ? 'yes' : 'no',
      };
    }),
    {
      header: true,
      columns: [
        'email',
        'status',
        'subscribed_at',
        'confirmed_at',
        'unsubscribe_url',
        'follows',
        'digest',
      ],
    },
  );
}

export async function removeSubscriber(context: ServiceContext, id: number): Promise<void> {
  const deleted = await context.db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  if (deleted.length === 0) throw notFound('Subscriber not found.');
}
