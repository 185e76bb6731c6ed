import fs from 'node:fs';
import { errorResponseSchema } from '@chapterhouse/shared';
import fastifySwagger from '@fastify/swagger';
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STUDENT_SESSION_COOKIE } from '../modules/students/student-session.js';

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

type JsonSchema = Record<string, unknown>;

/** What a string's pipe checks after its first part, which the document must say too. */
const STRING_KEYWORDS = ['format', 'pattern', 'minLength', 'maxLength', 'enum', 'anyOf'] as const;

/**
 * zod writes a pipe of a request (`text.trim().pipe(z.email())`) as its first part only, so
 * the document would allow any text where the API wants an e-mail address. This adds what the
 * pipe's second part checks (format, pattern, lengths) to a string's schema. It also keeps what
 * fastify-type-provider-zod's own override does for us: a union's empty branches are dropped.
 */
function describePipes(context: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }): void {
  const def = context.zodSchema._zod.def;
  const json = context.jsonSchema;
  if (def.type === 'union' && Array.isArray(json.anyOf)) {
    json.anyOf = json.anyOf.filter((branch: JsonSchema) => Object.keys(branch).length > 0);
  }
  if (def.type !== 'pipe' || json.type !== 'string') return;
  const out = z.toJSONSchema((def as z.core.$ZodPipeDef).out, {
    io: 'input',
    unrepresentable: 'any',
    override: describePipes,
  }) as JsonSchema;
  if (out.type !== 'string') return;
  for (const keyword of STRING_KEYWORDS) {
    const value = out[keyword];
    if (value === undefined) continue;
    if (json[keyword] === undefined) json[keyword] = value;
    else if (keyword === 'minLength')
      json[keyword] = Math.max(Number(json[keyword]), Number(value));
    else if (keyword === 'maxLength')
      json[keyword] = Math.min(Number(json[keyword]), Number(value));
    else if (keyword === 'pattern' && json.pattern !== value) {
      // One `pattern` per schema: the second one joins through allOf.
      json.allOf = [...((json.allOf as JsonSchema[] | undefined) ?? []), { pattern: value }];
    }
  }
}

const jsonSchemaTransform = createJsonSchemaTransform({
  zodToJsonConfig: { override: describePipes },
});
const jsonSchemaTransformObject = createJsonSchemaTransformObject({
  zodToJsonConfig: { override: describePipes },
});

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const pascal = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** `/api/events/:id` → its segments after `/api`. */
const segmentsOf = (url: string) => url.split('/').filter(Boolean).slice(1);

/**
 * An operation's id, from its method and path alone, so a route added later gets one too and no
 * list can drift: `GET /api/events/:id` → `getEventsById`. Unique because method and path are.
 */
export function operationIdOf(method: string, url: string): string {
  const words = segmentsOf(url).map((segment) =>
    segment === '*' ? 'Any' : segment.startsWith(':') ? `By${pascal(segment)}` : pascal(segment),
  );
  return `${method.toLowerCase()}${words.join('')}`;
}

const VERBS: Record<string, string> = {
  GET: 'Read',
  POST: 'Send to',
  PUT: 'Replace',
  PATCH: 'Change',
  DELETE: 'Delete',
};

/**
 * A summary a route does not write itself (`schema.summary`), from its method and path:
 * `PUT /api/admin/site/about` → "Replace admin › site › about".
 */
export function summaryOf(method: string, url: string): string {
  const words = segmentsOf(url).map((segment) =>
    segment.startsWith(':') ? `{${segment.slice(1)}}` : segment.replaceAll('-', ' '),
  );
  return `${VERBS[method] ?? method} ${words.join(' › ')}`;
}

