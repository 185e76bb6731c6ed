import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_LINK_DAYS,
  type FeedbackRequest,
  RATING_MAX,
  RATING_MIN,
} from '@chapterhouse/shared';
import { useId } from 'react';
import { formatDate, formatNumber } from '../../lib/format';

// The feedback page's content (`routes/feedback.tsx`): plain HTML, rendered on the server and
// never hydrated, so its form is a native POST to the page's action. Public: it loads nothing of
// the dashboards.

/** The form's fields, as the browser sends them and the route's action reads them. */
export const FEEDBACK_FIELDS = { rating: 'rating', comment: 'comment' } as const;

/** What a rating means, beside its number. */
export const RATING_WORDS: Record<number, string> = {
  1: 'poor',
  2: 'fair',
  3: 'good',
  4: 'very good',
  5: 'excellent',
};

export const ANSWERED_ALREADY = 'Thank you — you answered already. Each link answers once.';

/** The answer to a form sent: thanks, or the reason it was refused with what was typed. */
export type FeedbackResult =
  | { answered: true }
  | { answered: false; error: string; rating: number | null; comment: string };

const RATINGS = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MIN + index,
);

function Form(props: { refused: Extract<FeedbackResult, { answered: false }> | null }) {
  const id = useId();
  const { refused } = props;
  return (
    <form method="post" className="mt-6 space-y-6">
      {refused && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {refused.error}
        </p>
      )}
      <fieldset>
        <legend className="font-semibold text-slate-900">How would you rate it?</legend>
        <div className="mt-3 space-y-2">
          {RATINGS.map((rating) => (
            <label
              key={rating}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={FEEDBACK_FIELDS.rating}
                value={rating}
                required
                defaultChecked={refused?.rating === rating}
                className="size-4 accent-brand-700"
              />
              {rating} — {RATING_WORDS[rating]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-comment`} className="block font-semibold text-slate-900">
          Anything to tell the organisers? (optional)
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          At most {formatNumber(FEEDBACK_COMMENT_MAX)} characters. Your answer goes to the
          organisers without your name.
        </p>
        <textarea
          id={`${id}-comment`}
          name={FEEDBACK_FIELDS.comment}
          rows={5}
          maxLength={FEEDBACK_COMMENT_MAX}
          defaultValue={refused?.comment}
          aria-describedby={`${id}-hint`}
          className="mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
      </div>
      <button
        type="submit"
        className="cursor-pointer rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        Send feedback
      </button>
    </form>
  );
}

/**
 * An attendee's feedback link: the event, then the two questions while it is open; thanks once
 * answered (just now, or before); when it stopped working once expired.
 */
export function FeedbackPanel(props: { request: FeedbackRequest; result?: FeedbackResult }) {
  const { request, result } = props;
  const { event } = request;
  const thanked = result?.answered === true || request.state === 'answered';
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">
        {thanked ? 'Thank you' : `How was ${event.title}?`}
      </h1>
      <p className="mt-2 text-slate-600">
        {thanked && <>{event.title}, </>}
        {event.organisation}, <time dateTime={event.date}>{formatDate(event.date)}</time>
      </p>
      {result?.answered ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          Thank you for your feedback: the organisers read every answer.
        </p>
      ) : request.state === 'answered' ? (
        <p className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          {ANSWERED_ALREADY}
        </p>
      ) : request.state === 'expired' ? (
        <p className="mt-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          This link expired on{' '}
          <time dateTime={request.expiresAt}>{formatDate(request.expiresAt)}</time>: feedback links
          work for {FEEDBACK_LINK_DAYS} days.
        </p>
      ) : (
        <Form refused={result && !result.answered ? result : null} />
      )}
    </>
  );
}
