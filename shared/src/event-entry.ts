/**
 * When an event's calendar entry starts and ends: one rule for its `.ics`, its Google and Outlook
 * links and its schema.org data, so no two of them disagree. It reads the event as the API gives
 * it (`EventDetail.startDate` and `endsAt`: a date, or a date-time with the branch's offset).
 *
 * An event without a start time is an all-day entry over its days. A timed event ends at its end
 * time; with an end day but no end time, as that day ends; with no end at all, `DEFAULT_EVENT_MINUTES`
 * after it starts (`endOf`). That is the rule by which the site itself counts the event over
 * (`endsAtOf` on the server) and the end its page says, so a calendar never shows it finished
 * while its page does not, nor running for hours the page never mentions.
 */

/**
 * How long an event lasts when its officers give no end: the event form fills this end in for
 * them to see and change, and an event saved without one is read so everywhere.
 */
export const DEFAULT_EVENT_MINUTES = 120;

/** A time the event form accepts (`HH:MM`); older free text such as 'Evening' is not one. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall clock (`2026-07-01`, `23:30`) and minutes after it, on that same wall clock. */
function wallClockPlus(date: string, time: string, minutes: number) {
  const later = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000).toISOString();
  return { date: later.slice(0, 10), time: later.slice(11, 16) };
}

/**
 * An event's end, on the branch's wall clock: the end its officers gave (an end day, an end time
 * or both), else, for an event with a start time, `DEFAULT_EVENT_MINUTES` after it (`endDate`
 * only when that is the next day). An event of whole days without an end ends with its day.
 */
export function endOf(event: {
  date: string;
  time: string | null;
  endDate: string | null;
  endTime: string | null;
}): { endDate: string | null; endTime: string | null } {
  if (event.endDate || event.endTime || !event.time || !CLOCK_TIME.test(event.time)) {
    return { endDate: event.endDate, endTime: event.endTime };
  }
  const end = wallClockPlus(event.date, event.time, DEFAULT_EVENT_MINUTES);
  return { endDate: end.date === event.date ? null : end.date, endTime: end.time };
}

export type EventEntry =
  | { allDay: true; startDay: string; lastDay: string; endDayExclusive: string }
  | { allDay: false; start: string; end: string };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The next day of an ISO date (`2026-07-31` -> `2026-08-01`), in UTC so no zone shifts it. */
function nextDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The offset an ISO date-time carries (`+05:30`, `Z`), to read a bare day in the same zone. */
const offsetOf = (dateTime: string) => /(Z|[+-]\d{2}:\d{2})$/.exec(dateTime)?.[1] ?? 'Z';

/** A date-time with its offset (`2026-07-01T14:00:00+05:30`) and minutes later, at that offset. */
function laterAtOffset(dateTime: string, minutes: number): string {
  const end = wallClockPlus(dateTime.slice(0, 10), dateTime.slice(11, 16), minutes);
  return `${end.date}T${end.time}:00${offsetOf(dateTime)}`;
}

/**
 * The event's entry. A timed event's instants keep the start's offset; the midnight that ends a
 * day is read at that offset too (a clock change between the start and that midnight, which
 * zones make at night, would move it by the change).
 */
export function eventEntry(event: { startDate: string; endsAt: string | null }): EventEntry {
  const { startDate, endsAt } = event;
  if (DATE_ONLY.test(startDate)) {
    const lastDay = endsAt && DATE_ONLY.test(endsAt) ? endsAt : startDate;
    return { allDay: true, startDay: startDate, lastDay, endDayExclusive: nextDay(lastDay) };
  }
  const endOfDay = (day: string) => `${nextDay(day)}T00:00:00${offsetOf(startDate)}`;
  const startDay = startDate.slice(0, 10);
  if (!endsAt) {
    return {
      allDay: false,
      start: startDate,
      end: laterAtOffset(startDate, DEFAULT_EVENT_MINUTES),
    };
  }
  if (DATE_ONLY.test(endsAt)) return { allDay: false, start: startDate, end: endOfDay(endsAt) };
  // An end time before the start (older rows): the entry still needs an end after its start.
  const end = new Date(endsAt) > new Date(startDate) ? endsAt : endOfDay(startDay);
  return { allDay: false, start: startDate, end };
}

/** An event's venue: its name (`location`) and the parts of its address, each optional. */
export interface Venue {
  location: string | null;
  streetAddress?: string | null;
  locality?: string | null;
  postalCode?: string | null;
  region?: string | null;
  country?: string | null;
  /** How it is attended (`ATTENDANCE_MODES`); left out: in person. */
  attendanceMode?: 'in-person' | 'online' | 'hybrid';
}

/**
 * The venue on one line, for a calendar entry's location and a mail's "Where": `Great Hall,
 * 1 University Avenue, 12345 Northgate, NY, US` (with `, and online` for a hybrid event; `Online`
 * for an online one); null when nothing is known.
 */
export function venueText(venue: Venue): string | null {
  const town = [venue.postalCode, venue.locality].filter(Boolean).join(' ');
  const parts = [venue.location, venue.streetAddress, town, venue.region, venue.country];
  const place = parts.filter(Boolean).join(', ') || null;
  // Never the meeting's link, which is registrants' only: the word says where to look.
  if (venue.attendanceMode === 'online') return 'Online';
  if (venue.attendanceMode === 'hybrid') return place ? `${place}, and online` : 'Online';
  return place;
}

/** An event's prices (issue 49), each an amount with two decimals in its currency, or null. */
export interface EventPrices {
  /** Everyone's; null: the event is free. */
  price: string | null;
  /** A verified IEEE member's; null: as everyone's. */
  memberPrice: string | null;
  /** Those who register by `earlyBirdUntil` (the branch's date, that day included). */
  earlyBirdPrice: string | null;
  earlyBirdUntil: string | null;
}

/**
 * What a place costs someone registering on `today` (the branch's date): the lowest price they
 * qualify for (everyone's, the early-bird price until its last day, a verified member's), as the
 * server charges it and the page says it; null for a free event.
 */
export function priceFor(
  event: EventPrices,
  who: { member: boolean; today: string },
): string | null {
  if (event.price === null) return null;
  const offered = [
    event.price,
    ...(event.earlyBirdPrice !== null &&
    event.earlyBirdUntil !== null &&
    who.today <= event.earlyBirdUntil
      ? [event.earlyBirdPrice]
      : []),
    ...(who.member && event.memberPrice !== null ? [event.memberPrice] : []),
  ];
  return offered.reduce((lowest, each) => (Number(each) < Number(lowest) ? each : lowest));
}
