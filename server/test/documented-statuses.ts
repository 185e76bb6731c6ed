import type { FastifyInstance } from 'fastify';

type Responses = Record<string, Record<string, { responses?: Record<string, unknown> }>>;

/**
 * The statuses the API's document lists for each operation (`GET /api/events/:id` → 200, 400,
 * 404), for the suites that call every route to check that what they get back is documented.
 */
export async function documentedStatuses(
  app: FastifyInstance,
): Promise<(method: string, url: string) => Set<number>> {
  const { paths } = (await app.inject('/api/openapi.json')).json<{ paths: Responses }>();
  return (method, url) => {
    const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const responses = paths[path]?.[method.toLowerCase()]?.responses ?? {};
    return new Set(Object.keys(responses).map(Number));
  };
}
