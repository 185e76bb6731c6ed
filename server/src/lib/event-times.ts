import { type BranchClock, zoneNameAt } from '@chapterhouse/shared/date-wording';
import { endOf } from '@chapterhouse/shared/event-entry';
import { addDays, zonedDateTime } from './clock.js';

// When an event starts and ends, and when its registration closes, read on the branch's wall
// clock (its time zone).

/** A time the event form accepts (`HH:MM`); older free text such as 'Evening' is not one. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface EventTimes {
  date: string;
  time: string | null;
  endDate: string | null;
  endTime: string | null;
}

/**
 * When an event ends, in the branch's time zone: at the end `endOf` gives it (its own, or two
 * hours after a start time it gave without one); an event of whole days, or with an end day but
 * no end time, as its last day ends (the spec's rule that an event dated before today is past).
 */
export function endsAtOf(timeZone: string, event: EventTimes): Date {
  const end = endOf(event);
  const lastDay = end.endDate ?? event.date;
  return new Date(
    end.endTime && CLOCK_TIME.test(end.endTime)
      ? zonedDateTime(lastDay, end.endTime, timeZone)
      : zonedDateTime(addDays(lastDay, 1), '00:00', timeZone),
  );
}

/** The instant an event starts, in the branch's time zone: its day's start when it has no time. */
export function startsAtOf(timeZone: string, event: Pick<EventTimes, 'date' | 'time'>): Date {
  return new Date(
    zonedDateTime(
      event.date,
      event.time && CLOCK_TIME.test(event.time) ? event.time : '00:00',
      timeZone,
    ),
  );
}

/** When an event starts, as the API says it (`EventDetail.startDate`): with its branch's offset. */
export function startDateText(timeZone: string, event: EventTimes): string {
  return event.time && CLOCK_TIME.test(event.time)
    ? zonedDateTime(event.date, event.time, timeZone)
    : event.date;
}

/**
 * When an event ends, in the form of `startDateText`, at the end `endOf` gives it (a start time
 * without an end: two hours later); null for whole days without an end of their own.
 */
export function endsAtText(timeZone: string, event: EventTimes): string | null {
  const end = endOf(event);
  if (!end.endDate && !end.endTime) return null;
  const lastDay = end.endDate ?? event.date;
  return end.endTime && CLOCK_TIME.test(end.endTime)
    ? zonedDateTime(lastDay, end.endTime, timeZone)
    : lastDay;
}

/**
 * When registration closes: at the time the officers set, else when the event starts (an event
 * without a start time takes registrations until it ends).
 */
export function registrationClosesAt(
  timeZone: string,
  event: EventTimes & { endsAt: Date; registrationClosesAt: Date | null },
): Date {
  if (event.registrationClosesAt) return event.registrationClosesAt;
  if (event.time && CLOCK_TIME.test(event.time)) {
    return new Date(zonedDateTime(event.date, event.time, timeZone));
  }
  return event.endsAt;
}

/**
 * The branch zone's short name on the event's day (`IST`; `EDT` or `EST` as the day falls): at
 * its start, or at noon of a day without a time.
 */
export function zoneNameOf(clock: BranchClock, event: Pick<EventTimes, 'date' | 'time'>): string {
  const time = event.time && CLOCK_TIME.test(event.time) ? event.time : '12:00';
  return zoneNameAt(clock, new Date(zonedDateTime(event.date, time, clock.timeZone)));
}
