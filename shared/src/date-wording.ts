/**
 * Dates and times in words, for people: the one home of how pages, mails, the console, the
 * certificates and the spreadsheets (CSV) say a day, a moment or when an event runs. Other
 * machine forms (ISO 8601 in the API, iCalendar stamps, HTTP dates) are not words and live with
 * their formats.
 *
 * Names of months and weekdays are spelt out here rather than taken from Intl: ICU versions
 * disagree ('Sep' or 'Sept', a comma after the weekday or none), and the server's Node and a
 * visitor's browser rarely ship the same one. Intl only reads numbers off a zone's wall clock and
 * a zone's short name. Every function that reads an instant takes the clock it is read on (the
 * branch's time zone, and its language tag that names the zone: `BranchClock`); none falls back
 * on the process's zone by itself.
 *
 * One way everywhere: a time is followed by its zone's short name (`18:00 IST`), a moment in a
 * sentence is `14:35 IST on Wednesday 1 July 2026`, and on a page or in the console
 * `1 Jul 2026, 14:35 IST`.
 */

import { endOf } from './event-entry.js';

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

/**
 * The clock a branch reads moments on: its time zone (IANA, `Asia/Kolkata`) and its language tag
 * (BCP 47, `en-IN`), whose region names the zone (`IST`). The branch's locale setting is one.
 */
export interface BranchClock {
  timeZone: string;
  languageTag: string;
}

/**
 * The response header every API answer names the branch's locale in (its JSON, a `BranchClock`
 * and its currency): the browser says the console's moments on the branch's clock without a call
 * of its own.
 */
export const BRANCH_LOCALE_HEADER = 'branch-locale';

/** One formatter per zone: making one costs far more than using it, and a rush reads thousands. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(
  formats: Map<string, Intl.DateTimeFormat>,
  key: string,
  make: () => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
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
  const parts = cachedFormat(
    wallClockFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
  ).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const minute = `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
  const second = part('second');
  return precision === 'second' && second !== '00' ? `${minute}:${second}` : minute;
}

/**
 * The English of the language tag's region (`en-IN` for `en-IN` or `hi-IN`, `en-US` for a bare
 * `en`): pages are written in English, and CLDR gives a zone its short name (`IST`, `BST`, `EDT`)
 * only in the locales of the places that use it; elsewhere the name is its offset (`GMT+5:30`),
 * which no reader can take for another zone.
 */
