import {
  dashboardSearchQuerySchema,
  errorResponseSchema,
  type PublicReads,
  searchQuerySchema,
  searchResultsSchema,
  suggestionQuerySchema,
  suggestionsSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationOf,
  organisationParams,
} from '../../lib/dashboard.js';
import { notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { searchOrganisationItems, searchPublicContent } from './search.access.js';
import { searchDashboard } from './search.service.js';

/** `/search` over what visitors see, its suggestions, and each dashboard's own search. */
export const searchRoutes: FastifyPluginAsyncZod<{
  reads: PublicReads;
  context: ServiceContext;
}> = async (app, { reads, context }) => {
  app.get('/search', {
    config: { access: searchPublicContent },
    schema: {
      querystring: searchQuerySchema,
      response: { 200: searchResultsSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request) => {
      const results = await reads.search(request.query);
      if (!results) throw notFound('Organisation not found.');
      return results;
    },
  });

  app.get('/search/suggestions', {
    config: { access: searchPublicContent },
    schema: {
      querystring: suggestionQuerySchema,
      response: { 200: suggestionsSchema, 400: errorResponseSchema },
    },
    handler: (request) => reads.suggest(request.query.q),
  });

  for (const kind of DASHBOARD_KINDS) {
    app.get(`${DASHBOARD_BASES[kind]}/search`, {
      config: { access: searchOrganisationItems(kind) },
      schema: {
        params: organisationParams,
        querystring: dashboardSearchQuerySchema,
        response: {
          200: searchResultsSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
      handler: (request) => searchDashboard(context, organisationOf(request), request.query),
    });
  }
};
