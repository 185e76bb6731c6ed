import { z } from 'zod';
import {
  integerSchema,
  isStorableText,
  numberFromText,
  textSchema,
  versionSchema,
} from './common.js';
import { EVENT_CATEGORY_NAMES, type EventCategory } from './events.js';

// A student's activity record (issue 47, item 5; docs/activity-record.md): every event they
// attended, with their role, its hours and certificate, and the activity category (and points)
// the branch maps each IEEE category to. Downloaded as a PDF with one QR code, and shared at a
// link the student can turn off.

/**
 * What one IEEE category counts as for the college: the name of its activity category, and the
 * points one event of it earns, if the branch gives points at all (null: none shown).
 */
export const activityCategorySchema = z.object({
  activity: z.string(),
  points: z.number().int().nullable(),
});
export type ActivityCategory = z.infer<typeof activityCategorySchema>;

export type ActivityCategories = Record<EventCategory, ActivityCategory>;

/**
 * The documented default (docs/activity-record.md): activity heads of the kind AICTE's Activity
 * Point Programme lists (AICTE, Internship Policy: Guidelines & Procedures, 2019, chapter 6) and
 * colleges adapt, with no points: only the branch, which knows its college's scheme, gives any.
 */
export const DEFAULT_ACTIVITY_CATEGORIES: ActivityCategories = {
  Technical: { activity: 'Technical and professional activities', points: null },
  Professional: { activity: 'Technical and professional activities', points: null },
  'Non-technical': { activity: 'Cultural and social activities', points: null },
  Administrative: { activity: 'Leadership and management', points: null },
  Humanitarian: { activity: 'Community service and outreach', points: null },
  Educational: { activity: 'Technical and professional activities', points: null },
};

/** What every record and its page say about points: the branch's mapping, never AICTE's. */
export const ACTIVITY_POINTS_NOTE =
  'Activity categories and points are this branch’s mapping of IEEE’s event categories to the ones its college uses (after AICTE’s Activity Point Programme). They are not official AICTE points: your college decides what it counts.';

/** Where a line has no category: its event was deleted, and only its certificate tells of it. */
export const ACTIVITY_UNMAPPED = 'Event no longer listed';

export const ACTIVITY_POINTS_MAX = 100;
export const ACTIVITY_NAME_MAX = 80;

const categoryUpdateSchema = z.object({
  activity: textSchema({ message: 'Name the activity category' })
    .trim()
    .min(1, 'Name the activity category')
    .max(ACTIVITY_NAME_MAX, `An activity category has at most ${ACTIVITY_NAME_MAX} characters`),
  /** Blank (or null): no points for it. A form sends text ('5'). */
  points: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    numberFromText(
      integerSchema('Points must be a whole number')
        .min(0, 'Points cannot be negative')
        .max(ACTIVITY_POINTS_MAX, `At most ${ACTIVITY_POINTS_MAX} points an event`)
        .nullable(),
    ),
  ),
});

/** The console's form: each IEEE category's activity category and points. */
export const activityCategoriesUpdateSchema = z.object({
  version: versionSchema,
  categories: z.object(
    Object.fromEntries(EVENT_CATEGORY_NAMES.map((name) => [name, categoryUpdateSchema])) as Record<
      EventCategory,
      typeof categoryUpdateSchema
    >,
  ),
});
export type ActivityCategoriesUpdate = z.input<typeof activityCategoriesUpdateSchema>;

export const adminActivityCategoriesSchema = z.object({
  version: z.number().int(),
  /** True while the branch has not saved its own: the default above applies. */
  isDefault: z.boolean(),
  categories: z.object(
    Object.fromEntries(
      EVENT_CATEGORY_NAMES.map((name) => [name, activityCategorySchema]),
    ) as Record<EventCategory, typeof activityCategorySchema>,
  ),
});
export type AdminActivityCategories = z.infer<typeof adminActivityCategoriesSchema>;

/** A certificate on a line of the record, and whether it verifies today. */
export const activityCertificateSchema = z.object({
  code: z.string(),
  /** Its public verification page (`/certificates/{code}`). */
  verifyPath: z.string(),
  valid: z.boolean(),
});

/**
 * One line of the record: one event the student attended, or was given a certificate for; or
 * one series of sessions (issue 48), listed once for all the sessions they attended.
 */
