import { type AppModule, routes } from '../app-module.js';
import { mailRoutes } from './mail.routes.js';

export const mailModule = {
  name: 'mail',
  setUp: ({ context, mailer }) => ({
    // Without a transport the outbox only keeps what is queued: there is nothing to deliver.
    jobs: { 'mail-delivery': mailer.configured ? mailer : null },
    services: { mailer },
    api: [routes(mailRoutes, { context })],
  }),
} satisfies AppModule;
