import {
  auditPageSchema,
  auditQuerySchema,
  errorResponseSchema,
  idOrSlugSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/service-context.js';
import { DASHBOARD_BASES } from '../dashboard/dashboard.routes.js';
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
    config: { access: 'branch-admin' },
    schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema, ...guarded } },
    handler: (request) => listAudit(context, request.query),
  });

  for (const kind of ['society', 'council'] as const) {
    app.get(`${DASHBOARD_BASES[kind]}/history`, {
      config: { access: { organisation: kind } },
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
