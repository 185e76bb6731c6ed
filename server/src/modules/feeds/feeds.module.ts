import { type AppModule, routes } from '../app-module.js';
import { feedRoutes } from './feeds.routes.js';

export const feedsModule = {
  name: 'feeds',
  // Outside /api: calendar apps subscribe to these addresses.
  setUp: ({ reads, context }) => ({ root: [routes(feedRoutes, { reads, context })] }),
} satisfies AppModule;
