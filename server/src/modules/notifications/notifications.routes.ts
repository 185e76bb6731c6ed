import {
  adminNotificationPageSchema,
  adminNotificationSchema,
  errorResponseSchema,
  notificationInputSchema,
  notificationPageSchema,
  notificationUpdateSchema,
  type PublicReads,
  paginationQuerySchema,
  recordIdSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/service-context.js';
import { publishNotifications, readNotifications } from './notifications.access.js';
import * as notifications from './notifications.service.js';

const guarded = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const params = z.object({ notificationId: recordIdSchema });

/** `/notifications` reads all of them; the bell's latest come with the site content. */
export const notificationRoutes: FastifyPluginAsyncZod<{
  reads: PublicReads;
  context: ServiceContext;
}> = async (app, { reads, context }) => {
  app.get('/notifications', {
    config: { access: readNotifications },
    schema: {
      querystring: paginationQuerySchema,
      response: { 200: notificationPageSchema, 400: errorResponseSchema },
    },
    handler: (request) => reads.listNotifications(request.query),
  });

  // ---- The branch admin publishes, edits and removes them ----
  const access = publishNotifications;
  app.get('/admin/notifications', {
    config: { access },
    schema: {
      querystring: paginationQuerySchema,
      response: { 200: adminNotificationPageSchema, ...guarded },
    },
    handler: (request) => notifications.listAdminNotifications(context, request.query),
  });
  app.post('/admin/notifications', {
    config: { access, invalidatesPublicCache: true },
    schema: {
      body: notificationInputSchema,
      response: { 201: adminNotificationSchema, ...guarded },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return notifications.publishNotification(context, request.body);
    },
  });
  app.put('/admin/notifications/:notificationId', {
    config: { access, invalidatesPublicCache: true },
    schema: {
      params,
      body: notificationUpdateSchema,
      response: {
        200: adminNotificationSchema,
        ...guarded,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: (request) =>
      notifications.updateNotification(context, request.params.notificationId, request.body),
  });
  app.delete('/admin/notifications/:notificationId', {
    config: { access, invalidatesPublicCache: true },
    schema: { params, response: { 204: z.null(), ...guarded, 404: errorResponseSchema } },
    handler: async (request, reply) => {
      await notifications.deleteNotification(context, request.params.notificationId);
      reply.status(204);
      return null;
    },
  });
};
