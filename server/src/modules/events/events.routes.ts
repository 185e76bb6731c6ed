import {
  dashboardEventSchema,
  errorResponseSchema,
  eventDetailSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventParamsSchema,
  eventPreviewSchema,
  eventSchema,
  messageResponseSchema,
  type PublicReads,
  pageSchema,
  pastEventInputSchema,
  registrationCreatedSchema,
  registrationRequestSchema,
  registrationSchema,
  textSchema,
  withVersion,
} from '@chapterhouse/shared';
import type { FastifyTypeProviderDefault } from 'fastify';
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
import { guarded } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  editOrganisationEvents,
  ownRegistration,
  readEvents,
  registerForEvent,
} from './events.access.js';
import * as eventService from './events.service.js';
import * as registrations from './registrations.service.js';

const updateSchema = withVersion(eventInputSchema);

/** An organisation's past or upcoming events, as its dashboard lists and adds them. */
const eventsOf = <Create extends typeof eventInputSchema | typeof pastEventInputSchema>(
  when: 'past' | 'upcoming',
  createSchema: Create,
): Collection<Create, typeof updateSchema> => ({
  label: 'Event',
  table: events,
  createSchema,
  updateSchema,
  itemSchema: dashboardEventSchema,
  list: (context, organisation, paging) =>
    eventService.listDashboardEvents(context, organisation, when, paging),
  create: (context, organisation, input, publication) =>
    eventService.createEvent(context, organisation, when, input, publication),
  get: eventService.getEvent,
  update: eventService.updateEvent,
  afterPublication: eventService.afterEventPublication,
});

/** `/events` across the public organisations, one event (`/events/:id`), and each dashboard's events. */
export const eventRoutes: FastifyPluginAsyncZod<{
  reads: PublicReads;
  context: ServiceContext;
}> = async (app, { reads, context }) => {
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

  // ---- Registration on this site ----

  // What these answer is one person's: no shared cache (a proxy, the public cache) may keep it.
  const PERSONAL = { 'cache-control': 'private, no-store' };

  app.post('/events/:id/registrations', {
    config: {
      access: registerForEvent,
      rateLimit: { max: 10, timeWindow: '10 minutes' },
      // The event's cards show how many are registered; a burst of registrations empties the
      // cache once per COALESCED_INVALIDATION_MS, not once each.
      invalidatesPublicCache: 'soon',
    },
    schema: {
      params: eventParamsSchema,
      body: registrationRequestSchema,
      response: {
        201: registrationCreatedSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
        429: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const created = await registrations.register(
        context,
        request.params.id,
        request.body,
        request.siteOrigin,
      );
      return reply.status(201).headers(PERSONAL).send(created);
    },
  });

  const registrationParams = z.object({ token: textSchema().max(100) });
  const registrationLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get('/registrations/:token', {
    config: { access: ownRegistration, ...registrationLimit },
    schema: {
      params: registrationParams,
      response: { 200: registrationSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request, reply) =>
      reply
        .headers(PERSONAL)
        .send(await registrations.readRegistration(context, request.params.token)),
  });

  app.post('/registrations/:token/cancel', {
    config: { access: ownRegistration, ...registrationLimit, invalidatesPublicCache: 'soon' },
    schema: {
      params: registrationParams,
      response: { 200: registrationSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request, reply) =>
      reply
        .headers(PERSONAL)
        .send((await registrations.cancelRegistration(context, request.params.token)).registration),
  });

  app.delete('/registrations/:token', {
    config: { access: ownRegistration, ...registrationLimit, invalidatesPublicCache: 'soon' },
    schema: {
      params: registrationParams,
      response: {
        200: messageResponseSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      await registrations.eraseRegistration(context, request.params.token);
      return reply
        .headers(PERSONAL)
        .send({ message: 'Your registration and your details are deleted.' });
    },
  });

  // No 200 schema and no typed reply: the answer is an SVG image, not JSON.
  app.withTypeProvider<FastifyTypeProviderDefault>().get('/registrations/:token/ticket.svg', {
    config: { access: ownRegistration, ...registrationLimit },
    schema: {
      params: registrationParams,
      response: {
        200: {
          description: "The ticket's QR code (it carries the ticket's code).",
          content: { 'image/svg+xml': { schema: z.string() } },
        },
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { token } = request.params as z.output<typeof registrationParams>;
      const svg = await registrations.registrationTicketSvg(context, token);
      return reply.headers(PERSONAL).type('image/svg+xml').send(svg);
    },
  });

  const past = eventsOf('past', pastEventInputSchema);
  const upcoming = eventsOf('upcoming', eventInputSchema);
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
        eventService.moveEventToPast(context, organisationOf(request), request.params.itemId),
    });
    // The event's public page as it will look, drafts included: the dashboard's preview.
    app.get(`${base}/events/:itemId/preview`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        response: { 200: eventPreviewSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: (request) =>
        eventService.previewEvent(context, organisationOf(request), request.params.itemId),
    });
  }
};
