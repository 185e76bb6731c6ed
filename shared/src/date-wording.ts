/**
 * Dates and times in words, for people: the one home of how pages, mails, certificates and
 * reports say a day, a moment or when an event runs. Machine forms (ISO 8601, iCalendar stamps,
 * HTTP dates, CSV cells) are not words and live with their formats.
 *
 * Names of months and weekdays are spelt out here rather than taken from Intl: ICU versions
 * disagree ('Sep' or 'Sept', a comma after the weekday or none), and the server's Node and a
 * visitor's browser rarely ship the same one. Intl only reads numbers off a zone's wall clock and
 * a zone's short name. Every function that reads an instant takes the time zone it is read in
 * (the branch's `siteTimeZone`, or the reader's own on pages drawn in the browser only); none
 * falls back on the process's zone by itself.
 */

// ---- Names ----

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Sunday first, as `Date.getUTCDay()` counts. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const shortMonth = (month: number) => MONTH_NAMES[month]?.slice(0, 3) ?? '';

/** A calendar day (`2026-07-01`) at UTC midnight, so no zone moves it to another day. */
const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

// ---- Days ----

/** `Wednesday 1 July 2026`: a day (`2026-07-01`) as mails and messages say it. */
export function longDay(isoDate: string): string {
  const day = utcDay(isoDate);
  return `${WEEKDAY_NAMES[day.getUTCDay()]} ${longDate(isoDate)}`;
}

/** `1 July 2026`: a day without its weekday, as certificates print it and notifications say it. */
export function longDate(isoDate: string): string {
  const day = utcDay(isoDate);
  return `${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/**
 * `7 Mar 2025`: a day as pages show it. An instant (`2025-12-31T23:30:00Z`) gives its day at UTC;
 * anything unparseable is shown as it came.
 */
export function shortDate(isoDateOrInstant: string): string {
  const date =
    isoDateOrInstant.length === 10 ? utcDay(isoDateOrInstant) : new Date(isoDateOrInstant);
  if (Number.isNaN(date.getTime())) return isoDateOrInstant;
  return `${date.getUTCDate()} ${shortMonth(date.getUTCMonth())} ${date.getUTCFullYear()}`;
}

/**
 * A wall-clock date and time (`2026-06-30T18:00`, as the event form and `wallClockAt` write it)
 * as pages show it: `30 Jun 2026, 18:00`, with its seconds when it has some (`18:00:30`), and
 * with the weekday first when asked (`Tuesday 30 Jun 2026, 18:00`). No zone is applied: the wall
 * clock is already the one meant.
 */
export function shortDateTime(wallClock: string, options: { weekday?: boolean } = {}): string {
  const [day = '', time] = wallClock.split('T');
  const weekday = options.weekday ? `${WEEKDAY_NAMES[utcDay(day).getUTCDay()] ?? ''} ` : '';
  if (!time) return weekday + shortDate(day);
  const seconds = time.slice(6, 8);
  const clock = `${time.slice(0, 5)}${seconds && seconds !== '00' ? `:${seconds}` : ''}`;
  return `${weekday}${shortDate(day)}, ${clock}`;
}

// ---- Reading an instant on a zone's wall clock ----

/** One formatter per zone: making one costs far more than using it, and a rush reads thousands. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(
  formats: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * An instant as a zone's wall clock reads it: `2026-07-01T14:00`, or to the second
 * (`2026-07-01T14:00:30`) when asked and the instant has seconds. Throws a `RangeError` for a
 * zone this runtime does not know.
 */
export function wallClockAt(
  instant: Date,
  timeZone: string,
  precision: 'minute' | 'second' = 'minute',
): string {
  const parts = cachedFormat(wallClockFormats, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const minute = `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
  const second = part('second');
  return precision === 'second' && second !== '00' ? `${minute}:${second}` : minute;
}

/**
 * The short name of `timeZone` at `instant` (`GMT+5:30`, `EDT`, `UTC`): said beside an event's
 * times, so a reader elsewhere knows whose clock they are on. Written by the server alone (pages
 * get it as data), so a browser's own time-zone names never change what a page says.
 */
