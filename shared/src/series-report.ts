import { z } from 'zod';
import { isoDateSchema, organisationRefSchema } from './common.js';
import { eventStateSchema } from './events.js';
import { attendanceSchema } from './reports.js';

// A series' summary report (issue 48, item 4; docs/series.md): each session with its attendance,
// the totals over the sessions held, and how many different people came how often. Each session
// keeps its own report (`eventReportSchema`), for vTools' meeting report.

/** One session the series made (an event), as the summary lists it, first first. */
export const seriesReportSessionSchema = z.object({
  eventId: z.number().int(),
  /** The session's own title (an edit of "this and the following" may have renamed it). */
  title: z.string(),
  date: isoDateSchema,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  state: eventStateSchema,
  /** Ended (or marked held). */
  past: z.boolean(),
  /** Who attended (`attendanceOf`, as its own report says): of a held session, null otherwise. */
  attendance: attendanceSchema.nullable(),
});
export type SeriesReportSession = z.infer<typeof seriesReportSessionSchema>;

/** The figures summed over the sessions held (past and not cancelled). */
export const seriesReportTotalsSchema = z.object({
  sessionsHeld: z.number().int(),
  sessionsCancelled: z.number().int(),
  /** Made and still to come (sessions beyond the look-ahead window are not counted). */
  sessionsToCome: z.number().int(),
  registered: z.number().int(),
  checkedIn: z.number().int(),
  inPerson: z.number().int(),
  online: z.number().int(),
  members: z.number().int(),
  verifiedMembers: z.number().int(),
  declaredMembers: z.number().int(),
  guests: z.number().int(),
  /** IEEE members and guests, summed over the sessions held: a person coming twice counts twice. */
  attendance: z.number().int(),
  /** `attendance` per session held, to one decimal; null before any was held. */
  averageAttendance: z.number().nullable(),
});
export type SeriesReportTotals = z.infer<typeof seriesReportTotalsSchema>;

/** Different people (addresses) checked in at the sessions held, and how often they came. */
export const seriesReportPeopleSchema = z.object({
  /** Who was checked in (at the door or online) at one held session or more. */
  attendees: z.number().int(),
  /** For k = 1 to the sessions held: how many attended exactly k of them. */
  bySessions: z.array(z.object({ sessions: z.number().int(), people: z.number().int() })),
  /** The sessions held someone must attend to reach the certificate's share; null without one. */
  sessionsForCertificate: z.number().int().nullable(),
  /** How many attended that many or more; null without a share (or before a session was held). */
  reachingCertificate: z.number().int().nullable(),
});
export type SeriesReportPeople = z.infer<typeof seriesReportPeopleSchema>;

/** A series' summary report (its dashboard's "Summary report", and as CSV). */
export const seriesReportSchema = z.object({
  series: z.object({
    id: z.number().int(),
    title: z.string(),
    /** The rule in words: `Every Wednesday, 18:00 to 19:30, 10 sessions`. */
    summary: z.string(),
    organisation: organisationRefSchema,
    /** The share of sessions (percent) that earns the series' certificate; null for none. */
    certificateShare: z.number().int().nullable(),
  }),
  sessions: z.array(seriesReportSessionSchema),
  totals: seriesReportTotalsSchema,
  people: seriesReportPeopleSchema,
});
export type SeriesReport = z.infer<typeof seriesReportSchema>;
