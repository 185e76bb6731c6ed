import { type FeedbackRequest, feedbackAnswerSchema } from '@chapterhouse/shared';
import { checkFields } from '../../lib/check-later';
import { type ApiResult, formText } from '../../lib/form-actions';
import { FEEDBACK_FIELDS, type FeedbackResult } from './feedback-form';

// The feedback form sent by the browser itself (its pages have no script of their own): read
// on the server by the action of the page it was sent from, the mailed link's
// (`routes/feedback.tsx`) or the signed-in student's (`routes/me-feedback.tsx`).

const NOT_SENT = 'Your feedback could not be sent. Please try again.';

/** The answer as the API takes it, once checked. */
type CheckedAnswer = ReturnType<typeof feedbackAnswerSchema.parse>;

/**
 * Checks the form with the API's schema, then hands the answer to `send` (the page's own API
 * call): the thanks, or the reason with what was typed kept, and the status to answer with.
 */
export async function answerFeedbackForm(
  form: FormData,
  send: (answer: CheckedAnswer) => Promise<ApiResult<FeedbackRequest>>,
): Promise<{ result: FeedbackResult; status: number }> {
  const ratingText = formText(form, FEEDBACK_FIELDS.rating);
  const rating = /^\d{1,2}$/.test(ratingText) ? Number(ratingText) : null;
  const comment = formText(form, FEEDBACK_FIELDS.comment);
  const refuse = (error: string, status: number) => ({
    result: { answered: false as const, error, rating, comment },
    status,
  });

  const checked = checkFields(feedbackAnswerSchema, { rating: rating ?? undefined, comment });
  if (!checked.ok) {
    const { errors } = checked;
    return refuse(errors.rating ?? errors.comment ?? NOT_SENT, 400);
  }
  const answer = await send(checked.data);
  if (!answer.ok) return refuse(answer.error, answer.status);
  return { result: { answered: true }, status: 200 };
}
