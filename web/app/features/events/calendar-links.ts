import type { EventDetail } from '@chapterhouse/shared';

// "Add to calendar" links of an event's page: Google Calendar's and Outlook's own forms for a
// new entry, filled in from the event. Plain links, so the page needs no script for them; the
// `.ics` file (`paths.eventCalendar`) serves every other calendar program.

type CalendarEventFields = Pick<
  EventDetail,
  'title' | 'description' | 'location' | 'startDate' | 'endsAt'
>;

/** How long an entry with a start time but no end lasts in these forms (they need an end). */
const DEFAULT_DURATION_MS = 60 * 60 * 1000;
/** The description is cut here: these forms travel in a URL, and browsers cap its length. */
const DETAILS_MAX = 1000;

const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The next day of an ISO date (`2026-07-31` -> `2026-08-01`), in UTC so no zone shifts it. */
function nextDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The offset an ISO date-time carries (`+05:30`, `Z`), to read a bare end day in the same zone. */
const offsetOf = (dateTime: string) => /(Z|[+-]\d{2}:\d{2})$/.exec(dateTime)?.[1] ?? 'Z';

/**
 * When the entry starts and ends: a whole-day entry over the event's days (the end day
 * excluded), or two instants. A timed event whose end is a day without a time ends as that day
 * ends; one with no end at all lasts an hour here.
 */
export function entryTimes(
  event: Pick<CalendarEventFields, 'startDate' | 'endsAt'>,
):
  | { allDay: true; startDay: string; endDayExclusive: string }
  | { allDay: false; start: Date; end: Date } {
  const { startDate, endsAt } = event;
  if (isDateOnly(startDate)) {
    const lastDay = endsAt && isDateOnly(endsAt) ? endsAt : startDate;
    return { allDay: true, startDay: startDate, endDayExclusive: nextDay(lastDay) };
  }
  const start = new Date(startDate);
  let end: Date;
  if (!endsAt) end = new Date(start.getTime() + DEFAULT_DURATION_MS);
  else if (isDateOnly(endsAt)) end = new Date(`${nextDay(endsAt)}T00:00:00${offsetOf(startDate)}`);
  else end = new Date(endsAt);
  return { allDay: false, start, end };
}

/** `20260701T083000Z`: the UTC form Google's `dates` takes. */
const basicUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

function detailsOf(event: CalendarEventFields, pageUrl: string): string {
  const text =
    event.description.length > DETAILS_MAX
      ? `${event.description.slice(0, DETAILS_MAX - 1).trimEnd()}…`
      : event.description;
  return `${text}\n\n${pageUrl}`;
}

/** Google Calendar's form for a new entry, filled in. */
export function googleCalendarUrl(event: CalendarEventFields, pageUrl: string): string {
  const times = entryTimes(event);
  const dates = times.allDay
    ? `${times.startDay.replace(/-/g, '')}/${times.endDayExclusive.replace(/-/g, '')}`
    : `${basicUtc(times.start)}/${basicUtc(times.end)}`;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    details: detailsOf(event, pageUrl),
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** Outlook's (outlook.live.com) form for a new entry, filled in. */
export function outlookCalendarUrl(event: CalendarEventFields, pageUrl: string): string {
  const times = entryTimes(event);
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    ...(times.allDay
      ? { startdt: times.startDay, enddt: times.endDayExclusive, allday: 'true' }
      : { startdt: times.start.toISOString(), enddt: times.end.toISOString() }),
    body: detailsOf(event, pageUrl),
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`;
}
