import { type AppModule, routes } from '../app-module.js';
import { searchRoutes } from './search.routes.js';

export const searchModule = {
  name: 'search',
  setUp: ({ reads, context }) => ({ api: [routes(searchRoutes, { reads, context })] }),
} satisfies AppModule;
