import {
  errorResponseSchema,
  messageResponseSchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
  recordIdSchema,
  subscriberPageSchema,
  subscribersQuerySchema,
} from '@chapterhouse/shared';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/service-context.js';
import { manageOwnSubscription, readSubscribers } from './newsletter.access.js';
import * as newsletter from './newsletter.service.js';

const errors = { 400: errorResponseSchema, 429: errorResponseSchema };
const tokenParams = z.object({ token: newsletterTokenSchema });
const guarded = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const subscriberParams = z.object({ subscriberId: recordIdSchema });

/**
 * The newsletter: visitors subscribe, confirm and unsubscribe (limited per client); the console
 * lists, exports and removes subscribers.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  app.post('/newsletter/subscribe', {
    config: { access: manageOwnSubscription, rateLimit: { max: 10, timeWindow: '10 minutes' } },
    schema: {
      body: newsletterSubscribeSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: await newsletter.subscribe(context, request.body, request.siteOrigin),
    }),
  });

  const tokenRoute = {
    config: { access: manageOwnSubscription, rateLimit: { max: 20, timeWindow: '10 minutes' } },
    schema: {
      params: tokenParams,
      response: { 200: messageResponseSchema, 404: errorResponseSchema, ...errors },
    },
  };
  app.post('/newsletter/confirm/:token', {
    ...tokenRoute,
    handler: async (request) => ({
      message: await newsletter.confirmSubscription(context, request.params.token),
    }),
  });
  // The page at /unsubscribe/{token} posts here; so may mail programs' one-click unsubscribe
  // (RFC 8058 sends `List-Unsubscribe=One-Click` as a form body, which is not read).
  app.post('/newsletter/unsubscribe/:token', {
    ...tokenRoute,
    handler: async (request) => ({
      message: await newsletter.unsubscribe(context, request.params.token),
    }),
  });

  app.get('/admin/subscribers', {
    config: { access: readSubscribers },
    schema: {
      querystring: subscribersQuerySchema,
      response: { 200: subscriberPageSchema, ...guarded },
    },
    handler: (request) => newsletter.listSubscribers(context, request.query),
  });
  // No 200 schema and no typed reply: the answer is CSV text, not JSON.
  app.withTypeProvider<FastifyTypeProviderDefault>().get('/admin/subscribers/export', {
    config: { access: readSubscribers },
    schema: {
      response: {
        200: {
          description: 'The subscribers as CSV, one row each with their unsubscribe link.',
          content: { 'text/csv': { schema: z.string() } },
        },
        ...guarded,
      },
    },
    handler: async (request, reply) => {
      const csv = await newsletter.exportSubscribersCsv(context, request.siteOrigin);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .send(csv);
    },
  });
  app.delete('/admin/subscribers/:subscriberId', {
    config: { access: readSubscribers },
    schema: {
      params: subscriberParams,
      response: { 204: z.null(), ...guarded, 404: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await newsletter.removeSubscriber(context, request.params.subscriberId);
      reply.status(204);
      return null;
    },
  });
};
