import type { DatedEvent, PublicReads } from '@chapterhouse/shared';
import { MONTH_NAMES, WEEKDAY_NAMES } from '@chapterhouse/shared/date-wording';
import { data } from 'react-router';

// The month view of an events list (`?view=month&month=2027-01`): which month it shows, the
// months it links to, and its days with their events. The server says which day is today (the
// branch's calendar, as it files events past or upcoming), so the page and the lists agree.

/**
 * How many months before and after the current one the month view reaches. Each month is a page
 * of its own for each of the branch's lists; unbounded, a crawler following "Next month" would
 * walk on for ever. Two years each way covers a year's planning and last year's events; older
 * ones are on the past-events list.
 */
export const MONTH_VIEW_REACH = 24;

/** `2027-01`: a month as the `month` query parameter names it. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether the list is asked for as a month (`?view=month`); anything else is the list. */
export const isMonthView = (url: URL) => url.searchParams.get('view') === 'month';

/** Months since year 0, so two months subtract. */
const monthNumber = (month: string) =>
  Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

const monthFromNumber = (value: number) =>
  `${String(Math.floor(value / 12)).padStart(4, '0')}-${String((value % 12) + 1).padStart(2, '0')}`;

export const addMonths = (month: string, count: number) =>
  monthFromNumber(monthNumber(month) + count);

/** `January 2027`. */
export const monthName = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

const DAY_MS = 86_400_000;
const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** Every day of the month, in order (`2027-01-01` … `2027-01-31`). */
export function daysOfMonth(month: string): string[] {
  const first = utcDay(`${month}-01`).getTime();
  const days: string[] = [];
  for (let time = first; ; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    if (!day.startsWith(month)) return days;
    days.push(day);
  }
}

/**
 * Weeks start on Monday (ISO 8601), as most campus calendars print them: the weekend reads as one
 * block at the end of each row.
 */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 0].map((day) => WEEKDAY_NAMES[day] as string);

/** The month as the rows of a calendar: a week a row, Monday first, `null` outside the month. */
export function weeksOfMonth(month: string): (string | null)[][] {
  const days = daysOfMonth(month);
  // getUTCDay counts from Sunday (0); Monday is the first column here.
  const leading = (utcDay(days[0] as string).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(leading).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** `Tuesday 8 December`: a day as the calendar's headings say it (the month's year is above). */
export function dayName(isoDate: string): string {
  const day = utcDay(isoDate);
  return `${WEEKDAY_NAMES[day.getUTCDay()]} ${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]}`;
}

/** One event on one of its days: which day of how many, for an event over several. */
export interface EventOnDay {
  event: DatedEvent;
  /** 1 on its first day. */
  dayNumber: number;
  days: number;
}

/**
 * The month's days with the events taking place on each: an event over several days on each of
 * them (those started earlier first, as the server orders by start), each day in order.
 */
export function eventsByDay(month: string, events: readonly DatedEvent[]) {
  const byDay = new Map<string, EventOnDay[]>(daysOfMonth(month).map((day) => [day, []]));
  for (const event of events) {
    const first = utcDay(event.date).getTime();
    const last = utcDay(event.endDate ?? event.date).getTime();
    const days = Math.round((last - first) / DAY_MS) + 1;
    for (let index = 0; index < days; index += 1) {
      const day = new Date(first + index * DAY_MS).toISOString().slice(0, 10);
      byDay.get(day)?.push({ event, dayNumber: index + 1, days });
    }
  }
  return byDay;
}

/** What the month view of a list shows, as its loader reads it. */
export interface EventMonth {
  /** `2027-01`. */
  month: string;
  /** Today on the branch's calendar (`2026-12-08`): marked when it falls in the month. */
  today: string;
  /** The months it links to: the one before and after, `null` beyond the view's reach. */
  previous: string | null;
  next: string | null;
  /** Whether this is the current month (its "This month" link leads here). */
  isCurrent: boolean;
  events: DatedEvent[];
  /** More events than one read carries: the calendar says it shows the first of them. */
  truncated: boolean;
}

const notFound = () => data({ reason: 'page' as const }, { status: 404 });

/**
 * Reads the month a list's URL asks for (`month=2027-01`), or the current one on the branch's
 * calendar. A month that is not one, or beyond `MONTH_VIEW_REACH` of the current month, is a 404:
 * an address that does not exist rather than a page that pretends to.
 */
export async function loadEventMonth(
  reads: PublicReads,
  url: URL,
  /** An organisation's id, for its own calendar; none for the branch's. */
  org?: string,
): Promise<EventMonth> {
  const asked = url.searchParams.get('month');
  if (asked !== null && !MONTH.test(asked)) throw notFound();
  const days = asked ? daysOfMonth(asked) : null;
  const answer = await reads.listEventsBetween({
    ...(days ? { from: days[0], to: days.at(-1) } : {}),
    ...(org ? { org } : {}),
  });
  if (!answer) throw notFound();
  const current = answer.today.slice(0, 7);
  const month = asked ?? current;
  const distance = monthNumber(month) - monthNumber(current);
  if (Math.abs(distance) > MONTH_VIEW_REACH) throw notFound();
  return {
    month,
    today: answer.today,
    previous: distance > -MONTH_VIEW_REACH ? addMonths(month, -1) : null,
    next: distance < MONTH_VIEW_REACH ? addMonths(month, 1) : null,
    isCurrent: distance === 0,
    events: answer.events,
    truncated: answer.truncated,
  };
}
