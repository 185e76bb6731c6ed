import type { FeedbackRequest } from '@chapterhouse/shared';
import { data, redirect } from 'react-router';
import { LinkErrorPage } from '../components/status-page';
import { apiPaths, paths } from '../config/paths';
import { answerFeedbackForm } from '../features/reports/feedback-answer';
import { FeedbackPanel, type FeedbackResult } from '../features/reports/feedback-form';
import { NOT_KEPT } from '../features/students/student-routes';
import { callApi, pageStatus } from '../lib/form-actions';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/me-feedback';

/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

const NO_SUCH_FEEDBACK = 'No feedback is asked of you for that registration.';

/** The registration's id, or the 404 of a malformed one (the server is not asked). */
function registrationIdOf(params: { registrationId?: string }): number {
  const text = params.registrationId ?? '';
  const id = Number(text);
  if (!/^\d{1,10}$/.test(text) || id < 1 || id > 2_147_483_647) {
    throw data({ message: NO_SUCH_FEEDBACK }, { status: 404, headers: NOT_KEPT });
  }
  return id;
}

/**
 * `/me/feedback/:registrationId`, from the student's page: the feedback asked of an event they
 * attended, as its mailed link (`/feedback/:token`) shows it, with their session as the key.
 * Read and answered on the server, so its form works without script. Signed out, the sign-in
 * page; another's registration, or one nobody asked about, 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = registrationIdOf(params);
  const answer = await callApi<FeedbackRequest>(context, 'GET', apiPaths.meFeedback(id));
  if (!answer.ok) {
    if (answer.status === 401) throw redirect(paths.meSignIn(), { headers: NOT_KEPT });
    throw data({ message: answer.error }, { status: pageStatus(answer.status), headers: NOT_KEPT });
  }
  return data({ request: answer.body }, { headers: NOT_KEPT });
}

export function headers() {
  return NOT_KEPT;
}

/** The answer, sent by the browser itself: thanks, or the reason with what was typed kept. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = registrationIdOf(params);
  const { result, status } = await answerFeedbackForm(await request.formData(), (answer) =>
    callApi<FeedbackRequest>(context, 'POST', apiPaths.meFeedback(id), answer),
  );
  if (status === 401) throw redirect(paths.meSignIn(), { status: 303, headers: NOT_KEPT });
  return data<FeedbackResult>(result, { status, headers: NOT_KEPT });
}

export function meta() {
  return [
    ...pageMeta('Your feedback', 'Tell the organisers how their event went.'),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function StudentFeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <FeedbackPanel request={loaderData.request} result={actionData} />
        <p className="mt-8 text-sm">
          <a href={paths.me()} className="font-medium text-brand-700 underline hover:no-underline">
            ← Your events
          </a>
        </p>
      </div>
    </div>
  );
}

/** Another's registration, or one asked nothing, says so, with the way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkErrorPage
      error={error}
      notFoundTitle="Feedback not found"
      actions={[
        { to: paths.me(), label: 'Your events' },
        { to: paths.home(), label: 'Back to Home' },
      ]}
    />
  );
}
