// Series of sessions (issue 48; docs/series.md): creating one from the event form, keeping its
// sessions as events within the look-ahead window, editing this session, the following ones or
// all, leaving a session out, its settings, and the reads of its pages. A session is an event
// like any other (registrations, the desk, reports, certificates); the series keeps the rule
// that says when they take place and what a new one is made of.
import {
  type CalendarSeriesEntry,
  type DashboardEvent,
  type DashboardSeries,
  type EventRepeat,
  type eventInputSchema,
  monthlyWeekdayOf,
  type OrganisationRef,
  SERIES_WINDOW_DAYS,
  type Series,
  type SeriesEditScope,
  type SeriesOverride,
  type SeriesRule,
  type SeriesSettings,
  seriesDates,
  seriesPagePath,
  seriesRuleOf,
  seriesRuleSchema,
  seriesSummary,
} from '@chapterhouse/shared';
import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { eventSeries, events } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { addDays } from '../../lib/clock.js';
import { zoneNameOf } from '../../lib/event-times.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { PublicationColumns } from '../../lib/publication.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import { STALE_ITEM } from '../../lib/versioned-items.js';
import { announceEvents } from '../notifications/notifications.service.js';
import { organisationRefOf } from '../organisations/organisations.service.js';
import { ofVisibleOrganisation } from '../organisations/organisations.visibility.js';
import { getEvent } from './dashboard-events.service.js';
import { hostedBy } from './event-hosts.js';
import { isUpcomingEvent } from './event-status.js';
import { requireEventRight } from './events.access.js';
import { type AfterEventEdit, createEvents, eventColumnsOf } from './events.service.js';
import { visibleEvents } from './events.visibility.js';
import { type SeriesSession, seriesSessions } from './series-rule.js';

type EventInput = z.output<typeof eventInputSchema>;

/**
 * What every new session of a series is made of: the event form's fields but its date and times
 * (the rule's) and its registration window (a session takes registrations from its publication
 * until it starts; only the first keeps the window the officer gave).
 */
export type SessionTemplate = Omit<
  EventInput,
  | 'date'
  | 'time'
  | 'endDate'
  | 'endTime'
  | 'registrationOpens'
  | 'registrationCloses'
  | 'openToEveryone'
>;

const templateOf = ({
  date: _date,
  time: _time,
  endDate: _endDate,
  endTime: _endTime,
  registrationOpens: _opens,
  registrationCloses: _closes,
  openToEveryone: _openToEveryone,
  ...template
}: EventInput): SessionTemplate => template;

type SeriesRow = typeof eventSeries.$inferSelect;

/** The last day on which a series' sessions exist as events: today and SERIES_WINDOW_DAYS after. */
export const windowEndOf = (context: ServiceContext) => addDays(today(context), SERIES_WINDOW_DAYS);

/** One session's event: the template on the session's date, times and place. */
function sessionInput(template: SessionTemplate, session: SeriesSession): EventInput {
  return {
    ...template,
    date: session.date,
    time: session.startTime,
    endDate: null,
    endTime: session.endTime,
    location: session.location ?? template.location,
    state: session.cancelled ? 'cancelled' : template.state,
    registrationOpens: null,
    registrationCloses: null,
    openToEveryone: null,
  };
}

/** Makes the events of `sessions`, each named by its series and the date the rule gives it. */
async function makeSessions(
  context: ServiceContext,
  organisation: OrganisationRef,
  series: Pick<SeriesRow, 'id' | 'template'>,
  sessions: readonly SeriesSession[],
  publication: PublicationColumns,
  first?: EventInput,
): Promise<number[]> {
  if (sessions.length === 0) return [];
  const template = series.template as SessionTemplate;
  const inputs = sessions.map((session) => {
    const input = sessionInput(template, session);
    const window =
      first && session.originalDate === first.date
        ? {
            registrationOpens: first.registrationOpens,
            registrationCloses: first.registrationCloses,
            openToEveryone: first.openToEveryone,
          }
        : {};
    return { ...input, ...window, seriesId: series.id, seriesDate: session.originalDate };
  });
  return createEvents(context, organisation, 'upcoming', inputs, publication, { announce: false });
}

