import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorResponseSchema } from '@chapterhouse/shared';
import fastifyMultipart from '@fastify/multipart';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { exampleOf, shapeOf } from '../../test/zod-examples.js';
import { enforceAccessRules, type RegisteredRoute } from './access.js';
import { errorStatusesOf, OPENAPI_PATH, registerOpenApi } from './openapi.js';

/**
 * POST routes that act on their URL alone (a sign-out, a state change of the record the URL
 * names): they read no body, so there is none to describe. Any other write without a body
 * schema fails below.
 */
const ACTIONS_WITHOUT_BODY = new Set([
  'POST /api/auth/logout',
  'POST /api/newsletter/confirm/:token',
  'POST /api/newsletter/unsubscribe/:token',
  'POST /api/society-dashboard/society/:id/events/upcoming/:itemId/move-to-past',
  'POST /api/council-dashboard/council/:id/events/upcoming/:itemId/move-to-past',
  'POST /api/society-dashboard/society/:id/series/:itemId/certificates',
  'POST /api/council-dashboard/council/:id/series/:itemId/certificates',
  'POST /api/admin/organisations/:orgId/archive',
  'POST /api/admin/organisations/:orgId/restore',
  'POST /api/admin/accounts/:userId/invitation',
  'POST /api/admin/accounts/:userId/password-reset',
  'POST /api/admin/accounts/:userId/disable',
  'POST /api/admin/accounts/:userId/enable',
  'POST /api/admin/outbox/:mailId/retry',
  'POST /api/registrations/:token/confirm',
  'POST /api/registrations/:token/cancel',
  'POST /api/registrations/:token/sessions/:eventId/cancel',
  'POST /api/registrations/:token/cancel-series',
  'POST /api/join/:token',
  'POST /api/admin/newsletter/issues/:issueId/test',
  'POST /api/admin/newsletter/proposals/:proposalId/dismiss',
  'POST /api/team-invitations/:invitationId/accept',
  'POST /api/team-invitations/:invitationId/decline',
  'POST /api/me/sign-in/:token',
  'POST /api/me/sign-out',
  'POST /api/me/registrations/:registrationId/link',
  'POST /api/registrations/:token/gateway-order',
]);

/** Bodies read as sent, never parsed by a schema first: a signature is over their bytes. */
const RAW_BODIES = new Set(['POST /api/payments/razorpay/webhook']);

/** Where `redocly.yaml` is: the repository's root, above `server/`. */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

type Document = OpenAPIV3_1.Document & { paths: OpenAPIV3_1.PathsObject };
type Method = Lowercase<OpenAPIV3_1.HttpMethods>;

/** `/api/x/:id` as OpenAPI writes it: `/api/x/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp({ sample: false });
  const response = await t.app.inject(OPENAPI_PATH);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json<Document>();
});
afterAll(() => t.close());

/** The API's operations: its routes bar HEAD (Fastify adds one per GET) and its plumbing. */
const operations = () =>
  t.app.apiRoutes.filter(
    (route) => route.method !== 'HEAD' && route.url !== '/api/*' && route.url !== OPENAPI_PATH,
  );

