import { type AppModule, routes } from '../app-module.js';
import { DigestJobs } from './digest.js';
import { newsletterRoutes } from './newsletter.routes.js';
import { newsletterIssueRoutes } from './newsletter-issues.routes.js';

export const newsletterModule = {
  name: 'newsletter',
  setUp: ({ reads, context, config: { publicOrigin } }) => ({
    jobs: { 'newsletter-digest': new DigestJobs({ context, publicOrigin }) },
    api: [routes(newsletterRoutes, { context }), routes(newsletterIssueRoutes, { reads, context })],
  }),
} satisfies AppModule;
