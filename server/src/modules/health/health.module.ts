import type { AppModule } from '../app-module.js';
import { registerHealthRoutes } from './health.routes.js';

export const healthModule = {
  name: 'health',
  // `/healthz` and `/readyz`: outside /api and its limits.
  setUp: ({ database, jobs }) => ({
    root: [(app) => registerHealthRoutes(app, database.db, jobs)],
  }),
} satisfies AppModule;
