import {
  errorResponseSchema,
  eventReportSchema,
  feedbackAnswerSchema,
  feedbackRequestSchema,
  feedbackTokenParamsSchema,
} from '@chapterhouse/shared';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationItemParams,
  organisationOf,
} from '../../lib/dashboard.js';
import { guarded } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { eventReport, eventReportCsv } from './event-report.service.js';
import { answerFeedback, readFeedbackRequest } from './feedback.service.js';
import { answerFeedbackLink, readEventReports } from './reports.access.js';

/** Answers about one person's link are theirs alone: never kept by a cache on the way. */
const PERSONAL = { 'cache-control': 'private, no-store' };

/**
 * Each dashboard's event reports (`{base}/events/:itemId/report`, and as CSV), and the feedback
 * link mailed to attendees (`/feedback/:token`).
 */
export const reportRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  for (const kind of DASHBOARD_KINDS) {
    const event = `${DASHBOARD_BASES[kind]}/events/:itemId`;
    const access = readEventReports(kind);

    app.get(`${event}/report`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        response: {
          200: eventReportSchema,
          ...guarded,
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
      handler: (request) => eventReport(context, organisationOf(request), request.params.itemId),
    });

    // No 200 schema and no typed reply: the answer is CSV text, not JSON.
    app.withTypeProvider<FastifyTypeProviderDefault>().get(`${event}/report.csv`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        response: {
          200: {
            description:
              "The event's report as CSV, a field a row: the vTools fields in the form's order, then attendance, feedback and photos.",
            content: { 'text/csv': { schema: z.string() } },
          },
          ...guarded,
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
      handler: async (request, reply) => {
        const { itemId } = request.params as z.output<typeof organisationItemParams>;
        const { csv, fileName } = await eventReportCsv(context, organisationOf(request), itemId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(csv);
      },
    });
  }

  const feedbackLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  app.get('/feedback/:token', {
    config: { access: answerFeedbackLink, ...feedbackLimit },
    schema: {
      params: feedbackTokenParamsSchema,
      response: { 200: feedbackRequestSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request, reply) =>
      reply.headers(PERSONAL).send(await readFeedbackRequest(context, request.params.token)),
  });
  app.post('/feedback/:token', {
    config: { access: answerFeedbackLink, ...feedbackLimit },
    schema: {
      params: feedbackTokenParamsSchema,
      body: feedbackAnswerSchema,
      response: {
        200: feedbackRequestSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) =>
      reply
        .headers(PERSONAL)
        .send(await answerFeedback(context, request.params.token, request.body)),
  });
};