/**
 * Adds a series from the event form with "Repeats": the series, and its sessions up to the end
 * of the look-ahead window (the first one always). Visitors are told of the series once, by its
 * first upcoming session. Returns the first session, as adding an event returns the event.
 */
export async function createSeries(
  context: ServiceContext,
  organisation: OrganisationRef,
  { repeat, ...event }: EventInput & { repeat: EventRepeat },
  publication: PublicationColumns,
): Promise<DashboardEvent> {
  const rule = parseRule(seriesRuleOf(event, repeat));
  const through = windowEndOf(context);
  const now = context.clock.now();
  const [series] = await context.db
    .insert(eventSeries)
    .values({
      organisationId: organisation.id,
      title: event.title,
      rule,
      summary: seriesSummary(rule),
      template: templateOf(event),
      registrationScope: repeat.registrationScope,
      certificateShare: repeat.certificateShare,
      sessionsThrough: through,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!series) throw new Error('The series was not added');
  const sessions = seriesSessions(rule, context.timeZone).filter(
    (session, index) => index === 0 || session.date <= through,
  );
  const ids = await makeSessions(context, organisation, series, sessions, publication, event);
  const first = await getEvent(context, organisation, ids[0] ?? 0);
  if (publication.publishedAt) {
    const [next] = await context.db
      .select({ id: events.id, title: events.title, date: events.date, location: events.location })
      .from(events)
      .where(and(eq(events.seriesId, series.id), isUpcomingEvent(context)))
      .orderBy(asc(events.date), asc(events.time))
      .limit(1);
    if (next) await announceEvents(context, organisation, [next]);
  }
  return first;
}

/** The rule as the schema takes it, or 400 with its first sentence: nothing is written. */
function parseRule(rule: z.input<typeof seriesRuleSchema>): SeriesRule {
  const parsed = seriesRuleSchema.safeParse(rule);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, parsed.error.issues[0]?.message ?? 'The series does not hold together');
}

/**
 * The publication a new session takes: that of the series' latest session (public now when it is
 * public, a draft when it is one), so a series kept as a draft does not publish itself.
 */
async function publicationOfNewSessions(
  context: ServiceContext,
  seriesId: number,
): Promise<PublicationColumns> {
  const [latest] = await context.db
    .select({ publishedAt: events.publishedAt, publishAt: events.publishAt })
    .from(events)
    .where(eq(events.seriesId, seriesId))
    .orderBy(sql`${events.seriesDate} desc`)
    .limit(1);
  if (latest?.publishedAt) return { publishedAt: context.clock.now(), publishAt: null };
  return { publishedAt: null, publishAt: latest?.publishAt ?? null };
}

/**
 * Makes the sessions of a series from `from` to the end of the window that do not exist yet
 * (never one left out: an exception is not among its sessions). The series' row is locked first,
 * so two servers extending it at once make each session once. Returns how many were made.
 */
async function makeMissingSessions(
  context: ServiceContext,
  seriesId: number,
  from: string,
): Promise<number> {
  const [series] = await context.db
    .select()
    .from(eventSeries)
    .where(eq(eventSeries.id, seriesId))
    .for('update');
  if (!series) return 0;
  const organisation = await organisationRefOf(context.db, series.organisationId);
  if (!organisation) return 0;
  const through = windowEndOf(context);
  const existing = await context.db
    .select({ seriesDate: events.seriesDate })
    .from(events)
    .where(eq(events.seriesId, seriesId));
  const made = new Set(existing.map((row) => row.seriesDate));
  const missing = seriesSessions(series.rule, context.timeZone).filter(
    (session) => session.date >= from && session.date <= through && !made.has(session.originalDate),
  );
  const publication = await publicationOfNewSessions(context, seriesId);
  await makeSessions(context, organisation, series, missing, publication);
  if (series.sessionsThrough < through) {
    await context.db
      .update(eventSeries)
      .set({ sessionsThrough: through })
      .where(eq(eventSeries.id, seriesId));
  }
  return missing.length;
}

