import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { enforceAccessRules, type RegisteredRoute } from './access.js';
import { allowedMethods, registerApiFallback } from './api-fallback.js';

/** A small API of its own: the fallback reads whatever routes were registered before it. */
async function smallApi() {
  const app = Fastify();
  const routes: RegisteredRoute[] = [];
  enforceAccessRules(app, routes);
  const config = { access: 'public' } as const;
  const handler = async () => ({ ok: true });
  await app.register(
    async (api) => {
      api.get('/things', { config, handler });
      api.post('/things', { config, handler });
      api.get('/things/:id', { config, handler });
      api.delete('/things/:id', { config, handler });
      api.put('/things/:id/parts/:partId', { config, handler });
      registerApiFallback(api, routes);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return { app, routes };
}

describe('the /api fallback', () => {
  it('answers 405 with Allow where the path exists with other methods', async () => {
    const { app } = await smallApi();
    const put = await app.inject({ method: 'PUT', url: '/api/things' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    expect(put.json()).toEqual({
      error: 'PUT is not allowed here: /api/things allows GET, HEAD, POST.',
    });
    const post = await app.inject({ method: 'POST', url: '/api/things/7?draft=1' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('DELETE, GET, HEAD');
    const part = await app.inject({ method: 'GET', url: '/api/things/7/parts/2' });
    expect(part.statusCode).toBe(405);
    expect(part.headers.allow).toBe('PUT');
    await app.close();
  });

  it('answers 404 where no route has the path', async () => {
    const { app } = await smallApi();
    for (const url of [
      '/api/nothing',
      '/api/things/7/parts',
      '/api/things/7/parts/2/more',
      // The router takes no parameter over 100 characters: no route has this path, though its
      // pattern matches it (GET /api/things/:id).
      `/api/things/${'x'.repeat(101)}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.allow, url).toBeUndefined();
      expect(response.json().error, url).toMatch(/^No API route for GET /);
    }
    await app.close();
  });

  it('matches a parameter to one segment only', async () => {
    const { routes, app } = await smallApi();
    expect(allowedMethods(routes, '/api/things/7')).toEqual(['DELETE', 'GET', 'HEAD']);
    expect(allowedMethods(routes, '/api/things/7/8')).toEqual([]);
    expect(allowedMethods(routes, '/api/things.json')).toEqual([]);
    await app.close();
  });
});
