import {
  CONTACT_SENT,
  contactRequestSchema,
  errorResponseSchema,
  messageResponseSchema,
  newsletterSubscribeSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../context.js';
import { storeContactMessage, subscribe } from './messages.service.js';

const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

/** What visitors send: contact messages and newsletter subscriptions, limited per client. */
export const messageRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  app.post('/contact', {
    config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
    schema: { body: contactRequestSchema, response: { 201: messageResponseSchema, ...errors } },
    handler: async (request, reply) => {
      await storeContactMessage(context.db, request.body);
      return reply.status(201).send({ message: CONTACT_SENT });
    },
  });

  app.post('/newsletter/subscribe', {
    config: { access: 'public', rateLimit: { max: 10, timeWindow: '10 minutes' } },
    schema: {
      body: newsletterSubscribeSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => ({ message: await subscribe(context.db, request.body) }),
  });
};
