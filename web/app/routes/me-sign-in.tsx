import type { StudentOnThisBrowser, StudentSignedIn } from '@chapterhouse/shared';
import { data, redirect, useSearchParams } from 'react-router';
import { apiPaths, paths } from '../config/paths';
import { NOT_KEPT, withCookies } from '../features/students/student-routes';
import {
  SIGN_IN_FIELDS,
  SIGN_IN_INTENTS,
  type SignInResult,
  StudentSignIn,
} from '../features/students/student-sign-in';
import { callApi, formText } from '../lib/form-actions';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/me-sign-in';

/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

/** `/me/sign-in`: a student already signed in on this browser goes straight to their page. */
export async function loader({ context }: Route.LoaderArgs) {
  const signedIn = await callApi<StudentOnThisBrowser>(context, 'GET', apiPaths.meProfile());
  if (signedIn.ok && signedIn.body.student) throw redirect(paths.me(), { headers: NOT_KEPT });
  return data(null, { headers: NOT_KEPT });
}

export function headers() {
  return NOT_KEPT;
}

/**
 * The two forms, sent by the browser itself: the address (a mail goes to it), then the code
 * from the mail (the session starts, and the student lands on their page). A refusal shows the
 * same step again with the API's words and what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = formText(form, SIGN_IN_FIELDS.email);
  if (formText(form, SIGN_IN_FIELDS.intent) === SIGN_IN_INTENTS.code) {
    const code = formText(form, SIGN_IN_FIELDS.code);
    const answer = await callApi<StudentSignedIn>(context, 'POST', apiPaths.meSignInCode(), {
      email,
      code,
    });
    if (!answer.ok) {
      return data<SignInResult>(
        { step: 'code', email, error: answer.error },
        { status: answer.status, headers: NOT_KEPT },
      );
    }
    throw redirect(answer.body.redirectTo, { status: 303, headers: withCookies(answer) });
  }
  const answer = await callApi<{ message: string }>(context, 'POST', apiPaths.meSignIn(), {
    email,
  });
  if (!answer.ok) {
    return data<SignInResult>(
      { step: 'ask', email, error: answer.error },
      { status: answer.status, headers: NOT_KEPT },
    );
  }
  return data<SignInResult>(
    { step: 'mailed', email: email.trim().toLowerCase(), message: answer.body.message },
    { headers: NOT_KEPT },
  );
}

export function meta() {
  return [
    ...pageMeta('Your events', 'Sign in with your e-mail address to see your events.'),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function StudentSignInPage({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <StudentSignIn result={actionData ?? undefined} erased={searchParams.has('erased')} />
      </div>
    </div>
  );
}
