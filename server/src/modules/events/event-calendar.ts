import { type EventState, eventPagePath, type MailAttachment } from '@chapterhouse/shared';
import { eventEntry, venueText } from '@chapterhouse/shared/event-entry';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { type ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { events } from '../../db/schema/index.js';
import { type EventTimes, endsAtText, startDateText } from '../../lib/event-times.js';

// Events as iCalendar (RFC 5545): the `.ics` attached to registrants' mails, and calendar feeds.
// Each event keeps one UID for life and its SEQUENCE follows its version, so a calendar that
// imported it updates the entry (a new time, a cancellation) instead of adding a second one.

/** What a calendar entry is made of; select it with `calendarEventColumns`. */
export interface CalendarEvent extends EventTimes {
  id: number;
  title: string;
  location: string | null;
  /** The venue's address, written after its name in the entry's LOCATION. */
  streetAddress?: string | null;
  locality?: string | null;
  postalCode?: string | null;
  region?: string | null;
  country?: string | null;
  attendanceMode?: 'in-person' | 'online' | 'hybrid';
  /** What a paid event's amounts are in (registrants' payment mails). */
  priceCurrency?: string | null;
  description: string;
  state: EventState;
  /** Raised by every edit: the entry's SEQUENCE. */
  version: number;
  /**
   * Its last change, for DTSTAMP and LAST-MODIFIED: a feed written again with nothing changed
   * then has the same bytes (and ETag). Without it DTSTAMP is `now`.
   */
  updatedAt?: Date | string;
}

export const calendarEventColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  time: events.time,
  endDate: events.endDate,
  endTime: events.endTime,
  location: events.location,
  streetAddress: events.streetAddress,
  locality: events.locality,
  postalCode: events.postalCode,
  region: events.region,
  country: events.country,
  attendanceMode: events.attendanceMode,
  /** What registrants' payment mails give amounts in (issue 49). */
  priceCurrency: events.priceCurrency,
  description: events.description,
  state: events.state,
  version: events.version,
  updatedAt: events.updatedAt,
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
  /** How often a subscribed calendar should fetch the feed again (REFRESH-INTERVAL), in seconds. */
  refreshSeconds?: number;
}

/** `event-12@ieee.example.edu`: the same for an event wherever and whenever it is written. */
export const eventUid = (eventId: number, origin: string) =>
  `event-${eventId}@${new URL(origin).hostname}`;

/** The event's page at its canonical address (never the id alone, which answers a redirect). */
export const eventPageUrl = (event: { id: number; title: string }, origin: string) =>
  origin + eventPagePath(event);

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
 * The branch's zone as a VTIMEZONE, or null when the zone library lacks it (or it is UTC): the
 * times are then written in UTC, which every calendar reads the same.
 */
export function vtimezoneOf(timeZone: string): string | null {
  if (/^(Etc\/)?(UTC|GMT)$/i.test(timeZone)) return null;
  return getVtimezoneComponent(timeZone);
}

/**
 * When an entry starts and ends: `eventEntry`'s rule, which the event page's Google and Outlook
 * links and its schema.org data follow too. A timed entry's instants are written on the branch's
 * wall clock with its TZID (`zoned`), or else in UTC; an all-day one covers the event's days,
 * the end day excluded as RFC 5545 has it.
 */
function timesOf(event: CalendarEvent, timeZone: string, zoned: boolean) {
  const entry = eventEntry({
    startDate: startDateText(timeZone, event),
    endsAt: endsAtText(timeZone, event),
  });
  if (entry.allDay) return { start: entry.startDay, end: entry.endDayExclusive, allDay: true };
  const start = new Date(entry.start);
  const end = new Date(entry.end);
  if (!zoned) return { start, end, allDay: false };
  // ical-generator writes a TZID's wall clock from a date that knows its zone (a plain Date
  // would be read in the server process's own zone).
  const inZone = (instant: Date) => new TZDate(instant.getTime(), timeZone);
  return { start: inZone(start), end: inZone(end), allDay: false, timezone: timeZone };
}

/**
 * The document with the calendar's properties before its components and a CRLF after every line,
 * as RFC 5545 has them: ical-generator writes some properties (`X-WR-TIMEZONE`, the refresh
 * hints) after the VTIMEZONE or the events, and no line break after `END:VCALENDAR`, which
 * stricter readers refuse. Folded lines (a CRLF then a space) stay with the line they continue.
 */
export function inRfc5545Order(document: string): string {
  const lines = document.replace(/\r\n$/, '').split(/\r\n(?! )/);
  const properties: string[] = [];
  const components: string[] = [];
  let depth = 0;
  for (const line of lines.slice(1, -1)) {
    if (line.startsWith('BEGIN:')) depth += 1;
    (depth === 0 ? properties : components).push(line);
    if (line.startsWith('END:')) depth -= 1;
  }
  return [lines[0], ...properties, ...components, lines.at(-1), ''].join('\r\n');
}

/**
 * More entries for a calendar document (a feed's series, series-calendar.ts): they add their
 * components, and may finish the written text (lines ical-generator cannot write).
 */
export type CalendarExtension = (
  calendar: ICalCalendar,
  zoned: boolean,
) => (text: string) => string;

/** One or many events as an iCalendar document, and what `extend` adds to it. */
export function eventCalendar(
  calendarEvents: readonly CalendarEvent[],
  options: CalendarOptions,
  extend?: CalendarExtension,
): string {
  const vtimezone = vtimezoneOf(options.timeZone);
  const calendar = ical({
    prodId: { company: 'Chapterhouse', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ...(options.name ? { name: options.name } : {}),
    ...(options.refreshSeconds ? { ttl: options.refreshSeconds } : {}),
    // No calendar-wide zone (ical-generator would then write DTSTAMP on the process's wall clock):
    // only the VTIMEZONE the timed entries' TZID names, and the zone for Apple and Google.
    ...(vtimezone ? { timezone: { name: null, generator: () => vtimezone } } : {}),
    x: [['X-WR-TIMEZONE', options.timeZone]],
  });
  for (const event of calendarEvents) {
    const url = eventPageUrl(event, options.origin);
    const notice = NOTICES[event.state];
    const updatedAt = event.updatedAt === undefined ? null : new Date(event.updatedAt);
    calendar.createEvent({
      id: eventUid(event.id, options.origin),
      sequence: event.version,
      stamp: updatedAt ?? options.now,
      ...(updatedAt ? { lastModified: updatedAt } : {}),
      ...timesOf(event, options.timeZone, vtimezone !== null),
      summary: event.title,
      location: venueText(event),
      description: [notice, event.description, url].filter(Boolean).join('\n\n'),
      url,
      status: STATUS[event.state],
    });
  }
  const finish = extend?.(calendar, vtimezone !== null) ?? ((text: string) => text);
  return inRfc5545Order(finish(calendar.toString()));
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