/**
 * The `series-sessions` job: moves every series' look-ahead window on to today's, making the
 * sessions that come into it. Each series in a transaction of its own; one whose sessions cannot
 * be made (its picture deleted from the media library since) is left for the officers, who see it
 * in the log, and the others go on. Returns how many sessions were made.
 */
export async function extendSeriesWindows(
  context: ServiceContext,
  hooks: {
    onError?: (error: unknown, seriesId: number) => void;
    /** After a series' new sessions are committed (registrations register its registrants). */
    onMade?: (seriesId: number) => Promise<void>;
  } = {},
): Promise<number> {
  const through = windowEndOf(context);
  const due = await context.db
    .select({ id: eventSeries.id })
    .from(eventSeries)
    .where(sql`${eventSeries.sessionsThrough} < ${through}`)
    .orderBy(asc(eventSeries.id));
  let made = 0;
  for (const { id } of due) {
    try {
      const madeNow = await inTransaction(context.db, () =>
        makeMissingSessions(context, id, today(context)),
      );
      made += madeNow;
      if (madeNow > 0) await hooks.onMade?.(id);
    } catch (error) {
      hooks.onError?.(error, id);
    }
  }
  return made;
}

// ---- Editing ----

interface SessionRow {
  id: number;
  seriesDate: string;
  date: string;
  time: string | null;
  endTime: string | null;
  location: string | null;
  state: DashboardEvent['state'];
}

const sessionRowColumns = {
  id: events.id,
  seriesDate: sql<string>`${events.seriesDate}`,
  date: events.date,
  time: events.time,
  endTime: events.endTime,
  location: events.location,
  state: events.state,
};

/**
 * A session's one-off change, read from its event: cancelled, or the date, times and place in
 * which it differs from the rule; null when it differs in none.
 */
function overrideOf(
  rule: SeriesRule,
  template: SessionTemplate,
  session: SessionRow,
): SeriesOverride | null {
  const base = { originalDate: session.seriesDate, date: null, startTime: null, endTime: null };
  if (session.state === 'cancelled') return { ...base, location: null, cancelled: true };
  const override: SeriesOverride = {
    ...base,
    date: session.date !== session.seriesDate ? session.date : null,
    startTime: session.time !== rule.startTime ? session.time : null,
    endTime: session.endTime !== rule.endTime ? session.endTime : null,
    location:
      session.location !== null && session.location !== (template.location ?? null)
        ? session.location
        : null,
    cancelled: false,
  };
  const changed = [override.date, override.startTime, override.endTime, override.location];
  return changed.some((change) => change !== null) ? override : null;
}

/**
 * The series' rule with the one-off changes of `sessions` read from their events again, checked
 * (400 with the rule's sentence when a moved session lands on another's day).
 */
function ruleWithChanges(
  rule: SeriesRule,
  template: SessionTemplate,
  sessions: readonly SessionRow[],
): SeriesRule {
  const touched = new Set(sessions.map((session) => session.seriesDate));
  const overrides = [
    ...rule.overrides.filter((override) => !touched.has(override.originalDate)),
    ...sessions.flatMap((session) => overrideOf(rule, template, session) ?? []),
  ].sort((a, b) => a.originalDate.localeCompare(b.originalDate));
  return parseRule({ ...rule, overrides });
}

/** Saves a series' rule (and what follows from it), raising its version. */
async function saveSeries(
  context: ServiceContext,
  seriesId: number,
  values: Partial<
    Pick<SeriesRow, 'rule' | 'template' | 'title' | 'registrationScope' | 'certificateShare'>
  >,
): Promise<void> {
  await context.db
    .update(eventSeries)
    .set({
      ...values,
      ...(values.rule ? { summary: seriesSummary(values.rule) } : {}),
      version: sql`${eventSeries.version} + 1`,
      updatedAt: context.clock.now(),
    })
    .where(eq(eventSeries.id, seriesId));
}

