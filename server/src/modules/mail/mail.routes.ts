import {
  errorResponseSchema,
  outboxMailSchema,
  outboxPageSchema,
  outboxQuerySchema,
  recordIdSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/service-context.js';
import { readOutbox } from './mail.access.js';
import { listOutbox, retryMail } from './mail.service.js';

const access = readOutbox;
const guarded = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The console's view of every mail the site sent or recorded (branch admins). */
export const mailRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  app.get('/admin/outbox', {
    config: { access },
    schema: { querystring: outboxQuerySchema, response: { 200: outboxPageSchema, ...guarded } },
    handler: (request) => listOutbox(context, request.query),
  });
  app.post('/admin/outbox/:mailId/retry', {
    config: { access },
    schema: {
      params: z.object({ mailId: recordIdSchema }),
      response: {
        200: outboxMailSchema,
        ...guarded,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: (request) => retryMail(context, request.params.mailId),
  });
};