export const activityLineSchema = z.object({
  eventTitle: z.string(),
  /** `YYYY-MM-DD`: the day it began. */
  eventDate: z.string(),
  organisation: z.string(),
  /** IEEE's category of the event; null when the event is gone and only its certificate stays. */
  ieeeCategory: z.string().nullable(),
  /** What the branch maps the category to; null as `ieeeCategory`. */
  activity: z.string().nullable(),
  points: z.number().int().nullable(),
  /** 'Participant', 'Speaker'...: marked at the desk, or the certificate's. */
  role: z.string(),
  /**
   * From its times (docs/activity-record.md); a series' line, the sum of the sessions attended
   * that gave times. Null when none gave any.
   */
  hours: z.number().nullable(),
  /** A series' line: how many of its sessions the student attended; null for a single event. */
  sessions: z.number().int().nullable(),
  /** Checked in at the door, or joined online (issue 48). */
  attended: z.boolean(),
  /** The attendance was online: joined through their personal join link. */
  attendedOnline: z.boolean(),
  certificate: activityCertificateSchema.nullable(),
});
export type ActivityLine = z.infer<typeof activityLineSchema>;

/** How a line says the student was there, on the page and in the PDF alike. */
export const attendanceWords = (line: Pick<ActivityLine, 'attended' | 'attendedOnline'>): string =>
  !line.attended ? 'Certificate' : line.attendedOnline ? 'Attended online' : 'Checked in';

/** How a series' line says how many sessions: '8 sessions'; null for a single event's line. */
export const sessionsWords = (line: Pick<ActivityLine, 'sessions'>): string | null =>
  line.sessions === null
    ? null
    : `${line.sessions} ${line.sessions === 1 ? 'session' : 'sessions'}`;

export const activityTotalSchema = z.object({
  activity: z.string(),
  events: z.number().int(),
  hours: z.number(),
  points: z.number().int().nullable(),
});
export type ActivityTotal = z.infer<typeof activityTotalSchema>;

/** The record as its verification page shows it to anyone holding the link. */
export const sharedActivityRecordSchema = z.object({
  /** The name the student's latest registration or certificate gave. */
  name: z.string().nullable(),
  /** Oldest first, as a record reads. */
  lines: z.array(activityLineSchema),
  totals: z.object({
    events: z.number().int(),
    hours: z.number(),
    /** Null when the branch gives no points for any line. */
    points: z.number().int().nullable(),
    byActivity: z.array(activityTotalSchema),
  }),
  pointsNote: z.string(),
  branchName: z.string(),
  /** When it was read: it is the record of that moment. */
  readAt: z.string(),
});
export type SharedActivityRecord = z.infer<typeof sharedActivityRecordSchema>;

export const activitySharingSchema = z.object({
  shared: z.boolean(),
  /** `/records/{token}` while shared; null while off or never shared. */
  path: z.string().nullable(),
});
export type ActivitySharing = z.infer<typeof activitySharingSchema>;

/** The record as its student sees it on `/me`: with whether and where it is shared. */
export const activityRecordSchema = sharedActivityRecordSchema.extend({
  sharing: activitySharingSchema,
});
export type ActivityRecord = z.infer<typeof activityRecordSchema>;

export const activitySharingUpdateSchema = z.object({
  shared: z.boolean({ message: 'Say whether to share the record' }),
});
export type ActivitySharingUpdate = z.input<typeof activitySharingUpdateSchema>;

/** 256 random bits, base64url: 43 characters (the server's link tokens). */
const ACTIVITY_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a text has the shape of a share link's token (anything else is no record's). */
export const isActivityToken = (token: string) => ACTIVITY_TOKEN.test(token);

/**
 * A token in a URL. Any text no record has answers the same 404, a malformed one too; one
 * PostgreSQL cannot hold (a NUL) reads as the empty token, which no record has.
 */
export const activityRecordParamsSchema = z.object({
  token: z.preprocess(
    (token) => (typeof token === 'string' && !isStorableText(token) ? '' : token),
    textSchema(),
  ),
});

/** The record's public page, printed on its PDF as a QR code. */
export const activityRecordPath = (token: string) => `/records/${token}`;

/** The same words for an unknown link and one whose student erased their account. */
export const ACTIVITY_RECORD_UNKNOWN = 'No activity record is shared at this link.';
export const ACTIVITY_RECORD_NOT_SHARED =
  'The student has turned sharing of this activity record off. Ask them for a current copy.';

export const ACTIVITY_RECORD_FILE = 'activity-record.pdf';
