import {
  errorResponseSchema,
  recordIdSchema,
  upiPayeeInputSchema,
  upiPayeeSchema,
  upiPayeesSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editErrors, guarded } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { listPayees, removePayee, savePayee } from './payees.service.js';
import { managePayees } from './payments.access.js';

const payeeParams = z.object({ orgId: recordIdSchema });

/**
 * The branch console's Payments tab (`/admin/payees`): who is paid by UPI for each
 * organisation's paid events, set, changed and removed by the branch admins.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  app.get('/admin/payees', {
    config: { access: managePayees },
    schema: { response: { 200: upiPayeesSchema, ...guarded } },
    handler: () => listPayees(context),
  });
  app.put('/admin/payees/:orgId', {
    config: { access: managePayees },
    schema: {
      params: payeeParams,
      body: upiPayeeInputSchema,
      response: { 200: upiPayeeSchema, ...editErrors },
    },
    handler: (request) => savePayee(context, request.params.orgId, request.body),
  });
  app.delete('/admin/payees/:orgId', {
    config: { access: managePayees },
    schema: {
      params: payeeParams,
      response: { 204: z.null(), ...guarded, 400: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await removePayee(context, request.params.orgId);
      reply.status(204);
      return null;
    },
  });
};
