import {
  CONTACT_SENT,
  contactMessagePageSchema,
  contactMessageSchema,
  contactMessagesQuerySchema,
  contactMessageUpdateSchema,
  contactRequestSchema,
  errorResponseSchema,
  messageResponseSchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
  recordIdSchema,
  subscriberPageSchema,
  subscribersQuerySchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/service-context.js';
import * as messages from './messages.service.js';

const errors = { 400: errorResponseSchema, 429: errorResponseSchema };
const tokenParams = z.object({ token: newsletterTokenSchema });

/** What visitors send: contact messages and newsletter subscriptions, limited per client. */
export const messageRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  app.post('/contact', {
    config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
    schema: { body: contactRequestSchema, response: { 201: messageResponseSchema, ...errors } },
    handler: async (request, reply) => {
      await messages.storeContactMessage(context, request.body, request.siteOrigin);
      reply.status(201);
      return { message: CONTACT_SENT };
    },
  });

  app.post('/newsletter/subscribe', {
    config: { access: 'public', rateLimit: { max: 10, timeWindow: '10 minutes' } },
    schema: {
      body: newsletterSubscribeSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: await messages.subscribe(context, request.body, request.siteOrigin),
    }),
  });

  const tokenRoute = {
    config: { access: 'public' as const, rateLimit: { max: 20, timeWindow: '10 minutes' } },
    schema: {
      params: tokenParams,
      response: { 200: messageResponseSchema, 404: errorResponseSchema, ...errors },
    },
  };
  app.post('/newsletter/confirm/:token', {
    ...tokenRoute,
    handler: async (request) => ({
      message: await messages.confirmSubscription(context, request.params.token),
    }),
  });
  // The page at /unsubscribe/{token} posts here; so may mail programs' one-click unsubscribe
  // (RFC 8058 sends `List-Unsubscribe=One-Click` as a form body, which is not read).
  app.post('/newsletter/unsubscribe/:token', {
    ...tokenRoute,
    handler: async (request) => ({
      message: await messages.unsubscribe(context, request.params.token),
    }),
  });
};

const access = 'branch-admin';
const guarded = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const messageParams = z.object({ messageId: recordIdSchema });
const subscriberParams = z.object({ subscriberId: recordIdSchema });

/** The console's inbox and newsletter list (branch admins). */
export const inboxRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  app.get('/admin/messages', {
    config: { access },
    schema: {
      querystring: contactMessagesQuerySchema,
      response: { 200: contactMessagePageSchema, ...guarded },
    },
    handler: (request) => messages.listContactMessages(context, request.query),
  });
  app.put('/admin/messages/:messageId', {
    config: { access },
    schema: {
      params: messageParams,
      body: contactMessageUpdateSchema,
      response: { 200: contactMessageSchema, ...guarded, 404: errorResponseSchema },
    },
    handler: (request) =>
      messages.setContactMessageHandled(context, request.params.messageId, request.body.handled),
  });
  app.delete('/admin/messages/:messageId', {
    config: { access },
    schema: {
      params: messageParams,
      response: { 204: z.null(), ...guarded, 404: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await messages.deleteContactMessage(context, request.params.messageId);
      reply.status(204);
      return null;
    },
  });

  app.get('/admin/subscribers', {
    config: { access },
    schema: {
      querystring: subscribersQuerySchema,
      response: { 200: subscriberPageSchema, ...guarded },
    },
    handler: (request) => messages.listSubscribers(context, request.query),
  });
  app.get('/admin/subscribers/export', {
    config: { access },
    // No 200 schema: the answer is CSV text, not JSON.
    schema: { response: guarded },
    handler: async (request, reply) => {
      const csv = await messages.exportSubscribersCsv(context, request.siteOrigin);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
          // The typed reply knows only the JSON answers; this one is text.
          .send(csv as never)
      );
    },
  });
  app.delete('/admin/subscribers/:subscriberId', {
    config: { access },
    schema: {
      params: subscriberParams,
      response: { 204: z.null(), ...guarded, 404: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await messages.removeSubscriber(context, request.params.subscriberId);
      reply.status(204);
      return null;
    },
  });
};
