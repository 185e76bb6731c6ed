import {
  ACTIVITY_RECORD_FILE,
  activityCategoriesUpdateSchema,
  activityRecordParamsSchema,
  activityRecordPath,
  activityRecordSchema,
  activitySharingSchema,
  activitySharingUpdateSchema,
  adminActivityCategoriesSchema,
  certificatePath,
  errorResponseSchema,
  sharedActivityRecordSchema,
} from '@chapterhouse/shared';
import { longDate } from '@chapterhouse/shared/date-wording';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarDate } from '../../lib/clock.js';
import { attachmentDisposition } from '../../lib/download-names.js';
import { drawPdf } from '../../lib/pdf-workers.js';
import { editErrors, guarded } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { readActivityCategories, updateActivityCategories } from '../site/activity-categories.js';
import { signedInStudentOf } from '../students/student-session.js';
import {
  activityCategoriesSetting,
  ownActivityRecord,
  sharedActivityRecord,
} from './activity-record.access.js';
import {
  printedToken,
  recordOfAddress,
  setSharing,
  sharedRecord,
  studentRecord,
} from './activity-record.service.js';

const studentErrors = { 401: errorResponseSchema, 404: errorResponseSchema };

/** A student's own record, its page and its PDF: never kept by a cache, never indexed. */
const NOT_KEPT = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/**
 * Students' activity records (issue 47, item 5; docs/activity-record.md): the student's own under
 * `/api/me/record` (the only API path their session cookie reaches), the shared one at
 * `/api/records/:token`, and the branch's mapping of categories for the console.
 */
export const activityRecordRoutes: FastifyPluginAsyncZod<{
  context: ServiceContext;
  /** Where printed QR codes lead (PUBLIC_URL), as certificates print. */
  publicOrigin: string;
}> = async (app, { context, publicOrigin }) => {
  app.get('/me/record', {
    config: { access: ownActivityRecord },
    schema: { response: { 200: activityRecordSchema, ...studentErrors } },
    handler: async (request, reply) => {
      reply.headers(NOT_KEPT);
      return studentRecord(context, signedInStudentOf(request));
    },
  });

  app.put('/me/record/sharing', {
    config: { access: ownActivityRecord },
    schema: {
      body: activitySharingUpdateSchema,
      response: { 200: activitySharingSchema, 400: errorResponseSchema, ...studentErrors },
    },
    handler: (request) => setSharing(context, signedInStudentOf(request).id, request.body.shared),
  });

  app.withTypeProvider<FastifyTypeProviderDefault>().get('/me/record/pdf', {
    config: { access: ownActivityRecord, rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: {
      response: {
        200: {
          description: 'The record as a PDF, its QR code leading to its shared page.',
          content: { 'application/pdf': { schema: z.string() } },
        },
        ...studentErrors,
      },
    },
    handler: async (request, reply) => {
      const student = signedInStudentOf(request);
      const [record, token] = await Promise.all([
        recordOfAddress(context, student.email),
        printedToken(context, student.id),
      ]);
      const pdf = await drawPdf('activity-record', {
        record,
        verifyUrl: `${publicOrigin}${activityRecordPath(token)}`,
        certificatesUrl: `${publicOrigin}${certificatePath('')}`,
        readOn: longDate(calendarDate(new Date(record.readAt), context.timeZone)),
      });
      return reply
        .headers(NOT_KEPT)
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(ACTIVITY_RECORD_FILE))
        .send(pdf);
    },
  });

  // Tokens are 256 random bits; the limit makes trying them pointless besides.
  app.get('/records/:token', {
    config: {
      access: sharedActivityRecord,
      rateLimit: { max: 30, timeWindow: '1 minute' },
    },
    schema: {
      params: activityRecordParamsSchema,
      response: { 200: sharedActivityRecordSchema, 404: errorResponseSchema },
    },
    handler: async (request, reply) => {
      reply.headers(NOT_KEPT);
      return sharedRecord(context, request.params.token);
    },
  });

  app.get('/admin/activity-categories', {
    config: { access: activityCategoriesSetting },
    schema: { response: { 200: adminActivityCategoriesSchema, ...guarded } },
    handler: () => readActivityCategories(context.db),
  });

  app.put('/admin/activity-categories', {
    // Records are read afresh: nothing public is kept that shows them.
    config: { access: activityCategoriesSetting },
    schema: {
      body: activityCategoriesUpdateSchema,
      response: { 200: adminActivityCategoriesSchema, ...editErrors },
    },
    handler: (request) => updateActivityCategories(context, request.body),
  });
};
