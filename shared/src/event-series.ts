import { z } from 'zod';
import { isoDateSchema, optionalDate, optionalText, textSchema } from './common.js';

// A series of sessions (issue 48): the rule an officer gives once ("every Wednesday 18:00 to
// 19:30, ten times"), its exceptions and its one-off changes. Its dates are worked out here, on
// plain calendar dates without time zones, so that the form in the browser and the API refuse the
// same rules with the same sentences; the server turns the dates into instants on the branch's
// wall clock (`server/src/modules/events/series-rule.ts`). `docs/series.md` has the model.

/** The most sessions one series may have, exceptions included. */
export const SERIES_SESSIONS_MAX = 120;
/** The longest a series may run, from its first session to its last, in years. */
export const SERIES_YEARS_MAX = 2;
/**
 * How far ahead a series' sessions exist as sessions of their own (lists, search, sitemaps,
 * feeds): about six months, so a year of copies never floods them.
 */
export const SERIES_WINDOW_DAYS = 183;

/**
 * How people register for a series: for each session on its own, or once for every session (a
 * registration then stands for each session, each with its own place and waiting list).
 */
export const SERIES_REGISTRATION_SCOPES = ['session', 'series'] as const;
export type SeriesRegistrationScope = (typeof SERIES_REGISTRATION_SCOPES)[number];
export const registrationScopeSchema = z.enum(SERIES_REGISTRATION_SCOPES, {
  message: 'Choose whether people register for each session or once for the whole series',
});

/** The series an event is a session of, as its page and the lists name it. */
export const seriesRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The rule in words (`seriesSummary`): "Every Wednesday, 18:00 to 19:30, 10 sessions". */
  summary: z.string(),
  registrationScope: registrationScopeSchema,
});
export type SeriesRef = z.infer<typeof seriesRefSchema>;

export const SERIES_FREQUENCIES = [
  'weekly',
  'fortnightly',
  'monthly-by-weekday',
  'monthly-by-date',
] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];

/**
 * Which weekday of the month a `monthly-by-weekday` series keeps: its first session's ordinal
 * (`nth`: "the second Tuesday") or the month's last such weekday (`last`: "the last Friday").
 */
export const MONTHLY_WEEKDAY_CHOICES = ['nth', 'last'] as const;
export type MonthlyWeekdayChoice = (typeof MONTHLY_WEEKDAY_CHOICES)[number];

export const SERIES_SESSIONS_MAX_MESSAGE = `A series may have at most ${SERIES_SESSIONS_MAX} sessions; end it sooner or split it`;
export const SERIES_SPAN_MAX_MESSAGE = `A series may run for at most ${SERIES_YEARS_MAX} years from its first session; end it sooner or split it`;

// ---- Calendar dates (YYYY-MM-DD), read as UTC days so that no zone moves them ----

const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const isoOf = (day: Date) => day.toISOString().slice(0, 10);
const dateFrom = (year: number, monthIndex: number, dayOfMonth: number) =>
  isoOf(new Date(Date.UTC(year, monthIndex, dayOfMonth)));
const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
const plusDays = (isoDate: string, days: number) => {
  const day = dayOf(isoDate);
  day.setUTCDate(day.getUTCDate() + days);
  return isoOf(day);
};

/** The last day a series starting on `firstDate` may reach (29 February + 2 years: 1 March). */
export function seriesLastPossibleDate(firstDate: string): string {
  const first = dayOf(firstDate);
  return dateFrom(
    first.getUTCFullYear() + SERIES_YEARS_MAX,
    first.getUTCMonth(),
    first.getUTCDate(),
  );
}

/** A weekday of the month: 0 is Sunday; `ordinal` 1 to 4, or -1 for the month's last. */
export interface MonthlyWeekday {
  weekday: number;
  ordinal: 1 | 2 | 3 | 4 | -1;
}

/** Where a date stands among its month's days of its weekday. */
export function weekdayInMonthOf(isoDate: string): {
  weekday: number;
  /** 1 for the month's first such weekday, up to 5. */
  nth: number;
  /** Whether no later day of the month has its weekday. */
  isLast: boolean;
} {
  const day = dayOf(isoDate);
  const dayOfMonth = day.getUTCDate();
  return {
    weekday: day.getUTCDay(),
    nth: Math.ceil(dayOfMonth / 7),
    isLast: dayOfMonth + 7 > daysInMonth(day.getUTCFullYear(), day.getUTCMonth()),
  };
}

