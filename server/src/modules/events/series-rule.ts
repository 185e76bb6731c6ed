import { type SeriesRule, seriesDates } from '@chapterhouse/shared';
import { zonedDateTime } from '../../lib/clock.js';

// A series' sessions (issue 48): the dates its rule gives (`seriesDates`, shared with the form),
// less its exceptions, with its one-off changes, as instants on the branch's wall clock. The
// `.ics` of a series (`series-calendar.ts`) says the same in RFC 5545's words; a test parses it
// with ical.js and checks that a calendar program expands it to these very instants.

export interface SeriesSession {
  /** The date the rule gives this session: its RECURRENCE-ID, which a change keeps. */
  originalDate: string;
  /** When it takes place after its change, on the branch's wall clock. */
  date: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  /** This session's own place; null: the series' place. */
  location: string | null;
  /** A one-off change moved, retimed or relocated it. */
  changed: boolean;
  /** It does not take place; still listed, marked as cancelled (an exception is not listed). */
  cancelled: boolean;
}

/** A span of time `[from, to)`: the look-ahead window of sessions that exist on their own. */
export interface SessionWindow {
  from: Date;
  to: Date;
}

/** The instant a wall-clock date and time names in a time zone. */
export const instantOn = (date: string, time: string, timeZone: string): Date =>
  new Date(zonedDateTime(date, time, timeZone));

/**
 * A series' sessions in the order they take place, exceptions left out; with `window`, only those
 * that start within it. A wall-clock time a clock change skips (02:30 on the spring's change in
 * New York) is read with the offset before the change, as `zonedDateTime` reads every event.
 */
export function seriesSessions(
  rule: SeriesRule,
  timeZone: string,
  window?: SessionWindow,
): SeriesSession[] {
  const excepted = new Set(rule.exceptions);
  const overrides = new Map(rule.overrides.map((override) => [override.originalDate, override]));
  const sessions: SeriesSession[] = [];
  for (const originalDate of seriesDates(rule)) {
    if (excepted.has(originalDate)) continue;
    const override = overrides.get(originalDate);
    const date = override?.date ?? originalDate;
    const startTime = override?.startTime ?? rule.startTime;
    const endTime = override?.endTime ?? rule.endTime;
    const startsAt = instantOn(date, startTime, timeZone);
    if (window && !(startsAt >= window.from && startsAt < window.to)) continue;
    sessions.push({
      originalDate,
      date,
      startTime,
      endTime,
      startsAt,
      endsAt: instantOn(date, endTime, timeZone),
      location: override?.location ?? null,
      changed: override !== undefined && !override.cancelled,
      cancelled: override?.cancelled ?? false,
    });
  }
  // A moved session may pass its neighbours.
  return sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