/** A route's operation in the document. */
const operationOf = (route: { method: string; url: string }) =>
  document.paths[openApiPath(route.url)]?.[route.method.toLowerCase() as Method];

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is valid OpenAPI 3.1, named after the API and the server version', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
    const server = JSON.parse(
      fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    );
    expect(document.info).toMatchObject({ title: 'Chapterhouse API', version: server.version });
  });

  it('lists every API operation, with the public reads a department site builds on', () => {
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = operations().map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(listed.sort()).toEqual(registered.sort());
    expect(listed).toContain('GET /api/societies');
    expect(listed).toContain('GET /api/councils/{idOrSlug}');
    expect(listed.some((operation) => !operation.split(' ')[1]?.startsWith('/api/'))).toBe(false);
  });

  it('names every operation once, with a summary, on a server relative to itself', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    const ids = new Map<string, string>();
    for (const route of operations()) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(route);
      expect(operation?.operationId, name).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      expect(operation?.summary, name).toMatch(/\S/);
      expect(ids.get(operation?.operationId ?? ''), `${name}: operationId taken`).toBeUndefined();
      ids.set(operation?.operationId ?? '', name);
    }
    expect(ids.get('getEventsById')).toBe('GET /api/events/:id');
    expect(ids.get('postAuthLogin')).toBe('POST /api/auth/login');
  });

  it('lists every error an operation can answer, each with the { error } schema', () => {
    const lacking: string[] = [];
    for (const route of operations()) {
      const name = `${route.method} ${route.url}`;
      const responses = operationOf(route)?.responses ?? {};
      for (const status of errorStatusesOf(route)) {
        const answer = responses[status] as OpenAPIV3_1.ResponseObject | undefined;
        const schema = answer?.content?.['application/json']?.schema;
        if (
          !answer?.description ||
          !schema ||
          !('properties' in schema && schema.properties?.error)
        ) {
          lacking.push(`${name}: ${status}`);
        }
      }
    }
    expect(lacking).toEqual([]);
    // What the rules give, for a few routes of each kind.
    const statuses = (method: string, url: string) =>
      Object.keys(document.paths[openApiPath(url)]?.[method as Method]?.responses ?? {});
    expect(statuses('get', '/api/societies')).toEqual(['200']);
    // 401: a wrong password, which the route lists itself.
    expect(statuses('post', '/api/auth/login')).toEqual(['200', '400', '401', '413', '415', '429']);
    expect(statuses('delete', '/api/admin/notifications/:notificationId')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '413', '415']),
    );
  });

  it("asks for the bearer token on every route but the public ones and a student's own", () => {
    expect(document.components?.securitySchemes?.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.components?.securitySchemes?.studentSession).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'student_session',
    });
    for (const route of operations()) {
      const operation =
        document.paths[openApiPath(route.url)]?.[route.method.toLowerCase() as Method];
      const name = `${route.method} ${route.url}`;
      // Public operations say so: `[]` overrides any requirement a client might assume.
      if (route.access === 'public') expect(operation?.security, name).toEqual([]);
      else if (route.access === 'student') {
        expect(operation?.security, name).toEqual([{ studentSession: [] }]);
      } else expect(operation?.security, name).toEqual([{ bearer: [] }]);
    }
  });

  it('has a schema for every route: its answers, its path parameters and its body', () => {
    const described = new Map(
      t.app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route]),
    );
    const lacking = operations().flatMap((route) => {
      const name = `${route.method} ${route.url}`;
      const missing = missingSchemas(name, described.get(name));
      return missing.length > 0 ? [`${name}: ${missing.join(', ')}`] : [];
    });
    expect(lacking).toEqual([]);
    // A renamed or removed action must leave the list above too.
    for (const name of [...ACTIONS_WITHOUT_BODY, ...RAW_BODIES]) {
      expect(described.has(name), name).toBe(true);
    }
  });
});

/** What a route's schema leaves out: a success answer, its path parameters, its body. */
function missingSchemas(name: string, route: RegisteredRoute | undefined): string[] {
  const [method = '', url = ''] = name.split(' ');
  const missing: string[] = [];
  const statuses = Object.keys((route?.schema?.response as object | undefined) ?? {});
  if (!statuses.some((status) => /^2/.test(status))) missing.push('a success response');
  if (url.includes(':') && !route?.schema?.params) missing.push('params');
  if (
    ['POST', 'PUT', 'PATCH'].includes(method) &&
    !route?.schema?.body &&
    !route?.config?.multipartBody &&
    !ACTIONS_WITHOUT_BODY.has(name) &&
    !RAW_BODIES.has(name)
  ) {
    missing.push('body (or config.multipartBody for an upload)');
  }
  return missing;
}

