import {
  academicYearStartResultSchema,
  academicYearStartSchema,
  annualReportCsvQuerySchema,
  annualReportQuerySchema,
  annualReportSchema,
  errorResponseSchema,
  eventReportSchema,
  feedbackAnswerSchema,
  feedbackRequestSchema,
  feedbackTokenParamsSchema,
  seriesReportSchema,
} from '@chapterhouse/shared';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { csvResponse, sendCsv } from '../../lib/csv.js';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationItemParams,
  organisationOf,
  organisationParams,
} from '../../lib/dashboard.js';
import { editErrors, guarded, PRIVATE_ANSWER } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { updateAcademicYearStart } from '../site/site.service.js';
import { annualReport, annualReportCsv } from './annual-report.service.js';
import { eventReport, eventReportCsv } from './event-report.service.js';
import { answerFeedback, readFeedbackRequest } from './feedback.service.js';
import {
  answerFeedbackLink,
  branchReports,
  readEventReports,
  readOrganisationReports,
} from './reports.access.js';
import { seriesReport, seriesReportCsv } from './series-report.service.js';

/** Answers about one person's link are theirs alone: never kept by a cache on the way. */

const ANNUAL_CSV =
  'One table of the annual report as CSV: `organisations` (a row each, then the total), `months` (events held each month) or `officers` (who ran each organisation that year).';

/**
 * Each dashboard's event reports (`{base}/events/:itemId/report`, and as CSV), series' summary
 * reports (`{base}/series/:itemId/report`, and as CSV) and annual report
 * (`{base}/reports/annual`), the branch's annual report (`/admin/reports/annual`), and the
 * feedback link mailed to attendees (`/feedback/:token`).
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
          200: csvResponse(
            "The event's report as CSV, a field a row: the vTools fields in the form's order, then attendance, feedback, photos and the feedback comments.",
          ),
          ...guarded,
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
      handler: async (request, reply) => {
        const { itemId } = request.params as z.output<typeof organisationItemParams>;
        return sendCsv(reply, await eventReportCsv(context, organisationOf(request), itemId));
      },
    });

    // A series' summary report: each session's attendance, the totals and who came how often.
    const series = `${DASHBOARD_BASES[kind]}/series/:itemId`;
    app.get(`${series}/report`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        response: { 200: seriesReportSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: (request) => seriesReport(context, organisationOf(request), request.params.itemId),
    });
    app.withTypeProvider<FastifyTypeProviderDefault>().get(`${series}/report.csv`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        response: {
          200: csvResponse(
            "The series' summary as CSV: a row per session (its attendance when it was held), then the totals over the sessions held.",
          ),
          ...guarded,
          400: errorResponseSchema,
        },
      },
      handler: async (request, reply) => {
        const { itemId } = request.params as z.output<typeof organisationItemParams>;
        return sendCsv(reply, await seriesReportCsv(context, organisationOf(request), itemId));
      },
    });

    const annual = `${DASHBOARD_BASES[kind]}/reports/annual`;
    const ownReports = readOrganisationReports(kind);
    app.get(annual, {
      config: { access: ownReports },
      schema: {
        params: organisationParams,
        querystring: annualReportQuerySchema,
        response: { 200: annualReportSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: (request) =>
        annualReport(context, { organisation: organisationOf(request) }, request.query),
    });
    app.withTypeProvider<FastifyTypeProviderDefault>().get(`${annual}.csv`, {
      config: { access: ownReports },
      schema: {
        params: organisationParams,
        querystring: annualReportCsvQuerySchema,
        response: { 200: csvResponse(ANNUAL_CSV), ...guarded, 400: errorResponseSchema },
      },
      handler: async (request, reply) => {
        const query = request.query as z.output<typeof annualReportCsvQuerySchema>;
        return sendCsv(
          reply,
          await annualReportCsv(context, { organisation: organisationOf(request) }, query),
        );
      },
    });
  }

  app.get('/admin/reports/annual', {
    config: { access: branchReports },
    schema: {
      querystring: annualReportQuerySchema,
      response: { 200: annualReportSchema, ...guarded, 400: errorResponseSchema },
    },
    handler: (request) => annualReport(context, {}, request.query),
  });
  app.withTypeProvider<FastifyTypeProviderDefault>().get('/admin/reports/annual.csv', {
    config: { access: branchReports },
    schema: {
      querystring: annualReportCsvQuerySchema,
      response: { 200: csvResponse(ANNUAL_CSV), ...guarded, 400: errorResponseSchema },
    },
    handler: async (request, reply) =>
      sendCsv(
        reply,
        await annualReportCsv(
          context,
          {},
          request.query as z.output<typeof annualReportCsvQuerySchema>,
        ),
      ),
  });
  app.put('/admin/reports/academic-year', {
    config: { access: branchReports },
    schema: {
      body: academicYearStartSchema,
      response: { 200: academicYearStartResultSchema, ...editErrors },
    },
    handler: (request) => updateAcademicYearStart(context, request.body),
  });

  const feedbackLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  app.get('/feedback/:token', {
    config: { access: answerFeedbackLink, ...feedbackLimit },
    schema: {
      params: feedbackTokenParamsSchema,
      response: { 200: feedbackRequestSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request, reply) =>
      reply.headers(PRIVATE_ANSWER).send(await readFeedbackRequest(context, request.params.token)),
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
        .headers(PRIVATE_ANSWER)
        .send(await answerFeedback(context, request.params.token, request.body)),
  });
};
