import {
  newsletterFollowSchema,
  OWN_SUBSCRIPTION_SAVED,
  type OwnSubscription,
  type StudentPage,
} from '@chapterhouse/shared';
import { data, redirect } from 'react-router';
import { apiPaths, paths } from '../config/paths';
import { ActivityRecordLinks } from '../features/activity-record/activity-record';
import { readFollow } from '../features/newsletter/follow-value';
import {
  FollowedOrganisations,
  NewsletterChoices,
  OWN_NEWSLETTER_INTENTS,
  type OwnNewsletterAnswer,
} from '../features/newsletter/own-subscription';
import {
  type EraseRefusal,
  STUDENT_PAGE_INTENTS,
  StudentPagePanel,
} from '../features/students/student-page';
import { NOT_KEPT, withCookies } from '../features/students/student-routes';
import { checkFields } from '../lib/check-later';
import { callApi, formText, pageStatus } from '../lib/form-actions';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/me';

/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

/**
 * `/me`, the student's own page: read on the server from their session cookie (which only `/me`
 * and `/api/me` receive, decision 017); signed out, the sign-in page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const allPast = new URL(request.url).searchParams.get('past') === 'all';
  const answer = await callApi<StudentPage>(context, 'GET', apiPaths.me({ allPast }));
  if (!answer.ok) {
    if (answer.status === 401) throw redirect(paths.meSignIn(), { headers: NOT_KEPT });
    throw data({ message: answer.error }, { status: pageStatus(answer.status), headers: NOT_KEPT });
  }
  return data({ page: answer.body }, { headers: NOT_KEPT });
}

export function headers() {
  return NOT_KEPT;
}

/**
 * The page's forms, sent by the browser itself. Signing out: the session ends on the server and
 * its cookies leave the browser. Erasing: with the address typed again, everything of it goes
 * and the student lands on the sign-in page, told so; refused, the page again with the reason.
 * The newsletter's: saved or unsubscribed, the page again saying so, or why not.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === OWN_NEWSLETTER_INTENTS.save || intent === OWN_NEWSLETTER_INTENTS.unsubscribe) {
    return newsletterAction(context, intent, form);
  }
  if (intent === STUDENT_PAGE_INTENTS.erase) {
    const email = formText(form, 'email');
    const answer = await callApi(context, 'POST', apiPaths.meErase(), { email });
    if (answer.ok) throw redirect(paths.meErased(), { status: 303, headers: withCookies(answer) });
    if (answer.status === 401) throw redirect(paths.meSignIn(), { status: 303, headers: NOT_KEPT });
    return data<EraseRefusal>(
      { error: answer.error, email },
      { status: answer.status, headers: NOT_KEPT },
    );
  }
  if (intent !== STUDENT_PAGE_INTENTS.signOut) {
    throw data({ message: 'Nothing to do.' }, { status: 400, headers: NOT_KEPT });
  }
  const answer = await callApi(context, 'POST', apiPaths.meSignOut());
  // Signed out already (another tab): the page to sign in again, as after signing out.
  const headers = answer.ok ? withCookies(answer) : new Headers(NOT_KEPT);
  throw redirect(paths.meSignIn(), { status: 303, headers });
}

/**
 * Saving the newsletter's choice (checked with the API's schema first) or unsubscribing, by the
 * address the session proved: no mail to confirm it.
 */
async function newsletterAction(
  context: Route.ActionArgs['context'],
  intent: (typeof OWN_NEWSLETTER_INTENTS)[keyof typeof OWN_NEWSLETTER_INTENTS],
  form: FormData,
) {
  const choice = intent === OWN_NEWSLETTER_INTENTS.save ? readFollow(form) : null;
  const answer = (newsletter: OwnNewsletterAnswer['newsletter'], status = 200) =>
    data<OwnNewsletterAnswer>({ newsletter }, { status, headers: NOT_KEPT });
  if (choice) {
    const checked = checkFields(newsletterFollowSchema, choice);
    if (!checked.ok) {
      const error = checked.errors.organisationIds ?? Object.values(checked.errors)[0] ?? '';
      return answer({ ok: false, error, choice }, 400);
    }
    const saved = await callApi<OwnSubscription>(
      context,
      'PUT',
      apiPaths.meNewsletter(),
      checked.data,
    );
    if (saved.ok) return answer({ ok: true, message: OWN_SUBSCRIPTION_SAVED });
    if (saved.status === 401) throw redirect(paths.meSignIn(), { status: 303, headers: NOT_KEPT });
    return answer({ ok: false, error: saved.error, choice }, saved.status);
  }
  const gone = await callApi<{ message: string }>(context, 'DELETE', apiPaths.meNewsletter());
  if (gone.ok) return answer({ ok: true, message: gone.body.message });
  if (gone.status === 401) throw redirect(paths.meSignIn(), { status: 303, headers: NOT_KEPT });
  return answer({ ok: false, error: gone.error, choice: null }, gone.status);
}

export function meta() {
  return [
    ...pageMeta('Your events', 'Your registrations, tickets and certificates.'),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function StudentHomePage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const newsletterAnswer = actionData && 'newsletter' in actionData ? actionData : undefined;
  const refused = actionData && 'email' in actionData ? actionData : undefined;
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-3xl">
        <StudentPagePanel page={page} refused={refused}>
          <ActivityRecordLinks />
          <FollowedOrganisations newsletter={page.newsletter} />
          <NewsletterChoices newsletter={page.newsletter} answer={newsletterAnswer?.newsletter} />
        </StudentPagePanel>
      </div>
    </div>
  );
}