/**
 * The weekday of the month a `monthly-by-weekday` series keeps. Unless the officer chose, the
 * month's last such weekday when the first session is on it ("the last Friday"), else its ordinal:
 * so a fifth weekday, which most months lack, is always read as the last. `nth` on a fifth
 * weekday is refused by the schema, `last` on a day that is not the last too.
 */
export function monthlyWeekdayOf(
  firstDate: string,
  choice: MonthlyWeekdayChoice | null = null,
): MonthlyWeekday {
  const { weekday, nth, isLast } = weekdayInMonthOf(firstDate);
  const last = choice === 'last' || (choice === null && isLast) || nth > 4;
  return { weekday, ordinal: last ? -1 : (nth as 1 | 2 | 3 | 4) };
}

/** The date of a weekday of the month (its `ordinal`th, or its last). */
function weekdayOfMonth(year: number, monthIndex: number, { weekday, ordinal }: MonthlyWeekday) {
  const length = daysInMonth(year, monthIndex);
  if (ordinal === -1) {
    const lastWeekday = new Date(Date.UTC(year, monthIndex, length)).getUTCDay();
    return dateFrom(year, monthIndex, length - ((lastWeekday - weekday + 7) % 7));
  }
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return dateFrom(year, monthIndex, 1 + ((weekday - firstWeekday + 7) % 7) + 7 * (ordinal - 1));
}

/** The part of a rule that says on which dates its sessions fall. */
export interface SeriesRepeat {
  firstDate: string;
  frequency: SeriesFrequency;
  monthlyWeekday?: MonthlyWeekdayChoice | null;
  until: string | null;
  count: number | null;
}

/**
 * The dates a rule gives, in order, exceptions and moves left aside (RFC 5545's recurrence set
 * before EXDATE): from the first session's date until `until` (included) or `count` dates, and
 * never past `SERIES_YEARS_MAX` years nor `limit` dates, so that no rule makes it loop for long.
 * A `monthly-by-date` series skips the months without its day (the 31st: February, April...), as
 * RFC 5545 does; skipped months count for nothing in `count`.
 */
export function seriesDates(repeat: SeriesRepeat, limit = SERIES_SESSIONS_MAX + 1): string[] {
  const lastPossible = seriesLastPossibleDate(repeat.firstDate);
  const end = repeat.until && repeat.until < lastPossible ? repeat.until : lastPossible;
  const wanted = Math.min(repeat.count ?? limit, limit);
  const dates: string[] = [];
  const take = (date: string | null) => {
    if (date !== null && date >= repeat.firstDate && date <= end) dates.push(date);
  };
  if (repeat.frequency === 'weekly' || repeat.frequency === 'fortnightly') {
    const step = repeat.frequency === 'weekly' ? 7 : 14;
    for (let date = repeat.firstDate; date <= end && dates.length < wanted; ) {
      take(date);
      date = plusDays(date, step);
    }
    return dates;
  }
  const first = dayOf(repeat.firstDate);
  const monthlyWeekday = monthlyWeekdayOf(repeat.firstDate, repeat.monthlyWeekday ?? null);
  for (let month = 0; dates.length < wanted; month += 1) {
    const year = first.getUTCFullYear() + Math.floor((first.getUTCMonth() + month) / 12);
    const monthIndex = (first.getUTCMonth() + month) % 12;
    if (dateFrom(year, monthIndex, 1) > end) break;
    if (repeat.frequency === 'monthly-by-weekday') {
      take(weekdayOfMonth(year, monthIndex, monthlyWeekday));
    } else if (first.getUTCDate() <= daysInMonth(year, monthIndex)) {
      take(dateFrom(year, monthIndex, first.getUTCDate()));
    }
  }
  return dates;
}

// ---- The input ----

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_MESSAGE = 'Enter a time as HH:MM';

const requiredTime = (message: string) =>
  textSchema({ message }).min(1, message).regex(CLOCK_TIME, TIME_MESSAGE);

/** HH:MM on a 24-hour clock, or blank (null): as the event form's times. */
const optionalTime = z
  .union([z.literal(''), textSchema().regex(CLOCK_TIME, TIME_MESSAGE)])
  .nullish()
  .transform((value) => (value ? value : null));

const requiredDate = (message: string) =>
  textSchema({ message }).min(1, message).pipe(isoDateSchema);

/** A number of sessions as a form gives it: blank is none, '10' is 10. */
export const sessionCountSchema = z
  .preprocess((value) => {
    if (value === '' || value === undefined || value === null) return null;
    if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
    return value;
  }, z
    .number({ message: 'Give the number of sessions as a number' })
    .int('Give the number of sessions as a whole number')
    .min(1, 'A series has at least one session: give a number of sessions of 1 or more')
    .max(SERIES_SESSIONS_MAX, SERIES_SESSIONS_MAX_MESSAGE)
    .nullable())
  .optional()
  .transform((value) => value ?? null);

