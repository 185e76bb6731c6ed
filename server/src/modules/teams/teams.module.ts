import { type AppModule, routes } from '../app-module.js';
import { teamRoutes } from './teams.routes.js';
import { TermNoticeJobs } from './term-notices.js';

export const teamsModule = {
  name: 'teams',
  setUp: ({ context, config: { publicOrigin } }) => ({
    jobs: { 'term-notices': new TermNoticeJobs({ context, publicOrigin }) },
    api: [routes(teamRoutes, { context })],
  }),
} satisfies AppModule;
