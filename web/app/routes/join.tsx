import { type JoinResult, type JoinView, joinTokenParamsSchema } from '@chapterhouse/shared';
import { data } from 'react-router';
import { LinkErrorPage } from '../components/status-page';
import { apiPaths, paths } from '../config/paths';
import { JoinPanel } from '../features/registrations/join-panel';
import { callApi, pageStatus } from '../lib/form-actions';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/join';

/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

/** One person's link: no shared cache (a proxy, the page cache) may keep any answer of it. */
const NOT_KEPT = { 'cache-control': 'private, no-store' };

/** The link's token, or the 404 of a malformed one (the server is not asked). */
function tokenOf(params: { token?: string }): string {
  const checked = joinTokenParamsSchema.safeParse({ token: params.token });
  if (!checked.success) {
    throw data({ message: checked.error.issues[0]?.message }, { status: 404, headers: NOT_KEPT });
  }
  return checked.data.token;
}

async function readJoin(context: Route.LoaderArgs['context'], token: string): Promise<JoinView> {
  const answer = await callApi<JoinView>(context, 'GET', apiPaths.join(token));
  if (!answer.ok) {
    throw data(
      { message: answer.error },
      {
        status: pageStatus(answer.status),
        headers: NOT_KEPT,
      },
    );
  }
  return answer.body;
}

/**
 * `/join/:token`, a registrant's personal join link of an online or hybrid event: read on the
 * server (the token is the key), so its button works before and without script. Visiting it
 * joins nobody (mail scanners open links); the button does.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const join = await readJoin(context, tokenOf(params));
  return data({ join }, { headers: NOT_KEPT });
}

export function headers() {
  return NOT_KEPT;
}

/**
 * The button: the API counts the join and answers the meeting's address, which the page then
 * opens (a refresh and a link: not a redirect, which the site's `form-action 'self'` policy
 * forbids a form to follow to another site). Refused (too early, ended), the page says why,
 * read afresh.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const token = tokenOf(params);
  const answer = await callApi<JoinResult>(context, 'POST', apiPaths.join(token));
  const join = await readJoin(context, token);
  if (answer.ok) {
    return data({ join, meetingUrl: answer.body.meetingUrl }, { headers: NOT_KEPT });
  }
  return data(
    { join, refused: answer.error },
    {
      status: pageStatus(answer.status),
      headers: NOT_KEPT,
    },
  );
}

export function meta() {
  return [
    ...pageMeta('Join online', 'Your personal link to join an online event.'),
    { name: 'robots', content: 'noindex' },
    // The token is the key: never hand it to another site (the meeting's) in a Referer header.
    { name: 'referrer', content: 'same-origin' },
  ];
}

export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <JoinPanel
          join={actionData?.join ?? loaderData.join}
          refused={actionData && 'refused' in actionData ? actionData.refused : null}
          meetingUrl={actionData && 'meetingUrl' in actionData ? actionData.meetingUrl : null}
        />
      </div>
    </div>
  );
}

/** An unknown or malformed link says so in the server's words; anything else apologises. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkErrorPage
      error={error}
      notFoundTitle="Join link not found"
      actions={[
        { to: paths.upcomingEvents(), label: 'Upcoming Events' },
        { to: paths.home(), label: 'Back to Home' },
      ]}
    />
  );
}
