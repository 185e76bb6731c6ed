import { type AppModule, routes } from '../app-module.js';
import { accountRoutes } from './accounts.routes.js';

export const accountsModule = {
  name: 'accounts',
  setUp: ({ context }) => ({ api: [routes(accountRoutes, { context })] }),
} satisfies AppModule;
