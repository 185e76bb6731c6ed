import type {
  NewsletterArchiveEntry,
  NewsletterIssue,
  NewsletterIssuePage,
  NewsletterPreview,
  NewsletterProgress,
  NewsletterRecipientPage,
  NewsletterSections,
  newsletterIssueInputSchema,
  newsletterRecipientsQuerySchema,
  Page,
  PaginationQuery,
  PublishedNewsletter,
} from '@chapterhouse/shared';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  mailOutbox,
  newsletterDeliveries,
  newsletterIssues,
  newsletterProposals,
} from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { inBatches } from '../../lib/batches.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { readPage, toPage } from '../../lib/page.js';
import type { OutgoingMail, ServiceContext } from '../../lib/service-context.js';
import {
  type Follower,
  followersOf,
  type LinkedFollower,
  listUnsubscribeHeaders,
  withFreshLinks,
} from './followers.js';
import {
  comingEvents,
  eventsUntil,
  followsLabel,
  latestAchievements,
  newsletterText,
  organisationNames,
  proposalItems,
  sectionsFor,
} from './newsletter-content.js';

// The newsletter the branch admin writes: drafts, their preview per subscriber, a test copy, the
// sending through the outbox at the configured rate, each recipient's state, and the archive.

type IssueInput = z.output<typeof newsletterIssueInputSchema>;
type IssueRow = typeof newsletterIssues.$inferSelect;

const ISSUE_NOT_FOUND = 'Newsletter issue not found.';
export const STALE_ISSUE =
  'Someone else changed this issue since you opened it. Reload to see their changes, then make yours again.';
export const ISSUE_ALREADY_SENT = 'This issue has been sent already; it can no longer change.';
/** The first issue's "latest achievements" reach back this far. */
const FIRST_ISSUE_LOOKBACK_DAYS = 30;
const DAY_MS = 86_400_000;

const NO_PROGRESS: NewsletterProgress = { total: 0, sent: 0, waiting: 0, failed: 0, notSent: 0 };

/** Each issue's mails counted by the outbox's status, for the issues given. */
async function progressOf(
  context: ServiceContext,
  issueIds: number[],
): Promise<Map<number, NewsletterProgress>> {
  const progress = new Map<number, NewsletterProgress>();
  if (issueIds.length === 0) return progress;
  const rows = await context.db
    .select({
      issueId: newsletterDeliveries.issueId,
      status: mailOutbox.status,
      value: count(),
    })
    .from(newsletterDeliveries)
    .leftJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.mailId))
    .where(inArray(newsletterDeliveries.issueId, issueIds))
    .groupBy(newsletterDeliveries.issueId, mailOutbox.status);
  for (const row of rows) {
    const counts = progress.get(row.issueId) ?? { ...NO_PROGRESS };
    counts.total += row.value;
    if (row.status === 'sent') counts.sent += row.value;
    else if (row.status === 'pending') counts.waiting += row.value;
    else if (row.status === 'failed') counts.failed += row.value;
    else if (row.status === 'not-sent') counts.notSent += row.value;
    progress.set(row.issueId, counts);
  }
  return progress;
}

const toIssue = (row: IssueRow, progress: NewsletterProgress | undefined): NewsletterIssue => ({
  id: row.id,
  subject: row.subject,
  intro: row.intro,
  eventWeeks: row.eventWeeks,
  proposalIds: row.proposalIds,
  status: row.status,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  progress: progress ?? NO_PROGRESS,
});

async function issueRow(context: ServiceContext, id: number, lock = false): Promise<IssueRow> {
  const query = context.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(ISSUE_NOT_FOUND);
  return row;
}

export async function readIssue(context: ServiceContext, id: number): Promise<NewsletterIssue> {
  const row = await issueRow(context, id);
  return toIssue(row, (await progressOf(context, [id])).get(id));
}