function namingLocaleOf(languageTag: string): string {
  try {
    const { region } = new Intl.Locale(languageTag).maximize();
    return region ? `en-${region}` : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The short name of the branch's zone at `instant`, as English speakers of its language tag's
 * region write it: `IST` for Asia/Kolkata read in `en-IN`, `BST` or `GMT` for Europe/London in
 * `en-GB`, `EDT` for America/New_York in `en-US`; the offset (`GMT+5:30`) where that region has
 * no name for the zone, and `UTC` for UTC. Said after every time, so a reader elsewhere knows
 * whose clock it is. Written by the server for pages (they get it as data), so a browser's own
 * names never change what a page says; the console, drawn in the browser only, asks the same.
 */
export function zoneNameAt(clock: BranchClock, instant: Date): string {
  const locale = namingLocaleOf(clock.languageTag);
  const format = cachedFormat(
    zoneNameFormats,
    `${clock.timeZone} ${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: clock.timeZone, timeZoneName: 'short' }),
  );
  return (
    format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ??
    clock.timeZone
  );
}

/** A time of an event with its zone's name: `17:00 IST`; the one way pages and mails say it. */
export const timeWithZone = (time: string, zoneName: string) => `${time} ${zoneName}`;

// ---- Moments ----

/** `14:35` on a zone's clock: a moment within the day the reader is looking at. */
export function clockTimeAt(instant: Date, timeZone: string): string {
  return wallClockAt(instant, timeZone).slice(11, 16);
}

/**
 * A moment in a sentence, as mails, refusals and notices say it: `14:35 IST on Wednesday 1 July
 * 2026`, on the branch's clock with its zone's name; to the second when asked and it falls on
 * one (`16:00:30 IST on Monday 15 June 2026`: a registration opening at a set second). Until
 * when a link works, when an unconfirmed registration ends, when registration opens: this way.
 */
export function momentWords(
  instant: Date,
  clock: BranchClock,
  precision: 'minute' | 'second' = 'minute',
): string {
  const [day = '', time = ''] = wallClockAt(instant, clock.timeZone, precision).split('T');
  return `${timeWithZone(time, zoneNameAt(clock, instant))} on ${longDay(day)}`;
}

/**
 * A moment as pages and the console show it: `1 Jul 2026, 14:35 IST`, on the branch's clock
 * with its zone's name; `shortDateTime`'s words, with the zone said.
 */
export function shortMoment(instant: Date, clock: BranchClock): string {
  return timeWithZone(
    shortDateTime(wallClockAt(instant, clock.timeZone)),
    zoneNameAt(clock, instant),
  );
}

/**
 * A moment in a spreadsheet cell (CSV): `2026-07-01 14:35:00+05:30`, the branch's wall clock with
 * its offset from UTC (RFC 3339, with the space it allows for readability). The cell says its
 * zone by itself, whatever column it is copied to. Python's `datetime.fromisoformat` and pandas
 * read it as an aware time; Excel shows it as the text it is (the wall clock first, so it reads
 * and sorts as people expect) and `=DATEVALUE(LEFT(A2,10))+TIMEVALUE(MID(A2,12,8))` turns it into
 * its serial date. A zone's abbreviation (`IST`) would read better but is ambiguous (India,
 * Ireland, Israel) and no parser takes it.
 */
export function spreadsheetMoment(instant: Date, timeZone: string): string {
  const second = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  const wallClock = wallClockAt(second, timeZone, 'second');
  const full = wallClock.length === 16 ? `${wallClock}:00` : wallClock;
  const offsetMinutes = Math.round((Date.parse(`${full}Z`) - second.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${full.replace('T', ' ')}${sign}${hours}:${minutes}`;
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
  /** Said after the last time (` IST`); empty for days without a time. */
  zone: string;
}

/**
 * When the event runs, piece by piece: its start, then its end (the end's time alone on the same
 * day, its day too when it runs over several, so a range past midnight says the next day), and
 * the zone's name after the last time. A day without a time needs no zone. An event with a start
 * time and no end is said with the end `endOf` gives it, as its calendar entry has it.
 * `zoneName` is the branch zone's short name on the event's day, as the API carries it
 * (`EventDetail.timeZoneName`): a browser never names a zone itself.
 */
export function eventWhenParts(
  event: EventWhenTimes,
  zoneName: string,
  style: WordingStyle = 'long',
): EventWhenParts {
  const { endDate, endTime } = endOf(event);
  const lastDay = endDate && endDate !== event.date ? endDate : null;
  const end = lastDay ? dayWithTime(lastDay, endTime, style) : endTime;
  return {
    start: dayWithTime(event.date, event.time, style),
    end: end ? { joiner: RANGE_JOINERS[style], text: end } : null,
    // After the last time, as `timeWithZone` says it.
    zone: event.time || endTime ? ` ${zoneName}` : '',
  };
}

/**
 * When the event runs, in one line: `Wednesday 1 July 2026, 14:00 to 16:30 IST` (long), or
 * `1 Jul 2026, 14:00 – 16:30 IST` (short). See `eventWhenParts`.
 */
export function eventWhen(
  event: EventWhenTimes,
  zoneName: string,
  style: WordingStyle = 'long',
): string {
  const { start, end, zone } = eventWhenParts(event, zoneName, style);
  return `${start}${end ? end.joiner + end.text : ''}${zone}`;
}
