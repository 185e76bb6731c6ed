import type { ActivityRecord } from '@chapterhouse/shared';
import { data, redirect } from 'react-router';
import { apiPaths, paths } from '../config/paths';
import {
  ActivityRecordSection,
  RECORD_SHARED,
  RECORD_SHARING_INTENT,
  RECORD_UNSHARED,
  type SharingOutcome,
} from '../features/activity-record/activity-record';
import { NOT_KEPT } from '../features/students/student-routes';
import { callApi, formText, pageStatus } from '../lib/form-actions';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/me-record';

/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

/**
 * `/me/record`, the student's activity record: read on the server from their session cookie (sent
 * to `/me` paths alone, decision 017); signed out, the sign-in page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const answer = await callApi<ActivityRecord>(context, 'GET', apiPaths.meRecord());
  if (!answer.ok) {
    if (answer.status === 401) throw redirect(paths.meSignIn(), { headers: NOT_KEPT });
    throw data({ message: answer.error }, { status: pageStatus(answer.status), headers: NOT_KEPT });
  }
  return data({ record: answer.body }, { headers: NOT_KEPT });
}

export function headers() {
  return NOT_KEPT;
}

/** Sharing on or off, sent by the browser itself: the page again, saying what changed or why not. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (formText(form, 'intent') !== RECORD_SHARING_INTENT) {
    throw data({ message: 'Nothing to do.' }, { status: 400, headers: NOT_KEPT });
  }
  const shared = formText(form, 'shared') === 'on';
  const answer = await callApi(context, 'PUT', apiPaths.meRecordSharing(), { shared });
  if (answer.status === 401) throw redirect(paths.meSignIn(), { status: 303, headers: NOT_KEPT });
  const sharing: SharingOutcome = answer.ok
    ? { message: shared ? RECORD_SHARED : RECORD_UNSHARED }
    : { error: answer.error };
  return data({ sharing }, { status: answer.ok ? 200 : answer.status, headers: NOT_KEPT });
}

export function meta() {
  return [
    ...pageMeta('Your activity record', 'Every event you attended, with hours and certificates.'),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function StudentRecordPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-3xl">
        <ActivityRecordSection record={loaderData.record} outcome={actionData?.sharing} />
      </div>
    </div>
  );
}
