import {
  adminOrganisationSchema,
  councilUpdateSchema,
  errorResponseSchema,
  idOrSlugSchema,
  type OrganisationKind,
  type OrganisationRef,
  organisationCreateSchema,
  organisationDetailSchema,
  organisationEditSchema,
  organisationOrderSchema,
  organisationSummarySchema,
  type PublicReads,
  recordIdSchema,
  societyUpdateSchema,
  textSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationOf,
  organisationParams,
} from '../../lib/dashboard.js';
import { notFound } from '../../lib/http-errors.js';
import { editErrors, guarded } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  editOwnOrganisation,
  manageOrganisations,
  readOrganisations,
} from './organisations.access.js';
import * as organisations from './organisations.service.js';
import * as branchConsole from './organisations-console.service.js';

const NOT_FOUND: Record<'society' | 'council', string> = {
  society: 'Society not found.',
  council: 'Council not found.',
};

const consoleParams = z.object({ orgId: recordIdSchema });

/**
 * `/societies...` and `/councils...` (the same reads for both kinds), each dashboard's own
 * organisation, and the console's list of every society and council.
 */
export const organisationRoutes: FastifyPluginAsyncZod<{
  reads: PublicReads;
  /** Dashboards read their organisation live: an editor's version must be current. */
  liveReads: PublicReads;
  context: ServiceContext;
}> = async (app, { reads, liveReads, context }) => {
  for (const [collection, kind] of [
    ['societies', 'society'],
    ['councils', 'council'],
  ] as const satisfies [string, OrganisationKind][]) {
    app.get(`/${collection}`, {
      config: { access: readOrganisations },
      schema: { response: { 200: z.array(organisationSummarySchema) } },
      handler: () => reads.listOrganisations(kind),
    });

    app.get(`/${collection}/:idOrSlug`, {
      config: { access: readOrganisations },
      schema: {
        params: z.object({ idOrSlug: idOrSlugSchema }),
        response: {
          200: organisationDetailSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
      handler: async (request) => {
        const organisation = await reads.getOrganisation(kind, request.params.idOrSlug);
        if (!organisation) throw notFound(NOT_FOUND[kind]);
        return organisation;
      },
    });

    app.get(`/${collection}/name/:name`, {
      config: { access: readOrganisations },
      schema: {
        params: z.object({ name: textSchema().trim().min(1).max(200) }),
        response: {
          200: organisationDetailSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
      handler: async (request) => {
        const organisation = await reads.findOrganisationByName(kind, request.params.name);
        if (!organisation) throw notFound(NOT_FOUND[kind]);
        return organisation;
      },
    });
  }

  // ---- Each dashboard's own organisation ----
  for (const kind of DASHBOARD_KINDS) {
    const base = DASHBOARD_BASES[kind];
    const access = editOwnOrganisation(kind);

    const readOrganisation = async (organisation: OrganisationRef) => {
      const detail = await liveReads.getOrganisation(kind, String(organisation.id));
      // Archived organisations are kept but hidden; the branch console (not a dashboard) restores them.
      if (!detail) throw notFound(`${organisation.name} is archived.`);
      return detail;
    };

    app.get(base, {
      config: { access },
      schema: {
        params: organisationParams,
        response: { 200: organisationDetailSchema, ...guarded },
      },
      handler: (request) => readOrganisation(organisationOf(request)),
    });

    app.put(base, {
      config: { access, invalidatesPublicCache: true },
      schema: {
        params: organisationParams,
        body: kind === 'society' ? societyUpdateSchema : councilUpdateSchema,
        response: { 200: organisationDetailSchema, ...editErrors },
      },
      handler: async (request) => {
        const organisation = organisationOf(request);
        await organisations.updateOrganisation(context, organisation, request.body);
        return readOrganisation(organisation);
      },
    });
  }

  // ---- The branch console: every society and council ----
  app.get('/admin/organisations', {
    config: { access: manageOrganisations },
    schema: { response: { 200: z.array(adminOrganisationSchema), ...guarded } },
    handler: () => branchConsole.listAdminOrganisations(context.db, context.clock.now()),
  });
  app.post('/admin/organisations', {
    config: { access: manageOrganisations, invalidatesPublicCache: true },
    schema: {
      body: organisationCreateSchema,
      response: { 201: adminOrganisationSchema, ...editErrors },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return await branchConsole.createOrganisation(context, request.body);
    },
  });
  app.put('/admin/organisations/order', {
    config: { access: manageOrganisations, invalidatesPublicCache: true },
    schema: {
      body: organisationOrderSchema,
      response: { 200: z.array(adminOrganisationSchema), ...editErrors },
    },
    handler: (request) =>
      branchConsole.reorderOrganisations(context, request.body.kind, request.body.ids),
  });
  app.put('/admin/organisations/:orgId', {
    config: { access: manageOrganisations, invalidatesPublicCache: true },
    schema: {
      params: consoleParams,
      body: organisationEditSchema,
      response: { 200: adminOrganisationSchema, ...editErrors },
    },
    handler: (request) =>
      branchConsole.editOrganisation(context, request.params.orgId, request.body),
  });
  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(`/admin/organisations/:orgId/${action}`, {
      config: { access: manageOrganisations, invalidatesPublicCache: true },
      schema: {
        params: consoleParams,
        response: { 200: adminOrganisationSchema, ...guarded },
      },
      handler: (request) => branchConsole.setArchived(context, request.params.orgId, archived),
    });
  }
};
