import { type FeedbackRequest, feedbackTokenParamsSchema } from '@chapterhouse/shared';
import { data } from 'react-router';
import { LinkErrorPage } from '../components/status-page';
import { apiPaths, paths } from '../config/paths';
import { answerFeedbackForm } from '../features/reports/feedback-answer';
import { FeedbackPanel, type FeedbackResult } from '../features/reports/feedback-form';
import { callApi, pageStatus } from '../lib/form-actions';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/feedback';

/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

/** One person's link: no shared cache (a proxy, the page cache) may keep any answer of it. */
const NOT_KEPT = { 'cache-control': 'private, no-store' };

/** The link's token, or the 404 of a malformed one (the server is not asked). */
function tokenOf(params: { token?: string }): string {
  const checked = feedbackTokenParamsSchema.safeParse({ token: params.token });
  if (!checked.success) {
    throw data({ message: checked.error.issues[0]?.message }, { status: 404, headers: NOT_KEPT });
  }
  return checked.data.token;
}

/**
 * `/feedback/:token`, the link mailed to each attendee checked in at an event's door once it
 * ended: read on the server (the token is the key; no account is needed), so the form works
 * before and without script. The API says whether it is open, answered or expired.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = tokenOf(params);
  const answer = await callApi<FeedbackRequest>(context, 'GET', apiPaths.feedback(token));
  if (!answer.ok) {
    throw data(
      { message: answer.error },
      {
        status: pageStatus(answer.status),
        headers: NOT_KEPT,
      },
    );
  }
  return data({ request: answer.body }, { headers: NOT_KEPT });
}

export function headers() {
  return NOT_KEPT;
}

/**
 * The answer, sent by the browser itself (the page has no script of its own): checked with the
 * API's schema, then the API's own call; the page shows the thanks, or the reason with what was
 * typed kept and the API's status.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const token = tokenOf(params);
  const { result, status } = await answerFeedbackForm(await request.formData(), (answer) =>
    callApi<FeedbackRequest>(context, 'POST', apiPaths.feedback(token), answer),
  );
  return data<FeedbackResult>(result, { status, headers: NOT_KEPT });
}

export function meta() {
  return [
    ...pageMeta('Your feedback', 'Tell the organisers how their event went.'),
    { name: 'robots', content: 'noindex' },
    // The token is the key: never hand it to another site in a Referer header. Not
    // 'no-referrer', which makes the browser send the form with `Origin: null` (refused).
    { name: 'referrer', content: 'same-origin' },
  ];
}

export default function FeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <FeedbackPanel request={loaderData.request} result={actionData} />
      </div>
    </div>
  );
}

/** An unknown or malformed link says so in the server's words; anything else apologises. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkErrorPage
      error={error}
      notFoundTitle="Feedback link not found"
      actions={[
        { to: paths.upcomingEvents(), label: 'Upcoming Events' },
        { to: paths.home(), label: 'Back to Home' },
      ]}
    />
  );
}
