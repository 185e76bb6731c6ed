/** The source of "now", injected so tests can stand at any moment (e.g. just before midnight). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date | string): Clock {
  const instant = new Date(at);
  return { now: () => new Date(instant) };
}

/**
 * One formatter per kind and zone: making one costs far more than using it (about 0.1 ms against
 * a few microseconds), and every registration's mail reads its deadlines through these, as did
 * every event's end at start.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(
  kind: 'date' | 'time' | 'offset',
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale = 'en-CA',
): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function calendarDate(instant: Date, timeZone: string): string {
  const parts = formatOf('date', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `+05:30`, `-04:00`, `+00:00`: the offset from UTC of a time zone at an instant. */
function offsetAt(instant: Date, timeZone: string): string {
  const format = formatOf('offset', timeZone, { timeZoneName: 'longOffset' }, 'en-US');
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  // 'GMT+05:30', or plain 'GMT' for UTC itself.
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

const minutesOf = (offset: string) => {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return sign * (hours * 60 + minutes);
};

/**
 * A wall-clock date and time in a time zone as ISO 8601 with that zone's offset on that day:
 * `('2026-07-01', '14:00', 'Asia/Kolkata')` is `2026-07-01T14:00:00+05:30`. The offset is the
 * one in force at that moment, daylight saving time included.
 */
export function zonedDateTime(isoDate: string, time: string, timeZone: string): string {
  const key = `${isoDate}T${time} ${timeZone}`;
  let zoned = zonedDateTimes.get(key);
  if (zoned === undefined) {
    // Forgotten all at once when full: a server reads the few dates of its current events.
    if (zonedDateTimes.size >= ZONED_DATE_TIMES_KEPT) zonedDateTimes.clear();
    zoned = computeZonedDateTime(isoDate, time, timeZone);
    zonedDateTimes.set(key, zoned);
  }
  return zoned;
}

/**
 * `zonedDateTime`'s answers, which never change (a zone's rules change only with Node's own
 * time-zone data): each takes two `formatToParts` calls, and a rush reads the same event's times
 * for every registrant (their answer, their mail and its calendar file).
 */
const zonedDateTimes = new Map<string, string>();
const ZONED_DATE_TIMES_KEPT = 1000;

function computeZonedDateTime(isoDate: string, time: string, timeZone: string): string {
  const wallClock = new Date(`${isoDate}T${time}:00Z`);
  // The offset at the wall-clock time read as UTC is at most a day off; the offset at the instant
  // it implies is the right one except within the hour a clock change skips or repeats.
  const guess = offsetAt(wallClock, timeZone);
  const offset = offsetAt(new Date(wallClock.getTime() - minutesOf(guess) * 60_000), timeZone);
  return `${isoDate}T${time}:00${offset}`;
}

/** An instant as a time zone's wall clock reads it, as a `datetime-local` field shows it: `2026-07-01T14:00`. */
export function wallClockOf(instant: Date, timeZone: string): string {
  const parts = formatOf('time', timeZone, {
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${calendarDate(instant, timeZone)}T${part('hour')}:${part('minute')}`;
}

/**
 * A `datetime-local` value (`2026-07-01T14:00`, or to the second `2026-07-01T14:00:30`) read on a
 * time zone's wall clock: the instant it names.
 */
export function instantOfWallClock(wallClock: string, timeZone: string): Date {
  const [day = '', time = ''] = wallClock.split('T');
  const seconds = Number(time.slice(6) || 0);
  return new Date(Date.parse(zonedDateTime(day, time.slice(0, 5), timeZone)) + seconds * 1000);
}

/** `wallClockOf`, with the seconds when the instant has any (`2026-07-01T14:00:30`). */
export function wallClockToSecond(instant: Date, timeZone: string): string {
  const seconds = instant.getUTCSeconds();
  const minutes = wallClockOf(instant, timeZone);
  return seconds === 0 ? minutes : `${minutes}:${String(seconds).padStart(2, '0')}`;
}
