import type { DatedEvent } from '@chapterhouse/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { paths } from '../../config/paths';
import { formatList } from '../../lib/format';
import {
  dayName,
  type EventMonth,
  type EventOnDay,
  eventsByDay,
  monthName,
  WEEK_DAYS,
  weeksOfMonth,
} from './event-month';
import { eventPath } from './event-path';
import { EventStateBadge } from './event-state';

// The month view of an events list, drawn on the server only (the page is not hydrated): a
// calendar table from `md` up, and below it, where seven columns do not fit, the same month as
// an agenda of the days that have events. Only one of the two is displayed at a width, so screen
// readers and the keyboard meet each event once, in reading order.

const navLink =
  'inline-flex min-h-10 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50';

/** Whose event it is, where the list is not one organisation's own (or the event is joint). */
function hostsOf(event: DatedEvent): string {
  return [event.organisation, ...event.coHosts].map((host) => host.name).join(' with ');
}

/** `14:00` as a `<time>` of its day; older free-text times (`Evening`) as they are. */
function EventTime(props: { day: string; time: string; className: string }) {
  const clock = /^\d\d:\d\d$/.test(props.time);
  return clock ? (
    <time dateTime={`${props.day}T${props.time}`} className={props.className}>
      {props.time}
    </time>
  ) : (
    <span className={props.className}>{props.time}</span>
  );
}

/** When an event shows on a day: its time on its first day, which day it is on the others. */
function WhenOnDay(props: { entry: EventOnDay; day: string; className: string }) {
  const { entry } = props;
  if (entry.dayNumber > 1) {
    return (
      <span className={`${props.className} italic`}>
        Continued, day {entry.dayNumber} of {entry.days}
      </span>
    );
  }
  if (!entry.event.time) return null;
  return <EventTime day={props.day} time={entry.event.time} className={props.className} />;
}

/** How an event attended online says so in a day of the calendar. */
const ONLINE_WORDS = { online: 'Online', hybrid: 'Also online' } as const;

/** The words before the state of a cancelled or postponed event, for the compact calendar. */
const STATE_WORDS = { cancelled: 'Cancelled', postponed: 'Postponed' } as const;

