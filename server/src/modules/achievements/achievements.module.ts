import { type AppModule, routes } from '../app-module.js';
import { achievementRoutes } from './achievements.routes.js';

export const achievementsModule = {
  name: 'achievements',
  setUp: ({ reads, context }) => ({ api: [routes(achievementRoutes, { reads, context })] }),
} satisfies AppModule;
