import { type AppModule, routes } from '../app-module.js';
import { registrantCertificatesOf } from '../registrations/personal-link.service.js';
import { gatewayRoutes } from './gateway.routes.js';
import { payeeFor } from './payees.service.js';
import { paymentsRoutes } from './payments.routes.js';
import { statementRoutes } from './statements.routes.js';

export const paymentsModule = {
  name: 'payments',
  // A paid registration's page and link name who is paid (registrations ask).
  answers: { upiPayeeOf: payeeFor },
  setUp: ({ context, config, fetch }, links) => ({
    api: [
      routes(paymentsRoutes, { context }),
      routes(statementRoutes, { context }),
      routes(gatewayRoutes, {
        context,
        // Off (its routes answer 404) unless RAZORPAY_KEY_ID, _KEY_SECRET and _WEBHOOK_SECRET are set.
        gateway: config.razorpay ? { keys: config.razorpay, send: fetch } : null,
        certificates: registrantCertificatesOf(links),
      }),
    ],
  }),
} satisfies AppModule;
