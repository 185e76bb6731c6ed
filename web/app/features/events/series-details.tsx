import type { Series, SeriesSession } from '@chapterhouse/shared';
import { CalendarIcon, MapPinIcon } from '../../components/icons';
import { collectionOf, paths } from '../../config/paths';
import { eventPath } from './event-path';
import { SessionMarks, sessionDay, sessionTimes } from './series-sessions';

const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** Where the series' organisation lists its upcoming events (the branch has no page). */
function upcomingListOf(series: Series): string {
  const { organisation } = series;
  return organisation.kind === 'branch'
    ? paths.upcomingEvents()
    : paths.organisationList(collectionOf(organisation.kind), organisation.slug, 'upcoming-events');
}

/** The session a visitor would go to next: the first still to come, on, and open. */
const nextSession = (series: Series) =>
  series.sessions.find(
    (session) => !session.past && session.state !== 'cancelled' && session.eventId !== null,
  );

/**
 * For a series registered for once: that one registration covers every session, and the way to
 * the next session, where it is made. (Registered for session by session, each session's page
 * says how, as any event's.)
 */
function SeriesRegistrationNote(props: { series: Series }) {
  const { series } = props;
  const next = nextSession(series);
  return (
    <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-slate-800">
      One registration covers every session of the series
      {next?.eventId ? (
        <>
          : register on{' '}
          <a href={eventPath({ id: next.eventId, title: series.title })} className={linkClass}>
            the next session’s page
          </a>
          .
        </>
      ) : (
        '.'
      )}
    </p>
  );
}

/** One session: its day and times (a link to its page once it is made), marks and own place. */
function SessionRow(props: { series: Series; session: SeriesSession }) {
  const { series, session } = props;
  const when = (
    <>
      <time dateTime={session.date}>{sessionDay(session)}</time>, {sessionTimes(session)}
    </>
  );
  // A place of its own (a one-off change); the others meet where the series does.
  const ownPlace =
    session.location !== null && session.location !== series.location ? session.location : null;
  return (
    <li
      className={`flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4 lg:flex-col lg:items-start lg:gap-1 ${
        session.past ? 'bg-slate-50 text-slate-600' : 'text-slate-800'
      }`}
    >
      <div className="min-w-0">
        <p className="font-medium">
          {session.eventId !== null ? (
            <a href={eventPath({ id: session.eventId, title: series.title })} className={linkClass}>
              {when}
            </a>
          ) : (
            when
          )}
        </p>
        {ownPlace && (
          <p className="text-sm [overflow-wrap:anywhere]">
            <span className="sr-only">Place: </span>At {ownPlace}
          </p>
        )}
      </div>
      <SessionMarks session={session} />
    </li>
  );
}

/**
 * A series' public page (issue 48): its title and organisation, its rule in words with the time
 * zone, its description and place, how people register, and every session, each made one linked
 * to its own page; those beyond the look-ahead window are listed as dates, not open yet.
 */
export function SeriesDetails(props: { series: Series }) {
  const { series } = props;
  const organisationPath = paths.organisationOf(series.organisation);
  return (
    <article aria-labelledby="series-title">
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
              <li>
                <a href={paths.home()} className={linkClass}>
                  Home
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <a href={organisationPath} className={linkClass}>
                  {series.organisation.name}
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <a href={upcomingListOf(series)} className={linkClass}>
                  Upcoming Events
                </a>
              </li>
            </ol>
          </nav>
          <p className="mt-6">
            <span className="inline-flex items-center rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
              Series of events
            </span>
          </p>
          <h1
            id="series-title"
            className="mt-3 max-w-4xl text-3xl font-bold tracking-tight text-brand-900 [overflow-wrap:anywhere] sm:text-4xl"
          >
            {series.title}
          </h1>
          <p className="mt-3 text-lg text-slate-600">
            By{' '}
            <a href={organisationPath} className={linkClass}>
              {series.organisation.name}
            </a>
          </p>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <dl className="space-y-3 text-slate-800">
            <div className="flex gap-3">
              <dt className="pt-0.5 text-brand-700">
                <CalendarIcon className="size-5" />
                <span className="sr-only">When</span>
              </dt>
              <dd>
                {series.summary}{' '}
                <span className="text-slate-600">(times in {series.timeZoneName})</span>
              </dd>
            </div>
            {series.location && (
              <div className="flex gap-3">
                <dt className="pt-0.5 text-brand-700">
                  <MapPinIcon className="size-5" />
                  <span className="sr-only">Where</span>
                </dt>
                <dd className="[overflow-wrap:anywhere]">{series.location}</dd>
              </div>
            )}
          </dl>
          {series.registrationScope === 'series' && <SeriesRegistrationNote series={series} />}
          <section aria-labelledby="series-about" className="mt-10">
            <h2 id="series-about" className="text-2xl font-bold tracking-tight text-brand-900">
              About this series
            </h2>
            <p className="mt-4 text-base leading-relaxed whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
              {series.description}
            </p>
          </section>
        </div>

        <section aria-labelledby="series-sessions" className="min-w-0">
          <h2 id="series-sessions" className="text-2xl font-bold tracking-tight text-brand-900">
            Sessions
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            Times in {series.timeZoneName}. Sessions further ahead open later.
          </p>
          {series.sessions.length === 0 ? (
            <p className="mt-4 text-slate-700">No sessions are listed.</p>
          ) : (
            <ol
              aria-labelledby="series-sessions"
              className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white"
            >
              {series.sessions.map((session) => (
                <SessionRow key={session.originalDate} series={series} session={session} />
              ))}
            </ol>
          )}
          <p className="mt-6 text-sm">
            <a href={organisationPath} className={linkClass}>
              More from {series.organisation.name}
            </a>
          </p>
        </section>
      </div>
    </article>
  );
}