export function zoneNameAt(timeZone: string, instant: Date): string {
  const format = cachedFormat(zoneNameFormats, timeZone, { timeZoneName: 'short' });
  return (
    format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** A time of an event with its zone's name: `17:00 GMT+5:30`; the one way pages and mails say it. */
export const timeWithZone = (time: string, zoneName: string) => `${time} ${zoneName}`;

// ---- Moments ----

/** `14:35` on a zone's clock: a moment within the day the reader is looking at. */
export function clockTimeAt(instant: Date, timeZone: string): string {
  return wallClockAt(instant, timeZone).slice(11, 16);
}

/**
 * When registration opens, as the refusal before it says: `16:00:30 GMT+5:30 on Monday 15 June
 * 2026` (the seconds only when it opens on one), on the branch's clock with its zone's name.
 */
export function openingWords(opensAt: Date, timeZone: string): string {
  const [day = '', time = ''] = wallClockAt(opensAt, timeZone, 'second').split('T');
  return `${time} ${zoneNameAt(timeZone, opensAt)} on ${longDay(day)}`;
}

/**
 * When an unconfirmed registration ends, as its mail says: `14:35 on Wednesday 1 July 2026
 * (Europe/London)`. It names the zone by its identifier where `openingWords` gives its short
 * name: two wordings of one kind of moment, kept as their tests expect until one is chosen.
 */
export function deadlineWords(instant: Date, timeZone: string): string {
  const [day = '', time = ''] = wallClockAt(instant, timeZone).split('T');
  return `${time} on ${longDay(day)} (${timeZone})`;
}

/** `1 July 2026 at 14:35`: until when a link works, as account mails say it (without a zone). */
export function dateAtTime(instant: Date, timeZone: string): string {
  const [day = '', time = ''] = wallClockAt(instant, timeZone).split('T');
  return `${longDate(day)} at ${time}`;
}

// ---- When an event runs ----

/** An event's days and times on the branch's wall clock, as its row and the API carry them. */
export interface EventWhenTimes {
  date: string;
  time: string | null;
  endDate: string | null;
  endTime: string | null;
}

/** `long` for mails and reports (`Wednesday 1 July 2026`), `short` for pages (`1 Jul 2026`). */
export type WordingStyle = 'long' | 'short';

const DAY_WORDS: Record<WordingStyle, (isoDate: string) => string> = {
  long: longDay,
  short: shortDate,
};
const RANGE_JOINERS: Record<WordingStyle, string> = { long: ' to ', short: ' – ' };

/**
 * A day with an event's time of day when it has one: `Wednesday 1 July 2026, 14:00` (long),
 * `1 Jul 2026, 14:00` (short), or the day alone.
 */
export function dayWithTime(isoDate: string, time: string | null, style: WordingStyle = 'long') {
  const day = DAY_WORDS[style](isoDate);
  return time ? `${day}, ${time}` : day;
}

/** The pieces of `eventWhen`, for a page that wraps its start and end in `<time>` elements. */
export interface EventWhenParts {
  start: string;
  /** The end with the words before it (` to `, ` – `); null when the event gives no end. */
  end: { joiner: string; text: string } | null;
  /** Said after the last time (` GMT+5:30`); empty for days without a time. */
  zone: string;
}

/**
 * When the event runs, piece by piece: its start, then its end when it has one (the end's time
 * alone on the same day, its day too when it runs over several, so a range past midnight says
 * the next day), and the zone's name after the last time. A day without a time needs no zone.
 * `zoneName` is the branch zone's short name on the event's day, as the API carries it
 * (`EventDetail.timeZoneName`): a browser never names a zone itself.
 */
export function eventWhenParts(
  event: EventWhenTimes,
  zoneName: string,
  style: WordingStyle = 'long',
): EventWhenParts {
  const lastDay = event.endDate && event.endDate !== event.date ? event.endDate : null;
  const end = lastDay ? dayWithTime(lastDay, event.endTime, style) : event.endTime;
  return {
    start: dayWithTime(event.date, event.time, style),
    end: end ? { joiner: RANGE_JOINERS[style], text: end } : null,
    // After the last time, as `timeWithZone` says it.
    zone: event.time || event.endTime ? ` ${zoneName}` : '',
  };
}

/**
 * When the event runs, in one line: `Wednesday 1 July 2026, 14:00 to 16:30 GMT+5:30` (long), or
 * `1 Jul 2026, 14:00 – 16:30 GMT+5:30` (short). See `eventWhenParts`.
 */
export function eventWhen(
  event: EventWhenTimes,
  zoneName: string,
  style: WordingStyle = 'long',
): string {
  const { start, end, zone } = eventWhenParts(event, zoneName, style);
  return `${start}${end ? end.joiner + end.text : ''}${zone}`;
}
