import { type AppModule, routes } from '../app-module.js';
import { notificationRoutes } from './notifications.routes.js';

export const notificationsModule = {
  name: 'notifications',
  setUp: ({ reads, context }) => ({ api: [routes(notificationRoutes, { reads, context })] }),
} satisfies AppModule;
