import type { JoinView } from '@chapterhouse/shared';

/**
 * Joined: the meeting opens at once (a refresh, which React places in the head; no script), with
 * a link should the browser not follow it. Neither tells the meeting's site the join link (the
 * page's referrer policy is `same-origin`).
 */
function Joined(props: { join: JoinView; meetingUrl: string }) {
  return (
    <div className="space-y-5">
      <meta httpEquiv="refresh" content={`0;url=${props.meetingUrl}`} />
      <h1 className="text-2xl font-bold tracking-tight break-words text-brand-900 sm:text-3xl">
        {props.join.event.title}
      </h1>
      <p className="text-lg text-slate-800" role="status">
        You are counted as attending online. Opening the meeting…
      </p>
      <a
        href={props.meetingUrl}
        className="inline-block rounded-lg bg-brand-700 px-5 py-3 text-base font-semibold text-white hover:bg-brand-800"
      >
        Open the meeting
      </a>
    </div>
  );
}

/**
 * A registrant's join link's page (`/join/{token}`): the event, where the link stands, and the
 * button that joins (a plain form: it works before and without script). The page never holds
 * the meeting's address; only the answer to its button does (`Joined`), for the link's holder.
 */
export function JoinPanel(props: {
  join: JoinView;
  refused?: string | null;
  /** Once joined: the meeting's address, which the page opens at once. */
  meetingUrl?: string | null;
}) {
  const { join, refused, meetingUrl } = props;
  const open = join.state === 'open';
  if (meetingUrl) return <Joined join={join} meetingUrl={meetingUrl} />;
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Join online</p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight break-words text-brand-900 sm:text-3xl">
          <a href={join.event.path} className="underline-offset-4 hover:underline">
            {join.event.title}
          </a>
        </h1>
        <p className="mt-2 text-slate-700">{join.event.when}</p>
      </div>
      {refused && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {refused}
        </p>
      )}
      <p className="text-lg text-slate-800" role="status">
        {join.message}
      </p>
      {open ? (
        <form method="post" className="space-y-3">
          <button
            type="submit"
            className="cursor-pointer rounded-lg bg-brand-700 px-5 py-3 text-base font-semibold text-white hover:bg-brand-800"
          >
            Join the meeting
          </button>
          <p className="text-sm text-slate-600">
            {join.attended
              ? 'You are counted as attending online already: join again as often as you need.'
              : 'Joining counts you as attending online, for the organisers’ report and your certificate.'}
          </p>
        </form>
      ) : null}
      <p className="text-sm text-slate-600">
        This link is yours alone, {join.name}: please do not share it.
      </p>
    </div>
  );
}