export async function listIssues(
  context: ServiceContext,
  paging: PaginationQuery,
): Promise<NewsletterIssuePage> {
  const page = await readPage(
    paging,
    ({ limit, offset }) =>
      context.db
        .select()
        .from(newsletterIssues)
        // Drafts first, then the sent ones newest first.
        .orderBy(
          sql`${newsletterIssues.sentAt} desc nulls first`,
          desc(newsletterIssues.updatedAt),
          desc(newsletterIssues.id),
        )
        .limit(limit)
        .offset(offset),
    async () => (await context.db.select({ value: count() }).from(newsletterIssues))[0]?.value ?? 0,
  );
  const progress = await progressOf(
    context,
    page.items.map((row) => row.id),
  );
  return { ...page, items: page.items.map((row) => toIssue(row, progress.get(row.id))) };
}

/** Only open proposals can be taken into a draft. */
async function checkProposals(context: ServiceContext, ids: number[], issueId: number | null) {
  if (ids.length === 0) return;
  const rows = await context.db
    .select({ id: newsletterProposals.id, status: newsletterProposals.status })
    .from(newsletterProposals)
    .where(inArray(newsletterProposals.id, ids));
  const open = new Set(
    rows
      .filter((row) => row.status === 'open' || (issueId !== null && row.status === 'included'))
      .map((row) => row.id),
  );
  const missing = ids.filter((id) => !open.has(id));
  if (missing.length > 0) {
    throw new HttpError(
      400,
      `Proposal ${missing.join(', ')} is not open any more: reload the list of proposals.`,
    );
  }
}

export async function createIssue(
  context: ServiceContext,
  input: IssueInput,
  authorId: number | null,
): Promise<NewsletterIssue> {
  await checkProposals(context, input.proposalIds, null);
  const now = context.clock.now();
  const [row] = await context.db
    .insert(newsletterIssues)
    .values({ ...input, createdBy: authorId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('the new issue vanished');
  return toIssue(row, undefined);
}

function checkEditable(row: IssueRow, version: number) {
  if (row.status !== 'draft') throw new HttpError(409, ISSUE_ALREADY_SENT);
  if (row.version !== version) throw new HttpError(409, STALE_ISSUE);
}

export async function updateIssue(
  context: ServiceContext,
  id: number,
  { version, ...input }: IssueInput & { version: number },
): Promise<NewsletterIssue> {
  return inTransaction(context.db, async () => {
    checkEditable(await issueRow(context, id, true), version);
    await checkProposals(context, input.proposalIds, id);
    const [row] = await context.db
      .update(newsletterIssues)
      .set({ ...input, version: version + 1, updatedAt: context.clock.now() })
      .where(eq(newsletterIssues.id, id))
      .returning();
    if (!row) throw notFound(ISSUE_NOT_FOUND);
    return toIssue(row, undefined);
  });
}

export async function deleteIssue(context: ServiceContext, id: number): Promise<void> {
  await inTransaction(context.db, async () => {
    const row = await issueRow(context, id, true);
    if (row.status !== 'draft') throw new HttpError(409, ISSUE_ALREADY_SENT);
    await context.db.delete(newsletterIssues).where(eq(newsletterIssues.id, id));
  });
}

/** When the previous issue went (its achievements were news then), or a month back. */
async function previousIssueSentAt(context: ServiceContext, before: Date): Promise<Date> {
  const [previous] = await context.db
    .select({ sentAt: newsletterIssues.sentAt })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, 'sent'), lt(newsletterIssues.sentAt, before)))
    .orderBy(desc(newsletterIssues.sentAt))
    .limit(1);
  return previous?.sentAt ?? new Date(before.getTime() - FIRST_ISSUE_LOOKBACK_DAYS * DAY_MS);
}

/** The whole branch's sections of an issue as they stand now. */
async function currentSections(
  context: ServiceContext,
  row: IssueRow,
  origin: string,
): Promise<NewsletterSections> {
  const [events, achievements, proposals] = await Promise.all([
    comingEvents(context, origin, { until: eventsUntil(context, row.eventWeeks) }),
    previousIssueSentAt(context, context.clock.now()).then((since) =>
      latestAchievements(context, origin, since),
    ),
    proposalItems(context, row.proposalIds),
  ]);
  return { events, achievements, proposals };
}

