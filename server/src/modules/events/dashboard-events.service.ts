// The events as an organisation's dashboard reads them: its own and those it co-hosts, each with
// what its officers may do with it, and the preview of an event's public page, drafts included.
import type {
  DashboardEvent,
  EventAccess,
  EventPreview,
  OrganisationRef,
  Page,
  PaginationQuery,
} from '@chapterhouse/shared';
import { and, eq, sql } from 'drizzle-orm';
import { events, organisations } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-errors.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import { readPage } from '../../lib/page.js';
import { publicationStateOf } from '../../lib/publication.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { dashboardCoHosts, editableBy, hostedBy } from './event-hosts.js';
import { isPastEvent, isUpcomingEvent, orderFor } from './event-status.js';
import {
  eventDetailColumns,
  eventFields,
  toEvent,
  toEventDetail,
} from './public-events.service.js';

/** What the dashboard of `organisationId` reads of an event, and what it may do with it. */
const dashboardEventColumns = (organisationId: number) => ({
  ...eventFields,
  held: events.held,
  endsAt: events.endsAt,
  version: events.version,
  publishedAt: events.publishedAt,
  publishAt: events.publishAt,
  organisation: organisationRefColumns,
  coHosts: dashboardCoHosts,
  access: sql<EventAccess>`(case when ${events.organisationId} = ${organisationId} then 'host'
    when ${editableBy(organisationId)} then 'editor' else 'viewer' end)`,
  membersAttended: events.membersAttended,
  guestsAttended: events.guestsAttended,
  checkedInMembers: events.checkedInMembers,
  meetingUrl: events.meetingUrl,
  joinReminderMinutes: events.joinReminderMinutes,
  checkedInOnline: events.checkedInOnline,
});

/** The events the dashboard of `organisation` lists: its own and those it co-hosts. */
const selectDashboardEvents = (context: ServiceContext, organisation: OrganisationRef) =>
  context.db
    .select(dashboardEventColumns(organisation.id))
    .from(events)
    .innerJoin(organisations, eq(events.organisationId, organisations.id));
type DashboardEventRow = Awaited<ReturnType<typeof selectDashboardEvents>>[number];

/** A row of `dashboardEventColumns` as the dashboard reads it. */
function toDashboardEvent(
  context: ServiceContext,
  { publishedAt, publishAt, ...row }: DashboardEventRow,
): DashboardEvent {
  return {
    ...toEvent(context, row),
    held: row.held,
    ...publicationStateOf({ publishedAt, publishAt }),
  };
}

/**
 * One page of past (newest first) or upcoming (soonest first) events, as the public pages list
 * them. One organisation's rows are read from its (date, time, id) index in order.
 */
export async function listDashboardEvents(
  context: ServiceContext,
  organisation: OrganisationRef,
  when: 'past' | 'upcoming',
  paging: PaginationQuery,
): Promise<Page<DashboardEvent>> {
  const where = and(
    hostedBy(organisation.id),
    when === 'past' ? isPastEvent(context.clock.now()) : isUpcomingEvent(context),
  );
  return readPage(
    paging,
    async ({ limit, offset }) => {
      const rows = await selectDashboardEvents(context, organisation)
        .where(where)
        .orderBy(...orderFor(when))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => toDashboardEvent(context, row));
    },
    () => context.db.$count(events, where),
  );
}

export async function getEvent(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<DashboardEvent> {
  const [row] = await selectDashboardEvents(context, organisation).where(
    and(eq(events.id, id), hostedBy(organisation.id)),
  );
  if (!row) throw notFound('Event not found.');
  return toDashboardEvent(context, row);
}

/**
 * One event of the organisation as its public page will show it, drafts included: the
 * dashboard's preview. 404 when the organisation has no such event.
 */
export async function previewEvent(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<EventPreview> {
  const [row] = await context.db
    .select({ ...eventDetailColumns, publishedAt: events.publishedAt, publishAt: events.publishAt })
    .from(events)
    .innerJoin(organisations, eq(events.organisationId, organisations.id))
    .where(and(eq(events.id, id), hostedBy(organisation.id)));
  if (!row) throw notFound('Event not found.');
  const { publishedAt, publishAt, ...event } = row;
  return { ...toEventDetail(context, event), ...publicationStateOf({ publishedAt, publishAt }) };
}
