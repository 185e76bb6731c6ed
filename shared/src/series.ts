import { z } from 'zod';
import {
  integerSchema,
  isoDateSchema,
  optionalDate,
  organisationRefSchema,
  recordIdSchema,
  slugify,
  versionSchema,
  withVersion,
} from './common.js';
import { longDate, WEEKDAY_NAMES } from './date-wording.js';
import {
  monthlyWeekdayOf,
  registrationScopeSchema,
  SERIES_FREQUENCIES,
  type SeriesRule,
  type SeriesRuleInput,
  seriesRuleFields,
  seriesRuleSchema,
  sessionCountSchema,
} from './event-series.js';
import { eventInputSchema, eventStateSchema } from './events.js';

// A series as officers and visitors meet it (issue 48): the event form's "Repeats", the choice
// of what an edit of one session applies to, and the series' own pages. The rule itself (its
// dates, limits and sentences) is `event-series.ts`; `docs/series.md` has the model.

/** What an edit of one session of a series applies to: it alone, it and the later ones, or all. */
export const SERIES_EDIT_SCOPES = ['this', 'following', 'all'] as const;
export type SeriesEditScope = (typeof SERIES_EDIT_SCOPES)[number];

/**
 * The sessions held someone must attend for a series' certificate: its share (percent) of them,
 * and at least one. Whole numbers compared (attended × 100 ≥ share × held): 3 of 4 reaches 75%, 2
 * of 3 does not reach 67%. Null without a share or a session held.
 */
export function sessionsForShare(share: number | null, held: number): number | null {
  if (share === null || held === 0) return null;
  return Math.max(1, Math.ceil((share * held) / 100));
}

/** Whether attending `attended` of the `held` sessions reaches the series' share. */
export function reachesSessionShare(attended: number, held: number, share: number | null) {
  const needed = sessionsForShare(share, held);
  return needed !== null && attended >= needed;
}

/** The share of a series' sessions someone must attend for the series' certificate, in percent. */
const certificateShareSchema = z
  .preprocess((value) => {
    if (value === '' || value === undefined) return null;
    if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
    return value;
  }, z
    .union([
      integerSchema('Give the share of sessions as a whole number of percent')
        .min(1, 'Give the share of sessions as a percentage from 1 to 100')
        .max(100, 'Give the share of sessions as a percentage from 1 to 100'),
      z.null(),
    ])
    .optional())
  .transform((value) => value ?? null);

/** How a new event repeats: its date and times are the first session's. */
export const eventRepeatSchema = seriesRuleFields
  .pick({ frequency: true, monthlyWeekday: true, until: true, count: true, exceptions: true })
  .extend({
    registrationScope: registrationScopeSchema.optional().transform((value) => value ?? 'session'),
    certificateShare: certificateShareSchema,
  });
export type EventRepeatInput = z.input<typeof eventRepeatSchema>;
export type EventRepeat = z.output<typeof eventRepeatSchema>;

/** The rule a new event and its "Repeats" give: the event's date and times start it. */
export function seriesRuleOf(
  event: { date?: string | null; time: string | null; endTime: string | null },
  repeat: Pick<EventRepeat, 'frequency' | 'monthlyWeekday' | 'until' | 'count' | 'exceptions'>,
): SeriesRuleInput {
  return {
    firstDate: event.date ?? '',
    startTime: event.time ?? '',
    endTime: event.endTime ?? '',
    frequency: repeat.frequency,
    monthlyWeekday: repeat.monthlyWeekday,
    until: repeat.until,
    count: repeat.count,
    exceptions: repeat.exceptions,
    overrides: [],
  };
}

/** The rule's own field names, as the event form names them: its sentences land there. */
const EVENT_FIELD_OF_RULE: Record<string, string[]> = {
  firstDate: ['date'],
  startTime: ['time'],
  endTime: ['endTime'],
};

/** Whether a new event's "Repeats" make a series the rule accepts: its sentences, on its fields. */
function checkRepeat(
  event: z.output<typeof eventInputSchema> & { repeat: EventRepeat | null },
  context: z.RefinementCtx,
) {
  if (!event.repeat) return;
  if (event.endDate !== null && event.endDate !== event.date) {
    context.addIssue({
      code: 'custom',
      message: 'Each session of a series lasts one day: leave the end date blank',
      path: ['endDate'],
    });
    return;
  }
  if (!event.time || !event.endTime) {
    context.addIssue({
      code: 'custom',
      message: 'A series needs a start and an end time for its sessions',
      path: [event.time ? 'endTime' : 'time'],
    });
    return;
  }
  if (event.registrationAudience === 'members-first') {
    context.addIssue({
      code: 'custom',
      message:
        'Members first opens at one moment, and a series has many: choose members only or everyone',
      path: ['registrationAudience'],
    });
    return;
  }
  const rule = seriesRuleSchema.safeParse(seriesRuleOf(event, event.repeat));
  if (rule.success) return;
  for (const issue of rule.error.issues) {
    const [field, ...rest] = issue.path.map(String);
    const path = EVENT_FIELD_OF_RULE[field ?? ''] ?? ['repeat', field ?? 'frequency', ...rest];
    context.addIssue({ code: 'custom', message: issue.message, path });
  }
}

/** A new upcoming event: the event's fields, and how it repeats when it starts a series. */
export const newEventInputSchema = eventInputSchema
  .extend({ repeat: eventRepeatSchema.nullish().transform((value) => value ?? null) })
  .superRefine(checkRepeat);
