import {
  auditPageSchema,
  auditQuerySchema,
  errorResponseSchema,
  idOrSlugSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DASHBOARD_BASES, DASHBOARD_KINDS } from '../../lib/dashboard.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { readOrganisationHistory, readWholeLog } from './audit.access.js';
import { listAudit } from './audit.service.js';

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
  }
};
