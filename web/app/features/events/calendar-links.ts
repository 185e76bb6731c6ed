import type { EventDetail } from '@chapterhouse/shared';
import { eventEntry, type Venue, venueText } from '@chapterhouse/shared/event-entry';

// "Add to calendar" links of an event's page: Google Calendar's and Outlook's (Outlook.com and
// Outlook 365) own forms for a new entry, filled in from the event, with the times all its
// calendar entries share (`eventEntry`). Plain links, so the page needs no script for them; the `.ics` file
// (`paths.eventCalendar`) serves every other calendar program.

type CalendarEventFields = Pick<EventDetail, 'title' | 'description' | 'startDate' | 'endsAt'> &
  Venue;

/** The description is cut here: these forms travel in a URL, and browsers cap its length. */
const DETAILS_MAX = 1000;

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

/** Where: the venue and its address on one line, as the `.ics` has it. */
function locationOf(event: CalendarEventFields): { location?: string } {
  const location = venueText(event);
  return location ? { location } : {};
}

/** Google Calendar's form for a new entry, filled in. */
export function googleCalendarUrl(event: CalendarEventFields, pageUrl: string): string {
  const times = eventEntry(event);
  const dates = times.allDay
    ? `${times.startDay.replace(/-/g, '')}/${times.endDayExclusive.replace(/-/g, '')}`
    : `${basicUtc(new Date(times.start))}/${basicUtc(new Date(times.end))}`;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    details: detailsOf(event, pageUrl),
    ...locationOf(event),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** The form Outlook's web calendars share: the same fields for a personal and a work account. */
function outlookQuery(event: CalendarEventFields, pageUrl: string): URLSearchParams {
  const times = eventEntry(event);
  return new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    ...(times.allDay
      ? { startdt: times.startDay, enddt: times.endDayExclusive, allday: 'true' }
      : { startdt: new Date(times.start).toISOString(), enddt: new Date(times.end).toISOString() }),
    body: detailsOf(event, pageUrl),
    ...locationOf(event),
  });
}

/** Outlook.com's (outlook.live.com: personal accounts) form for a new entry, filled in. */
export function outlookCalendarUrl(event: CalendarEventFields, pageUrl: string): string {
  return `https://outlook.live.com/calendar/0/deeplink/compose?${outlookQuery(event, pageUrl)}`;
}

/** Outlook 365's (outlook.office.com: work and school accounts) form, filled in the same way. */
export function outlook365CalendarUrl(event: CalendarEventFields, pageUrl: string): string {
  return `https://outlook.office.com/calendar/0/deeplink/compose?${outlookQuery(event, pageUrl)}`;
}
