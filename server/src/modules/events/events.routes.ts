import {
  dashboardEventSchema,
  errorResponseSchema,
  eventDetailSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventParamsSchema,
  eventPreviewSchema,
  eventSchema,
  eventsBetweenQuerySchema,
  eventsBetweenSchema,
  type PublicReads,
  pageSchema,
  pastEventInputSchema,
  withVersion,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { events } from '../../db/schema/index.js';
import { type Collection, registerDashboardCollection } from '../../lib/collection-routes.js';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationItemParams,
  organisationOf,
} from '../../lib/dashboard.js';
import { notFound } from '../../lib/http-errors.js';
import { guarded } from '../../lib/route-responses.js';
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

const updateSchema = withVersion(eventInputSchema);

/** An organisation's past or upcoming events, as its dashboard lists and adds them. */
const eventsOf = <Create extends typeof eventInputSchema | typeof pastEventInputSchema>(
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
  create: (context, organisation, input, publication) =>
    createEvent(context, organisation, when, input, publication),
  get: getEvent,
  update: (context, organisation, id, input: Parameters<typeof updateEvent>[3]) =>
    updateEvent(context, organisation, id, input, afterEdit),
  afterPublication: afterEventPublication,
  requireRight: async (context, organisation, id, change) =>
    requireEventRight(await getEvent(context, organisation, id), change),
});

/** `/events` across the public organisations, one event (`/events/:id`), and each dashboard's events. */
export const eventRoutes: FastifyPluginAsyncZod<{
  reads: PublicReads;
  context: ServiceContext;
  /** What an officer's edit of an event sets off in other domains (registrations). */
  afterEventEdit: AfterEventEdit;
}> = async (app, { reads, context, afterEventEdit }) => {
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
  const upcoming = eventsOf('upcoming', eventInputSchema, afterEventEdit);
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
