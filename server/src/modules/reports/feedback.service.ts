import {
  FEEDBACK_LINK_DAYS,
  type FeedbackRequest,
  type FeedbackSummary,
  type feedbackAnswerSchema,
  RATING_MAX,
} from '@chapterhouse/shared';
import { longDay } from '@chapterhouse/shared/date-wording';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { eventFeedback, feedbackRounds } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { inBatches } from '../../lib/batches.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { hashToken, newToken } from '../../lib/link-tokens.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  eventsAwaitingFeedback,
  feedbackEventOf,
  heldEventsOf,
  lockEventForFeedback,
} from '../events/event-attendance.js';
import { checkedInRegistrantsOf } from '../registrations/event-attendees.js';
import { feedbackMail } from './report-mails.js';

// After an event ends, each registrant checked in at its door is mailed once (through the
// outbox, claimed in the database so several servers ask once between them) a link to two
// questions: a rating of 1 to 5 and a comment. No account is needed; the link answers once and
// works for FEEDBACK_LINK_DAYS. The answers keep no name or address.

const DAY_MS = 86_400_000;
const LINK_LIFETIME_MS = FEEDBACK_LINK_DAYS * DAY_MS;

/** The feedback page of a link's token: `/feedback/{token}`. */
export const feedbackPath = (token: string) => `/feedback/${token}`;

/**
 * Claims the event's feedback round for the caller's transaction, which then writes its requests
 * and queues its mails: the insert of its row, which only one of the servers trying at once
 * makes (the others wait for its key and, once it commits, find it taken; should it roll back,
 * one of them claims it). False: asked already.
 */
async function claimFeedbackRound(db: Database, eventId: number, at: Date): Promise<boolean> {
  const [claimed] = await db
    .insert(feedbackRounds)
    .values({ eventId, requestedAt: at })
    .onConflictDoNothing()
    .returning({ eventId: feedbackRounds.eventId });
  return claimed !== undefined;
}

/**
 * Asks the checked-in registrants of every event that ended since FEEDBACK_LINK_DAYS ago (older
 * ones were over before feedback was asked, or are too stale to ask), once per event. Each event
 * is claimed by the insert of its round, in the transaction that writes its requests and queues
 * its mails. Returns how many registrants were asked.
 */
export async function requestDueFeedback(context: ServiceContext): Promise<number> {
  const now = context.clock.now();
  const due = await eventsAwaitingFeedback(
    context,
    { endedAfter: new Date(now.getTime() - LINK_LIFETIME_MS), now },
    (eventId) =>
      context.db
        .select({ eventId: feedbackRounds.eventId })
        .from(feedbackRounds)
        .where(eq(feedbackRounds.eventId, eventId)),
  );
  let asked = 0;
  for (const eventId of due) {
    asked += await inTransaction(context.db, async () => {
      // Deleted since it was found: nothing to ask about (and its round could not point at it).
      const event = await lockEventForFeedback(context.db, eventId);
      if (!event) return 0;
      if (!(await claimFeedbackRound(context.db, eventId, now))) return 0;
      const registrants = await checkedInRegistrantsOf(context.db, eventId);
      if (registrants.length === 0) return 0;
      const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
      const tokens = registrants.map(() => newToken());
      for (const batch of inBatches(
        registrants.map((registrant, index) => ({ registrant, index })),
      )) {
        await context.db.insert(eventFeedback).values(
          batch.map(({ registrant, index }) => ({
            eventId,
            registrationId: registrant.id,
            tokenHash: hashToken(tokens[index] ?? ''),
            expiresAt,
            createdAt: now,
          })),
        );
      }
      const site = (await branchIdentity(context.db)).name;
      await context.mailer.queue(
        context.db,
        registrants.map((registrant, index) =>
          feedbackMail({
            to: registrant.email,
            name: registrant.name,
            event: { title: event.title, day: longDay(event.date) },
            url: `${context.publicOrigin}${feedbackPath(tokens[index] ?? '')}`,
            expires: longDay(expiresAt.toISOString().slice(0, 10)),
            site,
          }),
        ),
      );
      return registrants.length;
    });
  }
  return asked;
}

/** Which request is meant: by its link's token, or (`feedback-of-address.ts`) by registration. */
export interface FeedbackKey {
  /** The condition on `event_feedback` that finds the one request. */
  where: SQL;
  /** The 404's sentence when none does. */
  unknown: string;
}

const byToken = (token: string): FeedbackKey => ({
  where: eq(eventFeedback.tokenHash, hashToken(token)),
  unknown: FEEDBACK_LINK_UNKNOWN,
});

/** The request the key finds; 404 when none. */
async function requestOf(db: Database, key: FeedbackKey) {
  const [row] = await db
    .select({
      id: eventFeedback.id,
      eventId: eventFeedback.eventId,
      expiresAt: eventFeedback.expiresAt,
      answeredAt: eventFeedback.answeredAt,
    })
    .from(eventFeedback)
    .where(key.where);
  if (!row) throw notFound(key.unknown);
  return row;
}

const FEEDBACK_LINK_UNKNOWN =
  'This feedback link is not one we sent: copy it whole from the mail, or it may have been removed.';

