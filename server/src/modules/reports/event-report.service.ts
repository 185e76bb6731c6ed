import type { Attendance, EventReport, OrganisationRef, ReportField } from '@chapterhouse/shared';
import { eventWhen } from '@chapterhouse/shared/date-wording';
import { venueText } from '@chapterhouse/shared/event-entry';
import { csvText } from '../../lib/csv.js';
import { zoneNameOf } from '../../lib/event-times.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { type ReportedEvent, reportedEventOf } from '../events/event-attendance.js';
import { countEventPhotos } from '../gallery/gallery.service.js';
import { feedbackSummaryOf } from './feedback.service.js';

// A past event's report: what IEEE's vTools meeting report ("L31") and the college ask of it,
// read from what the site holds already (the event, its door, its feedback, its photos).

/**
 * Who attended: the officers' hand counts when they gave any (an event held without
 * registration), else the check-ins: the members a roster verified and those who only declared
 * a member number (`event_member_counts`), or, for an event counted before rosters, those who
 * gave a number (`checked_in_members`, kept beside `checked_in`). Verified members are counted
 * from the check-ins either way, never more than the members.
 */
export function attendanceOf(event: {
  registrations: number;
  checkedIn: number;
  checkedInOnline: number;
  checkedInMembers: number;
  verifiedMembers: number | null;
  declaredMembers: number | null;
  verifiedAsOf: string | null;
  membersAttended: number | null;
  guestsAttended: number | null;
}): Attendance {
  const byHand = event.membersAttended !== null || event.guestsAttended !== null;
  const checkedInMembers =
    event.verifiedMembers === null
      ? event.checkedInMembers
      : event.verifiedMembers + (event.declaredMembers ?? 0);
  const members = byHand ? (event.membersAttended ?? 0) : checkedInMembers;
  const verifiedMembers = Math.min(event.verifiedMembers ?? 0, members);
  return {
    registered: event.registrations,
    checkedIn: event.checkedIn,
    inPerson: event.checkedIn - event.checkedInOnline,
    online: event.checkedInOnline,
    members,
    verifiedMembers,
    declaredMembers: members - verifiedMembers,
    verifiedAsOf: verifiedMembers > 0 ? event.verifiedAsOf : null,
    guests: byHand ? (event.guestsAttended ?? 0) : event.checkedIn - checkedInMembers,
    countedBy: byHand ? 'hand' : 'check-ins',
  };
}

const names = (organisations: readonly OrganisationRef[]) =>
  organisations.map((organisation) => organisation.name).join('; ');

/**
 * The fields of vTools' event report, in the order its form asks them (docs/reports.md): what
 * the meeting was, when and where, who hosted it and spoke, and who came.
 */
function vToolsFields(
  context: ServiceContext,
  event: ReportedEvent,
  attendance: Attendance,
): ReportField[] {
  const [startDate, startTime] = [event.date, event.time ?? ''];
  return [
    { label: 'Title', value: event.title },
    { label: 'Start date', value: startDate },
    { label: 'Start time', value: startTime },
    { label: 'End date', value: event.endDate ?? event.date },
    { label: 'End time', value: event.endTime ?? '' },
    { label: 'Time zone', value: context.timeZone },
    { label: 'Primary host', value: event.organisation.name },
    { label: 'Co-sponsors', value: names(event.coHosts) },
    { label: 'Category', value: event.category },
    { label: 'Sub-category', value: event.subCategory ?? '' },
    {
      label: 'Speakers',
      value: event.speakers
        .map((speaker) => [speaker.name, speaker.affiliation].filter(Boolean).join(', '))
        .join('; '),
    },
    { label: 'Venue', value: event.location ?? '' },
    { label: 'Address', value: event.streetAddress ?? '' },
    { label: 'City', value: event.locality ?? '' },
    { label: 'State/Province', value: event.region ?? '' },
    { label: 'Postal code', value: event.postalCode ?? '' },
    { label: 'Country', value: event.country ?? '' },
    { label: 'Description', value: event.description },
    { label: 'IEEE members attended', value: String(attendance.members) },
    { label: 'Guests attended', value: String(attendance.guests) },
    { label: 'Total attendance', value: String(attendance.members + attendance.guests) },
  ];
}

/**
 * The report of one of the organisation's past events (its own or a joint one): 404 when it has
 * no such event, 409 while the event is still to come.
 */
export async function eventReport(
  context: ServiceContext,
  organisation: OrganisationRef,
  eventId: number,
): Promise<EventReport> {
  const event = await reportedEventOf(context, organisation.id, eventId);
  if (!event) throw notFound('Event not found.');
  if (event.status !== 'past') {
    throw new HttpError(
      409,
      `${event.title} has not happened yet: its report is ready once it is over.`,
    );
  }
  const [feedback, photos] = await Promise.all([
    feedbackSummaryOf(context.db, event.id),
    countEventPhotos(context, event.id),
  ]);
  const attendance = attendanceOf(event);
  return {
    event: {
      id: event.id,
      title: event.title,
      date: event.date,
      when: eventWhen(event, zoneNameOf(context.locale, event)),
      place: venueText(event),
      category: event.category,
      subCategory: event.subCategory,
      status: event.status,
      state: event.state,
      organisation: event.organisation,
      coHosts: event.coHosts,
      speakers: event.speakers,
    },
    attendance,
    feedback,
    photos,
    vTools: vToolsFields(context, event, attendance),
  };
}

/** A file name from the event's title: `event-report-robotics-night.csv`. */
const reportFileName = (title: string) =>
  `event-report-${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event'
  }.csv`;

/**
 * The report as CSV, one field a row (what a spreadsheet or the college's form takes): the
 * vTools fields, then the attendance, feedback and photos, then each feedback comment with its
 * rating, newest first and without a name, as the report page lists them (attendees are told
 * their answer reaches the organisers without their name). Formula-like cells are quoted out.
 */
export async function eventReportCsv(
  context: ServiceContext,
  organisation: OrganisationRef,
  eventId: number,
): Promise<{ csv: string; fileName: string }> {
  const report = await eventReport(context, organisation, eventId);
  const { attendance, feedback } = report;
  const rows: [string, string][] = [
    ['Field', 'Value'],
    ...report.vTools.map((field): [string, string] => [field.label, field.value]),
    ['Registered', String(attendance.registered)],
    ['Checked in', String(attendance.checkedIn)],
    ['Checked in at the door', String(attendance.inPerson)],
    ['Attended online', String(attendance.online)],
    ['Attendance counted by', attendance.countedBy === 'hand' ? 'hand' : 'check-ins at the door'],
    ['IEEE members verified by the roster', String(attendance.verifiedMembers)],
    ['IEEE members declared only', String(attendance.declaredMembers)],
    ['Roster verified as of', attendance.verifiedAsOf ?? ''],
    ['Feedback asked', String(feedback.asked)],
    ['Feedback answers', String(feedback.answers)],
    ['Average rating', feedback.average === null ? '' : String(feedback.average)],
    ...feedback.distribution.map((n, index): [string, string] => [
      `Rated ${index + 1} of 5`,
      String(n),
    ]),
    ['Photos', String(report.photos)],
    ...feedback.comments.map((comment): [string, string] => [
      `Feedback comment (rated ${comment.rating} of 5)`,
      comment.comment,
    ]),
  ];
  return {
    csv: csvText(rows),
    fileName: reportFileName(report.event.title),
  };
}