/** What each error status means, for the answers the document lists with `{ error }`. */
export const ERROR_STATUSES = {
  400: 'The request is not valid: `error` names the field and what it needs, in a sentence.',
  401: 'No valid session: sign in with `POST /api/auth/login` and send its token.',
  403: 'Signed in, but this account may not do this.',
  404: 'Nothing is at this address (an unknown id, slug or link).',
  409: 'A conflict: the record changed since it was read, or the value is already taken.',
  413: 'The request body is too large.',
  415: 'The body is not of a type this operation takes.',
  429: 'Too many requests from this client; `error` says when to try again.',
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

/**
 * The error answers a route can give, from what it declares: its rule (401/403), its parameters
 * or organisation (404), its input (400), a body (413/415, for every write: Fastify reads any
 * JSON body it is sent) and a rate limit (429). What the route lists itself (409...) is kept.
 */
export function errorStatusesOf(route: {
  method: string;
  url: string;
  schema?: FastifySchema;
  config?: FastifyContextConfig;
}): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>();
  const { access, rateLimit, multipartBody } = route.config ?? {};
  const { schema } = route;
  if (access !== 'public') statuses.add(401).add(403);
  if (typeof access === 'object' || route.url.includes(':')) statuses.add(404);
  if (schema?.body || schema?.querystring || schema?.params || multipartBody) statuses.add(400);
  if (WRITE_METHODS.has(route.method)) statuses.add(400).add(413).add(415);
  if (rateLimit) statuses.add(429);
  for (const status of Object.keys((schema?.response as object | undefined) ?? {})) {
    if (status in ERROR_STATUSES) statuses.add(Number(status) as ErrorStatus);
  }
  return [...statuses].sort();
}

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
          "else needs the bearer token that `POST /api/auth/login` returns, but a student's own " +
          '`/api/me` routes, which take the `student_session` cookie a sign-in link sets. Every ' +
          'error answers ' +
          '`{ "error": "<a sentence>" }`. Every text a request carries must be storable: NUL ' +
          'and unpaired UTF-16 surrogates are refused (400), and texts are trimmed first. Number ' +
          'fields also take the number as text, as an HTML form sends it. A ' +
          'method a path does not have answers 405 with an `Allow` header.',
        version: serverVersion(),
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Relative: the document is served by the API it describes, at whatever origin that is.
      servers: [{ url: '/', description: 'The site that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          studentSession: { type: 'apiKey', in: 'cookie', name: STUDENT_SESSION_COOKIE },
        },
      },
    },
    transform: (document) => {
      // Pages, media files and the API's own plumbing are not operations of the API.
      if (!isOperation(document.url)) return { schema: { hide: true }, url: document.url };
      const route = document.route;
      const method = String(document.route.method);
      const config = route.config ?? {};
      const form = config.multipartBody;
      const errors = errorStatusesOf({
        method,
        url: document.url,
        schema: document.schema,
        config,
      });
      const declared = (document.schema.response ?? {}) as Record<string, unknown>;
      const response = { ...declared };
      for (const status of errors) response[status] ??= errorResponseSchema;
      const { schema, url } = jsonSchemaTransform({
        ...document,
        schema: {
          ...document.schema,
          ...(form ? { consumes: ['multipart/form-data'], body: form } : {}),
          response,
        },
      });
      const responses = (schema.response ?? {}) as Record<string, Record<string, unknown>>;
      for (const status of errors) {
        responses[status] = { ...responses[status], description: ERROR_STATUSES[status] };
      }
      // A query's own rules (`from` before `to`) would be lost among its parameters.
      const query = document.schema.querystring as z.core.$ZodType | undefined;
      const rules = query ? z.globalRegistry.get(query)?.description : undefined;
      return {
        schema: {
          ...schema,
          ...(rules ? { description: [schema.description, rules].filter(Boolean).join(' ') } : {}),
          operationId: operationIdOf(method, url),
          summary: document.schema.summary ?? summaryOf(method, url),
          // Public operations say so (`[]`); a student's need their session's cookie, the rest
          // the officer's bearer token.
          security:
            config.access === 'public'
              ? []
              : config.access === 'student'
                ? [{ studentSession: [] }]
                : [{ bearer: [] }],
        },
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
