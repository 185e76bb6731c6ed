import {
  errorResponseSchema,
  outboxMailSchema,
  outboxPageSchema,
  outboxQuerySchema,
  recordIdSchema,
  textSchema,
} from '@chapterhouse/shared';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/service-context.js';
import { readOutbox } from './mail.access.js';
import { listOutbox, readAttachment, retryMail } from './mail.service.js';

const access = readOutbox;
const guarded = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

const attachmentParams = z.object({
  mailId: recordIdSchema,
  /** Its position in the mail's `attachments` list, from 0. */
  index: textSchema()
    .regex(/^\d{1,3}$/, 'must be the position of an attachment (0, 1, ...)')
    .transform(Number),
});

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

  // No 200 schema and no typed reply: the answer is the file's bytes, not JSON.
  app
    .withTypeProvider<FastifyTypeProviderDefault>()
    .get('/admin/outbox/:mailId/attachments/:index', {
      config: { access },
      schema: {
        params: attachmentParams,
        response: {
          200: {
            description: "The attachment's bytes, as a download under its own name and type.",
            content: { 'application/octet-stream': { schema: z.string() } },
          },
          ...guarded,
          404: errorResponseSchema,
        },
      },
      handler: async (request, reply) => {
        const { mailId, index } = request.params as z.output<typeof attachmentParams>;
        const file = await readAttachment(context, mailId, index);
        return (
          reply
            .type(file.contentType)
            // Saved, never shown in the console's own origin, whatever type the file claims.
            .header('content-disposition', contentDisposition(file.filename))
            .header('cache-control', 'private, no-store')
            .send(file.content)
        );
      },
    });
};
