import { addDays, zonedDateTime } from './clock.js';

// When an event starts and ends, read on the branch's wall clock (its time zone).

/** A time the event form accepts (`HH:MM`); older free text such as 'Evening' is not one. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface EventTimes {
  date: string;
  time: string | null;
  endDate: string | null;
  endTime: string | null;
}

/**
 * When an event ends: its end time on its last day, in the branch's time zone; without one, the
 * end of that day (the spec's rule that an event dated before today is past).
 */
export function endsAtOf(timeZone: string, event: EventTimes): Date {
  const lastDay = event.endDate ?? event.date;
  return new Date(
    event.endTime && CLOCK_TIME.test(event.endTime)
      ? zonedDateTime(lastDay, event.endTime, timeZone)
      : zonedDateTime(addDays(lastDay, 1), '00:00', timeZone),
  );
}
