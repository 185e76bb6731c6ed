import { type AppModule, routes } from '../app-module.js';
import { rosterRoutes } from './roster.routes.js';

export const rosterModule = {
  name: 'roster',
  setUp: ({ context }, { emit }) => ({
    api: [routes(rosterRoutes, { context, rosterChanged: () => emit.rosterChanged(context) })],
  }),
} satisfies AppModule;