describe('the check for missing schemas', () => {
  it('names what each route leaves out', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const registered: RegisteredRoute[] = [];
    enforceAccessRules(app, registered);
    await registerOpenApi(app);
    const config = { access: 'public' } as const;
    const ok = z.object({ ok: z.boolean() });
    const handler = async () => ({ ok: true });
    app.get('/api/bare/:id', { config, handler });
    app.get('/api/errors-only', { config, schema: { response: { 404: ok } }, handler });
    app.post('/api/things', { config, schema: { response: { 201: ok } }, handler });
    app.put('/api/things/:id', {
      config,
      schema: { params: z.object({ id: z.string() }), body: ok, response: { 200: ok } },
      handler,
    });
    await app.ready();
    const check = (name: string) =>
      missingSchemas(
        name,
        registered.find((route) => `${route.method} ${route.url}` === name),
      );
    expect(check('GET /api/bare/:id')).toEqual(['a success response', 'params']);
    expect(check('GET /api/errors-only')).toEqual(['a success response']);
    expect(check('POST /api/things')).toEqual(['body (or config.multipartBody for an upload)']);
    expect(check('PUT /api/things/:id')).toEqual([]);
    await app.close();
  });
});

describe('an upload in the document', () => {
  it('shows the form its handler reads from the multipart stream', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app);
    await app.register(fastifyMultipart);
    app.post('/api/pictures', {
      config: {
        access: 'signed-in',
        multipartBody: z.object({ file: z.file(), alt: z.string().max(300) }),
      },
      schema: { response: { 201: z.object({ name: z.string() }) } },
      handler: async (request, reply) => {
        const file = await request.file();
        await file?.toBuffer();
        return reply.status(201).send({ name: file?.filename ?? '' });
      },
    });
    await app.ready();

    const boundary = 'picture-boundary';
    const upload = await app.inject({
      method: 'POST',
      url: '/api/pictures',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="photo.jpg"',
        'Content-Type: image/jpeg',
        '',
        'not really a photo',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json()).toEqual({ name: 'photo.jpg' });

    const described = (await app.inject(OPENAPI_PATH)).json<Document>();
    const body = described.paths['/api/pictures']?.post
      ?.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    expect(body.content['multipart/form-data']?.schema).toMatchObject({
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' }, alt: { type: 'string' } },
    });
    await app.close();
  });
});

describe('the lint of the document (redocly.yaml)', () => {
  it('finds no errors under the recommended rules', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-openapi-'));
    const file = path.join(directory, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const result = spawnSync(
      process.execPath,
      [cli, 'lint', file, '--config', path.join(repositoryRoot, 'redocly.yaml'), '--format=json'],
      {
        encoding: 'utf8',
        // Offline: no usage reports, no check for a newer version.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        timeout: 60_000,
      },
    );
    fs.rmSync(directory, { recursive: true, force: true });
    const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
      problems: { ruleId: string; severity: string; message: string; location: unknown[] }[];
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map(
        (problem) => `${problem.ruleId}: ${problem.message} ${JSON.stringify(problem.location)}`,
      );
    expect(errors).toEqual([]);
    expect(result.status, result.stderr).toBe(0);
  }, 60_000);
});

/**
 * Values a request field may carry, right and wrong: formats (e-mail, link, date, date-time,
 * time), lengths, numbers past their bounds, wrong types.
 */
const PROBES: unknown[] = [
  'not-an-email',
  'a@b',
  'ada@example.org',
  'javascript:alert(1)',
  '//evil.example/x.png',
  'ftp://example.org/x',
  'https://example.org/x',
  '/media/x.png',
  '2026-02-30',
  '2026-13-01',
  '2026-07-01',
  '2026-07-01T10:00',
  '2026-07-01T10:00:00Z',
  '10:30',
  '25:00',
  '',
  'fuzz-slug',
  'x'.repeat(121),
  'x'.repeat(255),
  'x'.repeat(5001),
  -1,
  0,
  1,
  1.5,
  101,
  2 ** 31,
  true,
  null,
  [],
  [1, 1],
  ['a'],
  {},
];
/** What a URL carries: text only. */
const TEXT_PROBES = PROBES.filter((probe) => typeof probe === 'string').concat([
  '0x10',
  '1e3',
  '-1',
  '0',
  '7',
  '101',
  '2147483648',
  '9999999999',
  'abc',
]);

