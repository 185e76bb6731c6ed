import { type AppModule, routes } from '../app-module.js';
import { auditRoutes } from './audit.routes.js';

export const auditModule = {
  name: 'audit',
  setUp: ({ context }) => ({ api: [routes(auditRoutes, { context })] }),
} satisfies AppModule;