const EMPTY_FOR_FOLLOWER =
  'Nothing new from the societies and councils you follow this time: see everything the branch does at the link below.';

interface IssueMailParts {
  row: IssueRow;
  sections: NewsletterSections;
  origin: string;
  names: ReadonlyMap<number, string>;
}

function issueMailFor(
  { row, sections, origin, names }: IssueMailParts,
  follower: LinkedFollower,
  notBefore?: Date,
): OutgoingMail {
  return {
    kind: 'newsletter-issue',
    to: follower.email,
    subject: row.subject,
    text: newsletterText({
      intro: row.intro,
      sections: sectionsFor(sections, follower),
      emptyNote: EMPTY_FOR_FOLLOWER,
      follows: followsLabel(follower, names),
      origin,
      token: follower.token,
      webUrl: `${origin}/newsletters/${row.id}`,
    }),
    headers: listUnsubscribeHeaders(origin, follower.token),
    notBefore,
  };
}

export async function previewIssue(
  context: ServiceContext,
  id: number,
  subscriberId: number | undefined,
  origin: string,
): Promise<NewsletterPreview> {
  const row = await issueRow(context, id);
  const sections = row.sections ?? (await currentSections(context, row, origin));
  const names = await organisationNames(context);
  const follower: Follower =
    subscriberId === undefined
      ? { id: 0, email: '', branch: true, organisationIds: [] }
      : await followerById(context, subscriberId);
  // A preview issues no link (only sending does): its place is marked instead.
  const mail = issueMailFor({ row, sections, origin, names }, { ...follower, token: '' });
  return {
    to: subscriberId === undefined ? null : follower.email,
    follows: followsLabel(follower, names),
    subject: row.subject,
    text: withoutLink(mail.text),
    sections: sectionsFor(sections, follower),
  };
}

const withoutLink = (text: string) =>
  text.replace(
    /Change what you follow or unsubscribe: .*$/m,
    'Change what you follow or unsubscribe: (each subscriber gets their own link)',
  );

async function followerById(context: ServiceContext, id: number): Promise<Follower> {
  const follower = (await followersOf(context.db)).find((each) => each.id === id);
  if (!follower) throw notFound('Subscriber not found, or not confirmed yet.');
  return follower;
}

/** A copy to the admin themself, as the whole branch gets it, marked as a test. */
export async function sendTestCopy(
  context: ServiceContext,
  id: number,
  to: string,
  origin: string,
): Promise<string> {
  const row = await issueRow(context, id);
  const sections = row.sections ?? (await currentSections(context, row, origin));
  const text = newsletterText({
    intro: row.intro,
    sections,
    follows: 'the whole branch',
    origin,
    token: null,
  });
  await context.mailer.queue(context.db, {
    kind: 'newsletter-test',
    to,
    subject: `[Test] ${row.subject}`,
    text,
  });
  return `A test copy is on its way to ${to}.`;
}

/**
 * Sends an issue to every confirmed subscriber, each with their own choice applied, in one
 * transaction: the mails, a delivery row per address, the proposals marked included and the
 * issue archived with the whole branch's sections as they went. The mails are spread out to the
 * configured rate (`MAIL_MAX_PER_MINUTE`) so the mail server sees a steady stream.
 */
