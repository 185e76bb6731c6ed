import {
  errorResponseSchema,
  idOrSlugSchema,
  type OrganisationKind,
  organisationDetailSchema,
  organisationSummarySchema,
  type PublicReads,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';

const NOT_FOUND: Record<'society' | 'council', string> = {
  society: 'Society not found.',
  council: 'Council not found.',
};

/** `/societies...` and `/councils...`: the same reads for both kinds. */
export const organisationRoutes: FastifyPluginAsyncZod<{ reads: PublicReads }> = async (
  app,
  { reads },
) => {
  for (const [collection, kind] of [
    ['societies', 'society'],
    ['councils', 'council'],
  ] as const satisfies [string, OrganisationKind][]) {
    app.get(`/${collection}`, {
      config: { access: 'public' },
      schema: { response: { 200: z.array(organisationSummarySchema) } },
      handler: () => reads.listOrganisations(kind),
    });

    app.get(`/${collection}/:idOrSlug`, {
      config: { access: 'public' },
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
      config: { access: 'public' },
      schema: {
        params: z.object({ name: z.string().trim().min(1).max(200) }),
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
};
