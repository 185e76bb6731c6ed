import { type AppModule, routes } from '../app-module.js';
import { organisationRoutes } from './organisations.routes.js';

export const organisationsModule = {
  name: 'organisations',
  setUp: ({ reads, liveReads, context }) => ({
    api: [routes(organisationRoutes, { reads, liveReads, context })],
  }),
} satisfies AppModule;
