// What officers change of their organisations' events: adding them (one or a data set's worth),
// editing them (and what an edit sets off in other domains), what follows a change of
// publication, moving one to the past, and the checks on who may co-host.
import type {
  DashboardEvent,
  EventState,
  eventInputSchema,
  OrganisationRef,
  pastEventInputSchema,
  RegistrationQuestion,
} from '@chapterhouse/shared';
import {
  isOnlineAttendable,
  ORGANISATION_KINDS,
  priceCurrencyOf,
  registrationModeFor,
} from '@chapterhouse/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { events } from '../../db/schema/index.js';
import { inBatches } from '../../lib/batches.js';
import { instantOfWallClock } from '../../lib/clock.js';
import { endsAtOf } from '../../lib/event-times.js';
import { HttpError } from '../../lib/http-errors.js';
import {
  type PublicationColumns,
  type PublicationOutcome,
  publicationColumns,
} from '../../lib/publication.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import { updateItem } from '../../lib/versioned-items.js';
import { requirePlaceable } from '../media/media-usage.js';
import { announceEvents, withdrawAnnouncement } from '../notifications/notifications.service.js';
import { visibleOrganisationRefs } from '../organisations/organisations.service.js';
import { getEvent } from './dashboard-events.service.js';
import { editableBy } from './event-hosts.js';
import { isUpcomingEvent, statusOf } from './event-status.js';
import { requireEventRight } from './events.access.js';
import { eventState } from './registrable-event.js';

type Versioned<T> = T & { version: number };

type EventInput = z.output<typeof eventInputSchema> | z.output<typeof pastEventInputSchema>;

/** A question's id: kept when it has one, so answers given before stay attached to it. */
function withQuestionIds(questions: EventInput['registrationQuestions']): RegistrationQuestion[] {
  const taken = new Set(questions.flatMap((question) => (question.id ? [question.id] : [])));
  let next = 1;
  return questions.map(({ id, ...question }) => {
    if (id) return { id, ...question };
    while (taken.has(`q${next}`)) next += 1;
    taken.add(`q${next}`);
    return { id: `q${next}`, ...question };
  });
}

/** The columns an event's input sets, its times read in the branch's time zone. */
export function eventColumnsOf(
  context: ServiceContext,
  { registrationCloses, registrationOpens, openToEveryone, coHosts, ...input }: EventInput,
) {
  const date = input.date ?? today(context);
  const priceCurrency = priceCurrencyOf(input, context.locale.currency);
  // UPI pays rupees only: an event in another currency collects its price elsewhere.
  if (input.paymentHoldHours !== null && priceCurrency !== 'INR') {
    throw new HttpError(
      400,
      `Payment by UPI is in INR only, and this event's price is in ${priceCurrency}: price it in INR, or leave the hours to pay blank.`,
    );
  }
  return {
    ...input,
    coHostIds: coHosts.map((coHost) => coHost.organisationId),
    coHostEditorIds: coHosts
      .filter((coHost) => coHost.canEdit)
      .map((coHost) => coHost.organisationId),
    priceCurrency,
    date,
    endsAt: endsAtOf(context.timeZone, { ...input, date }),
    registrationClosesAt: registrationCloses
      ? instantOfWallClock(registrationCloses, context.timeZone)
      : null,
    registrationOpensAt: registrationOpens
      ? instantOfWallClock(registrationOpens, context.timeZone)
      : null,
    // Only a members-first event keeps the moment it opens to everyone.
    openToEveryoneAt:
      input.registrationAudience === 'members-first' && openToEveryone
        ? instantOfWallClock(openToEveryone, context.timeZone)
        : null,
    registrationQuestions: withQuestionIds(input.registrationQuestions),
    // Only an event attended online keeps a meeting to join.
    meetingUrl: isOnlineAttendable(input.attendanceMode) ? input.meetingUrl : null,
    // Only a hybrid event has online places apart from those in the room.
    onlineCapacity: input.attendanceMode === 'hybrid' ? input.onlineCapacity : null,
  };
}

