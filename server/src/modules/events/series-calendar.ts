import { monthlyWeekdayOf, type SeriesRule, seriesDates } from '@chapterhouse/shared';
import { TZDate } from '@date-fns/tz';
import { foldLines, ICalEventStatus } from 'ical-generator';
import { type CalendarExtension, type CalendarOptions, eventCalendar } from './event-calendar.js';
import { instantOn } from './series-rule.js';

// A series as iCalendar (RFC 5545, issue 48): one VEVENT whose RRULE gives every session, EXDATE
// for the sessions that do not take place (exceptions and cancelled ones), and one VEVENT per
// changed session, of the same UID, whose RECURRENCE-ID names the session it replaces. Calendar
// programs expand it to the instants `seriesSessions` gives (series-calendar.test.ts checks it
// with ical.js across a clock change). As for single events (event-calendar.ts), its UID is kept
// for life and SEQUENCE follows its version.

/** What a series' calendar entry is made of. */
export interface CalendarSeries {
  id: number;
  title: string;
  /** The series' place; a changed session may have its own. */
  location: string | null;
  description: string;
  /** The series' page on the site, which each entry links. */
  pagePath: string;
  /** Raised by every edit: the entries' SEQUENCE. */
  version: number;
  /** Its last change, for DTSTAMP and LAST-MODIFIED (without it DTSTAMP is `now`). */
  updatedAt?: Date | string;
  rule: SeriesRule;
}

/** `series-4@ieee.example.edu`: the same for a series wherever and whenever it is written. */
export const seriesUid = (seriesId: number, origin: string) =>
  `series-${seriesId}@${new URL(origin).hostname}`;

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** `20261007T180000`: a wall-clock date and time as a TZID's value. */
const wallClockValue = (date: string, time: string) =>
  `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;

/** `20261007T220000Z`: an instant in UTC. */
const utcValue = (instant: Date) =>
  `${instant.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;

/**
 * The rule's RRULE. UNTIL is in UTC, as RFC 5545 requires when DTSTART has a TZID: the last
 * second of the `until` day on the branch's wall clock, so that a session that day is included.
 */
export function seriesRrule(rule: SeriesRule, timeZone: string): string {
  const first = new Date(`${rule.firstDate}T00:00:00Z`);
  const parts = (() => {
    switch (rule.frequency) {
      case 'weekly':
        return ['FREQ=WEEKLY', `BYDAY=${WEEKDAYS[first.getUTCDay()]}`];
      case 'fortnightly':
        return ['FREQ=WEEKLY', 'INTERVAL=2', `BYDAY=${WEEKDAYS[first.getUTCDay()]}`];
      case 'monthly-by-weekday': {
        const { weekday, ordinal } = monthlyWeekdayOf(rule.firstDate, rule.monthlyWeekday);
        return ['FREQ=MONTHLY', `BYDAY=${ordinal}${WEEKDAYS[weekday]}`];
      }
      case 'monthly-by-date':
        return ['FREQ=MONTHLY', `BYMONTHDAY=${first.getUTCDate()}`];
    }
  })();
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== null) {
    const lastSecond = new Date(instantOn(rule.until, '23:59', timeZone).getTime() + 59_000);
    parts.push(`UNTIL=${utcValue(lastSecond)}`);
  }
  return `RRULE:${parts.join(';')}`;
}

/** The sessions that do not take place: exceptions and cancelled sessions, by their dates. */
const excludedDates = (rule: SeriesRule) =>
  [
    ...rule.exceptions,
    ...rule.overrides
      .filter((override) => override.cancelled)
      .map((override) => override.originalDate),
  ].sort();

/**
 * The recurrence lines of the series' VEVENT. On the branch's wall clock (TZID) an RRULE; where
 * the zone has no VTIMEZONE to name (UTC, or a zone the library lacks) the times are in UTC, and
 * an RRULE in UTC would move the sessions by an hour at each clock change, so each session's
 * instant is listed instead (RDATE).
 */