type JsonSchema = Record<string, unknown>;

// ajv-formats is CommonJS: its function arrives as the default export's `default`.
const addFormats = ajvFormats.default;

interface Disagreement {
  operation: string;
  value: string;
  zod: string;
}

/**
 * Each operation's input as zod and the document each judge it: the route's example (zod's first
 * accepted value of each field) with one field changed to each probe, or left out.
 */
function compare(
  operation: string,
  zodSchema: z.ZodType,
  jsonSchema: JsonSchema,
  probes: readonly unknown[],
  ajv: Ajv2020,
  findings: { lax: Disagreement[]; strict: Disagreement[]; crossField: Disagreement[] },
): number {
  const validate = ajv.compile(jsonSchema);
  const shape = shapeOf(zodSchema) ?? {};
  // The fields' own rules, without the object's cross-field ones (which JSON Schema cannot say).
  const fieldsOnly = z.object(shape as z.ZodRawShape);
  // An object body wrapped in a transform has no example of its own: its fields' then.
  const whole = exampleOf(zodSchema);
  const example = (whole && typeof whole === 'object' ? whole : exampleOf(fieldsOnly)) as Record<
    string,
    unknown
  >;
  const candidates: Record<string, unknown>[] = [example];
  for (const field of Object.keys(shape)) {
    const { [field]: _left, ...without } = example;
    candidates.push(without);
    for (const probe of probes) candidates.push({ ...example, [field]: probe });
  }
  for (const candidate of candidates) {
    // ajv may coerce a query's values in place: each judge gets its own copy.
    const parsed = zodSchema.safeParse(structuredClone(candidate));
    const byFields = fieldsOnly.safeParse(structuredClone(candidate)).success;
    const documented = validate(structuredClone(candidate));
    const value = JSON.stringify(candidate).slice(0, 160);
    const zod = parsed.success ? 'accepts' : parsed.error.issues.map((i) => i.message).join('; ');
    if (!parsed.success && documented) {
      // The document allows what the server refuses: only a cross-field rule may do that, and
      // the document words it.
      if (!byFields) findings.lax.push({ operation, value, zod });
      else if (!JSON.stringify(jsonSchema).includes('"description"')) {
        findings.crossField.push({ operation, value, zod });
      }
    } else if (
      parsed.success &&
      !documented &&
      !numberAsText(candidate, validate.errors, jsonSchema)
    ) {
      findings.strict.push({ operation, value, zod: JSON.stringify(validate.errors?.[0]) });
    }
  }
  return candidates.length;
}

/**
 * The one leniency the document leaves out: number fields also take the number as text, as an
 * HTML form sends it ('40', or '' for none where a field may be blank). `info.description` says so.
 */
function numberAsText(
  candidate: Record<string, unknown>,
  errors: ErrorObject[] | null | undefined,
  jsonSchema: JsonSchema,
) {
  return (errors ?? []).every((error) => {
    // The field, in a nested object too (`/categories/Technical/points`), and its schema.
    let value: unknown = candidate;
    let schema: JsonSchema | undefined = jsonSchema;
    for (const step of error.instancePath.split('/').slice(1)) {
      value = (value as Record<string, unknown> | undefined)?.[step];
      schema = ((schema?.properties ?? {}) as Record<string, JsonSchema>)[step];
    }
    return (
      typeof value === 'string' &&
      !Number.isNaN(Number(value)) &&
      /"type":"(integer|number)"/.test(JSON.stringify(schema))
    );
  });
}

