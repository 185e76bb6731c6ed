import fs from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export const OPENAPI_PATH = '/api/openapi.json';

/** The catch-all that answers unknown API paths with a JSON 404; not an operation. */
const API_NOT_FOUND_PATH = '/api/*';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The form of a multipart upload, for the document only: the handler reads and checks the
     * stream itself (sizes are limited while it streams), so it cannot be `schema.body`.
     */
    multipartBody?: z.ZodType;
  }
}

/** The server's own version, from src/ and from dist/ alike (both two levels below it). */
const serverVersion = (): string =>
  JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

const isOperation = (url: string) =>
  url.startsWith('/api/') && url !== API_NOT_FOUND_PATH && url !== OPENAPI_PATH;

/**
 * The API describes itself at `/api/openapi.json`, from the same zod schemas that validate its
 * requests and responses, so another site can build on the public reads without our code.
 * Register it before any route: the document collects routes as they are registered.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Chapterhouse API',
        description:
          'The REST API of an IEEE student branch site. Public reads need no token; everything ' +
          'else needs the bearer token that `POST /api/auth/login` returns.',
        version: serverVersion(),
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (document) => {
      // Pages, media files and the API's own plumbing are not operations of the API.
      if (!isOperation(document.url)) return { schema: { hide: true }, url: document.url };
      const { access, multipartBody: form } = document.route.config ?? {};
      const { schema, url } = jsonSchemaTransform(
        form
          ? {
              ...document,
              schema: { ...document.schema, consumes: ['multipart/form-data'], body: form },
            }
          : document,
      );
      return {
        schema: access === 'public' ? schema : { ...schema, security: [{ bearer: [] }] },
        url,
      };
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.get(OPENAPI_PATH, {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (_request, reply) => {
      // Checked again each time like every public read (its ETag makes that cheap).
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    },
  });
}
