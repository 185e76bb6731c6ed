import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { enforceAccessRules, type RegisteredRoute } from './access.js';

describe('enforceAccessRules', () => {
  it('refuses an API route that declares no access rule', async () => {
    const app = Fastify();
    enforceAccessRules(app, []);
    expect(() => app.get('/api/secret', async () => 'anything')).toThrow(
      'Route GET /api/secret declares no access rule',
    );
  });

  it('records API routes with their rule and ignores pages', async () => {
    const app = Fastify();
    const registry: RegisteredRoute[] = [];
    enforceAccessRules(app, registry);
    app.get('/api/open', { config: { access: 'public' } }, async () => 'ok');
    app.get('/page', async () => 'page');
    await app.ready();
    expect(registry).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/api/open', access: 'public' }),
    );
    expect(registry.some((route) => route.url === '/page')).toBe(false);
  });
});