/** The series of an event, locked for the edit; null for an event on its own. */
async function lockedSeriesOf(context: ServiceContext, eventId: number) {
  const [row] = await context.db
    .select({ series: eventSeries })
    .from(events)
    .innerJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .where(eq(events.id, eventId));
  if (!row) return null;
  const [locked] = await context.db
    .select()
    .from(eventSeries)
    .where(eq(eventSeries.id, row.series.id))
    .for('update');
  return locked ?? null;
}

/**
 * After "this session" was edited: a session's new date, times, place or cancellation becomes the
 * series' one-off change of it (what its calendar entry says). A session must stay within one day
 * with a start and an end (400 otherwise, nothing written: the edit's transaction is undone).
 */
export async function recordSessionChange(context: ServiceContext, eventId: number): Promise<void> {
  const series = await lockedSeriesOf(context, eventId);
  if (!series) return;
  const [session] = await context.db
    .select({ ...sessionRowColumns, endDate: events.endDate })
    .from(events)
    .where(eq(events.id, eventId));
  if (!session) return;
  if (!session.time || !session.endTime || (session.endDate && session.endDate !== session.date)) {
    throw new HttpError(
      400,
      'A session of a series starts and ends on one day: give its start and end times and no end date.',
    );
  }
  const template = series.template as SessionTemplate;
  const rule = ruleWithChanges(series.rule, template, [session]);
  if (JSON.stringify(rule.overrides) !== JSON.stringify(series.rule.overrides)) {
    await saveSeries(context, series.id, { rule });
  }
}

/**
 * Gives a series' edit to the later sessions too: `following` from the edited session on,
 * `all` from its first upcoming session on (the past ones took place as they were). From a
 * session after the series' first, the series is split there: the earlier sessions keep the old
 * rule, ended the day before, and a new series with the edited fields takes the rest (as calendar
 * programs do). The edited session's new date is refused: only "this session" moves one.
 */
