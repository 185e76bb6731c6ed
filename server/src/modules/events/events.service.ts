import type { Event, EventListQuery, Page } from '@chapterhouse/shared';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { events, organisations } from '../../db/schema/index.js';
import {
  findPublicOrganisationRef,
  isPastEvent,
  isPublic,
  isUpcomingEvent,
  organisationRefColumns,
  toPage,
} from '../../lib/organisation-queries.js';
import { type ServiceContext, today } from '../../lib/service-context.js';

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
