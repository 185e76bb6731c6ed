import {
  auditPageSchema,
  auditQuerySchema,
  errorResponseSchema,
  idOrSlugSchema,
  restoreParamsSchema,
  restorePlanSchema,
  restoreRequestSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DASHBOARD_BASES, DASHBOARD_KINDS, organisationOf } from '../../lib/dashboard.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { readOrganisationHistory, readWholeLog, restoreFromHistory } from './audit.access.js';
import { listAudit } from './audit.service.js';
import { planRestore, restoreEntry } from './restore.service.js';

const guarded = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Reading the audit log: branch admins all of it (`/admin/audit`), organisation admins their own
 * organisation's history (`{dashboard}/history`), whatever organisation a query names.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  app.get('/admin/audit', {
    config: { access: readWholeLog },
    schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema, ...guarded } },
    handler: (request) => listAudit(context, request.query),
  });

  for (const kind of DASHBOARD_KINDS) {
    app.get(`${DASHBOARD_BASES[kind]}/history`, {
      config: { access: readOrganisationHistory(kind) },
      schema: {
        params: z.object({ id: idOrSlugSchema }),
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...guarded },
      },
      handler: (request) =>
        listAudit(context, request.query, { organisationId: request.organisation?.id ?? -1 }),
    });

    // Undo (issue 18, step 5): what restoring a change would do, and doing it.
    const restoreUrl = `${DASHBOARD_BASES[kind]}/history/:entryId/restore`;
    app.get(restoreUrl, {
      config: { access: restoreFromHistory(kind) },
      schema: {
        params: restoreParamsSchema,
        response: { 200: restorePlanSchema, ...guarded, 409: errorResponseSchema },
      },
      handler: (request) => planRestore(context, organisationOf(request), request.params.entryId),
    });
    app.post(restoreUrl, {
      config: { access: restoreFromHistory(kind), invalidatesPublicCache: true },
      schema: {
        params: restoreParamsSchema,
        body: restoreRequestSchema,
        response: { 200: restorePlanSchema, ...guarded, 409: errorResponseSchema },
      },
      handler: (request) =>
        restoreEntry(
          context,
          organisationOf(request),
          request.params.entryId,
          request.body.latestEntryId,
        ),
    });
  }
};
