import { randomBytes } from 'node:crypto';
import {
  NEWSLETTER_ALREADY,
  NEWSLETTER_CHECK_INBOX,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_SUBSCRIBED,
  NEWSLETTER_UNSUBSCRIBED,
  type newsletterSubscribeSchema,
  type Subscriber,
  type SubscriberPage,
  type subscribersQuerySchema,
} from '@chapterhouse/shared';
import { stringify } from 'csv-stringify/sync';
import { count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newsletterSubscribers } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { notFound } from '../../lib/http-errors.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import { toPage } from '../../lib/page.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { newsletterConfirmationMail } from '../mail/mail-texts.js';

const newToken = () => randomBytes(24).toString('base64url');

const byAddress = (email: string) => sql`lower(${newsletterSubscribers.email}) = ${email}`;

/**
 * Subscribes an address once: a repeat is a friendly answer, never a second row. With mail
 * configured the address counts only after its owner follows the link in the confirmation mail
 * (double opt-in; asking again re-sends it); without mail nobody could confirm, so it counts at
 * once.
 */
export async function subscribe(
  context: ServiceContext,
  { email }: z.output<typeof newsletterSubscribeSchema>,
  origin: string,
): Promise<string> {
  const doubleOptIn = context.mailer.configured;
  return inTransaction(context.db, async () => {
    const { db } = context;
    const now = context.clock.now();
    const inserted = await db
      .insert(newsletterSubscribers)
      .values({
        email,
        unsubscribeToken: newToken(),
        confirmedAt: doubleOptIn ? null : now,
        confirmToken: doubleOptIn ? newToken() : null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    const [row] = await db.select().from(newsletterSubscribers).where(byAddress(email));
    if (!row) throw new Error('the subscription vanished');
    if (row.confirmedAt) return inserted.length > 0 ? NEWSLETTER_SUBSCRIBED : NEWSLETTER_ALREADY;
    if (!row.confirmToken) throw new Error('an unconfirmed subscription without a token');
    const site = (await branchIdentity(db)).name;
    await context.mailer.queue(
      db,
      newsletterConfirmationMail({
        to: row.email,
        confirmUrl: `${origin}/newsletter/confirm/${row.confirmToken}`,
        unsubscribeUrl: `${origin}/unsubscribe/${row.unsubscribeToken}`,
        site,
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
    .set({ confirmedAt: context.clock.now(), confirmToken: null })
    .where(eq(newsletterSubscribers.confirmToken, token))
    .returning({ id: newsletterSubscribers.id });
  if (confirmed.length === 0) throw notFound(NEWSLETTER_LINK_UNKNOWN);
  return NEWSLETTER_CONFIRMED;
}

/** One click and the address is gone: we keep nothing of someone who asked to leave. */
export async function unsubscribe(context: ServiceContext, token: string): Promise<string> {
  const deleted = await context.db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  if (deleted.length === 0) throw notFound(NEWSLETTER_LINK_UNKNOWN);
  return NEWSLETTER_UNSUBSCRIBED;
}

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const toSubscriber = (row: SubscriberRow): Subscriber => ({
  id: row.id,
  email: row.email,
  status: row.confirmedAt ? 'subscribed' : 'pending',
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  branch: row.followsBranch,
  organisations: [],
  digest: row.wantsDigest,
});

const statusFilter: Record<z.output<typeof subscribersQuerySchema>['status'], SQL | undefined> = {
  all: undefined,
  pending: isNull(newsletterSubscribers.confirmedAt),
  subscribed: isNotNull(newsletterSubscribers.confirmedAt),
};

export async function listSubscribers(
  context: ServiceContext,
  { page, limit, status }: z.output<typeof subscribersQuerySchema>,
): Promise<SubscriberPage> {
  const where = statusFilter[status];
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
  return {
    ...toPage(rows.map(toSubscriber), total?.value ?? 0, page, limit),
    counts: { pending: counts?.pending ?? 0, subscribed: counts?.subscribed ?? 0 },
  };
}

/**
 * Every address as CSV (oldest first), for the mailing tool the branch sends newsletters with:
 * each row carries its own one-click unsubscribe link, for the tool to put in that person's mail.
 */
export async function exportSubscribersCsv(
  context: ServiceContext,
  origin: string,
): Promise<string> {
  const rows = await context.db
    .select()
    .from(newsletterSubscribers)
    .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id);
  return stringify(
    rows.map((row) => {
      const subscriber = toSubscriber(row);
      return {
        email: subscriber.email,
        status: subscriber.status,
        subscribed_at: subscriber.createdAt,
        confirmed_at: subscriber.confirmedAt ?? '',
        unsubscribe_url: `${origin}/unsubscribe/${row.unsubscribeToken}`,
      };
    }),
    {
      header: true,
      columns: ['email', 'status', 'subscribed_at', 'confirmed_at', 'unsubscribe_url'],
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
