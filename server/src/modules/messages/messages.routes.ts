import {
  CONTACT_SENT,
  contactMessagePageSchema,
  contactMessageSchema,
  contactMessagesQuerySchema,
  contactMessageUpdateSchema,
  contactRequestSchema,
  errorResponseSchema,
  messageResponseSchema,
  recordIdSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/service-context.js';
import { readInbox, sendMessage } from './messages.access.js';
import * as messages from './messages.service.js';

const guarded = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const messageParams = z.object({ messageId: recordIdSchema });

/** Contact messages: visitors send them (limited per client), the console's inbox reads them. */
export const messageRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  app.post('/contact', {
    config: { access: sendMessage, rateLimit: { max: 5, timeWindow: '10 minutes' } },
    schema: {
      body: contactRequestSchema,
      response: { 201: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await messages.storeContactMessage(context, request.body, request.siteOrigin);
      reply.status(201);
      return { message: CONTACT_SENT };
    },
  });

  app.get('/admin/messages', {
    config: { access: readInbox },
    schema: {
      querystring: contactMessagesQuerySchema,
      response: { 200: contactMessagePageSchema, ...guarded },
    },
    handler: (request) => messages.listContactMessages(context, request.query),
  });
  app.put('/admin/messages/:messageId', {
    config: { access: readInbox },
    schema: {
      params: messageParams,
      body: contactMessageUpdateSchema,
      response: { 200: contactMessageSchema, ...guarded, 404: errorResponseSchema },
    },
    handler: (request) =>
      messages.setContactMessageHandled(context, request.params.messageId, request.body.handled),
  });
  app.delete('/admin/messages/:messageId', {
    config: { access: readInbox },
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
};
