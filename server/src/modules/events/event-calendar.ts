import type { EventState, MailAttachment } from '@chapterhouse/shared';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { events } from '../../db/schema/index.js';
import { addDays, zonedDateTime } from '../../lib/clock.js';
import { CLOCK_TIME, type EventTimes, endsAtOf } from '../../lib/event-times.js';

// Events as iCalendar (RFC 5545): the `.ics` attached to registrants' mails, and calendar feeds.
// Each event keeps one UID for life and its SEQUENCE follows its version, so a calendar that
// imported it updates the entry (a new time, a cancellation) instead of adding a second one.

/** What a calendar entry is made of; select it with `calendarEventColumns`. */
export interface CalendarEvent extends EventTimes {
  id: number;
  title: string;
  location: string | null;
  description: string;
  state: EventState;
  /** Raised by every edit: the entry's SEQUENCE. */
  version: number;
}

export const calendarEventColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  time: events.time,
  endDate: events.endDate,
  endTime: events.endTime,
  location: events.location,
  description: events.description,
  state: events.state,
  version: events.version,
};

export interface CalendarOptions {
  /** The site's address (`https://ieee.example.edu`): event pages and UIDs are under it. */
  origin: string;
  /** The branch's time zone, in which events' dates and times are read. */
  timeZone: string;
  /** When the calendar is written (DTSTAMP). */
  now: Date;
  /** The calendar's own name, for a feed (a single event's file needs none). */
  name?: string;
}

/** `event-12@ieee.example.edu`: the same for an event wherever and whenever it is written. */
export const eventUid = (eventId: number, origin: string) =>
  `event-${eventId}@${new URL(origin).hostname}`;

export const eventPageUrl = (eventId: number, origin: string) => `${origin}/events/${eventId}`;

const STATUS: Record<EventState, ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  // The date it shows is not the one it will happen on.
  postponed: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

const NOTICES: Record<EventState, string | null> = {
  scheduled: null,
  postponed: 'Postponed: the new date will be announced on the event page.',
  cancelled: 'This event has been cancelled.',
};

/**
 * When an entry starts and ends. With a start time, as instants (written in UTC, so no VTIMEZONE
 * is needed); it ends at its end time, else at the end of its last day when it runs over several
 * days, else it has no end of its own. Without a start time (or with free text such as
 * 'Evening') it is an all-day entry over its days, the end day excluded as RFC 5545 has it.
 */
function timesOf(event: CalendarEvent, timeZone: string) {
  if (event.time && CLOCK_TIME.test(event.time)) {
    const start = new Date(zonedDateTime(event.date, event.time, timeZone));
    const hasEnd = event.endDate !== null || (event.endTime && CLOCK_TIME.test(event.endTime));
    const end = hasEnd ? endsAtOf(timeZone, event) : null;
    return { start, end: end && end > start ? end : null, allDay: false };
  }
  return { start: event.date, end: addDays(event.endDate ?? event.date, 1), allDay: true };
}

/** One or many events as an iCalendar document. */
export function eventCalendar(
  calendarEvents: readonly CalendarEvent[],
  options: CalendarOptions,
): string {
  const calendar = ical({
    prodId: { company: 'Chapterhouse', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ...(options.name ? { name: options.name } : {}),
  });
  for (const event of calendarEvents) {
    const url = eventPageUrl(event.id, options.origin);
    const notice = NOTICES[event.state];
    calendar.createEvent({
      id: eventUid(event.id, options.origin),
      sequence: event.version,
      stamp: options.now,
      ...timesOf(event, options.timeZone),
      summary: event.title,
      location: event.location,
      description: [notice, event.description, url].filter(Boolean).join('\n\n'),
      url,
      status: STATUS[event.state],
    });
  }
  return calendar.toString();
}

/** An event's `.ics` file, as a mail carries it. */
export function eventCalendarAttachment(
  event: CalendarEvent,
  options: CalendarOptions,
): MailAttachment {
  return {
    filename: `event-${event.id}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(eventCalendar([event], options)).toString('base64'),
  };
}
