import { z } from 'zod';
import {
  isoDateSchema,
  optionalText,
  organisationRefSchema,
  textSchema,
  versionSchema,
} from './common.js';
import { eventCategorySchema, eventStatusSchema, savedSpeakerSchema } from './events.js';
import { incomeSchema } from './payments.js';

// Reports (docs/reports.md): an event's report for IEEE's vTools meeting report and the college,
// the feedback its attendees give, and the annual report of an organisation or the branch.

/** How long a feedback link works after it is mailed. */
export const FEEDBACK_LINK_DAYS = 30;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const FEEDBACK_COMMENT_MAX = 2_000;

/**
 * Who attended, as the report says it: the registrations, the check-ins, and the IEEE members
 * and guests among those who attended (by hand when officers counted them, else from the
 * check-ins: a registrant an OU Analytics roster lists, or who gave a member number, is a
 * member's). Of the members, `verifiedMembers` the rosters confirm, as of `verifiedAsOf` (the
 * newest roster's export day), and `declaredMembers` only gave a number.
 */
export const attendanceSchema = z.object({
  registered: z.number().int(),
  checkedIn: z.number().int(),
  /** Of `checkedIn`, those at the door and those who joined online (issue 48). */
  inPerson: z.number().int(),
  online: z.number().int(),
  members: z.number().int(),
  verifiedMembers: z.number().int(),
  declaredMembers: z.number().int(),
  verifiedAsOf: isoDateSchema.nullable(),
  guests: z.number().int(),
  /** `hand`: the officers' own counts; `check-ins`: counted at the door. */
  countedBy: z.enum(['hand', 'check-ins']),
});
export type Attendance = z.infer<typeof attendanceSchema>;

/** What the attendees said (`feedbackAnswerSchema`): how many, the average and each rating's count. */
export const feedbackSummarySchema = z.object({
  /** How many checked-in registrants were asked. */
  asked: z.number().int(),
  answers: z.number().int(),
  /** The average rating to one decimal; null without answers. */
  average: z.number().nullable(),
  /** How many gave each rating: index 0 is 1 star, index 4 is 5 stars. */
  distribution: z.array(z.number().int()).length(RATING_MAX),
  /** The comments, newest first. */
  comments: z.array(
    z.object({ rating: z.number().int(), comment: z.string(), answeredAt: z.string() }),
  ),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

/** One line of the "Copy for vTools" block: the form's field, and what to enter in it. */
export const reportFieldSchema = z.object({ label: z.string(), value: z.string() });
export type ReportField = z.infer<typeof reportFieldSchema>;

/** A past event's report (its dashboard's Report). */
export const eventReportSchema = z.object({
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    date: isoDateSchema,
    /** `Wednesday 1 July 2026, 14:00 to 16:30 GMT+5:30`, on the branch's clock. */
    when: z.string(),
    /** The venue and its address, as one line; null when the event gave none. */
    place: z.string().nullable(),
    category: eventCategorySchema,
    subCategory: z.string().nullable(),
    status: eventStatusSchema,
    state: z.string(),
    organisation: organisationRefSchema,
    coHosts: z.array(organisationRefSchema),
    speakers: z.array(savedSpeakerSchema),
  }),
  attendance: attendanceSchema,
  feedback: feedbackSummarySchema,
  /** Photos of it in the gallery (published or not). */
  photos: z.number().int(),
  /** The fields of IEEE's vTools event report, in the order its form asks them. */
  vTools: z.array(reportFieldSchema),
});
export type EventReport = z.infer<typeof eventReportSchema>;

// ---- Feedback, through the link mailed to each checked-in registrant ----

/** The token of a feedback link, as its URL carries it. */
export const feedbackTokenParamsSchema = z.object({
  token: textSchema().regex(
    /^[A-Za-z0-9_-]{20,100}$/,
    'This feedback link is not complete: copy it whole from the mail.',
  ),
});

