import { type AppModule, routes } from '../app-module.js';
import { activityRecordRoutes } from './activity-record.routes.js';

export const activityRecordModule = {
  name: 'activity-record',
  setUp: ({ context, config }) => ({
    api: [routes(activityRecordRoutes, { context, publicOrigin: config.publicOrigin })],
  }),
} satisfies AppModule;