/**
 * Adds an event. Through `upcoming` its date decides where it is filed (a date before today is
 * past); through `past` it is marked held, so it stays past, and without a date it gets today's.
 */
export async function createEvent(
  context: ServiceContext,
  organisation: OrganisationRef,
  list: 'past' | 'upcoming',
  input: EventInput,
  publication: PublicationColumns = publicationColumns(context, undefined),
): Promise<DashboardEvent> {
  const [id] = await createEvents(context, organisation, list, [input], publication);
  return getEvent(context, organisation, id ?? 0);
}

/** A session's place in its series (series.service.ts); an event on its own has none. */
interface SeriesPlace {
  seriesId?: number;
  seriesDate?: string;
}

/**
 * Adds many events of one organisation at once, by the rules of `createEvent` (the same image
 * check, filing and announcements), a thousand rows per statement: what loading a large data
 * set needs, where one insert and one read per event would take minutes. Returns their ids.
 */
export async function createEvents(
  context: ServiceContext,
  organisation: OrganisationRef,
  list: 'past' | 'upcoming',
  inputs: readonly (EventInput & SeriesPlace)[],
  publication: PublicationColumns = publicationColumns(context, undefined),
  { announce = true }: { announce?: boolean } = {},
): Promise<number[]> {
  await requirePlaceable(
    context.db,
    organisation.id,
    inputs.map((input) => input.image),
  );
  await requireCoHosts(
    context,
    organisation,
    inputs.flatMap((input) => input.coHosts),
  );
  const ids: number[] = [];
  for (const batch of inBatches(inputs)) {
    const created = await context.db
      .insert(events)
      .values(
        batch.map((input) => ({
          ...eventColumnsOf(context, input),
          organisationId: organisation.id,
          organizer: input.organizer ?? organisation.name,
          registrationMode: registrationModeFor(input, list),
          // Where places are limited, they are worth taking with others' addresses: proven by default.
          registrationConfirmEmail: input.registrationConfirmEmail ?? input.capacity !== null,
          held: list === 'past',
          ...publication,
          createdAt: context.clock.now(),
          updatedAt: context.clock.now(),
        })),
      )
      .returning({
        id: events.id,
        title: events.title,
        date: events.date,
        location: events.location,
        held: events.held,
        endsAt: events.endsAt,
      });
    // Publishing an upcoming event tells visitors (the bell); a record of a past one or a draft
    // does not (a draft is announced when it goes public).
    if (publication.publishedAt && announce) {
      const upcoming = created.filter((event) => statusOf(context, event) === 'upcoming');
      await announceEvents(context, organisation, upcoming);
    }
    ids.push(...created.map((event) => event.id));
  }
  return ids;
}

/**
 * Announces an upcoming event that went public (a past one is a record, as when added); takes
 * the announcement back from one gone back to a draft.
 */
export async function afterEventPublication(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
  { wentPublic, leftPublic }: PublicationOutcome,
): Promise<void> {
  if (leftPublic) await withdrawAnnouncement(context, { eventId: id });
  if (!wentPublic) return;
  const event = await getEvent(context, organisation, id);
  if (event.status === 'upcoming') await announceEvents(context, organisation, [event]);
}

/**
 * What follows an officer's edit of an event in another domain, in the edit's transaction, told
 * the event's state before the edit and whether the edit `moved` it (gave it another date or
 * start time): the registrations give the places a larger capacity opened to the waiting list,
 * tell registrants of a cancellation, and remind them again before a new date. app.ts hands it
 * to the events' routes, so the events module needs not import the registrations module, which
 * depends on it.
 */
export type AfterEventEdit = (
  context: ServiceContext,
  edit: { eventId: number; stateBefore: EventState | null; moved: boolean },
) => Promise<void>;

/**
 * Edits an event and files it by its (new) date: an event moved to a day after today is no
 * longer held; one marked held keeps that mark while its date is today or earlier.
 */