function MonthTable(props: { data: EventMonth; byDay: Map<string, EventOnDay[]> }) {
  const { data, byDay } = props;
  return (
    <table className="hidden w-full table-fixed border-collapse md:table">
      <caption className="sr-only">
        Events in {monthName(data.month)}, a week a row, from Monday to Sunday
      </caption>
      <thead>
        <tr>
          {WEEK_DAYS.map((weekday) => (
            <th
              key={weekday}
              scope="col"
              className="border-b border-slate-300 px-2 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              <span aria-hidden="true" className="lg:hidden">
                {weekday.slice(0, 3)}
              </span>
              <span className="sr-only lg:not-sr-only">{weekday}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOfMonth(data.month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, column) =>
              day ? (
                <DayCell key={day} day={day} today={data.today} entries={byDay.get(day) ?? []} />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the blank cells of a row are alike
                <td key={column} className="border border-slate-200 bg-slate-50" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell(props: { day: string; today: string; entries: EventOnDay[] }) {
  const { day, today, entries } = props;
  const isToday = day === today;
  const isPast = day < today;
  const count = entries.length;
  const label = `${dayName(day)}: ${count === 0 ? 'no events' : count === 1 ? '1 event' : `${count} events`}`;
  const number = (
    <>
      <span
        aria-hidden="true"
        className={
          isToday
            ? 'inline-flex size-7 items-center justify-center rounded-full bg-brand-700 text-white'
            : 'inline-flex size-7 items-center justify-center'
        }
      >
        {Number(day.slice(8))}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
  return (
    <td
      aria-current={isToday ? 'date' : undefined}
      className={`h-28 border border-slate-200 p-1 align-top ${isToday ? 'bg-brand-50' : 'bg-white'}`}
    >
      {/* A day with events is a heading, so a screen reader's list of headings is the month's
          busy days; an empty day is only its number. */}
      <div className="flex items-center gap-1">
        {count > 0 ? (
          <h3 className={`text-sm font-semibold ${isPast ? 'text-slate-500' : 'text-slate-900'}`}>
            {number}
          </h3>
        ) : (
          <p className={`text-sm ${isPast ? 'text-slate-400' : 'text-slate-600'}`}>{number}</p>
        )}
        {isToday && <span className="text-xs font-semibold text-brand-700">Today</span>}
      </div>
      {count > 0 && (
        <ul className="mt-1 space-y-1">
          {entries.map((entry) => (
            <li key={entry.event.id} className="text-xs leading-snug [overflow-wrap:anywhere]">
              <a
                href={eventPath(entry.event)}
                className={`block rounded px-1 py-0.5 hover:bg-brand-100 hover:underline ${
                  entry.event.status === 'past' ? 'text-slate-500' : 'text-brand-800'
                }`}
              >
                <WhenOnDay entry={entry} day={day} className="block font-semibold" />
                {entry.event.title}
              </a>
              {entry.event.attendanceMode !== 'in-person' && (
                <span className="px-1 text-slate-600">
                  {ONLINE_WORDS[entry.event.attendanceMode]}
                </span>
              )}
              {entry.event.state !== 'scheduled' && (
                <span
                  className={`px-1 font-semibold uppercase ${
                    entry.event.state === 'cancelled' ? 'text-red-800' : 'text-amber-900'
                  }`}
                >
                  {STATE_WORDS[entry.event.state]}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

function MonthAgenda(props: {
  data: EventMonth;
  byDay: Map<string, EventOnDay[]>;
  showOrganisation: boolean;
}) {
  const { data, byDay } = props;
  const busyDays = [...byDay].filter(([, entries]) => entries.length > 0);
  if (busyDays.length === 0) return null;
  return (
    <ol className="space-y-4 md:hidden">
      {busyDays.map(([day, entries]) => {
        const isToday = day === data.today;
        return (
          <li
            key={day}
            aria-current={isToday ? 'date' : undefined}
            className={`rounded-xl border p-4 ${
              isToday ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'
            }`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-slate-900">
                {dayName(day)}
                <span className="sr-only">
                  : {entries.length === 1 ? '1 event' : `${entries.length} events`}
                </span>
              </h3>
              {isToday && (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  Today
                </span>
              )}
            </div>
            <ul className="mt-2 space-y-3">
              {entries.map((entry) => {
                const { event } = entry;
                return (
                  <li key={event.id} className="text-sm [overflow-wrap:anywhere]">
                    <WhenOnDay entry={entry} day={day} className="mr-2 text-slate-600" />
                    <a
                      href={eventPath(event)}
                      className={`font-semibold hover:underline ${
                        event.status === 'past' ? 'text-slate-600' : 'text-brand-800'
                      }`}
                    >
                      {event.title}
                    </a>
                    {event.attendanceMode !== 'in-person' && (
                      <span className="block text-xs text-slate-600">
                        {ONLINE_WORDS[event.attendanceMode]}
                      </span>
                    )}
                    {(props.showOrganisation || event.coHosts.length > 0) && (
                      <span className="block text-xs text-slate-600">{hostsOf(event)}</span>
                    )}
                    {event.state !== 'scheduled' && (
                      <span className="mt-1 block">
                        <EventStateBadge state={event.state} />
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

/** `Times are in IST.`: each time of the calendar is on the branch's clock, named once here. */
function zoneNote(events: readonly DatedEvent[]): string | null {
  const names = [...new Set(events.filter((event) => event.time).map((e) => e.timeZoneName))];
  if (names.length === 0) return null;
  // A month with a change of clocks has two names (`GMT` and `BST`): each day reads its own.
  return names.length === 1
    ? `Times are in ${names[0]}.`
    : `Times are in ${formatList(names).replace(/ and /, ' or ')}, as each day’s clock reads.`;
}

/**
 * A month of an events list: its name, links to the months around it, and its days with their
 * events (past days too: a calendar shows the whole month, its past events greyed).
 */
export function EventMonthView(props: {
  data: EventMonth;
  /** The list this is a view of (`/upcoming-events`), for the month links. */
  listPath: string;
  /** Say whose each event is (the branch's calendar); an organisation's says it of joint ones. */
  showOrganisation: boolean;
}) {
  const { data, listPath } = props;
  const byDay = eventsByDay(data.month, data.events);
  const title = monthName(data.month);
  const zone = zoneNote(data.events);
  return (
    <section aria-labelledby="month-title" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="month-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        <nav aria-label="Months">
          <ul className="flex flex-wrap gap-2">
            {data.previous && (
              <li>
                <Link
                  to={paths.eventsMonth(listPath, data.previous)}
                  rel="prev"
                  className={navLink}
                >
                  <span aria-hidden="true">←</span>
                  <span className="sr-only">Previous month: </span>
                  {monthName(data.previous)}
                </Link>
              </li>
            )}
            {!data.isCurrent && (
              <li>
                <Link to={paths.eventsMonth(listPath)} className={navLink}>
                  This month
                </Link>
              </li>
            )}
            {data.next && (
              <li>
                <Link to={paths.eventsMonth(listPath, data.next)} rel="next" className={navLink}>
                  <span className="sr-only">Next month: </span>
                  {monthName(data.next)}
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
      {zone && <p className="mt-2 text-sm text-slate-600">{zone}</p>}
      {data.truncated && (
        <p className="mt-2 text-sm font-medium text-amber-900">
          This month has more events than one calendar shows: the latest are left out.{' '}
          <Link to={listPath} className="text-brand-700 underline">
            See them all in the list
          </Link>
          .
        </p>
      )}
      <div className="mt-4">
        {data.events.length === 0 && (
          <div className="mb-4">
            <EmptyState>No events in {title}.</EmptyState>
          </div>
        )}
        <MonthTable data={data} byDay={byDay} />
        <MonthAgenda data={data} byDay={byDay} showOrganisation={props.showOrganisation} />
      </div>
    </section>
  );
}