/** A one-off change of one session, named by the date the rule gives it (its RECURRENCE-ID). */
export const seriesOverrideSchema = z.object({
  originalDate: requiredDate('Give the date of the session that changes'),
  /** Where it moves; blank keeps its date. */
  date: optionalDate,
  startTime: optionalTime,
  endTime: optionalTime,
  /** Where it takes place this time; blank keeps the series' place. */
  location: optionalText(),
  /** It does not take place; the site still lists it, marked as cancelled. */
  cancelled: z
    .boolean({ message: 'Cancelled must be true or false' })
    .optional()
    .transform((value) => value ?? false),
});
export type SeriesOverrideInput = z.input<typeof seriesOverrideSchema>;
export type SeriesOverride = z.output<typeof seriesOverrideSchema>;

/** The rule's fields, before the checks across them (`seriesRuleSchema`). */
export const seriesRuleFields = z.object({
  firstDate: requiredDate("Give the first session's date"),
  /** On the branch's wall clock, as every event's times. */
  startTime: requiredTime('Start time is required'),
  endTime: requiredTime('End time is required'),
  frequency: z.enum(SERIES_FREQUENCIES, {
    message:
      'Choose how often the series repeats: weekly, fortnightly, monthly by weekday or monthly by date',
  }),
  /** For `monthly-by-weekday` only; left out, derived from the first date (`monthlyWeekdayOf`). */
  monthlyWeekday: z
    .enum(MONTHLY_WEEKDAY_CHOICES, {
      message: 'Choose whether the series keeps the nth weekday of the month or its last',
    })
    .nullish()
    .transform((value) => value ?? null),
  until: optionalDate,
  count: sessionCountSchema,
  exceptions: z
    .array(isoDateSchema)
    .max(SERIES_SESSIONS_MAX, SERIES_SESSIONS_MAX_MESSAGE)
    .optional()
    .transform((value) => value ?? []),
  overrides: z
    .array(seriesOverrideSchema)
    .max(SERIES_SESSIONS_MAX, SERIES_SESSIONS_MAX_MESSAGE)
    .optional()
    .transform((value) => value ?? []),
});

type SeriesRuleFields = z.output<typeof seriesRuleFields>;
type Issue = { message: string; path: PropertyKey[] };

/** Whether the rule's own fields hold together: times, its end, its length. */
function repeatIssues(rule: SeriesRuleFields): Issue[] {
  const issues: Issue[] = [];
  if (rule.endTime <= rule.startTime) {
    issues.push({
      message: 'A session must end after it starts, on the same day',
      path: ['endTime'],
    });
  }
  if ((rule.until === null) === (rule.count === null)) {
    issues.push({
      message:
        rule.until === null
          ? 'Give the date of the last session or the number of sessions'
          : 'Give the date of the last session or the number of sessions, not both',
      path: ['until'],
    });
    return issues;
  }
  const { nth, isLast } = weekdayInMonthOf(rule.firstDate);
  if (rule.frequency === 'monthly-by-weekday' && rule.monthlyWeekday === 'nth' && nth > 4) {
    issues.push({
      message:
        'Most months have no fifth such weekday: choose the last weekday of the month instead',
      path: ['monthlyWeekday'],
    });
  }
  if (rule.frequency === 'monthly-by-weekday' && rule.monthlyWeekday === 'last' && !isLast) {
    issues.push({
      message: "The first session is not on its month's last such weekday",
      path: ['monthlyWeekday'],
    });
  }
  if (rule.until !== null && rule.until < rule.firstDate) {
    issues.push({
      message: 'The series must end on or after the date of its first session',
      path: ['until'],
    });
  } else if (rule.until !== null && rule.until > seriesLastPossibleDate(rule.firstDate)) {
    issues.push({ message: SERIES_SPAN_MAX_MESSAGE, path: ['until'] });
  } else {
    const dates = seriesDates(rule);
    if (dates.length > SERIES_SESSIONS_MAX) {
      issues.push({ message: SERIES_SESSIONS_MAX_MESSAGE, path: ['until'] });
    } else if (rule.count !== null && dates.length < rule.count) {
      // Only the span stops a counted series short.
      issues.push({ message: SERIES_SPAN_MAX_MESSAGE, path: ['count'] });
    }
  }
  return issues;
}

