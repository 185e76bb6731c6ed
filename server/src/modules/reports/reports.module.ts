import { type AppModule, routes } from '../app-module.js';
import { FeedbackRequests } from './feedback.service.js';
import { reportRoutes } from './reports.routes.js';

export const reportsModule = {
  name: 'reports',
  setUp: ({ context, config: { feedbackRequestsEverySeconds: everySeconds } }) => ({
    jobs: {
      'feedback-requests': new FeedbackRequests({
        context,
        everyMs: everySeconds ? everySeconds * 1000 : undefined,
      }),
    },
    api: [routes(reportRoutes, { context })],
  }),
} satisfies AppModule;
