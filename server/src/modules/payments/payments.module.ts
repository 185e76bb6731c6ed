import { type AppModule, routes } from '../app-module.js';
import { payeeFor } from './payees.service.js';
import { paymentsRoutes } from './payments.routes.js';
import { statementRoutes } from './statements.routes.js';

export const paymentsModule = {
  name: 'payments',
  // A paid registration's page and link name who is paid (registrations ask).
  answers: { upiPayeeOf: payeeFor },
  setUp: ({ context }) => ({
    api: [routes(paymentsRoutes, { context }), routes(statementRoutes, { context })],
  }),
} satisfies AppModule;