export async function sendIssue(
  context: ServiceContext,
  id: number,
  version: number,
  origin: string,
): Promise<NewsletterIssue> {
  const sentId = await inTransaction(context.db, async () => {
    const row = await issueRow(context, id, true);
    checkEditable(row, version);
    await checkProposals(context, row.proposalIds, id);
    const now = context.clock.now();
    const sections = await currentSections(context, row, origin);
    const names = await organisationNames(context);
    const followers = await withFreshLinks(context.db, await followersOf(context.db));
    const spacingMs = 60_000 / context.mailer.maxPerMinute;
    const parts = { row, sections, origin, names };
    const mails = followers.map((follower, index) =>
      issueMailFor(parts, follower, new Date(now.getTime() + Math.floor(index * spacingMs))),
    );
    const mailIds = await context.mailer.queue(context.db, mails);
    const deliveries = followers.map((follower, index) => ({
      issueId: id,
      email: follower.email,
      mailId: mailIds[index] ?? null,
      createdAt: now,
    }));
    for (const batch of inBatches(deliveries)) {
      await context.db.insert(newsletterDeliveries).values(batch).onConflictDoNothing();
    }
    if (row.proposalIds.length > 0) {
      await context.db
        .update(newsletterProposals)
        .set({ status: 'included', issueId: id, updatedAt: now })
        .where(inArray(newsletterProposals.id, row.proposalIds));
    }
    await context.db
      .update(newsletterIssues)
      .set({ status: 'sent', sentAt: now, sections, version: version + 1, updatedAt: now })
      .where(eq(newsletterIssues.id, id));
    return id;
  });
  return readIssue(context, sentId);
}

const RECIPIENT_STATUS = {
  sent: eq(mailOutbox.status, 'sent'),
  waiting: eq(mailOutbox.status, 'pending'),
  failed: eq(mailOutbox.status, 'failed'),
  'not-sent': eq(mailOutbox.status, 'not-sent'),
} as const;

export async function listRecipients(
  context: ServiceContext,
  id: number,
  query: z.output<typeof newsletterRecipientsQuerySchema>,
): Promise<NewsletterRecipientPage> {
  await issueRow(context, id);
  const where = and(
    eq(newsletterDeliveries.issueId, id),
    query.status === 'all' ? undefined : RECIPIENT_STATUS[query.status],
  );
  return readPage(
    query,
    async ({ limit, offset }) => {
      const rows = await context.db
        .select({
          email: newsletterDeliveries.email,
          status: mailOutbox.status,
          sentAt: mailOutbox.sentAt,
          lastError: mailOutbox.lastError,
        })
        .from(newsletterDeliveries)
        .leftJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.mailId))
        .where(where)
        .orderBy(newsletterDeliveries.id)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        email: row.email,
        status: row.status ?? null,
        sentAt: row.sentAt?.toISOString() ?? null,
        lastError: row.lastError ?? null,
      }));
    },
    async () =>
      (
        await context.db
          .select({ value: count() })
          .from(newsletterDeliveries)
          .leftJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.mailId))
          .where(where)
      )[0]?.value ?? 0,
  );
}

// ---- The public archive ----

const EXCERPT_MAX = 200;
const excerptOf = (intro: string) => {
  const flat = intro.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 3)}...` : flat;
};

export async function listPublishedIssues(
  context: ServiceContext,
  paging: PaginationQuery,
): Promise<Page<NewsletterArchiveEntry>> {
  const sent = eq(newsletterIssues.status, 'sent');
  const [rows, [total]] = await Promise.all([
    context.db
      .select({
        id: newsletterIssues.id,
        subject: newsletterIssues.subject,
        intro: newsletterIssues.intro,
        sentAt: newsletterIssues.sentAt,
      })
      .from(newsletterIssues)
      .where(sent)
      .orderBy(desc(newsletterIssues.sentAt), desc(newsletterIssues.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    context.db.select({ value: count() }).from(newsletterIssues).where(sent),
  ]);
  return toPage(
    rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      sentAt: (row.sentAt ?? new Date(0)).toISOString(),
      excerpt: excerptOf(row.intro),
    })),
    total?.value ?? 0,
    paging.page,
    paging.limit,
  );
}

export async function readPublishedIssue(
  context: ServiceContext,
  id: number,
): Promise<PublishedNewsletter | null> {
  const [row] = await context.db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'sent')));
  if (!row?.sentAt) return null;
  return {
    id: row.id,
    subject: row.subject,
    intro: row.intro,
    sentAt: row.sentAt.toISOString(),
    sections: row.sections ?? { events: [], achievements: [], proposals: [] },
  };
}