/** What the feedback page shows before it is answered. */
export const feedbackRequestSchema = z.object({
  event: z.object({ title: z.string(), date: isoDateSchema, organisation: z.string() }),
  /** `open`: it may be answered; `answered`: it was (once is all); `expired`: too late. */
  state: z.enum(['open', 'answered', 'expired']),
  expiresAt: z.string(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** The two questions: a rating of 1 to 5, and an optional comment. */
export const feedbackAnswerSchema = z.object({
  rating: z
    .number({ message: `Choose a rating from ${RATING_MIN} to ${RATING_MAX}` })
    .int(`Choose a rating from ${RATING_MIN} to ${RATING_MAX}`)
    .min(RATING_MIN, `Choose a rating from ${RATING_MIN} to ${RATING_MAX}`)
    .max(RATING_MAX, `Choose a rating from ${RATING_MIN} to ${RATING_MAX}`),
  comment: optionalText(FEEDBACK_COMMENT_MAX),
});
export type FeedbackAnswer = z.input<typeof feedbackAnswerSchema>;

// ---- The annual report: an academic year of an organisation, or of the whole branch ----

/** The month an academic year starts in, unless the branch chose another (site settings). */
export const DEFAULT_ACADEMIC_YEAR_START_MONTH = 7;
/** IEEE asks each chapter to hold this many technical meetings a year for its rebate. */
export const TECHNICAL_MEETINGS_REQUIRED = 2;

/** `?year=2025`: the academic year that starts in 2025; left out, the current one. */
export const annualReportQuerySchema = z.object({
  year: z.coerce
    .number({ message: 'Choose a year such as 2025' })
    .int('Choose a year such as 2025')
    .min(2000, 'Choose a year from 2000')
    .max(2100, 'Choose a year before 2100')
    .optional(),
});

/** Each of IEEE's categories, with how many events of it were held. */
export const categoryCountsSchema = z.record(z.string(), z.number().int());

/** How many answered the feedback of the events, and their average rating (one decimal). */
export const ratingFiguresSchema = z.object({
  answers: z.number().int(),
  average: z.number().nullable(),
});

/** One organisation's year. */
export const organisationYearSchema = z.object({
  organisation: organisationRefSchema,
  /** Events held (past, not cancelled, public), its own and those it co-hosted. */
  events: z.number().int(),
  /** Of those, by category (every category, zero when none). */
  byCategory: categoryCountsSchema,
  technicalMeetings: z.number().int(),
  /** Whether it held the technical meetings IEEE asks of a chapter. */
  meetsTechnicalRequirement: z.boolean(),
  /** IEEE members who attended; of them, those a roster verified (the rest only declared). */
  members: z.number().int(),
  verifiedMembers: z.number().int(),
  guests: z.number().int(),
  achievements: z.number().int(),
  photos: z.number().int(),
  feedback: ratingFiguresSchema,
  /** Money from its paid events recorded that year (issue 49), in INR: all zero when none. */
  income: incomeSchema,
  /**
   * Its officers that year, with their positions (Chair, Secretary, ...): its slate's members
   * public before the year ended, still on it or removed since it began. Not its dashboard
   * accounts, which say who may edit, not who held office.
   */
  officers: z.array(z.object({ name: z.string(), role: z.string() })),
});
export type OrganisationYear = z.infer<typeof organisationYearSchema>;

export const annualReportSchema = z.object({
  /** The academic year: its first year, label (`2025–26`), first day and the day after its last. */
  year: z.number().int(),
  label: z.string(),
  from: isoDateSchema,
  until: isoDateSchema,
  startMonth: z.number().int(),
  /** The years that have events, newest first, to choose from. */
  years: z.array(z.number().int()),
  organisations: z.array(organisationYearSchema),
  /** The branch's figures: a joint event counts once. */
  totals: z.object({
    events: z.number().int(),
    byCategory: categoryCountsSchema,
    technicalMeetings: z.number().int(),
    members: z.number().int(),
    verifiedMembers: z.number().int(),
    guests: z.number().int(),
    achievements: z.number().int(),
    photos: z.number().int(),
    feedback: ratingFiguresSchema,
    income: incomeSchema,
  }),
  /** Events held each month of the year, in order (`2025-07` ...), a joint event once. */
  eventsByMonth: z.array(z.object({ month: z.string(), events: z.number().int() })),
  /** The site settings' version, for changing the start month (`academicYearStartSchema`). */
  settingsVersion: z.number().int(),
});
export type AnnualReport = z.infer<typeof annualReportSchema>;

/** The tables of the annual report a CSV may hold. */
export const ANNUAL_REPORT_TABLES = ['organisations', 'months', 'officers'] as const;
export const annualReportCsvQuerySchema = annualReportQuerySchema.extend({
  /** The per-organisation table unless another is asked for. */
  table: z
    .enum(ANNUAL_REPORT_TABLES, { message: `Choose a table: ${ANNUAL_REPORT_TABLES.join(', ')}` })
    .default('organisations'),
});

/** The month the branch's academic year starts in, as the branch admin sets it. */
export const academicYearStartSchema = z.object({
  startMonth: z
    .number({ message: 'Choose a month from 1 (January) to 12 (December)' })
    .int('Choose a month from 1 (January) to 12 (December)')
    .min(1, 'Choose a month from 1 (January) to 12 (December)')
    .max(12, 'Choose a month from 1 (January) to 12 (December)'),
  version: versionSchema,
});
export const academicYearStartResultSchema = z.object({
  startMonth: z.number().int(),
  version: z.number().int(),
});
