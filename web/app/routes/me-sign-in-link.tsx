import {
  type StudentLinkInfo,
  type StudentSignedIn,
  studentLinkParamsSchema,
} from '@chapterhouse/shared';
import { data, redirect } from 'react-router';
import { LinkErrorPage } from '../components/status-page';
import { apiPaths, paths } from '../config/paths';
import { NOT_KEPT, withCookies } from '../features/students/student-routes';
import { StudentSignInLink } from '../features/students/student-sign-in';
import { callApi, pageStatus } from '../lib/form-actions';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/me-sign-in-link';

/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

/** The link's token, or the 404 of a malformed one (the server is not asked). */
function tokenOf(params: { token?: string }): string {
  const checked = studentLinkParamsSchema.safeParse({ token: params.token });
  if (!checked.success) {
    throw data({ message: checked.error.issues[0]?.message }, { status: 404, headers: NOT_KEPT });
  }
  return checked.data.token;
}

/**
 * `/me/sign-in/:token`, the link a sign-in mail carries: shows whose it is and a button. Opening
 * it uses nothing (mail scanners fetch links); pressing the button does.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await callApi<StudentLinkInfo>(
    context,
    'GET',
    apiPaths.meSignInLink(tokenOf(params)),
  );
  if (!answer.ok) {
    throw data({ message: answer.error }, { status: pageStatus(answer.status), headers: NOT_KEPT });
  }
  return data({ email: answer.body.email }, { headers: NOT_KEPT });
}

export function headers() {
  return NOT_KEPT;
}

/** The button: the session starts in this browser and the student lands on their page. */
export async function action({ params, context }: Route.ActionArgs) {
  const answer = await callApi<StudentSignedIn>(
    context,
    'POST',
    apiPaths.meSignInLink(tokenOf(params)),
  );
  if (!answer.ok) {
    throw data({ message: answer.error }, { status: pageStatus(answer.status), headers: NOT_KEPT });
  }
  throw redirect(answer.body.redirectTo, { status: 303, headers: withCookies(answer) });
}

export function meta() {
  return [
    ...pageMeta('Sign in', 'Sign in to see your events.'),
    { name: 'robots', content: 'noindex' },
    // The token is the key: never hand it to another site in a Referer header.
    { name: 'referrer', content: 'same-origin' },
  ];
}

export default function StudentSignInLinkPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <StudentSignInLink email={loaderData.email} />
      </div>
    </div>
  );
}

/** An unknown, used or expired link says so in the server's words, with the way to a new one. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkErrorPage
      error={error}
      notFoundTitle="Sign-in link not valid"
      actions={[
        { to: paths.meSignIn(), label: 'Ask for a new link' },
        { to: paths.home(), label: 'Back to Home' },
      ]}
    />
  );
}
