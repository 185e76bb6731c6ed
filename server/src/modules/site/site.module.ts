import { type AppModule, routes } from '../app-module.js';
import { siteRoutes } from './site.routes.js';

export const siteModule = {
  name: 'site',
  setUp: ({ reads, context }) => ({ api: [routes(siteRoutes, { reads, context })] }),
} satisfies AppModule;