/** An operation's path or query parameters as one object schema. */
function parametersSchema(operation: OpenAPIV3_1.OperationObject, where: 'path' | 'query') {
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const chosen = parameters.filter((parameter) => parameter.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(chosen.map((parameter) => [parameter.name, parameter.schema])),
    required: chosen.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

describe('the document and the validation', () => {
  it('refuse and accept the same requests, bar the cross-field rules it words', () => {
    const strictAjv = () => {
      const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true });
      addFormats(ajv);
      return ajv;
    };
    const ajv = strictAjv();
    // A query arrives as text; the document gives its values' types, as the server reads them.
    const queryAjv = new Ajv2020({
      strict: false,
      coerceTypes: true,
      allErrors: true,
      verbose: true,
    });
    addFormats(queryAjv);
    const findings = { lax: [], strict: [], crossField: [] } as {
      lax: Disagreement[];
      strict: Disagreement[];
      crossField: Disagreement[];
    };
    let checked = 0;
    for (const route of operations()) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(route);
      if (!operation) continue;
      const body = route.schema?.body as z.ZodType | undefined;
      const content = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content;
      const json = content?.['application/json']?.schema as JsonSchema | undefined;
      if (body && json) checked += compare(name, body, json, PROBES, ajv, findings);
      const params = route.schema?.params as z.ZodType | undefined;
      if (params) {
        checked += compare(
          name,
          params,
          parametersSchema(operation, 'path'),
          TEXT_PROBES,
          ajv,
          findings,
        );
      }
      const query = route.schema?.querystring as z.ZodType | undefined;
      if (query) {
        // A query's rules across its parameters are worded in the operation's description
        // (`openapi.ts`), where no parameter's schema could hold them.
        const schema = {
          ...parametersSchema(operation, 'query'),
          description: operation.description,
        };
        checked += compare(name, query, schema, TEXT_PROBES, queryAjv, findings);
      }
    }
    console.log(
      `the document and zod judged ${checked} requests: ${findings.lax.length} too lax, ` +
        `${findings.strict.length} too strict, ${findings.crossField.length} unworded rules`,
    );
    expect(checked).toBeGreaterThan(5000);
    expect(findings.lax.slice(0, 30)).toEqual([]);
    expect(findings.strict.slice(0, 30)).toEqual([]);
    expect(findings.crossField.slice(0, 30)).toEqual([]);
  });
});

describe('a route added later', () => {
  it('gets its operationId, summary, security and error answers from its declaration', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app);
    const ok = z.object({ ok: z.boolean() });
    app.put('/api/society-dashboard/society/:id/venues/:venueId', {
      config: { access: { organisation: 'society' } },
      schema: {
        params: z.object({ id: z.string(), venueId: z.string() }),
        body: z.object({ email: z.string().trim().pipe(z.email()) }),
        response: { 200: ok, 409: errorResponseSchema },
      },
      handler: async () => ({ ok: true }),
    });
    app.post('/api/venues/:venueId/ratings', {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        summary: 'Rate a venue',
        params: z.object({ venueId: z.string() }),
        body: ok,
        response: { 201: ok },
      },
      handler: async () => ({ ok: true }),
    });
    await app.ready();
    const described = (await app.inject(OPENAPI_PATH)).json<Document>();

    const edit = described.paths['/api/society-dashboard/society/{id}/venues/{venueId}']?.put;
    expect(edit?.operationId).toBe('putSocietyDashboardSocietyByIdVenuesByVenueId');
    expect(edit?.summary).toBe('Replace society dashboard › society › {id} › venues › {venueId}');
    expect(edit?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(edit?.responses ?? {})).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
    ]);
    const body = edit?.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(body.content['application/json']?.schema).toMatchObject({
      properties: { email: { type: 'string', format: 'email' } },
    });

    const rate = described.paths['/api/venues/{venueId}/ratings']?.post;
    expect(rate?.operationId).toBe('postVenuesByVenueIdRatings');
    expect(rate?.summary).toBe('Rate a venue');
    expect(rate?.security).toEqual([]);
    expect(Object.keys(rate?.responses ?? {})).toEqual(['201', '400', '404', '413', '415', '429']);
    expect(rate?.responses?.['429']).toMatchObject({
      description: expect.stringMatching(/Too many requests/),
      content: { 'application/json': { schema: { properties: { error: { type: 'string' } } } } },
    });
    await app.close();
  });
});