export async function editFollowingSessions(
  context: ServiceContext,
  organisation: OrganisationRef,
  eventId: number,
  {
    version,
    seriesScope,
    ...input
  }: EventInput & { version: number; seriesScope: SeriesEditScope },
  afterEdit: AfterEventEdit,
): Promise<DashboardEvent> {
  const edited = await getEvent(context, organisation, eventId);
  requireEventRight(edited, 'edit');
  const series = await lockedSeriesOf(context, eventId);
  if (!series) {
    throw new HttpError(400, `${edited.title} is not a session of a series: save it on its own.`);
  }
  if (input.date !== edited.date) {
    throw new HttpError(
      400,
      'Only this session can move to another day: choose "This session" to move it.',
    );
  }
  if (!input.time || !input.endTime || (input.endDate && input.endDate !== input.date)) {
    throw new HttpError(
      400,
      'A session of a series starts and ends on one day: give its start and end times and no end date.',
    );
  }
  if (input.registrationAudience === 'members-first') {
    throw new HttpError(
      400,
      'Members first opens at one moment, and a series has many: choose members only or everyone',
    );
  }
  const sessions = await context.db
    .select({ ...sessionRowColumns, upcoming: sql<boolean>`${isUpcomingEvent(context)}` })
    .from(events)
    .where(eq(events.seriesId, series.id))
    .orderBy(asc(events.seriesDate));
  const [editedSession] = sessions.filter((session) => session.id === eventId);
  const from =
    seriesScope === 'all'
      ? (sessions.find((session) => session.upcoming)?.seriesDate ?? editedSession?.seriesDate)
      : editedSession?.seriesDate;
  if (!from) throw notFound('Event not found.');

  const rule = series.rule;
  const template = templateOf(input);
  const timesChanged = input.time !== rule.startTime || input.endTime !== rule.endTime;
  const placeChanged =
    (input.location ?? null) !== ((series.template as SessionTemplate).location ?? null);
  const later = sessions.filter((session) => session.seriesDate >= from);
  const earlierDates = seriesDates(rule).filter((date) => date < from);
  const laterRule: SeriesRule = {
    ...rule,
    firstDate: from,
    startTime: input.time,
    endTime: input.endTime,
    monthlyWeekday:
      rule.frequency === 'monthly-by-weekday'
        ? monthlyWeekdayOf(rule.firstDate, rule.monthlyWeekday).ordinal === -1
          ? 'last'
          : 'nth'
        : rule.monthlyWeekday,
    count: rule.count === null ? null : rule.count - earlierDates.length,
    exceptions: rule.exceptions.filter((date) => date >= from),
    overrides: rule.overrides.filter((override) => override.originalDate >= from),
  };
  let laterSeriesId = series.id;
  if (earlierDates.length > 0) {
    // Split: the earlier sessions keep the rule, which ends the day before.
    const earlierRule = parseRule({
      ...rule,
      until: addDays(from, -1),
      count: null,
      exceptions: rule.exceptions.filter((date) => date < from),
      overrides: rule.overrides.filter((override) => override.originalDate < from),
    });
    await saveSeries(context, series.id, { rule: earlierRule });
    const splitRule = parseRule(laterRule);
    const [split] = await context.db
      .insert(eventSeries)
      .values({
        organisationId: series.organisationId,
        title: input.title,
        rule: splitRule,
        summary: seriesSummary(splitRule),
        template,
        registrationScope: series.registrationScope,
        certificateShare: series.certificateShare,
        sessionsThrough: series.sessionsThrough,
        createdAt: context.clock.now(),
        updatedAt: context.clock.now(),
      })
      .returning({ id: eventSeries.id });
    if (!split) throw new Error('The series was not split');
    laterSeriesId = split.id;
    await context.db
      .update(events)
      .set({ seriesId: laterSeriesId })
      .where(and(eq(events.seriesId, series.id), gte(events.seriesDate, from)));
  }

  // Each later session takes the edited fields; its own date stays, and its own times and place
  // stay unless the edit changed the series' ones.
  const upcomingLater = later.filter((session) => session.upcoming || session.id === eventId);
  for (const session of upcomingLater) {
    const stateBefore = session.state;
    const ownTimes = !timesChanged && session.id !== eventId;
    const columns = eventColumnsOf(context, {
      ...input,
      date: session.date,
      time: ownTimes ? session.time : input.time,
      endTime: ownTimes ? session.endTime : input.endTime,
      location: placeChanged || session.id === eventId ? input.location : session.location,
    });
    const {
      registrationOpensAt: _opens,
      registrationClosesAt: _closes,
      openToEveryoneAt: _openToEveryone,
      ...shared
    } = columns;
    const updated = await context.db
      .update(events)
      .set({
        ...(session.id === eventId ? columns : shared),
        version: sql`${events.version} + 1`,
        updatedAt: context.clock.now(),
      })
      .where(
        and(
          eq(events.id, session.id),
          // The edited session as the officer saw it: another edit since is not overwritten.
          session.id === eventId ? eq(events.version, version) : undefined,
        ),
      )
      .returning({ id: events.id });
    if (updated.length === 0) throw new HttpError(409, STALE_ITEM);
    const moved = (columns.time ?? null) !== session.time;
    await afterEdit(context, { eventId: session.id, stateBefore, moved });
  }

  const rows = await context.db
    .select(sessionRowColumns)
    .from(events)
    .where(
      inArray(
        events.id,
        upcomingLater.map((session) => session.id),
      ),
    );
  const changedRule = ruleWithChanges(laterRule, template, rows);
  await saveSeries(context, laterSeriesId, { rule: changedRule, template, title: input.title });
  return getEvent(context, organisation, eventId);
}

/**
 * A session published, scheduled or made a draft again: the series' other upcoming sessions
 * follow (a series is published as one; those that took place stay as they were).
 */
