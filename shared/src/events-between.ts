import { z } from 'zod';
import { idOrSlugSchema, isoDateSchema } from './common.js';
import { eventSchema } from './events.js';

// The events of a span of days (`GET /api/events/between`): what a month's calendar shows, day by
// day, past days included. Bounded both ways: a span of six weeks at most, and a ceiling on the
// events one answer carries, so no query string makes the server read the whole history.

/** The longest span one read covers: six weeks, the most rows a month's calendar can have. */
export const EVENTS_BETWEEN_DAYS_MAX = 42;

/**
 * The most events one answer carries. A branch holds two or three events a month (the spec's
 * FAQ), a busy one a few a day; past this the answer says it was cut (`truncated`). Measured on
 * the 100x data (`npm run bench`, large data): a month of about 185 events makes a 163 KB page
 * (each event is in the table and in the phone's agenda), so 200 keeps the month's page within
 * the 200 KB every public answer keeps to.
 */
export const EVENTS_BETWEEN_MAX = 200;

const DAY_MS = 86_400_000;

/**
 * Both days, when both are dates: the rules across the two fields are checked then only, so a
 * date that is no date is refused by its own field's sentence alone.
 */
const bothDays = (query: { from?: string; to?: string }) =>
  isoDateSchema.safeParse(query.from).success && isoDateSchema.safeParse(query.to).success
    ? { from: query.from as string, to: query.to as string }
    : null;

const fromNotAfterTo = (query: { from?: string; to?: string }) => {
  const days = bothDays(query);
  return !days || days.from <= days.to;
};

/** At most the longest span, both days included. */
const withinLongest = (query: { from?: string; to?: string }) => {
  const days = bothDays(query);
  if (!days) return true;
  return (Date.parse(days.to) - Date.parse(days.from)) / DAY_MS + 1 <= EVENTS_BETWEEN_DAYS_MAX;
};

export const eventsBetweenQuerySchema = z
  .object({
    /** The first day, on the branch's calendar; with `to`, or neither (the current month). */
    from: isoDateSchema.optional(),
    /** The last day, included. */
    to: isoDateSchema.optional(),
    org: idOrSlugSchema.optional(),
  })
  .refine((query) => (query.from === undefined) === (query.to === undefined), {
    message: 'Give both dates, from and to, or neither',
    path: ['to'],
  })
  .refine(fromNotAfterTo, {
    message: 'The start date must not be after the end date',
    path: ['to'],
  })
  .refine(withinLongest, {
    message: `Ask for at most ${EVENTS_BETWEEN_DAYS_MAX} days at a time`,
    path: ['to'],
  })
  .meta({
    description:
      'Both `from` and `to` (calendar days in the branch’s time zone, both included), or neither ' +
      `for the current month; \`from\` not after \`to\`, at most ${EVENTS_BETWEEN_DAYS_MAX} days.`,
  });
export type EventsBetweenQuery = z.input<typeof eventsBetweenQuerySchema>;

/** An event as a calendar's day shows it: when, what, whose, and whether it is still on. */
export const datedEventSchema = eventSchema.pick({
  id: true,
  title: true,
  organisation: true,
  coHosts: true,
  status: true,
  state: true,
  date: true,
  time: true,
  endDate: true,
  endTime: true,
  timeZoneName: true,
  location: true,
  attendanceMode: true,
});
export type DatedEvent = z.infer<typeof datedEventSchema>;

export const eventsBetweenSchema = z.object({
  /** The span read (the current month's first and last days when the query gave none). */
  from: isoDateSchema,
  to: isoDateSchema,
  /** Today on the branch's calendar: where a calendar marks the current day. */
  today: isoDateSchema,
  /**
   * The events taking place on any day of the span (one that started earlier and runs into it
   * too), each once, by start: date, then time, then id.
   */
  events: z.array(datedEventSchema),
  /** More events matched than `EVENTS_BETWEEN_MAX`: the latest were left out. */
  truncated: z.boolean(),
});
export type EventsBetween = z.infer<typeof eventsBetweenSchema>;
