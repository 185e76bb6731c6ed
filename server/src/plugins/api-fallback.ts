import type { FastifyInstance } from 'fastify';
import type { RegisteredRoute } from './access.js';

/** The route that answers every `/api` request no other route takes. */
export const API_FALLBACK_PATH = '/api/*';

/** A route's path as a pattern of request paths: `:id` is one segment, `*` the rest. */
const patternOf = (url: string) =>
  new RegExp(
    `^${url
      .split('/')
      .map((segment) =>
        segment === '*'
          ? '.*'
          : segment.startsWith(':')
            ? '[^/]+'
            : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );

/**
 * The methods the API serves at a request path (HEAD beside each GET, as Fastify adds it), read
 * from the route table, so a route added later counts at once.
 */
export function allowedMethods(routes: readonly RegisteredRoute[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.url === API_FALLBACK_PATH) continue;
    if (patternOf(route.url).test(path)) methods.add(route.method);
  }
  return [...methods].sort();
}

/**
 * Inside the `/api` scope, after every module: a path the API has, asked with a method it does
 * not have, answers 405 with `Allow` (RFC 9110); an unknown path answers a JSON 404, never the
 * HTML "page not found".
 */
export function registerApiFallback(
  api: FastifyInstance,
  routes: readonly RegisteredRoute[],
): void {
  api.all('/*', { config: { access: 'public' } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const methods = allowedMethods(routes, path);
    // The request's own method among them: the router did not take the path as the pattern
    // does (a parameter over its 100 characters), so no route has it.
    if (methods.length === 0 || methods.includes(request.method)) {
      return reply.status(404).send({ error: `No API route for ${request.method} ${path}` });
    }
    return reply
      .status(405)
      .header('allow', methods.join(', '))
      .send({
        error: `${request.method} is not allowed here: ${path} allows ${methods.join(', ')}.`,
      });
  });
}
