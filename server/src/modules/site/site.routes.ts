import {
  achievementSchema,
  errorResponseSchema,
  eventListQuerySchema,
  eventSchema,
  galleryItemSchema,
  orgListQuerySchema,
  type PublicReads,
  pageSchema,
  siteContentSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.js';

const UNKNOWN_ORGANISATION = 'Organisation not found.';

/** The landing page's content and the lists that span every organisation. */
export const siteRoutes: FastifyPluginAsyncZod<{ reads: PublicReads }> = async (app, { reads }) => {
  app.get('/site', {
    config: { access: 'public' },
    schema: { response: { 200: siteContentSchema } },
    handler: () => reads.getSite(),
  });

  app.get('/events', {
    config: { access: 'public' },
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
      if (!page) throw notFound(UNKNOWN_ORGANISATION);
      return page;
    },
  });

  app.get('/achievements', {
    config: { access: 'public' },
    schema: {
      querystring: orgListQuerySchema,
      response: {
        200: pageSchema(achievementSchema),
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request) => {
      const page = await reads.listAchievements(request.query);
      if (!page) throw notFound(UNKNOWN_ORGANISATION);
      return page;
    },
  });

  app.get('/gallery', {
    config: { access: 'public' },
    schema: {
      querystring: orgListQuerySchema,
      response: {
        200: pageSchema(galleryItemSchema),
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request) => {
      const page = await reads.listGallery(request.query);
      if (!page) throw notFound(UNKNOWN_ORGANISATION);
      return page;
    },
  });
};