export type NewEventInput = z.input<typeof newEventInputSchema>;

/**
 * An edit of an upcoming event; of a session of a series, `seriesScope` says what it applies to:
 * this session (the default; a new date, time or place becomes the series' one-off change), this
 * and the following sessions (a new series from this one), or every upcoming session. The
 * sessions before stay as they were: they took place.
 */
export const eventUpdateSchema = withVersion(eventInputSchema).extend({
  seriesScope: z
    .enum(SERIES_EDIT_SCOPES, {
      message: 'Choose what the edit applies to: this session, the following ones or all',
    })
    .optional()
    .transform((value) => value ?? 'this'),
});
export type EventUpdateInput = z.input<typeof eventUpdateSchema>;

// ---- Wording ----

const ORDINALS = ['', 'first', 'second', 'third', 'fourth'] as const;

const ordinalDay = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

/**
 * "Every Wednesday, 18:00 to 19:30, 10 sessions": a rule in words, as the series' page, the
 * event's page and the lists say it.
 */
export function seriesSummary(
  rule: Pick<
    SeriesRule,
    'firstDate' | 'frequency' | 'monthlyWeekday' | 'startTime' | 'endTime' | 'until' | 'count'
  >,
): string {
  const first = new Date(`${rule.firstDate}T00:00:00Z`);
  const weekdayName = WEEKDAY_NAMES[first.getUTCDay()];
  const repeats = (() => {
    switch (rule.frequency) {
      case 'weekly':
        return `Every ${weekdayName}`;
      case 'fortnightly':
        return `Every other ${weekdayName}`;
      case 'monthly-by-weekday': {
        const { ordinal } = monthlyWeekdayOf(rule.firstDate, rule.monthlyWeekday);
        const which = ordinal === -1 ? 'last' : ORDINALS[ordinal];
        return `The ${which} ${weekdayName} of each month`;
      }
      case 'monthly-by-date':
        return `The ${ordinalDay(first.getUTCDate())} of each month`;
    }
  })();
  const end =
    rule.count !== null
      ? `${rule.count} session${rule.count === 1 ? '' : 's'}`
      : `until ${longDate(rule.until ?? rule.firstDate)}`;
  return `${repeats}, ${rule.startTime} to ${rule.endTime}, ${end}`;
}

/** The canonical address of a series' page: `/series/4/weekly-coding-club`. */
export function seriesPagePath(series: { id: number; title: string }): string {
  const slug = slugify(series.title);
  return `/series/${series.id}${slug ? `/${slug}` : ''}`;
}

// ---- What is read (an event's `series`, `seriesRefSchema`, is in events.ts) ----

/** One session of a series, as its page lists it. */
export const seriesSessionSchema = z.object({
  /** The session's event; null for a session beyond the look-ahead window, not made yet. */
  eventId: z.number().int().nullable(),
  /** The date the rule gives it: its identity in the series (RECURRENCE-ID). */
  originalDate: isoDateSchema,
  date: isoDateSchema,
  startTime: z.string(),
  endTime: z.string(),
  /** Its own place when a one-off change gave it one; else the series'. */
  location: z.string().nullable(),
  state: eventStateSchema,
  /** Ended (or marked held). */
  past: z.boolean(),
  /** A one-off change moved, retimed or relocated it. */
  changed: z.boolean(),
});
export type SeriesSession = z.infer<typeof seriesSessionSchema>;

/** A series' page: what it is, its rule in words and its sessions, first first. */
export const seriesSchema = z.object({
  id: z.number().int(),
  organisation: organisationRefSchema,
  title: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  summary: z.string(),
  registrationScope: registrationScopeSchema,
  /** The branch time zone's short name (`GMT+5:30`), shown beside the times. */
  timeZoneName: z.string(),
  sessions: z.array(seriesSessionSchema),
});
export type Series = z.infer<typeof seriesSchema>;

export const seriesParamsSchema = z.object({ id: recordIdSchema });

/** A session as the series' dashboard lists it: with its registrations and attendance. */
export const dashboardSeriesSessionSchema = seriesSessionSchema.extend({
  /** Registrations holding or awaiting a place (0 for a session not made yet). */
  registrations: z.number().int(),
  checkedIn: z.number().int(),
});

/** A series as its organisation's dashboard manages it. */
export const dashboardSeriesSchema = seriesSchema.extend({
  sessions: z.array(dashboardSeriesSessionSchema),
  frequency: z.enum(SERIES_FREQUENCIES),
  until: isoDateSchema.nullable(),
  count: z.number().int().nullable(),
  exceptions: z.array(isoDateSchema),
  certificateShare: z.number().int().nullable(),
  version: z.number().int(),
});
export type DashboardSeries = z.infer<typeof dashboardSeriesSchema>;

/** What the series' own settings change: its end, how people register, its certificate. */
export const seriesSettingsSchema = z.object({
  until: optionalDate,
  count: sessionCountSchema,
  registrationScope: registrationScopeSchema,
  certificateShare: certificateShareSchema,
  version: versionSchema,
});
export type SeriesSettingsInput = z.input<typeof seriesSettingsSchema>;
export type SeriesSettings = z.output<typeof seriesSettingsSchema>;

/** Leaves one session out of the series (a holiday): named by the date the rule gives it. */
export const seriesLeaveOutSchema = z.object({
  date: isoDateSchema.meta({ description: "The session's date as the rule gives it" }),
  version: versionSchema,
});
