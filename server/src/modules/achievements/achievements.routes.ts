import {
  achievementInputSchema,
  achievementSchema,
  dashboardAchievementSchema,
  errorResponseSchema,
  orgListQuerySchema,
  type PublicReads,
  pageSchema,
  withVersion,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { achievements } from '../../db/schema/index.js';
import { type Collection, registerDashboardCollection } from '../../lib/collection-routes.js';
import { notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { editOrganisationAchievements, readAchievements } from './achievements.access.js';
import * as achievementService from './achievements.service.js';

const updateSchema = withVersion(achievementInputSchema);

const organisationAchievements: Collection<typeof achievementInputSchema, typeof updateSchema> = {
  label: 'Achievement',
  table: achievements,
  createSchema: achievementInputSchema,
  updateSchema,
  itemSchema: dashboardAchievementSchema,
  list: achievementService.listDashboardAchievements,
  create: achievementService.createAchievement,
  get: achievementService.getAchievement,
  update: achievementService.updateAchievement,
  afterPublication: achievementService.afterAchievementPublication,
};

/** `/achievements` across the public organisations, and each dashboard's achievements. */
export const achievementRoutes: FastifyPluginAsyncZod<{
  reads: PublicReads;
  context: ServiceContext;
}> = async (app, { reads, context }) => {
  app.get('/achievements', {
    config: { access: readAchievements },
    schema: {
      querystring: orgListQuerySchema,
      response: {
        200: pageSchema(achievementSchema),
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request) => {
      const page = await reads.listAchievements(request.query);
      if (!page) throw notFound('Organisation not found.');
      return page;
    },
  });

  registerDashboardCollection(
    app,
    context,
    'achievements',
    editOrganisationAchievements,
    organisationAchievements,
  );
};
