import {
  dashboardEventSchema,
  dashboardSeriesSchema,
  errorResponseSchema,
  eventDetailSchema,
  eventListQuerySchema,
  eventParamsSchema,
  eventPreviewSchema,
  eventSchema,
  eventsBetweenQuerySchema,
  eventsBetweenSchema,
  eventUpdateSchema,
  newEventInputSchema,
  type PublicReads,
  pageSchema,
  pastEventInputSchema,
  type SeriesEditScope,
  seriesLeaveOutSchema,
  seriesParamsSchema,
  seriesSchema,
  seriesSettingsSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { events } from '../../db/schema/index.js';
import { type Collection, registerDashboardCollection } from '../../lib/collection-routes.js';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationItemParams,
  organisationOf,
} from '../../lib/dashboard.js';
import { notFound } from '../../lib/http-errors.js';
import { editErrors, guarded } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { getEvent, listDashboardEvents, previewEvent } from './dashboard-events.service.js';
import { editOrganisationEvents, readEvents, requireEventRight } from './events.access.js';
import {
  type AfterEventEdit,
  afterEventPublication,
  createEvent,
  moveEventToPast,
  updateEvent,
} from './events.service.js';
import {
  changeSeriesSettings,
  createSeries,
  deleteSeries,
  editFollowingSessions,
  getDashboardSeries,
  leaveOutBeforeDelete,
  leaveOutSession,
  publishWithSeries,
  recordSessionChange,
} from './series.service.js';

const updateSchema = eventUpdateSchema;
type EventUpdate = Parameters<typeof updateEvent>[3] & { seriesScope: SeriesEditScope };

/**
 * An organisation's past or upcoming events, as its dashboard lists and adds them. A new upcoming
 * event that repeats starts a series; an edit of a session applies to it, or to the following or
 * all upcoming sessions (`seriesScope`); deleting a session leaves it out of its series.
 */
const eventsOf = <Create extends typeof newEventInputSchema | typeof pastEventInputSchema>(
  when: 'past' | 'upcoming',
  createSchema: Create,
  afterEdit: AfterEventEdit,
): Collection<Create, typeof updateSchema> => ({
  label: 'Event',
  table: events,
  createSchema,
  updateSchema,
  itemSchema: dashboardEventSchema,
  list: (context, organisation, paging) => listDashboardEvents(context, organisation, when, paging),
  create: (context, organisation, input, publication) => {
    if ('repeat' in input && input.repeat) {
      return createSeries(context, organisation, { ...input, repeat: input.repeat }, publication);
    }
    return createEvent(context, organisation, when, input, publication);
  },
  get: getEvent,
  update: async (context, organisation, id, { seriesScope, ...input }: EventUpdate) => {
    if (seriesScope !== 'this') {
      return editFollowingSessions(context, organisation, id, { ...input, seriesScope }, afterEdit);
    }
    const updated = await updateEvent(context, organisation, id, input, afterEdit);
    // A session's new date, times, place or cancellation: its series' one-off change of it.
    await recordSessionChange(context, id);
    return updated;
  },
  beforeDelete: (context, _organisation, id) => leaveOutBeforeDelete(context, id),
  afterPublication: async (context, organisation, id, outcome) => {
    await publishWithSeries(context, id);
    await afterEventPublication(context, organisation, id, outcome);
  },
  requireRight: async (context, organisation, id, change) =>
    requireEventRight(await getEvent(context, organisation, id), change),
});

