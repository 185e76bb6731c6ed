import {
  errorResponseSchema,
  messageResponseSchema,
  newsletterFollowSchema,
  newsletterSubscribeSchema,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
  recordIdSchema,
  subscriberPageSchema,
  subscribersQuerySchema,
} from '@chapterhouse/shared';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvResponse, sendCsv } from '../../lib/csv.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { manageOwnSubscription, readSubscribers } from './newsletter.access.js';
import * as newsletter from './newsletter.service.js';

const errors = { 400: errorResponseSchema, 429: errorResponseSchema };
const tokenParams = z.object({ token: newsletterTokenSchema });
const guarded = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const subscriberParams = z.object({ subscriberId: recordIdSchema });

/**
 * The newsletter: visitors subscribe, confirm, change what they follow and unsubscribe (limited
 * per client); the console
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
  // The page at /unsubscribe/{token} posts here, and so do mail programs' one-click unsubscribe
  // (RFC 8058: `List-Unsubscribe=One-Click` as a form body, which only needs to be accepted: the
  // token in the address is the key). The form parser is scoped to this one route.
  await app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: 1024 });
    scope.withTypeProvider<ZodTypeProvider>().post('/newsletter/unsubscribe/:token', {
      ...tokenRoute,
      // Mail providers send their users' one-click POSTs from a few addresses of their own.
      config: { ...tokenRoute.config, rateLimit: { max: 120, timeWindow: '10 minutes' } },
      handler: async (request) => ({
        message: await newsletter.unsubscribe(context, request.params.token),
      }),
    });
  });

  // The manage page (`/newsletter/manage/{token}`): one person's subscription, never cached.
  const PERSONAL = { 'cache-control': 'private, no-store' };
  const subscriptionResponses = {
    200: newsletterSubscriptionSchema,
    404: errorResponseSchema,
    ...errors,
  };
  app.get('/newsletter/subscription/:token', {
    config: tokenRoute.config,
    schema: { params: tokenParams, response: subscriptionResponses },
    handler: async (request, reply) =>
      reply
        .headers(PERSONAL)
        .send(await newsletter.readSubscription(context, request.params.token)),
  });
  app.put('/newsletter/subscription/:token', {
    config: tokenRoute.config,
    schema: { params: tokenParams, body: newsletterFollowSchema, response: subscriptionResponses },
    handler: async (request, reply) =>
      reply
        .headers(PERSONAL)
        .send(await newsletter.updateSubscription(context, request.params.token, request.body)),
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
        200: csvResponse('The subscribers as CSV, one row each with their unsubscribe link.'),
        ...guarded,
      },
    },
    handler: async (request, reply) => {
      const csv = await newsletter.exportSubscribersCsv(context, request.siteOrigin);
      return sendCsv(reply, { csv, fileName: 'newsletter-subscribers.csv' });
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
