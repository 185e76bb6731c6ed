import type { FeedbackRequest, feedbackAnswerSchema } from '@chapterhouse/shared';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { eventFeedback } from '../../db/schema/index.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { registrationIdsOfAddress } from '../registrations/registrations-of-address.js';
import { answerFeedbackOf, type FeedbackKey, readFeedback } from './feedback.service.js';

// The feedback asked of an address's registrations, for the student who proved the address
// (modules/students): what is still to give, and giving it without the mailed link (their
// session is the key, as the link's token is for everyone else). The registrations are found
// through their own service (decision 011); the answers still keep no name or address.

/**
 * The address's feedback requests still open (not answered, not expired), the soonest to close
 * first: one query, whatever the number of registrations.
 */
export async function openFeedbackOfAddress(
  context: ServiceContext,
  email: string,
): Promise<{ registrationId: number; expiresAt: string }[]> {
  const rows = await context.db
    .select({ registrationId: eventFeedback.registrationId, expiresAt: eventFeedback.expiresAt })
    .from(eventFeedback)
    .where(
      and(
        inArray(eventFeedback.registrationId, registrationIdsOfAddress(context.db, email)),
        isNull(eventFeedback.answeredAt),
        gt(eventFeedback.expiresAt, context.clock.now()),
      ),
    )
    .orderBy(asc(eventFeedback.expiresAt), asc(eventFeedback.id));
  return rows.flatMap((row) =>
    row.registrationId === null
      ? []
      : [{ registrationId: row.registrationId, expiresAt: row.expiresAt.toISOString() }],
  );
}

/** The request asked of one of the address's registrations; another address's is unknown. */
const ofAddress = (
  context: ServiceContext,
  email: string,
  registrationId: number,
): FeedbackKey => ({
  where: sql`${eq(eventFeedback.registrationId, registrationId)} and ${inArray(
    eventFeedback.registrationId,
    registrationIdsOfAddress(context.db, email),
  )}`,
  unknown: 'No feedback is asked of you for that registration.',
});

/** What the student's feedback page of one registration shows (404: none asked of theirs). */
export const feedbackOfAddress = (
  context: ServiceContext,
  email: string,
  registrationId: number,
): Promise<FeedbackRequest> => readFeedback(context, ofAddress(context, email, registrationId));

/** The student's answer to the feedback asked of one of their registrations (once; 409 after). */
export const answerFeedbackOfAddress = (
  context: ServiceContext,
  email: string,
  registrationId: number,
  answer: z.output<typeof feedbackAnswerSchema>,
): Promise<FeedbackRequest> =>
  answerFeedbackOf(context, ofAddress(context, email, registrationId), answer);
