// An event as registering for it needs it: what registering depends on (the event's row locked
// while places are counted), its counters, what registrants are told of it, and the events due
// their reminders (registrations keep which were reminded). Registrations ask here and never
// query the events table themselves (decision 011).
import type { EventCategory, EventState } from '@chapterhouse/shared';
import {
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  notExists,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventMemberCounts, eventSeries, events, organisations } from '../../db/schema/index.js';
import { addDays, calendarDate } from '../../lib/clock.js';
import { startsAtOf } from '../../lib/event-times.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { ofVisibleOrganisation } from '../organisations/organisations.visibility.js';
import { type CalendarEvent, calendarEventColumns } from './event-calendar.js';
import { editableBy } from './event-hosts.js';
import { visibleEvents } from './events.visibility.js';

/** An event's state (what its registrants are told about when it changes); null: no event. */
export async function eventState(context: ServiceContext, id: number): Promise<EventState | null> {
  const [row] = await context.db
    .select({ state: events.state })
    .from(events)
    .where(eq(events.id, id));
  return row?.state ?? null;
}

/** What registering depends on, of an event. */
const registrationColumns = {
  id: events.id,
  title: events.title,
  /** Where it is held: the registrant's answer names it. */
  location: events.location,
  attendanceMode: events.attendanceMode,
  /** Whether visitors see it (events.visibility): a draft takes no registrations. */
  visible: sql<boolean>`${visibleEvents}`.mapWith(Boolean),
  date: events.date,
  time: events.time,
  endDate: events.endDate,
  endTime: events.endTime,
  endsAt: events.endsAt,
  held: events.held,
  state: events.state,
  capacity: events.capacity,
  /** A hybrid event's online places (`capacity` is then the room's); null: unlimited. */
  onlineCapacity: events.onlineCapacity,
  /** Its confirmed places: registration keeps it so, and only the lock holder changes them. */
  registrations: events.registrations,
  /** Of those, a hybrid event's online ones. */
  registrationsOnline: events.registrationsOnline,
  registrationMode: events.registrationMode,
  registrationApproval: events.registrationApproval,
  registrationConfirmEmail: events.registrationConfirmEmail,
  registrationClosesAt: events.registrationClosesAt,
  registrationOpensAt: events.registrationOpensAt,
  registrationAudience: events.registrationAudience,
  openToEveryoneAt: events.openToEveryoneAt,
  registrationQuestions: events.registrationQuestions,
  /** Its organisation: whose payee is paid, and whose accounts a payment is in. */
  organisationId: events.organisationId,
  /** Its prices (issue 49): what a registrant owes is decided from them (`priceFor`). */
  price: events.price,
  priceCurrency: events.priceCurrency,
  memberPrice: events.memberPrice,
  earlyBirdPrice: events.earlyBirdPrice,
  earlyBirdUntil: events.earlyBirdUntil,
  /** Null: nothing collected on the site; else the hours a place is held for its payment. */
  paymentHoldHours: events.paymentHoldHours,
  /**
   * The series this session is of, when people register once for the whole series (issue 48):
   * registering for it registers for its other sessions too. Null otherwise.
   */
  wholeSeriesId: sql<
    number | null
  >`(select ${eventSeries.id} from ${eventSeries} where ${eventSeries.id} = ${events.seriesId} and ${eventSeries.registrationScope} = 'series')`,
};

/**
 * The event of `eventId`: one the organisation may edit (its own, or a joint one it was let edit),
 * or (without `organisationId`) one of a public organisation.
 */
const eventOf = (eventId: number, organisationId?: number) =>
  and(
    eq(events.id, eventId),
    organisationId === undefined
      ? ofVisibleOrganisation(events.organisationId)
      : editableBy(organisationId),
  );

/**
 * Locks the event's row until the transaction ends, and reads what registering depends on. With
 * `organisationId` (the registration desk), the event must be that organisation's; without, of a
 * public one.
 */
export async function lockEventForRegistration(
  db: Database,
  eventId: number,
  organisationId?: number,
) {
  const [event] = await db
    .select(registrationColumns)
    .from(events)
    .where(eventOf(eventId, organisationId))
    .for('update');
  return event ?? null;
}

