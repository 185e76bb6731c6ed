import { type AppModule, routes } from '../app-module.js';
import { followLocaleChanges } from './branch-locale.service.js';
import { siteRoutes } from './site.routes.js';

export const siteModule = {
  name: 'site',
  setUp: async ({ reads, context, database, invalidatePublicCaches, log }) => {
    // Another server's console may change the locale: read it again, and redraw the pages.
    const stopFollowing = await followLocaleChanges(database, context, invalidatePublicCaches, log);
    return { api: [routes(siteRoutes, { reads, context })], settle: stopFollowing };
  },
} satisfies AppModule;
