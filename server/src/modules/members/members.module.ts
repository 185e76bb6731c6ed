import { type AppModule, routes } from '../app-module.js';
import { memberRoutes } from './members.routes.js';

export const membersModule = {
  name: 'members',
  setUp: ({ context }) => ({ api: [routes(memberRoutes, { context })] }),
} satisfies AppModule;
