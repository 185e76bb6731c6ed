import {
  ACTIVITY_RECORD_UNKNOWN,
  isActivityToken,
  type SharedActivityRecord,
} from '@chapterhouse/shared';
import { data } from 'react-router';
import { LinkErrorPage } from '../components/status-page';
import { apiPaths, paths } from '../config/paths';
import { SharedActivityRecordPanel } from '../features/activity-record/activity-record';
import { callApi, pageStatus } from '../lib/form-actions';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/record';

/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

/**
 * Kept by no cache (the student may stop sharing at any moment, and the page names them) and
 * indexed by no search engine: it is for those the student gave the link to.
 */
const NOT_KEPT = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
};

/**
 * `/records/:token`, a student's shared activity record (its PDF's QR code leads here): read on
 * the server from the API, for anyone holding the link. Unknown, erased and unshared links get a
 * 404 saying which it is (unknown and erased alike).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = params.token ?? '';
  if (!isActivityToken(token))
    throw data({ message: ACTIVITY_RECORD_UNKNOWN }, { status: 404, headers: NOT_KEPT });
  const answer = await callApi<SharedActivityRecord>(context, 'GET', apiPaths.record(token));
  if (!answer.ok) {
    throw data({ message: answer.error }, { status: pageStatus(answer.status), headers: NOT_KEPT });
  }
  return data({ record: answer.body }, { headers: NOT_KEPT });
}

export function headers() {
  return NOT_KEPT;
}

export function meta() {
  return [
    ...pageMeta(
      'Activity record',
      'A student’s record of IEEE branch events, checked line by line.',
    ),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function RecordPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <SharedActivityRecordPanel record={loaderData.record} />
      </div>
    </div>
  );
}

/** Unknown or erased, or no longer shared: a 404 with its sentence; anything else apologises. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkErrorPage
      error={error}
      notFoundTitle="Activity record not available"
      actions={[{ to: paths.home(), label: 'Back to Home' }]}
    />
  );
}