export async function publishWithSeries(context: ServiceContext, eventId: number): Promise<void> {
  const [session] = await context.db
    .select({
      seriesId: events.seriesId,
      publishedAt: events.publishedAt,
      publishAt: events.publishAt,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!session?.seriesId) return;
  await context.db
    .update(events)
    .set({
      publishedAt: session.publishedAt,
      publishAt: session.publishAt,
      version: sql`${events.version} + 1`,
      updatedAt: context.clock.now(),
    })
    .where(
      and(
        eq(events.seriesId, session.seriesId),
        sql`${events.id} <> ${eventId}`,
        isUpcomingEvent(context),
        sql`(${events.publishedAt} is distinct from ${session.publishedAt} or ${events.publishAt} is distinct from ${session.publishAt})`,
      ),
    );
}

// ---- The series' own page in the dashboard ----

/** The organisation's series, locked for a change; 404 when it has none of that id. */
async function lockedSeries(context: ServiceContext, organisation: OrganisationRef, id: number) {
  const [series] = await context.db
    .select()
    .from(eventSeries)
    .where(and(eq(eventSeries.id, id), eq(eventSeries.organisationId, organisation.id)))
    .for('update');
  if (!series) throw notFound('Series not found.');
  return series;
}

/** 409 unless the series is still at the version the officer saw. */
function requireVersion(series: SeriesRow, version: number) {
  if (series.version !== version) throw new HttpError(409, STALE_ITEM);
}

/** The series' sessions as events (those `where` keeps), first first. */
function selectSessions(context: ServiceContext, seriesId: number, where?: SQL) {
  return context.db
    .select({
      ...sessionRowColumns,
      held: events.held,
      endsAt: events.endsAt,
      registrations: events.registrations,
      checkedIn: events.checkedIn,
      upcoming: sql<boolean>`${isUpcomingEvent(context)}`,
    })
    .from(events)
    .where(and(eq(events.seriesId, seriesId), where))
    .orderBy(asc(events.date), asc(events.time), asc(events.id));
}
type MadeSession = Awaited<ReturnType<typeof selectSessions>>[number];

/**
 * Every session of a rule, first first: those made (their events, as they are now) and those
 * beyond the window, from the rule alone.
 */
function sessionsOf(context: ServiceContext, series: SeriesRow, made: readonly MadeSession[]) {
  const madeDates = new Set(made.map((session) => session.seriesDate));
  const template = series.template as SessionTemplate;
  const fromEvents = made.map((session) => ({
    eventId: session.id,
    originalDate: session.seriesDate,
    date: session.date,
    startTime: session.time ?? series.rule.startTime,
    endTime: session.endTime ?? series.rule.endTime,
    location: session.location,
    state: session.state,
    past: !session.upcoming,
    changed: overrideOf(series.rule, template, session) !== null && session.state !== 'cancelled',
    registrations: session.registrations,
    checkedIn: session.checkedIn,
  }));
  const fromRule = seriesSessions(series.rule, context.timeZone)
    .filter(
      (session) => !madeDates.has(session.originalDate) && session.date > series.sessionsThrough,
    )
    .map((session) => ({
      eventId: null,
      originalDate: session.originalDate,
      date: session.date,
      startTime: session.startTime,
      endTime: session.endTime,
      location: session.location ?? template.location ?? null,
      state: session.cancelled ? ('cancelled' as const) : ('scheduled' as const),
      past: false,
      changed: session.changed,
      registrations: 0,
      checkedIn: 0,
    }));
  return [...fromEvents, ...fromRule];
}

function toSeries(
  context: ServiceContext,
  series: SeriesRow,
  organisation: OrganisationRef,
  sessions: ReturnType<typeof sessionsOf>,
): Series {
  const template = series.template as SessionTemplate;
  return {
    id: series.id,
    organisation,
    title: series.title,
    description: template.description,
    location: template.location ?? null,
    summary: series.summary,
    registrationScope: series.registrationScope,
    timeZoneName: zoneNameOf(context.locale, {
      date: series.rule.firstDate,
      time: series.rule.startTime,
    }),
    sessions: sessions.map(({ registrations: _r, checkedIn: _c, ...session }) => session),
  };
}

/** A series as its organisation's dashboard shows it; 404 when the organisation has none such. */
export async function getDashboardSeries(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<DashboardSeries> {
  const [series] = await context.db
    .select()
    .from(eventSeries)
    .where(and(eq(eventSeries.id, id), eq(eventSeries.organisationId, organisation.id)));
  if (!series) throw notFound('Series not found.');
  const sessions = sessionsOf(context, series, await selectSessions(context, id));
  return {
    ...toSeries(context, series, organisation, sessions),
    sessions,
    frequency: series.rule.frequency,
    until: series.rule.until,
    count: series.rule.count,
    exceptions: series.rule.exceptions,
    certificateShare: series.certificateShare,
    version: series.version,
  };
}

/**
 * A series as its certificate needs it (modules/certificates asks here and never reads the events
 * tables itself, decision 011): its title and share, whether it is over (no session still to
 * come, those beyond the look-ahead window included; a cancelled one is none) and its sessions
 * held (past, that is ended or marked held, and not cancelled), first first. Null when the
 * organisation has no such series.
 */
export async function certificateSeriesOf(
  context: ServiceContext,
  organisationId: number,
  seriesId: number,
) {
  const [series] = await context.db
    .select()
    .from(eventSeries)
    .where(and(eq(eventSeries.id, seriesId), eq(eventSeries.organisationId, organisationId)));
  if (!series) return null;
  const made = await selectSessions(context, seriesId);
  const held = made.filter((session) => !session.upcoming && session.state !== 'cancelled');
  return {
    id: series.id,
    title: series.title,
    certificateShare: series.certificateShare,
    over: sessionsOf(context, series, made).every(
      (session) => session.past || session.state === 'cancelled',
    ),
    heldSessionIds: held.map((session) => session.id),
    /** The date its certificates print: the last session held. */
    lastHeldDate: held.at(-1)?.date ?? null,
  };
}
export type CertificateSeries = NonNullable<Awaited<ReturnType<typeof certificateSeriesOf>>>;

/**
 * The series' own settings: its end (a number of sessions or a last date), how people register
 * and its certificate. Sessions the new end leaves out are deleted, unless someone registered for
 * one (409: the officer cancels it first, so they are told); sessions it adds are made within the
 * window.
 */
export async function changeSeriesSettings(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
  { version, ...settings }: SeriesSettings,
): Promise<DashboardSeries> {
  const series = await lockedSeries(context, organisation, id);
  requireVersion(series, version);
  const rule = parseRule({ ...series.rule, until: settings.until, count: settings.count });
  const kept = new Set(seriesDates(rule));
  const dropped = (await selectSessions(context, id)).filter(
    (session) => session.upcoming && !kept.has(session.seriesDate),
  );
  await deleteSessions(context, dropped);
  await saveSeries(context, id, {
    rule: {
      ...rule,
      exceptions: rule.exceptions.filter((date) => kept.has(date)),
      overrides: rule.overrides.filter((override) => kept.has(override.originalDate)),
    },
    registrationScope: settings.registrationScope,
    certificateShare: settings.certificateShare,
  });
  await makeMissingSessions(context, id, today(context));
  return getDashboardSeries(context, organisation, id);
}

/** Deletes sessions that nobody registered for; 409 naming the first that someone did. */
async function deleteSessions(
  context: ServiceContext,
  sessions: readonly Pick<MadeSession, 'id' | 'date' | 'registrations'>[],
): Promise<void> {
  const taken = sessions.find((session) => session.registrations > 0);
  if (taken) {
    throw new HttpError(
      409,
      `${taken.registrations} registered for the session of ${taken.date}: cancel that session instead, so they are told.`,
    );
  }
  if (sessions.length === 0) return;
  await context.db.delete(events).where(
    inArray(
      events.id,
      sessions.map((session) => session.id),
    ),
  );
}

/**
 * Leaves one session out of the series (a holiday): an exception of its rule, and its event
 * deleted. A session someone registered for is cancelled instead (409 says so); one that took
 * place stays.
 */
export async function leaveOutSession(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
  { version, date }: { version: number; date: string },
): Promise<DashboardSeries> {
  const series = await lockedSeries(context, organisation, id);
  requireVersion(series, version);
  await leaveOut(context, series, date);
  return getDashboardSeries(context, organisation, id);
}

async function leaveOut(context: ServiceContext, series: SeriesRow, date: string) {
  if (!seriesDates(series.rule).includes(date) || series.rule.exceptions.includes(date)) {
    throw new HttpError(400, `The series has no session on ${date} to leave out.`);
  }
  const [session] = (await selectSessions(context, series.id)).filter(
    (candidate) => candidate.seriesDate === date,
  );
  if (session && !session.upcoming) {
    throw new HttpError(409, `The session of ${session.date} took place: it stays in the series.`);
  }
  if (session) await deleteSessions(context, [session]);
  await saveSeries(context, series.id, {
    rule: parseRule({
      ...series.rule,
      exceptions: [...series.rule.exceptions, date].sort(),
      overrides: series.rule.overrides.filter((override) => override.originalDate !== date),
    }),
  });
}

/**
 * Before a session's event is deleted from the events list: it is left out of its series (an
 * exception), so the window's job never makes it again. Nothing for an event on its own.
 */
export async function leaveOutBeforeDelete(
  context: ServiceContext,
  eventId: number,
): Promise<void> {
  const series = await lockedSeriesOf(context, eventId);
  if (!series) return;
  const [session] = await context.db
    .select({ seriesDate: sql<string>`${events.seriesDate}` })
    .from(events)
    .where(eq(events.id, eventId));
  if (!session || series.rule.exceptions.includes(session.seriesDate)) return;
  const rule = {
    ...series.rule,
    exceptions: [...series.rule.exceptions, session.seriesDate].sort(),
    overrides: series.rule.overrides.filter(
      (override) => override.originalDate !== session.seriesDate,
    ),
  };
  // Its last session: the series goes with it (a series needs one).
  const left = seriesDates(rule).filter((date) => !rule.exceptions.includes(date));
  if (left.length === 0) {
    await context.db.delete(eventSeries).where(eq(eventSeries.id, series.id));
    return;
  }
  await saveSeries(context, series.id, { rule: parseRule(rule) });
}

/**
 * Deletes a series and its upcoming sessions (409 when someone registered for one: cancel it
 * first). Sessions that took place stay, as events on their own, with their reports.
 */
export async function deleteSeries(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<void> {
  const series = await lockedSeries(context, organisation, id);
  const upcoming = (await selectSessions(context, id)).filter((session) => session.upcoming);
  await deleteSessions(context, upcoming);
  await context.db.delete(eventSeries).where(eq(eventSeries.id, series.id));
}

// ---- What visitors read ----

/**
 * A series' public page: its sessions visitors see, and those beyond the window from its rule;
 * null when its organisation is not public or none of its sessions is (a draft series).
 */
export async function getPublicSeries(context: ServiceContext, id: number): Promise<Series | null> {
  const [series] = await context.db
    .select()
    .from(eventSeries)
    .where(and(eq(eventSeries.id, id), ofVisibleOrganisation(eventSeries.organisationId)));
  const organisation = series && (await organisationRefOf(context.db, series.organisationId));
  if (!series || !organisation) return null;
  const made = await selectSessions(context, id, visibleEvents);
  if (made.length === 0) return null;
  return toSeries(context, series, organisation, sessionsOf(context, series, made));
}

/**
 * The series of a calendar feed, each once: those of one organisation (`organisationId`, its own
 * or co-hosted) or of all, with a session visitors see dated `pastSince` or later.
 */
export async function listCalendarSeries(
  context: ServiceContext,
  filter: { organisationId?: number; pastSince: string },
): Promise<CalendarSeriesEntry[]> {
  const shown = context.db
    .select({ seriesId: events.seriesId })
    .from(events)
    .where(
      and(
        visibleEvents,
        gte(events.date, filter.pastSince),
        filter.organisationId === undefined ? undefined : hostedBy(filter.organisationId),
      ),
    );
  const rows = await context.db
    .select()
    .from(eventSeries)
    .where(inArray(eventSeries.id, shown))
    .orderBy(asc(eventSeries.id));
  return rows.map((series) => {
    const template = series.template as SessionTemplate;
    return {
      id: series.id,
      title: series.title,
      location: template.location ?? null,
      description: template.description,
      pagePath: seriesPagePath(series),
      version: series.version,
      updatedAt: series.updatedAt.toISOString(),
      rule: series.rule,
    };
  });
}