/** What the feedback page shows: the event, and whether the request may still be answered. */
export async function readFeedback(
  context: ServiceContext,
  key: FeedbackKey,
): Promise<FeedbackRequest> {
  const request = await requestOf(context.db, key);
  const event = await feedbackEventOf(context.db, request.eventId);
  if (!event) throw notFound(key.unknown);
  return {
    event,
    state: request.answeredAt
      ? 'answered'
      : request.expiresAt <= context.clock.now()
        ? 'expired'
        : 'open',
    expiresAt: request.expiresAt.toISOString(),
  };
}

/** What the feedback page of a link shows. */
export const readFeedbackRequest = (context: ServiceContext, token: string) =>
  readFeedback(context, byToken(token));

/**
 * Saves the answer to the request the key finds: once (a second answer is refused, 409, and
 * changes nothing), and only before it expires (409).
 */
export async function answerFeedbackOf(
  context: ServiceContext,
  key: FeedbackKey,
  answer: z.output<typeof feedbackAnswerSchema>,
): Promise<FeedbackRequest> {
  const now = context.clock.now();
  const [answered] = await context.db
    .update(eventFeedback)
    .set({ rating: answer.rating, comment: answer.comment, answeredAt: now })
    .where(and(key.where, isNull(eventFeedback.answeredAt), gt(eventFeedback.expiresAt, now)))
    .returning({ id: eventFeedback.id });
  if (!answered) {
    const request = await requestOf(context.db, key);
    if (request.answeredAt) {
      throw new HttpError(409, 'You have answered already: thank you. Each link answers once.');
    }
    throw new HttpError(
      409,
      `This feedback link expired on ${longDay(request.expiresAt.toISOString().slice(0, 10))}: links work for ${FEEDBACK_LINK_DAYS} days.`,
    );
  }
  return readFeedback(context, key);
}

/** The answer to a feedback link (`answerFeedbackOf`, by the link's token). */
export const answerFeedback = (
  context: ServiceContext,
  token: string,
  answer: z.output<typeof feedbackAnswerSchema>,
) => answerFeedbackOf(context, byToken(token), answer);

/** How many were asked about the event, and what those who answered said. */
export async function feedbackSummaryOf(db: Database, eventId: number): Promise<FeedbackSummary> {
  const [asked, ratings, comments] = await Promise.all([
    db.$count(eventFeedback, eq(eventFeedback.eventId, eventId)),
    db
      .select({ rating: eventFeedback.rating, n: count() })
      .from(eventFeedback)
      .where(and(eq(eventFeedback.eventId, eventId), isNotNull(eventFeedback.answeredAt)))
      .groupBy(eventFeedback.rating),
    db
      .select({
        rating: sql<number>`${eventFeedback.rating}`,
        comment: sql<string>`${eventFeedback.comment}`,
        answeredAt: sql<Date>`${eventFeedback.answeredAt}`,
      })
      .from(eventFeedback)
      .where(
        and(
          eq(eventFeedback.eventId, eventId),
          isNotNull(eventFeedback.answeredAt),
          isNotNull(eventFeedback.comment),
        ),
      )
      .orderBy(desc(eventFeedback.answeredAt), desc(eventFeedback.id)),
  ]);
  const distribution = Array.from({ length: RATING_MAX }, () => 0);
  let answers = 0;
  let sum = 0;
  for (const row of ratings) {
    if (row.rating === null) continue;
    distribution[row.rating - 1] = row.n;
    answers += row.n;
    sum += row.rating * row.n;
  }
  return {
    asked,
    answers,
    average: answers === 0 ? null : Math.round((sum / answers) * 10) / 10,
    distribution,
    comments: comments.map((row) => ({
      rating: row.rating,
      comment: row.comment,
      answeredAt: new Date(row.answeredAt).toISOString(),
    })),
  };
}

/**
 * The feedback given on the events held in a period: per host organisation (an event counts for
 * each of its hosts), and across them all (each answer once). Ratings summed, to average.
 */
export async function feedbackFiguresOf(
  context: ServiceContext,
  period: { from: string; until: string; organisationId?: number },
) {
  const held = heldEventsOf(context, period);
  const answered = and(eq(eventFeedback.eventId, held.id), isNotNull(eventFeedback.answeredAt));
  const [byHost, all] = await Promise.all([
    context.db
      .select({
        organisationId: held.organisationId,
        answers: count(),
        ratings: sql<number>`coalesce(sum(${eventFeedback.rating}), 0)::int`,
      })
      .from(eventFeedback)
      .innerJoin(held, answered)
      .groupBy(held.organisationId),
    context.db
      .select({
        answers: count(),
        ratings: sql<number>`coalesce(sum(${eventFeedback.rating}), 0)::int`,
      })
      .from(eventFeedback)
      .where(
        and(
          isNotNull(eventFeedback.answeredAt),
          inArray(eventFeedback.eventId, context.db.select({ id: held.id }).from(held)),
        ),
      ),
  ]);
  return {
    byHost: byHost.map((row) => ({ ...row, organisationId: Number(row.organisationId) })),
    all: all[0] ?? { answers: 0, ratings: 0 },
  };
}

/** Asks for feedback every `everyMs` (10 minutes) until stopped; every server runs its own. */
export class FeedbackRequests extends PeriodicJob<{ asked: number }> {
  constructor(options: {
    context: ServiceContext;
    everyMs?: number;
    onError?: (error: unknown) => void;
  }) {
    super(async () => ({ asked: await requestDueFeedback(options.context) }), {
      everyMs: options.everyMs ?? 10 * 60_000,
      onError: options.onError,
    });
  }
}
