import type {
  DashboardEvent,
  Event,
  EventListQuery,
  eventInputSchema,
  OrganisationRef,
  Page,
  pastEventInputSchema,
} from '@chapterhouse/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { events, organisations } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-errors.js';
import {
  findPublicOrganisationRef,
  isPublic,
  organisationRefColumns,
} from '../../lib/organisation-queries.js';
import { toPage } from '../../lib/page.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import { updateItem } from '../../lib/versioned-items.js';
import { requirePlaceable } from '../media/media-usage.js';
import { announceEvent } from '../notifications/notifications.service.js';

type Versioned<T> = T & { version: number };

/** An event is past when marked held or dated before today; otherwise it is upcoming. */
export function isPastEvent(today: string): SQL {
  return sql`(${events.held} or ${events.date} < ${today})`;
}

export function isUpcomingEvent(today: string): SQL {
  return sql`(not ${events.held} and ${events.date} >= ${today})`;
}

/** An event's own columns, as the public pages and the dashboards read them. */
export const eventFields = {
  id: events.id,
  title: events.title,
  date: events.date,
  time: events.time,
  location: events.location,
  description: events.description,
  organizer: events.organizer,
  capacity: events.capacity,
  registrationLink: events.registrationLink,
  image: events.image,
  tags: events.tags,
  registrations: events.registrations,
  participants: events.participants,
};

const eventColumns = { ...eventFields, organisation: organisationRefColumns };

/** Past events newest first; upcoming events soonest first. */
function orderFor(when: Event['status']) {
  return when === 'past'
    ? [desc(events.date), desc(events.id)]
    : [asc(events.date), asc(events.time), asc(events.id)];
}

async function selectEvents(
  context: ServiceContext,
  where: SQL | undefined,
  when: Event['status'],
  paging?: { limit: number; offset: number },
): Promise<Event[]> {
  const todayDate = today(context);
  const query = context.db
    .select(eventColumns)
    .from(events)
    .innerJoin(organisations, eq(events.organisationId, organisations.id))
    .where(
      and(where, isPublic, when === 'past' ? isPastEvent(todayDate) : isUpcomingEvent(todayDate)),
    )
    .orderBy(...orderFor(when));
  const rows = paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
  // The filter above decided the status, so every row has the one asked for.
  return rows.map((row) => ({ ...row, status: when }));
}

/** Every event of one organisation, split into past and upcoming. */
export async function listOrganisationEvents(
  context: ServiceContext,
  organisationId: number,
): Promise<{ past: Event[]; upcoming: Event[] }> {
  const ofOrganisation = eq(events.organisationId, organisationId);
  const [past, upcoming] = await Promise.all([
    selectEvents(context, ofOrganisation, 'past'),
    selectEvents(context, ofOrganisation, 'upcoming'),
  ]);
  return { past, upcoming };
}

/** Events across all public organisations, or one (`org`); `null` when `org` is unknown. */
export async function listEvents(
  context: ServiceContext,
  query: EventListQuery,
): Promise<Page<Event> | null> {
  let where: SQL | undefined;
  if (query.org) {
    const organisation = await findPublicOrganisationRef(context.db, query.org);
    if (!organisation) return null;
    where = eq(events.organisationId, organisation.id);
  }
  const todayDate = today(context);
  const [items, [totals]] = await Promise.all([
    selectEvents(context, where, query.when, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    context.db
      .select({ total: count() })
      .from(events)
      .innerJoin(organisations, eq(events.organisationId, organisations.id))
      .where(
        and(
          where,
          isPublic,
          query.when === 'past' ? isPastEvent(todayDate) : isUpcomingEvent(todayDate),
        ),
      ),
  ]);
  return toPage(items, totals?.total ?? 0, query.page, query.limit);
}

// ---- An organisation's own events, in its dashboard ----

const dashboardEventColumns = { ...eventFields, held: events.held, version: events.version };

/** Past newest first, upcoming soonest first, as the public pages list them. */
export async function listDashboardEvents(
  context: ServiceContext,
  organisation: OrganisationRef,
  when: 'past' | 'upcoming',
): Promise<DashboardEvent[]> {
  const todayDate = today(context);
  const rows = await context.db
    .select(dashboardEventColumns)
    .from(events)
    .where(
      and(
        eq(events.organisationId, organisation.id),
        when === 'past' ? isPastEvent(todayDate) : isUpcomingEvent(todayDate),
      ),
    )
    .orderBy(
      ...(when === 'past'
        ? [desc(events.date), desc(events.id)]
        : [asc(events.date), asc(events.time), asc(events.id)]),
    );
  return rows.map((row) => ({ ...row, organisation, status: when }));
}

async function getEvent(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<DashboardEvent> {
  const [row] = await context.db
    .select(dashboardEventColumns)
    .from(events)
    .where(and(eq(events.id, id), eq(events.organisationId, organisation.id)));
  if (!row) throw notFound('Event not found.');
  const status = row.held || row.date < today(context) ? 'past' : 'upcoming';
  return { ...row, organisation, status };
}

/**
 * Adds an event. Through `upcoming` its date decides where it is filed (a date before today is
 * past); through `past` it is marked held, so it stays past, and without a date it gets today's.
 */
export async function createEvent(
  context: ServiceContext,
  organisation: OrganisationRef,
  list: 'past' | 'upcoming',
  input: z.output<typeof eventInputSchema> | z.output<typeof pastEventInputSchema>,
): Promise<DashboardEvent> {
  await requirePlaceable(context.db, organisation.id, [input.image]);
  const [row] = await context.db
    .insert(events)
    .values({
      ...input,
      date: input.date ?? today(context),
      organisationId: organisation.id,
      organizer: input.organizer ?? organisation.name,
      held: list === 'past',
    })
    .returning({ id: events.id });
  const event = await getEvent(context, organisation, row?.id ?? 0);
  // Publishing an upcoming event tells visitors (the bell); a record of a past one does not.
  if (event.status === 'upcoming') await announceEvent(context, organisation, event);
  return event;
}

/**
 * Edits an event and files it by its (new) date: an event moved to a day after today is no
 * longer held; one marked held keeps that mark while its date is today or earlier.
 */
export async function updateEvent(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
  { version, ...input }: Versioned<z.output<typeof eventInputSchema>>,
): Promise<DashboardEvent> {
  await requirePlaceable(context.db, organisation.id, [input.image]);
  await updateItem(
    context.db,
    events,
    { organisationId: organisation.id, id, version, label: 'Event' },
    { ...input, held: sql`${events.held} and ${input.date}::date <= ${today(context)}::date` },
  );
  return getEvent(context, organisation, id);
}

/** 'Move to Past Events': marks the event held; it stays past whatever its date. */
export async function moveEventToPast(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<DashboardEvent> {
  const moved = await context.db
    .update(events)
    .set({ held: true, version: sql`${events.version} + 1`, updatedAt: new Date() })
    .where(and(eq(events.id, id), eq(events.organisationId, organisation.id)))
    .returning({ id: events.id });
  if (moved.length === 0) throw notFound('Event not found.');
  return getEvent(context, organisation, id);
}