/** `/events` across the public organisations, one event (`/events/:id`), and each dashboard's events. */
export const eventRoutes: FastifyPluginAsyncZod<{
  reads: PublicReads;
  context: ServiceContext;
  /** What an officer's edit of an event sets off in other domains (registrations). */
  afterEventEdit: AfterEventEdit;
  /** A series' settings made new sessions: its whole-series registrants join them. */
  seriesSessionsMade: (context: ServiceContext, seriesId: number) => Promise<void>;
}> = async (app, { reads, context, afterEventEdit, seriesSessionsMade }) => {
  app.get('/events', {
    config: { access: readEvents },
    schema: {
      querystring: eventListQuerySchema,
      response: {
        200: pageSchema(eventSchema),
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request) => {
      const page = await reads.listEvents(request.query);
      if (!page) throw notFound('Organisation not found.');
      return page;
    },
  });

  // A span of days (a month's calendar), past days included; registered before `/events/:id`
  // only for reading order: a static segment wins over a parameter whatever the order.
  app.get('/events/between', {
    config: { access: readEvents },
    schema: {
      querystring: eventsBetweenQuerySchema,
      response: { 200: eventsBetweenSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request) => {
      const between = await reads.listEventsBetween(request.query);
      if (!between) throw notFound('Organisation not found.');
      return between;
    },
  });

  app.get('/series/:id', {
    config: { access: readEvents },
    schema: {
      params: seriesParamsSchema,
      response: { 200: seriesSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request) => {
      const series = await reads.getSeries(request.params.id);
      if (!series) throw notFound('Series not found.');
      return series;
    },
  });

  app.get('/events/:id', {
    config: { access: readEvents },
    schema: {
      params: eventParamsSchema,
      response: { 200: eventDetailSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request) => {
      const event = await reads.getEvent(request.params.id);
      if (!event) throw notFound('Event not found.');
      return event;
    },
  });

  const past = eventsOf('past', pastEventInputSchema, afterEventEdit);
  const upcoming = eventsOf('upcoming', newEventInputSchema, afterEventEdit);
  registerDashboardCollection(app, context, 'events/past', editOrganisationEvents, past);
  registerDashboardCollection(app, context, 'events/upcoming', editOrganisationEvents, upcoming);

  for (const kind of DASHBOARD_KINDS) {
    const base = DASHBOARD_BASES[kind];
    const access = editOrganisationEvents(kind);
    app.post(`${base}/events/upcoming/:itemId/move-to-past`, {
      config: { access, invalidatesPublicCache: true },
      schema: {
        params: organisationItemParams,
        response: { 200: dashboardEventSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: (request) =>
        moveEventToPast(context, organisationOf(request), request.params.itemId),
    });
    // A series: its sessions and settings; leaving a session out; deleting it (series.service.ts).
    app.get(`${base}/series/:itemId`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        response: { 200: dashboardSeriesSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: (request) =>
        getDashboardSeries(context, organisationOf(request), request.params.itemId),
    });
    app.put(`${base}/series/:itemId`, {
      config: { access, invalidatesPublicCache: true },
      schema: {
        params: organisationItemParams,
        body: seriesSettingsSchema,
        response: { 200: dashboardSeriesSchema, ...editErrors },
      },
      handler: async (request) => {
        const { itemId } = request.params;
        const organisation = organisationOf(request);
        const before = await getDashboardSeries(context, organisation, itemId);
        const changed = await changeSeriesSettings(context, organisation, itemId, request.body);
        const made = (series: typeof before) => series.sessions.filter((s) => s.eventId).length;
        if (made(changed) > made(before)) {
          await seriesSessionsMade(context, itemId);
          return getDashboardSeries(context, organisation, itemId);
        }
        return changed;
      },
    });
    app.post(`${base}/series/:itemId/leave-out`, {
      config: { access, invalidatesPublicCache: true },
      schema: {
        params: organisationItemParams,
        body: seriesLeaveOutSchema,
        response: { 200: dashboardSeriesSchema, ...editErrors },
      },
      handler: (request) =>
        leaveOutSession(context, organisationOf(request), request.params.itemId, request.body),
    });
    app.delete(`${base}/series/:itemId`, {
      config: { access, invalidatesPublicCache: true },
      schema: {
        params: organisationItemParams,
        response: { 204: z.null(), ...editErrors },
      },
      handler: async (request, reply) => {
        await deleteSeries(context, organisationOf(request), request.params.itemId);
        reply.status(204);
        return null;
      },
    });
    // The event's public page as it will look, drafts included: the dashboard's preview.
    app.get(`${base}/events/:itemId/preview`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        response: { 200: eventPreviewSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: (request) => previewEvent(context, organisationOf(request), request.params.itemId),
    });
  }
};
