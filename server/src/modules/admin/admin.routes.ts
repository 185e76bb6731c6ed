import {
  accountLinkSchema,
  adminAccountSchema,
  adminFaqSchema,
  adminHeroSlideSchema,
  adminOrganisationSchema,
  adminPartnerSchema,
  adminStatisticsSchema,
  branchAboutSchema,
  branchAboutUpdateSchema,
  errorResponseSchema,
  faqInputSchema,
  heroSlideInputSchema,
  invitationRequestSchema,
  orderSchema,
  organisationCreateSchema,
  organisationEditSchema,
  organisationOrderSchema,
  partnerInputSchema,
  recordIdSchema,
  statisticsUpdateSchema,
  withVersion,
} from '@chapterhouse/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { MEMBERS, registerCollection } from '../dashboard/dashboard.routes.js';
import * as accounts from './accounts-admin.service.js';
import * as organisations from './organisations-admin.service.js';
import * as site from './site-content.service.js';

const access = 'branch-admin' as const;
const guarded = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const editErrors = { ...guarded, 400: errorResponseSchema, 409: errorResponseSchema };
const organisationParams = z.object({ orgId: recordIdSchema });
const userParams = z.object({ userId: recordIdSchema });
const itemParams = z.object({ itemId: recordIdSchema });

/** The access hook has put the signed-in branch admin on every route here. */
function actingUserId(request: FastifyRequest): number {
  if (!request.auth) throw new HttpError(401, 'Please sign in to continue.');
  return request.auth.user.id;
}

function registerSiteCollection<Item, Input>(
  app: FastifyInstance,
  context: ServiceContext,
  path: string,
  collection: site.SiteCollection<Item, Input>,
  schemas: { input: z.ZodObject; item: z.ZodType },
): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const url = `/admin/site/${path}`;
  route.get(url, {
    config: { access },
    schema: { response: { 200: z.array(schemas.item), ...guarded } },
    handler: () => collection.list(context.db),
  });
  route.post(url, {
    config: { access },
    schema: { body: schemas.input, response: { 201: schemas.item, ...editErrors } },
    handler: async (request, reply) => {
      reply.status(201);
      return await collection.create(context, request.body as Input);
    },
  });
  // Registered before `/:itemId` so 'order' is never read as a record id.
  route.put(`${url}/order`, {
    config: { access },
    schema: { body: orderSchema, response: { 200: z.array(schemas.item), ...editErrors } },
    handler: (request) => collection.reorder(context, request.body.ids),
  });
  route.put(`${url}/:itemId`, {
    config: { access },
    schema: {
      params: itemParams,
      body: withVersion(schemas.input),
      response: { 200: schemas.item, ...editErrors },
    },
    handler: (request) =>
      collection.update(
        context,
        request.params.itemId,
        request.body as Input & { version: number },
      ),
  });
  route.delete(`${url}/:itemId`, {
    config: { access },
    schema: {
      params: itemParams,
      response: { 204: z.null(), ...guarded, 400: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await collection.remove(context, request.params.itemId);
      reply.status(204);
      return null;
    },
  });
}

/**
 * The branch console's API: organisations, accounts and the landing page's content. Branch
 * administrators only (`branch-admin`), checked by the access hook before anything else.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  // ---- Organisations ----
  app.get('/admin/organisations', {
    config: { access },
    schema: { response: { 200: z.array(adminOrganisationSchema), ...guarded } },
    handler: () => organisations.listAdminOrganisations(context.db),
  });
  app.post('/admin/organisations', {
    config: { access },
    schema: {
      body: organisationCreateSchema,
      response: { 201: adminOrganisationSchema, ...editErrors },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return await organisations.createOrganisation(context, request.body);
    },
  });
  app.put('/admin/organisations/order', {
    config: { access },
    schema: {
      body: organisationOrderSchema,
      response: { 200: z.array(adminOrganisationSchema), ...editErrors },
    },
    handler: (request) =>
      organisations.reorderOrganisations(context, request.body.kind, request.body.ids),
  });
  app.put('/admin/organisations/:orgId', {
    config: { access },
    schema: {
      params: organisationParams,
      body: organisationEditSchema,
      response: { 200: adminOrganisationSchema, ...editErrors },
    },
    handler: (request) =>
      organisations.editOrganisation(context, request.params.orgId, request.body),
  });
  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(`/admin/organisations/:orgId/${action}`, {
      config: { access },
      schema: {
        params: organisationParams,
        response: { 200: adminOrganisationSchema, ...guarded },
      },
      handler: (request) => organisations.setArchived(context, request.params.orgId, archived),
    });
  }

  // ---- Accounts ----
  app.get('/admin/accounts', {
    config: { access },
    schema: { response: { 200: z.array(adminAccountSchema), ...guarded } },
    handler: () => accounts.listAccounts(context.db),
  });
  app.post('/admin/accounts/invitations', {
    config: { access },
    schema: { body: invitationRequestSchema, response: { 201: accountLinkSchema, ...editErrors } },
    handler: async (request, reply) => {
      reply.status(201);
      return accounts.inviteAccount(
        context,
        request.body,
        actingUserId(request),
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
          actingUserId(request),
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
          actingUserId(request),
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
      await accounts.removeAccount(context, request.params.userId, actingUserId(request));
      reply.status(204);
      return null;
    },
  });

  // ---- Site content ----
  registerSiteCollection(app, context, 'hero-slides', site.heroSlideCollection, {
    input: heroSlideInputSchema,
    item: adminHeroSlideSchema,
  });
  registerSiteCollection(app, context, 'partners', site.partnerCollection, {
    input: partnerInputSchema,
    item: adminPartnerSchema,
  });
  registerSiteCollection(app, context, 'faqs', site.faqCollection, {
    input: faqInputSchema,
    item: adminFaqSchema,
  });
  // The branch's slate: the same items, forms and rules as every organisation's.
  registerCollection(
    app,
    context,
    {
      url: '/admin/site/slate',
      access,
      params: z.object({}),
      organisation: () => site.branchOrganisation(context.db),
    },
    MEMBERS,
  );

  app.get('/admin/site/about', {
    config: { access },
    schema: { response: { 200: branchAboutSchema, ...guarded } },
    handler: () => site.getAbout(context.db),
  });
  app.put('/admin/site/about', {
    config: { access },
    schema: { body: branchAboutUpdateSchema, response: { 200: branchAboutSchema, ...editErrors } },
    handler: (request) => site.updateAbout(context, request.body),
  });
  app.get('/admin/site/statistics', {
    config: { access },
    schema: { response: { 200: adminStatisticsSchema, ...guarded } },
    handler: () => site.getStatistics(context),
  });
  app.put('/admin/site/statistics', {
    config: { access },
    schema: {
      body: statisticsUpdateSchema,
      response: { 200: adminStatisticsSchema, ...editErrors },
    },
    handler: (request) => site.updateStatistics(context, request.body),
  });
};
