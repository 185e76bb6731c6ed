import {
  ACTIVITY_POINTS_NOTE,
  ACTIVITY_RECORD_NOT_SHARED,
  ACTIVITY_RECORD_UNKNOWN,
  ACTIVITY_UNMAPPED,
  type ActivityCategories,
  type ActivityLine,
  type ActivityRecord,
  type ActivitySharing,
  type ActivityTotal,
  activityRecordPath,
  certificatePath,
  isActivityToken,
  PARTICIPATION_ROLE_LABELS,
  type SharedActivityRecord,
} from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { activityRecordShares } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-errors.js';
import { newToken } from '../../lib/link-tokens.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { certificateLinesOfAddress } from '../certificates/certificates.service.js';
import { type RegisteredEvent, registeredEventsOf } from '../events/registrable-event.js';
import {
  attendanceOfAddress,
  latestNameOfAddress,
} from '../registrations/registrations-of-address.js';
import { readActivityCategories } from '../site/activity-categories.js';
import { addressOfStudent } from '../students/student-session.js';

// A student's activity record (issue 47, item 5; docs/activity-record.md): read afresh from what
// the owning domains keep for the address (check-ins, certificates, events) and the branch's
// mapping of categories, so it is never out of date and erasing those erases it.

const MINUTES_A_DAY = 24 * 60;
const DAY_MS = 86_400_000;

const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * An event's hours, from its start and end times (null when it gives neither). An event over
 * several days whose daily end comes after its daily start (a conference, 09:00 to 17:00 on each
 * of three days) counts those hours each day; one whose end comes earlier in the day than its
 * start (a hackathon from 10:00 to 10:00 the next day) runs through, and counts every hour. Read
 * on the wall clock: a change of daylight-saving time in between is not counted.
 */
export function hoursOf(event: Pick<RegisteredEvent, 'date' | 'time' | 'endDate' | 'endTime'>) {
  if (!event.time || !event.endTime) return null;
  const days = Math.round(
    (Date.parse(event.endDate ?? event.date) - Date.parse(event.date)) / DAY_MS,
  );
  const daily = minutesOf(event.endTime) - minutesOf(event.time);
  const minutes =
    days === 0 ? daily : daily > 0 ? (days + 1) * daily : days * MINUTES_A_DAY + daily;
  if (minutes <= 0) return null;
  // To the quarter hour: what a record of hours is read to.
  return Math.round(minutes / 15) / 4;
}

interface CertificateLine {
  code: string;
  eventId: number | null;
  /** A series' certificate: its series (null once deleted) and the sessions it counts. */
  seriesId: number | null;
  sessionsAttended: number | null;
  eventTitle: string;
  eventDate: string;
  organisation: string;
  role: string;
  recipientName: string | null;
  revoked: boolean;
}

type LineEvent = Omit<ActivityLine, 'role' | 'attended' | 'attendedOnline' | 'certificate'>;

/** The sessions of one series the address attended, first first. */
type SeriesAttendance = {
  event: RegisteredEvent;
  row: Awaited<ReturnType<typeof attendanceOfAddress>>[number];
}[];

/**
 * One line per event the address attended (checked in, or joined online), with its certificate
 * when it has one, and one per series whose sessions it attended (`seriesLine`); then one per
 * other valid certificate of the address (a speaker or a winner added by hand, a series' whose
 * attendance is no longer kept, or an event since deleted: then from the certificate's own copy
 * of the event). Oldest first.
 */