/**
 * What registering depends on, read without a lock: what a visitor is told before they register
 * (the registration window), never what decides a place.
 */
export async function eventForRegistration(db: Database, eventId: number) {
  const [event] = await db.select(registrationColumns).from(events).where(eventOf(eventId));
  return event ?? null;
}

/**
 * Sets the event's `registrations` (the number its cards show) and, of those, its online places
 * (a hybrid event's), its row locked.
 */
export async function setRegisteredCount(
  db: Database,
  eventId: number,
  confirmed: { all: number; online: number },
): Promise<void> {
  await db
    .update(events)
    .set({ registrations: confirmed.all, registrationsOnline: confirmed.online })
    .where(eq(events.id, eventId));
}

/**
 * More confirmed places (`online` of them online, at a hybrid event); counting them all again
 * would cost more as the event fills.
 */
export async function countMoreRegistered(
  db: Database,
  eventId: number,
  added: number,
  online = 0,
): Promise<void> {
  await db
    .update(events)
    .set({
      registrations: sql`${events.registrations} + ${added}`,
      ...(online > 0
        ? { registrationsOnline: sql`${events.registrationsOnline} + ${online}` }
        : {}),
    })
    .where(eq(events.id, eventId));
}

/** Sets the event's `checked_in` (the verified attendance its card shows), its row locked. */
export async function setCheckedInCount(
  db: Database,
  eventId: number,
  counts: { checkedIn: number; checkedInMembers: number; checkedInOnline: number },
): Promise<void> {
  await db.update(events).set(counts).where(eq(events.id, eventId));
}

/** The IEEE members among an event's check-ins: verified by a roster, or only declared. */
export interface MemberCounts {
  eventId: number;
  verified: number;
  declared: number;
  verifiedAsOf: string | null;
}

/** Rows upserted per statement. */
const MEMBER_COUNTS_CHUNK = 1_000;

/**
 * Sets events' verified and declared members (reports read them beside `checked_in`); events
 * left out keep what they had, as an event whose registrations were erased keeps its counts.
 */
export async function setMemberCounts(db: Database, rows: readonly MemberCounts[]): Promise<void> {
  for (let start = 0; start < rows.length; start += MEMBER_COUNTS_CHUNK) {
    await db
      .insert(eventMemberCounts)
      .values(rows.slice(start, start + MEMBER_COUNTS_CHUNK))
      .onConflictDoUpdate({
        target: eventMemberCounts.eventId,
        set: {
          verified: sql`excluded.verified`,
          declared: sql`excluded.declared`,
          verifiedAsOf: sql`excluded.verified_as_of`,
        },
      });
  }
}

