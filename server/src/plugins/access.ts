import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route. Every `/api` route declares one in `config.access`; registering a route
 * without one fails at start, and a test walks the registered routes to prove it.
 */
export type AccessRule = 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** Every `/api` route with its declared access rule, for the test that checks them all. */
    apiRoutes: readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessRule | undefined;
}

/** Records every `/api` route with its rule and refuses routes that declare none. */
export function enforceAccessRules(app: FastifyInstance, registry: RegisteredRoute[]): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = (route.config as { access?: AccessRule } | undefined)?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registry.push({ method, url: route.url, access });
    if (!access) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule`);
    }
  });
}