export async function updateEvent(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
  { version, ...input }: Versioned<z.output<typeof eventInputSchema>>,
  afterEdit: AfterEventEdit,
): Promise<DashboardEvent> {
  const before = await getEvent(context, organisation, id);
  requireEventRight(before, 'edit');
  if (before.access === 'host') {
    await requirePlaceable(context.db, organisation.id, [input.image]);
    // Only the co-hosts it adds must be visible: one archived since it was named stays named
    // (visitors do not see it) until the host removes it.
    const named = new Set(before.coHosts.map((coHost) => coHost.id));
    await requireCoHosts(
      context,
      organisation,
      input.coHosts.filter((coHost) => !named.has(coHost.organisationId)),
    );
  } else {
    // A co-host edits what the event says; who hosts it is its own organisation's to say.
    if (!sameCoHosts(before.coHosts, input.coHosts)) requireEventRight(before, 'change co-hosts');
    if (input.image !== before.image) {
      await requirePlaceable(context.db, organisation.id, [input.image]);
    }
  }
  const stateBefore = await eventState(context, id);
  const columns = eventColumnsOf(context, input);
  await updateItem(
    context.db,
    events,
    { organisationId: before.organisation.id, id, version, label: 'Event' },
    {
      ...columns,
      // Left out: an event taking registrations on this site keeps doing so; any other follows
      // its link, as before (an edit does not move an event to on-site registration unasked).
      registrationMode:
        input.registrationMode ??
        sql`(case when ${events.registrationMode} = 'site' then 'site' else ${input.registrationLink ? 'link' : 'none'} end)::registration_mode`,
      held: sql`${events.held} and ${input.date}::date <= ${today(context)}::date`,
    },
  );
  // As `before` read them: the update's version check fails should another edit come between.
  const moved = columns.date !== before.date || (columns.time ?? null) !== before.time;
  await afterEdit(context, { eventId: id, stateBefore, moved });
  return getEvent(context, organisation, id);
}

/** Whether the form's co-hosts are the event's, in the same order with the same rights. */
function sameCoHosts(saved: DashboardEvent['coHosts'], input: EventInput['coHosts']): boolean {
  return (
    saved.length === input.length &&
    saved.every(
      (coHost, index) =>
        coHost.id === input[index]?.organisationId && coHost.canEdit === input[index]?.canEdit,
    )
  );
}

/**
 * 400 unless every co-host is another organisation of the branch that visitors see (an archived
 * one hosts nothing).
 */
async function requireCoHosts(
  context: ServiceContext,
  host: OrganisationRef,
  coHosts: EventInput['coHosts'],
): Promise<void> {
  const ids = [...new Set(coHosts.map((coHost) => coHost.organisationId))];
  if (ids.length === 0) return;
  if (ids.includes(host.id)) {
    throw new HttpError(400, `${host.name} hosts the event already: choose other co-hosts.`);
  }
  const known = await visibleOrganisationRefs(context.db, { kinds: ORGANISATION_KINDS, ids });
  const unknown = ids.filter((id) => !known.some((organisation) => organisation.id === id));
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      `Choose co-hosts among the branch's organisations: ${unknown.join(', ')} is not one.`,
    );
  }
}

/**
 * 'Move to Past Events': marks the event held; it stays past whatever its date. An event that is
 * past already is left as it is (same version), and the answer is the event: a second click or a
 * second tab wanted it among the past events, and there it is, so neither is an error nor makes
 * the other tab's next edit stale.
 */
export async function moveEventToPast(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<DashboardEvent> {
  // Not found (404) when the organisation neither hosts nor co-hosts the event.
  const event = await getEvent(context, organisation, id);
  requireEventRight(event, 'edit');
  await context.db
    .update(events)
    .set({ held: true, version: sql`${events.version} + 1`, updatedAt: new Date() })
    .where(and(eq(events.id, id), editableBy(organisation.id), isUpcomingEvent(context)));
  return getEvent(context, organisation, id);
}