function recordLines(
  attended: Awaited<ReturnType<typeof attendanceOfAddress>>,
  certificates: CertificateLine[],
  events: Map<number, RegisteredEvent>,
  categories: ActivityCategories,
): ActivityLine[] {
  const fromEvent = (event: RegisteredEvent): LineEvent => ({
    eventTitle: event.title,
    eventDate: event.date,
    organisation: event.organisation,
    ieeeCategory: event.category,
    activity: categories[event.category].activity,
    points: categories[event.category].points,
    hours: hoursOf(event),
    sessions: null,
  });
  const fromCopy = (certificate: CertificateLine): LineEvent => ({
    eventTitle: certificate.eventTitle,
    eventDate: certificate.eventDate,
    organisation: certificate.organisation,
    ieeeCategory: null,
    activity: null,
    points: null,
    hours: null,
    sessions: certificate.sessionsAttended,
  });
  const standing = (certificate: CertificateLine) => ({
    code: certificate.code,
    verifyPath: certificatePath(certificate.code),
    valid: !certificate.revoked,
  });
  const certificateOfEvent = new Map(
    certificates.flatMap((line) => (line.eventId === null ? [] : [[line.eventId, line]])),
  );
  const certificateOfSeries = new Map(
    certificates.flatMap((line) => (line.seriesId === null ? [] : [[line.seriesId, line]])),
  );
  const lines: ActivityLine[] = [];
  const bySeries = new Map<number, SeriesAttendance>();
  for (const row of attended) {
    const event = events.get(row.eventId);
    if (!event) continue;
    if (event.seriesId !== null) {
      bySeries.set(event.seriesId, [...(bySeries.get(event.seriesId) ?? []), { event, row }]);
      continue;
    }
    const certificate = certificateOfEvent.get(row.eventId);
    lines.push({
      ...fromEvent(event),
      role: PARTICIPATION_ROLE_LABELS[row.role],
      attended: true,
      attendedOnline: row.online,
      certificate: certificate ? standing(certificate) : null,
    });
  }
  for (const [seriesId, sessions] of bySeries) {
    sessions.sort(
      (a, b) =>
        a.event.date.localeCompare(b.event.date) ||
        (a.event.time ?? '').localeCompare(b.event.time ?? ''),
    );
    const [first] = sessions;
    if (!first) continue;
    const hours = sessions.flatMap(({ event }) => hoursOf(event) ?? []);
    // The series' certificate; else, so that none is lost, the first session's own.
    const certificate =
      certificateOfSeries.get(seriesId) ??
      sessions.map(({ event }) => certificateOfEvent.get(event.id)).find(Boolean);
    lines.push({
      // Its first session's day, host and category: the series counts once, points too.
      ...fromEvent(first.event),
      eventTitle: first.event.seriesTitle ?? first.event.title,
      hours: hours.length === 0 ? null : hours.reduce((sum, each) => sum + each, 0),
      sessions: sessions.length,
      role: PARTICIPATION_ROLE_LABELS[first.row.role],
      attended: true,
      attendedOnline: sessions.every(({ row }) => row.online),
      certificate: certificate ? standing(certificate) : null,
    });
  }
  const attendedEvents = new Set(attended.map((row) => row.eventId));
  for (const certificate of certificates) {
    // A revoked certificate is no ground for a line of its own.
    if (certificate.revoked) continue;
    if (certificate.eventId !== null && attendedEvents.has(certificate.eventId)) continue;
    if (certificate.seriesId !== null && bySeries.has(certificate.seriesId)) continue;
    const event = certificate.eventId === null ? undefined : events.get(certificate.eventId);
    lines.push({
      ...(event ? fromEvent(event) : fromCopy(certificate)),
      role: certificate.role,
      attended: false,
      attendedOnline: false,
      certificate: standing(certificate),
    });
  }
  return lines.sort((a, b) => a.eventDate.localeCompare(b.eventDate));
}

function totalsOf(lines: ActivityLine[]): SharedActivityRecord['totals'] {
  const byActivity = new Map<string, ActivityTotal>();
  let hours = 0;
  let points: number | null = null;
  for (const line of lines) {
    const activity = line.activity ?? ACTIVITY_UNMAPPED;
    const total = byActivity.get(activity) ?? { activity, events: 0, hours: 0, points: null };
    total.events += 1;
    total.hours += line.hours ?? 0;
    if (line.points !== null) total.points = (total.points ?? 0) + line.points;
    byActivity.set(activity, total);
    hours += line.hours ?? 0;
    if (line.points !== null) points = (points ?? 0) + line.points;
  }
  return { events: lines.length, hours, points, byActivity: [...byActivity.values()] };
}

