import {
  errorResponseSchema,
  idOrSlugSchema,
  organisationDetailSchema,
  type PublicReads,
} from '@chapterhouse/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';

/** The spec's dashboard bases; `:id` is the organisation's id (or slug). */
export const DASHBOARD_BASES = {
  society: '/society-dashboard/society/:id',
  council: '/council-dashboard/council/:id',
} as const;

const guarded = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The access hook has checked and attached the organisation of every dashboard route. */
function organisationOf(request: FastifyRequest) {
  if (!request.organisation) throw notFound('Organisation not found.');
  return request.organisation;
}

/**
 * The organisation dashboards' API. Every route takes its organisation from the URL, checked
 * once by the access hook (`{ organisation: kind }`), and works on that organisation only.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ reads: PublicReads }> = async (
  app,
  { reads },
) => {
  for (const kind of ['society', 'council'] as const) {
    const base = DASHBOARD_BASES[kind];
    const access = { organisation: kind };
    const params = z.object({ id: idOrSlugSchema });

    app.get(base, {
      config: { access },
      schema: { params, response: { 200: organisationDetailSchema, ...guarded } },
      handler: async (request) => {
        const organisation = organisationOf(request);
        const detail = await reads.getOrganisation(kind, String(organisation.id));
        // Archived organisations are kept but hidden; the branch console (not a dashboard) restores them.
        if (!detail) throw notFound(`${organisation.name} is archived.`);
        return detail;
      },
    });
  }
};
