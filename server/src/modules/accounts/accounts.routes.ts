import {
  accountLinkSchema,
  adminAccountPageSchema,
  adminAccountSchema,
  authUserSchema,
  errorResponseSchema,
  invitationRequestSchema,
  paginationQuerySchema,
  recordIdSchema,
  registerRequestSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUserOf } from '../../lib/dashboard.js';
import { editErrors, guarded } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { manageAccounts } from './accounts.access.js';
import * as accounts from './accounts.service.js';

const access = manageAccounts;
const userParams = z.object({ userId: recordIdSchema });

/** The console's accounts: invitations, reset links, disabling, removal; and `/auth/register`. */
export const accountRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  app.post('/auth/register', {
    config: { access },
    schema: {
      body: registerRequestSchema,
      response: {
        201: authUserSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        429: errorResponseSchema,
        403: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { entityId, ...fields } = request.body;
      const user = await accounts.createUser(context.db, { ...fields, organisation: entityId });
      reply.status(201);
      return user;
    },
  });

  app.get('/admin/accounts', {
    config: { access },
    schema: {
      querystring: paginationQuerySchema,
      response: { 200: adminAccountPageSchema, ...guarded, 400: errorResponseSchema },
    },
    handler: (request) => accounts.listAccounts(context.db, request.query),
  });
  app.post('/admin/accounts/invitations', {
    config: { access },
    schema: { body: invitationRequestSchema, response: { 201: accountLinkSchema, ...editErrors } },
    handler: async (request, reply) => {
      reply.status(201);
      return accounts.inviteAccount(
        context,
        request.body,
        signedInUserOf(request).id,
        request.siteOrigin,
      );
    },
  });
  for (const [action, purpose] of [
    ['invitation', 'invitation'],
    ['password-reset', 'password-reset'],
  ] as const) {
    app.post(`/admin/accounts/:userId/${action}`, {
      config: { access },
      schema: {
        params: userParams,
        response: { 200: accountLinkSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: (request) =>
        accounts.issueAccountLink(
          context,
          request.params.userId,
          purpose,
          signedInUserOf(request).id,
          request.siteOrigin,
        ),
    });
  }
  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(`/admin/accounts/:userId/${action}`, {
      config: { access },
      schema: {
        params: userParams,
        response: { 200: adminAccountSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: (request) =>
        accounts.setAccountDisabled(
          context,
          request.params.userId,
          disabled,
          signedInUserOf(request).id,
        ),
    });
  }
  app.delete('/admin/accounts/:userId', {
    config: { access },
    schema: {
      params: userParams,
      response: { 204: z.null(), ...guarded, 400: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await accounts.removeAccount(context, request.params.userId, signedInUserOf(request).id);
      reply.status(204);
      return null;
    },
  });
};