/** Whether the exceptions and changes name sessions the rule gives, and keep one session a day. */
function sessionIssues(rule: SeriesRuleFields, dates: readonly string[]): Issue[] {
  const issues: Issue[] = [];
  const given = new Set(dates);
  const excepted = new Set<string>();
  rule.exceptions.forEach((date, index) => {
    if (!given.has(date)) {
      issues.push({
        message: `The series has no session on ${date} to leave out`,
        path: ['exceptions', index],
      });
    } else if (excepted.has(date)) {
      issues.push({ message: `${date} is left out twice`, path: ['exceptions', index] });
    }
    excepted.add(date);
  });
  if (excepted.size > 0 && dates.every((date) => excepted.has(date))) {
    issues.push({ message: 'A series needs at least one session', path: ['exceptions'] });
  }

  // Where each session takes place after the changes: the dates a moved session may not land on.
  const changed = new Set<string>();
  const actualDates = new Map<string, string>();
  for (const date of dates) if (!excepted.has(date)) actualDates.set(date, date);
  rule.overrides.forEach((override, index) => {
    const at = (field: string) => ['overrides', index, field];
    const original = override.originalDate;
    if (!given.has(original)) {
      issues.push({
        message: `The series has no session on ${original} to change`,
        path: at('originalDate'),
      });
      return;
    }
    if (excepted.has(original)) {
      issues.push({
        message: `The session of ${original} is left out of the series already`,
        path: at('originalDate'),
      });
      return;
    }
    if (changed.has(original)) {
      issues.push({
        message: `The session of ${original} is changed twice: give its changes once`,
        path: at('originalDate'),
      });
      return;
    }
    changed.add(original);
    const changes = [override.date, override.startTime, override.endTime, override.location];
    if (override.cancelled) {
      if (changes.some((change) => change !== null)) {
        issues.push({
          message: 'A cancelled session takes no new date, time or place',
          path: at('cancelled'),
        });
      }
      actualDates.delete(original);
      return;
    }
    if (changes.every((change) => change === null)) {
      issues.push({
        message: `Say what changes for the session of ${original}: its date, times or place, or that it is cancelled`,
        path: at('originalDate'),
      });
    }
    const startTime = override.startTime ?? rule.startTime;
    const endTime = override.endTime ?? rule.endTime;
    if (endTime <= startTime) {
      issues.push({
        message: 'A session must end after it starts, on the same day',
        path: at('endTime'),
      });
    }
    if (override.date !== null) actualDates.set(original, override.date);
  });

  const byActualDate = new Map<string, string>();
  for (const [original, actual] of actualDates) {
    const other = byActualDate.get(actual);
    if (other !== undefined) {
      const moved = rule.overrides.findIndex(
        (override) => override.originalDate === (actual === original ? other : original),
      );
      issues.push({
        message: `The series has a session on ${actual} already: a series has one session a day`,
        path: ['overrides', Math.max(moved, 0), 'date'],
      });
    }
    byActualDate.set(actual, original);
  }
  return issues;
}

/** The rules across fields in words, for the API's document (which cannot run them). */
const SERIES_RULES =
  'A session ends after it starts, on the same day (`endTime` after `startTime`). Give exactly ' +
  'one of `until` (not before `firstDate`) and `count` (1 or more). A series has at most ' +
  `${SERIES_SESSIONS_MAX} sessions and runs at most ${SERIES_YEARS_MAX} years from \`firstDate\`. ` +
  '`monthly-by-date` skips the months without the first date’s day; `monthly-by-weekday` keeps ' +
  'its weekday’s ordinal in the month, or the month’s last such weekday when the first session is ' +
  'on it (`monthlyWeekday` chooses; `nth` is refused on a fifth weekday). Each exception and ' +
  'each override’s `originalDate` is a date the rule gives, once; a moved session does not land on ' +
  'the date of another session.';

/** A series' repeat rule, its exceptions and its one-off changes, as an officer gives them. */
export const seriesRuleSchema = seriesRuleFields
  .superRefine(
    (rule, context) => {
      const issues = repeatIssues(rule);
      if (issues.length === 0) issues.push(...sessionIssues(rule, seriesDates(rule)));
      for (const issue of issues) context.addIssue({ code: 'custom', ...issue });
    },
    // Only a rule whose every field holds: a field refused has its own sentence, and the rules
    // across fields would read its value wrong (zod goes on after an issue that does not abort).
    { when: (payload) => payload.issues.length === 0 },
  )
  .meta({ description: SERIES_RULES });
export type SeriesRuleInput = z.input<typeof seriesRuleSchema>;
export type SeriesRule = z.output<typeof seriesRuleSchema>;