/** The record of an address, as of now: read side by side from each owning domain. */
export async function recordOfAddress(
  context: ServiceContext,
  email: string,
): Promise<SharedActivityRecord> {
  const [attended, certificates, categories, name, branch] = await Promise.all([
    attendanceOfAddress(context, email),
    certificateLinesOfAddress(context.db, email),
    readActivityCategories(context.db),
    latestNameOfAddress(context, email),
    branchIdentity(context.db),
  ]);
  const eventIds = [
    ...attended.map((row) => row.eventId),
    ...certificates.flatMap((row) => (row.eventId === null ? [] : [row.eventId])),
  ];
  const events = await registeredEventsOf(context.db, eventIds);
  const lines = recordLines(attended, certificates, events, categories.categories);
  return {
    name: name ?? certificates.at(-1)?.recipientName ?? null,
    lines,
    totals: totalsOf(lines),
    pointsNote: ACTIVITY_POINTS_NOTE,
    branchName: branch.name,
    readAt: context.clock.now().toISOString(),
  };
}

async function shareOf(context: ServiceContext, studentId: number) {
  const [share] = await context.db
    .select({ token: activityRecordShares.token, shared: activityRecordShares.shared })
    .from(activityRecordShares)
    .where(eq(activityRecordShares.studentId, studentId));
  return share ?? null;
}

const sharingOf = (share: { token: string; shared: boolean } | null): ActivitySharing => ({
  shared: share?.shared ?? false,
  path: share?.shared ? activityRecordPath(share.token) : null,
});

/** The signed-in student's record, with whether and where it is shared. */
export async function studentRecord(
  context: ServiceContext,
  student: { id: number; email: string },
): Promise<ActivityRecord> {
  const [record, share] = await Promise.all([
    recordOfAddress(context, student.email),
    shareOf(context, student.id),
  ]);
  return { ...record, sharing: sharingOf(share) };
}

/**
 * Turns sharing on or off. The link is made the first time and kept after (a printed QR code
 * keeps working when sharing is turned on again); turning off a record never shared makes none.
 */
export async function setSharing(
  context: ServiceContext,
  studentId: number,
  shared: boolean,
): Promise<ActivitySharing> {
  const now = context.clock.now();
  if (!shared) {
    const [share] = await context.db
      .update(activityRecordShares)
      .set({ shared: false, updatedAt: now })
      .where(eq(activityRecordShares.studentId, studentId))
      .returning({ token: activityRecordShares.token, shared: activityRecordShares.shared });
    return sharingOf(share ?? null);
  }
  const [share] = await context.db
    .insert(activityRecordShares)
    .values({ studentId, token: newToken(), shared: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: activityRecordShares.studentId,
      set: { shared: true, updatedAt: now },
    })
    .returning({ token: activityRecordShares.token, shared: activityRecordShares.shared });
  return sharingOf(share ?? null);
}

/**
 * The token the record's PDF prints: the student's link, made (and shared) the first time they
 * download it; while they keep sharing off, the printed code leads to a page that says so.
 */
export async function printedToken(context: ServiceContext, studentId: number): Promise<string> {
  const now = context.clock.now();
  await context.db
    .insert(activityRecordShares)
    .values({ studentId, token: newToken(), shared: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const share = await shareOf(context, studentId);
  if (!share) throw new Error('The share link was not kept');
  return share.token;
}

/**
 * The record at a share link, for anyone holding it: 404 for a link no student has (an unknown
 * token, or one whose student erased their account), and a 404 that says so while the student
 * keeps sharing off.
 */
export async function sharedRecord(
  context: ServiceContext,
  token: string,
): Promise<SharedActivityRecord> {
  if (!isActivityToken(token)) throw notFound(ACTIVITY_RECORD_UNKNOWN);
  const [share] = await context.db
    .select({ shared: activityRecordShares.shared, studentId: activityRecordShares.studentId })
    .from(activityRecordShares)
    .where(eq(activityRecordShares.token, token));
  const email = share ? await addressOfStudent(context.db, share.studentId) : null;
  if (!share || !email) throw notFound(ACTIVITY_RECORD_UNKNOWN);
  if (!share.shared) throw notFound(ACTIVITY_RECORD_NOT_SHARED);
  return recordOfAddress(context, email);
}