/** What a registrant's page says of the event they registered for; null: no such event. */
export async function registeredEventOf(db: Database, eventId: number) {
  const [event] = await db
    .select({
      title: events.title,
      date: events.date,
      time: events.time,
      location: events.location,
      attendanceMode: events.attendanceMode,
      /** What a paid registration's amounts are in. */
      priceCurrency: events.priceCurrency,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return event ?? null;
}

/**
 * Several events as a registrant's lists show them (a student's page, their activity record:
 * when they ran, for its hours, and IEEE's category), with their host's name and, for a session,
 * its series (the record lists a series once), by id, whatever their state; an id that is no
 * event is absent.
 */
export async function registeredEventsOf(db: Database, eventIds: readonly number[]) {
  if (eventIds.length === 0) return new Map<number, RegisteredEvent>();
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      time: events.time,
      endDate: events.endDate,
      endTime: events.endTime,
      location: events.location,
      category: events.category,
      organisation: organisations.name,
      seriesId: eventSeries.id,
      seriesTitle: eventSeries.title,
    })
    .from(events)
    .innerJoin(organisations, eq(organisations.id, events.organisationId))
    .leftJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .where(inArray(events.id, [...new Set(eventIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface RegisteredEvent {
  id: number;
  title: string;
  date: string;
  time: string | null;
  endDate: string | null;
  endTime: string | null;
  location: string | null;
  category: EventCategory;
  organisation: string;
  /** The series it is a session of, and the series' title; null for an event on its own. */
  seriesId: number | null;
  seriesTitle: string | null;
}

/** The organisation's event as the registration desk's header shows it; null: it has none. */
export async function deskEventOf(db: Database, organisationId: number, eventId: number) {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      time: events.time,
      state: events.state,
      attendanceMode: events.attendanceMode,
      capacity: events.capacity,
      onlineCapacity: events.onlineCapacity,
      registrations: events.registrations,
      registrationsOnline: events.registrationsOnline,
      registrationMode: events.registrationMode,
      registrationApproval: events.registrationApproval,
      checkedIn: events.checkedIn,
      questions: events.registrationQuestions,
      priceCurrency: events.priceCurrency,
    })
    .from(events)
    .where(and(eq(events.id, eventId), editableBy(organisationId)));
  return event ?? null;
}

/** The title of one of these events that is the organisation's, if any is. */
export async function titleOfOrganisationEvent(
  db: Database,
  organisationId: number,
  eventIds: readonly number[],
): Promise<string | null> {
  if (eventIds.length === 0) return null;
  const [event] = await db
    .select({ title: events.title })
    .from(events)
    .where(and(inArray(events.id, [...eventIds]), editableBy(organisationId)));
  return event?.title ?? null;
}

/** The ids of the events that ended before `cutoff`, as a subquery (the retention sweep's). */
export function eventsEndedBefore(context: ServiceContext, cutoff: Date) {
  return context.db.select({ id: events.id }).from(events).where(lt(events.endsAt, cutoff));
}

/**
 * What registrants' mails say of these events (`calendarEventColumns`), by id, in one query.
 * Call with the transaction that locks the events (`lockEventForRegistration`, an edit,
 * `lockEventForReminders`): the event then cannot change between this read and the caller's own.
 */
export async function calendarEventsOf(
  db: Database,
  eventIds: readonly number[],
): Promise<Map<number, CalendarEvent>> {
  const ids = [...new Set(eventIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select(calendarEventColumns).from(events).where(inArray(events.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** When an event starts: its start time that day, else the start of its day (branch time). */
const startOf = (context: ServiceContext, event: { date: string; time: string | null }): Date =>
  startsAtOf(context.timeZone, event);

/**
 * The ids of the events whose registrants are due their reminder: scheduled, not marked held and
 * starting after `window.after` and by `window.until`, among `among`, but for those the caller's
 * own tables say were reminded. `among` is a subquery of event ids (the reminder job's: events
 * with confirmed registrations), `remindedAbout(id)` one finding a row for an event once it was
 * (its reminder round), so one statement finds them: by the events' date, each candidate then
 * looked up in the caller's key.
 */
export async function eventsAwaitingReminders(
  context: ServiceContext,
  window: { after: Date; until: Date },
  among: SQLWrapper,
  remindedAbout: (eventId: SQLWrapper) => SQLWrapper,
): Promise<number[]> {
  const candidates = await context.db
    .select({ id: events.id, date: events.date, time: events.time })
    .from(events)
    .where(
      and(
        eq(events.state, 'scheduled'),
        eq(events.held, false),
        // The days the window touches, on the branch's calendar (a day of margin either side).
        gte(events.date, addDays(calendarDate(window.after, context.timeZone), -1)),
        lte(events.date, addDays(calendarDate(window.until, context.timeZone), 1)),
        inArray(events.id, among),
        notExists(remindedAbout(events.id)),
      ),
    );
  return candidates
    .filter((event) => {
      const start = startOf(context, event);
      return start > window.after && start <= window.until;
    })
    .map((event) => event.id);
}

/**
 * Keeps the event's row as it is until the caller's transaction ends (FOR SHARE): the reminders
 * the caller queues tell of the date and time it has when they commit, and an officer's edit
 * waits for that commit, so when it moves the event it finds their round to delete (an edit
 * that went first is seen whole). False: the event is gone.
 */
export async function lockEventForReminders(db: Database, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, eventId))
    .for('share');
  return row !== undefined;
}

/**
 * An online or hybrid event as a registrant's join link needs it (modules/registrations'
 * online-joins.ts): when it runs, whether it is on, and its meeting's private address. Null when
 * no such event (or it is no longer attended online).
 */
export async function onlineEventOf(db: Database, eventId: number) {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      time: events.time,
      endDate: events.endDate,
      endTime: events.endTime,
      endsAt: events.endsAt,
      state: events.state,
      attendanceMode: events.attendanceMode,
      meetingUrl: events.meetingUrl,
    })
    .from(events)
    .where(and(eq(events.id, eventId), sql`${events.attendanceMode} <> 'in-person'`));
  return event ?? null;
}

/** How long after the start a join link not yet mailed (a server down meanwhile) still goes. */
const JOIN_REMINDER_GRACE_MS = 10 * 60_000;

/**
 * The ids of the online and hybrid events whose registrants are due their join link: scheduled,
 * not marked held, from `join_reminder_minutes` before the start to a few minutes after it, among
 * `among`, but for those the caller's tables say were mailed (`remindedAbout`).
 */
export async function eventsAwaitingJoinReminders(
  context: ServiceContext,
  among: SQLWrapper,
  remindedAbout: (eventId: SQLWrapper) => SQLWrapper,
): Promise<number[]> {
  const now = context.clock.now();
  const today = calendarDate(now, context.timeZone);
  const candidates = await context.db
    .select({
      id: events.id,
      date: events.date,
      time: events.time,
      joinReminderMinutes: events.joinReminderMinutes,
    })
    .from(events)
    .where(
      and(
        eq(events.state, 'scheduled'),
        eq(events.held, false),
        sql`${events.attendanceMode} <> 'in-person'`,
        // A join link goes at most a day ahead: the days around today, on the branch's calendar.
        gte(events.date, addDays(today, -1)),
        lte(events.date, addDays(today, 2)),
        inArray(events.id, among),
        notExists(remindedAbout(events.id)),
      ),
    );
  return candidates
    .filter((event) => {
      const start = startOf(context, event).getTime();
      return (
        now.getTime() >= start - event.joinReminderMinutes * 60_000 &&
        now.getTime() < start + JOIN_REMINDER_GRACE_MS
      );
    })
    .map((event) => event.id);
}

/**
 * The sessions of a series registering for it registers for (issue 48): those visitors see that
 * are still to come, take registrations on this site and are not cancelled, first first.
 */
export async function sessionsToRegisterFor(
  context: ServiceContext,
  seriesId: number,
): Promise<number[]> {
  const rows = await context.db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.seriesId, seriesId),
        visibleEvents,
        sql`not ${events.held} and ${events.endsAt} > ${context.clock.now().toISOString()}`,
        eq(events.registrationMode, 'site'),
        sql`${events.state} <> 'cancelled'`,
      ),
    )
    .orderBy(events.date, events.time, events.id);
  return rows.map((row) => row.id);
}

/** Every session of a series, past ones too: a registrant's registrations for it, by its events. */
export async function sessionsOfSeries(context: ServiceContext, seriesId: number) {
  return context.db
    .select({ id: events.id, date: events.date, time: events.time, title: events.title })
    .from(events)
    .where(eq(events.seriesId, seriesId))
    .orderBy(events.date, events.time, events.id);
}

/** The series an event is a session of, when people register once for the whole series. */
export async function wholeSeriesOf(context: ServiceContext, eventId: number) {
  const [row] = await context.db
    .select({ seriesId: registrationColumns.wholeSeriesId })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.seriesId ?? null;
}

/** The series an event is a session of (whatever its registration), or null. */
/** The series each of these events is a session of, by event id (events of none are absent). */
export async function seriesIdsOfEvents(
  db: Database,
  eventIds: readonly number[],
): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ id: events.id, seriesId: events.seriesId })
    .from(events)
    .where(and(inArray(events.id, [...eventIds]), isNotNull(events.seriesId)));
  return new Map(rows.flatMap((row) => (row.seriesId === null ? [] : [[row.id, row.seriesId]])));
}

export async function seriesIdOfEvent(context: ServiceContext, eventId: number) {
  const [row] = await context.db
    .select({ id: eventSeries.id, title: eventSeries.title })
    .from(events)
    .innerJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .where(eq(events.id, eventId));
  return row ?? null;
}

/**
 * The events an organisation hosts that collect their price on the site (issue 49): whose
 * registrations its treasurer's bank statement pays. With their titles.
 */
export async function paidEventsOf(db: Database, organisationId: number) {
  return db
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(and(eq(events.organisationId, organisationId), isNotNull(events.paymentHoldHours)));
}
