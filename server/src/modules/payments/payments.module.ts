import { type AppModule, routes } from '../app-module.js';
import { paymentsRoutes } from './payments.routes.js';

export const paymentsModule = {
  name: 'payments',
  setUp: ({ context }) => ({ api: [routes(paymentsRoutes, { context })] }),
} satisfies AppModule;