function recurrenceLines(rule: SeriesRule, timeZone: string, zoned: boolean): string[] {
  const excluded = excludedDates(rule);
  if (zoned) {
    const lines = [seriesRrule(rule, timeZone)];
    if (excluded.length > 0) {
      const values = excluded.map((date) => wallClockValue(date, rule.startTime));
      lines.push(`EXDATE;TZID=${timeZone}:${values.join(',')}`);
    }
    return lines;
  }
  const skipped = new Set(excluded);
  // DTSTART's own instant among them: RFC 5545 counts an instance given twice once, and ical.js
  // (as Thunderbird) expands an RDATE without an RRULE from the RDATE alone.
  const instants = seriesDates(rule)
    .filter((date) => !skipped.has(date))
    .map((date) => utcValue(instantOn(date, rule.startTime, timeZone)));
  const lines = instants.length > 0 ? [`RDATE:${instants.join(',')}`] : [];
  // The first session is DTSTART itself: only an EXDATE takes it out.
  if (skipped.has(rule.firstDate)) {
    lines.push(`EXDATE:${utcValue(instantOn(rule.firstDate, rule.startTime, timeZone))}`);
  }
  return lines;
}

/**
 * Where a series' recurrence lines go, written in after ical-generator: its `repeating` takes a
 * text of lines, but calls a single line that is not an RRULE (an RDATE alone) one all the same.
 */
const RECURRENCE_PLACE = 'X-CHAPTERHOUSE-RECURRENCE';

/**
 * The series as entries of a calendar document (`eventCalendar`'s extension): each one recurring
 * VEVENT and its changes, beside the single events of a feed.
 */
export function seriesEntries(
  calendarSeries: readonly CalendarSeries[],
  options: CalendarOptions,
): CalendarExtension {
  const { timeZone } = options;
  return (calendar, zoned) => {
    // ical-generator writes a TZID's wall clock from a date that knows its zone (a plain Date
    // would be read in the server process's own zone); without a VTIMEZONE, in UTC.
    const at = (date: string, time: string) => {
      const instant = instantOn(date, time, timeZone);
      return zoned ? new TZDate(instant.getTime(), timeZone) : instant;
    };
    const zone = zoned ? { timezone: timeZone } : {};
    for (const series of calendarSeries) {
      const { rule } = series;
      const url = options.origin + series.pagePath;
      const updatedAt = series.updatedAt === undefined ? null : new Date(series.updatedAt);
      const common = {
        id: seriesUid(series.id, options.origin),
        sequence: series.version,
        stamp: updatedAt ?? options.now,
        ...(updatedAt ? { lastModified: updatedAt } : {}),
        summary: series.title,
        description: [series.description, url].filter(Boolean).join('\n\n'),
        url,
        status: ICalEventStatus.CONFIRMED,
        ...zone,
      };
      calendar.createEvent({
        ...common,
        start: at(rule.firstDate, rule.startTime),
        end: at(rule.firstDate, rule.endTime),
        location: series.location,
        x: [{ key: RECURRENCE_PLACE, value: String(series.id) }],
      });
      for (const override of rule.overrides) {
        if (override.cancelled) continue;
        const date = override.date ?? override.originalDate;
        calendar.createEvent({
          ...common,
          recurrenceId: at(override.originalDate, rule.startTime),
          start: at(date, override.startTime ?? rule.startTime),
          end: at(date, override.endTime ?? rule.endTime),
          location: override.location ?? series.location,
        });
      }
    }
    return (written) => {
      let text = written;
      for (const series of calendarSeries) {
        const lines = recurrenceLines(series.rule, timeZone, zoned);
        const recurrence = lines.length > 0 ? `${foldLines(lines.join('\r\n'))}\r\n` : '';
        text = text.replace(`${RECURRENCE_PLACE}:${series.id}\r\n`, () => recurrence);
      }
      return text;
    };
  };
}

/** One or many series as an iCalendar document, each as one recurring VEVENT and its changes. */
export function seriesCalendar(
  calendarSeries: readonly CalendarSeries[],
  options: CalendarOptions,
): string {
  return eventCalendar([], options, seriesEntries(calendarSeries, options));
}
