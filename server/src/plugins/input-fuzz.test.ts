import fs from 'node:fs';
import path from 'node:path';
import type { OrganisationSummary } from '@chapterhouse/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bearer, signedInAs, signedInStudent, type TestAccount } from '../../test/accounts.js';
import { documentedStatuses } from '../../test/documented-statuses.js';
import { testJpeg } from '../../test/images.js';
import { createTestApp, firstOrganisation, type TestApp } from '../../test/test-app.js';
import { exampleOf } from '../../test/zod-examples.js';
import { ZOD_PHRASING } from '../../test/zod-phrasing.js';
import { rowsOf } from '../db/client.js';
import type { RegisteredRoute } from './access.js';

/**
 * The bounded fuzz suite (issue 17): from the route table, every write route (POST, PUT, PATCH,
 * DELETE) gets CASES_PER_ROUTE generated bad requests, signed in with the rights the route needs
 * so each reaches its validation: NUL and unpaired surrogates, integers past a PostgreSQL
 * `integer`, hex/exponent/negative/float ids, wrong types, missing fields, overlong text, odd
 * JSON and content types, malformed multipart on the upload routes. Every answer must be below
 * 500 with `{ error }` for a 4xx, and a refused request must leave every table as it was.
 *
 * Seeded: a failure names its route, case and seed; `FUZZ_SEED=<seed>` replays the same run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_617);
/**
 * The full sample on both engines: a case that gets past validation reaches the database, and
 * each engine has errors of its own to turn into a 4xx.
 */
const CASES_PER_ROUTE = 56;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** An id no sample row has: a well-formed id that reaches the database and finds nothing. */
const MISSING_ID = '999999';
/**
 * Tables a refused request may change by design: counters of requests (the login throttle and the
 * rate limits, kept in the database so that several servers share them).
 */
const REQUEST_COUNTER_TABLES = new Set<string>(['rate_counters']);

// ---- Bad values ----

const INT4_PAST = [2_147_483_648, -2_147_483_649, 2 ** 53, 2 ** 53 + 2, 1e308, 1e21];
const badNumbers: unknown[] = [
  ...INT4_PAST,
  -1,
  0,
  1.5,
  -0.5,
  '1',
  '0x10',
  '1e3',
  '',
  'NaN',
  'Infinity',
];
const badTexts = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  'emoji half \ud83d',
  '   ',
  '',
  '\u202eevil',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  'x'.repeat(10_001),
];
const wrongTypes: unknown[] = [
  null,
  true,
  false,
  {},
  [],
  [null],
  { a: 1 },
  0,
  'text',
  [[['deep']]],
];
/** Ids as a URL carries them: only `[1-9][0-9]*` within an `integer` is one. */
const badIds = [
  '0x10',
  '1e3',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%C0%80',
  'NaN',
  '%201',
  '+1',
  '1%20',
  'abc',
  '%D9%A1%D9%A2',
  '..%2F..%2Fadmin',
  'x'.repeat(300),
];
const oddJsonBodies = [
  '',
  'null',
  '[]',
  '"text"',
  '0',
  '{',
  '{"a":',
  '{"a":1,}',
  '{"a":1e400}',
  '\u0000',
  '\ufeff{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a\\u0000":1}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'x'.repeat(2_000_000)}"}`,
];
const oddContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=latin1',
  'application/xml',
  'application/octet-stream',
];

// ---- The cases ----

interface FuzzCase {
  family: number;
  pick: number;
  other: number;
  text: string;
}

const fuzzCase = fc.record({
  family: fc.nat(),
  pick: fc.nat(),
  other: fc.nat(),
  // Any UTF-16 code units, unpaired surrogates and NUL included.
  text: fc.string({ unit: 'binary', maxLength: 12 }),
});

const pickFrom = <T>(values: readonly T[], index: number): T => values[index % values.length] as T;

interface Target {
  route: RegisteredRoute;
  account: TestAccount | undefined;
  /** A student's session cookie, for a student's own routes. */
  cookie?: string;
  /** The route's parameters filled with real (or plausible) values. */
  params: Record<string, string>;
  body: z.ZodType | undefined;
  example: Record<string, unknown> | undefined;
  upload: boolean;
}

function urlOf(route: RegisteredRoute, params: Record<string, string>): string {
  return route.url
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => params[name] ?? MISSING_ID)
    .replace(/\*$/, 'fuzz/nothing/here');
}

function jsonRequest(body: unknown): Partial<InjectOptions> {
  return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

let jpeg: Buffer;

function multipartBody(
  boundary: string,
  fields: Record<string, string>,
  files: { name: string; data: Buffer }[],
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: image/jpeg\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** One bad upload: the form is broken, or the file is fine and a field is not. */
function uploadRequest(c: FuzzCase): Partial<InjectOptions> & { label: string } {
  const boundary = 'fuzzboundary1234';
  const multipartType = `multipart/form-data; boundary=${boundary}`;
  const good = multipartBody(boundary, { alt: 'A photo' }, [{ name: 'p.jpg', data: jpeg }]);
  const badFields: Record<string, string>[] = [
    { alt: 'a\u0000b' },
    { caption: '\ud800' },
    { caption: 'x'.repeat(5000) },
    { alt: 'x'.repeat(301) },
    { eventId: '0x10' },
    { eventId: '1e3' },
    { eventId: '2147483648' },
    { eventId: '-1' },
    { eventId: '1%00' },
  ];
  switch (c.family % 9) {
    case 0:
      return {
        label: 'no boundary',
        payload: good,
        headers: { 'content-type': 'multipart/form-data' },
      };
    case 1: {
      const cut = 1 + (c.pick % (good.length - 1));
      return {
        label: `cut short at ${cut}`,
        payload: good.subarray(0, cut),
        headers: { 'content-type': multipartType },
      };
    }
    case 2:
      return {
        label: 'wrong boundary',
        payload: good,
        headers: { 'content-type': 'multipart/form-data; boundary=not-the-one' },
      };
    case 3:
      return {
        label: 'garbage',
        payload: Buffer.from(`${c.text}\r\n--${boundary}\r\n${c.text}`),
        headers: { 'content-type': multipartType },
      };
    case 4: {
      const fields = pickFrom(badFields, c.pick);
      return {
        label: `bad field ${JSON.stringify(fields).slice(0, 40)}`,
        payload: multipartBody(boundary, fields, [{ name: 'p.jpg', data: jpeg }]),
        headers: { 'content-type': multipartType },
      };
    }
    case 5:
      return { label: 'JSON instead of a form', ...jsonRequest({ file: 'x', alt: 'a' }) };
    case 6:
      return {
        label: 'two files',
        payload: multipartBody(boundary, { alt: 'A photo' }, [
          { name: 'a.jpg', data: jpeg },
          { name: 'b.jpg', data: jpeg },
        ]),
        headers: { 'content-type': multipartType },
      };
    case 7:
      return {
        label: 'not a picture',
        payload: multipartBody(boundary, { alt: 'A photo' }, [
          { name: 'p.jpg', data: Buffer.from(c.text || 'not a jpeg') },
        ]),
        headers: { 'content-type': multipartType },
      };
    default:
      return { label: 'empty', payload: '', headers: { 'content-type': multipartType } };
  }
}

/** One bad JSON request: the example with one thing wrong, or a body that is wrong as a whole. */
function jsonCase(target: Target, c: FuzzCase): Partial<InjectOptions> & { label: string } {
  const example = target.example ?? {};
  const fields = Object.keys(example);
  const textFields = fields.filter((key) => typeof example[key] === 'string');
  const numberFields = fields.filter((key) => typeof example[key] === 'number');
  const field = (choices: string[]) => (choices.length > 0 ? pickFrom(choices, c.other) : 'extra');
  const withField = (key: string, value: unknown, label: string) => ({
    label: `${label} in ${key}`,
    ...jsonRequest({ ...example, [key]: value }),
  });
  switch (c.family % 10) {
    case 0:
    case 1:
      return withField(field(textFields), pickFrom(badTexts, c.pick), 'bad text');
    case 2:
      return withField(field(numberFields), pickFrom(badNumbers, c.pick), 'bad number');
    case 3:
      return withField(field(fields), pickFrom(wrongTypes, c.pick), 'wrong type');
    case 4: {
      const { [field(fields)]: _missing, ...rest } = example;
      return { label: `missing ${field(fields)}`, ...jsonRequest(rest) };
    }
    case 5:
      return withField(
        field(textFields),
        `a${c.text}b`,
        `generated text ${JSON.stringify(c.text)}`,
      );
    case 6: {
      const raw = pickFrom(oddJsonBodies, c.pick);
      return {
        label: `odd JSON ${JSON.stringify(raw.slice(0, 30))}`,
        payload: raw,
        headers: { 'content-type': 'application/json' },
      };
    }
    case 7:
      return {
        label: `content type ${pickFrom(oddContentTypes, c.pick)}`,
        payload: JSON.stringify(example),
        headers: { 'content-type': pickFrom(oddContentTypes, c.pick) },
      };
    case 8:
      return {
        label: 'bad text in a key and a nested field',
        ...jsonRequest({ ...example, 'k\u0000': 1, nested: { deeper: ['\ud800', 2 ** 40] } }),
      };
    default:
      return { label: 'the example with a bad parameter', ...jsonRequest(example) };
  }
}

/** The case's request: a bad parameter in some, a bad body in the others. */
function requestFor(
  target: Target,
  c: FuzzCase,
  index: number,
): InjectOptions & { url: string; label: string; badParam: boolean } {
  const paramNames = Object.keys(target.params);
  const badParam =
    paramNames.length > 0 && (c.family % 3 === 0 || (!target.body && !target.upload));
  const params = { ...target.params };
  let label = '';
  if (badParam) {
    const name = pickFrom(paramNames, c.other);
    params[name] = pickFrom(badIds, c.pick);
    label = `${name}=${params[name]?.slice(0, 24)}; `;
  }
  const body = target.upload
    ? uploadRequest(c)
    : target.body
      ? jsonCase(target, c)
      : c.family % 2 === 0
        ? { label: 'no body' }
        : jsonCase(target, c);
  const { label: bodyLabel, headers, ...rest } = body;
  return {
    ...rest,
    method: target.route.method as InjectOptions['method'],
    url: urlOf(target.route, params),
    // Rate limits count per client: each case comes from its own address, so none is refused
    // by a limit before its validation has run.
    remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    headers: {
      ...(target.account ? bearer(target.account) : {}),
      ...(target.cookie ? { cookie: target.cookie } : {}),
      ...headers,
    },
    label: `${label}${bodyLabel}`,
    badParam,
  };
}

// ---- What a request changed ----

/** Per table: how many rows, and the newest transaction that wrote one (`xmin`). */
async function tableStates(t: TestApp): Promise<Map<string, { rows: number; xmin: number }>> {
  const tables = (
    await rowsOf<Record<string, unknown>>(
      t.database.db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )
  )
    .map((row) => String(row.tablename))
    .filter((name) => !REQUEST_COUNTER_TABLES.has(name));
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as rows, coalesce(max(xmin::text::bigint), 0)::text as xmin from "${name}"`,
    )
    .join(' union all ');
  const states = new Map<string, { rows: number; xmin: number }>();
  for (const row of await rowsOf<Record<string, unknown>>(t.database.db, sql.raw(query))) {
    states.set(String(row.name), { rows: Number(row.rows), xmin: Number(row.xmin) });
  }
  return states;
}

/**
 * The next transaction id the database will hand out: a transaction gets one when it first
 * writes, so while this stays put nothing was written and the tables need not be read again.
 */
async function nextTransactionId(t: TestApp): Promise<string> {
  const [row] = await rowsOf<Record<string, unknown>>(
    t.database.db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  );
  return String(row?.next);
}

function filesUnder(directory: string): number {
  if (!fs.existsSync(directory)) return 0;
  return fs.readdirSync(directory, { recursive: true }).length;
}

/** Rows inserted, deleted or rewritten between two states (at least one per changed table). */
function rowsWritten(
  before: Map<string, { rows: number; xmin: number }>,
  after: Map<string, { rows: number; xmin: number }>,
): { rows: number; tables: string[] } {
  let rows = 0;
  const tables: string[] = [];
  for (const [name, state] of after) {
    const old = before.get(name) ?? { rows: 0, xmin: 0 };
    if (old.rows === state.rows && old.xmin === state.xmin) continue;
    tables.push(name);
    rows += Math.max(1, Math.abs(state.rows - old.rows));
  }
  return { rows, tables };
}

// ---- The run ----

let t: TestApp;
const accounts: Partial<Record<'society' | 'council' | 'branch' | 'signedIn', TestAccount>> = {};
const organisations: Partial<Record<'society' | 'council', OrganisationSummary>> = {};

beforeAll(async () => {
  t = await createTestApp();
  organisations.society = await firstOrganisation(t, 'societies');
  organisations.council = await firstOrganisation(t, 'councils');
  accounts.society = await signedInAs(t, 'SOCIETY_ADMIN', organisations.society.slug);
  accounts.council = await signedInAs(t, 'COUNCIL_ADMIN', organisations.council.slug);
  accounts.branch = await signedInAs(t, 'BRANCH_ADMIN');
  jpeg = await testJpeg(16, 12);
});
afterAll(() => t?.close());

/** The first id of the collection a `.../:param` route edits, from its list; else MISSING_ID. */
async function realIdFor(route: RegisteredRoute, url: string, account?: TestAccount) {
  const listUrl = url.replace(/\/[^/]+$/, '');
  const response = await t.app.inject({
    method: 'GET',
    url: listUrl,
    headers: account ? bearer(account) : {},
  });
  if (response.statusCode !== 200) return MISSING_ID;
  const body = response.json() as { items?: { id?: number }[] } | { id?: number }[];
  const items = Array.isArray(body) ? body : (body.items ?? []);
  const id = items[0]?.id;
  return route.method === 'PUT' && typeof id === 'number' ? String(id) : MISSING_ID;
}

async function targetFor(route: RegisteredRoute): Promise<Target> {
  const access = route.access;
  let account: TestAccount | undefined;
  let cookie: string | undefined;
  const params: Record<string, string> = {};
  // Its own session: the route may end it (sign-out).
  if (access === 'student') cookie = (await signedInStudent(t, 'fuzz@example.edu')).cookie;
  if (access === 'branch-admin') account = accounts.branch;
  if (access === 'signed-in') {
    // Its own session: these routes may end it (logout) or change its password.
    accounts.signedIn = await signedInAs(t, 'COUNCIL_ADMIN', organisations.council?.slug ?? null);
    account = accounts.signedIn;
  }
  if (typeof access === 'object') {
    account = accounts[access.organisation];
    params.id = String(organisations[access.organisation]?.id);
  }
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
  for (const name of names) {
    if (name === 'id') continue;
    // Only edits (PUT) get a real row: a refused edit of a real row is the interesting case,
    // and deletions or actions on real rows would take the fixtures away from later routes.
    params[name] = MISSING_ID;
    if (route.method === 'PUT' && name === names.at(-1)) {
      params[name] = await realIdFor(route, urlOf(route, params), account);
    }
  }
  const body = route.schema?.body as z.ZodType | undefined;
  const example = body ? exampleOf(body) : undefined;
  return {
    route,
    account,
    ...(cookie ? { cookie } : {}),
    params,
    body,
    example:
      example && typeof example === 'object' && !Array.isArray(example)
        ? (example as Record<string, unknown>)
        : undefined,
    upload: Boolean(route.config?.multipartBody),
  };
}

/** The check below would pass vacuously if it could not see a write: it sees this one. */
async function expectWritesToBeSeen(): Promise<void> {
  const marker = await nextTransactionId(t);
  const before = await tableStates(t);
  const published = await t.app.inject({
    method: 'POST',
    url: '/api/admin/notifications',
    headers: accounts.branch ? bearer(accounts.branch) : {},
    payload: { type: 'other', title: 'Seen by the fuzz suite', message: 'A write it must notice.' },
  });
  expect(published.statusCode).toBe(201);
  expect(await nextTransactionId(t)).not.toBe(marker);
  expect(rowsWritten(before, await tableStates(t)).tables).toContain('notifications');
}

interface Finding {
  where: string;
  status: number;
  detail: string;
}

describe('the bounded fuzz suite over every write route', () => {
  it(`answers ${CASES_PER_ROUTE} bad requests per write route with 4xx and writes nothing (seed ${SEED})`, async () => {
    const routes = t.app.apiRoutes.filter((route) => WRITE_METHODS.has(route.method));
    expect(routes.length).toBeGreaterThan(80);
    await expectWritesToBeSeen();
    const uploadsDir = path.join(t.dataDir, 'media', 'uploads');
    const serverErrors: Finding[] = [];
    const badShapes: Finding[] = [];
    const rawMessages: Finding[] = [];
    const undocumented: Finding[] = [];
    const documented = await documentedStatuses(t.app);
    const writes: Finding[] = [];
    const laxIds: Finding[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    let rowsWrittenByRefused = 0;
    let accepted = 0;

    for (const [routeIndex, route] of routes.entries()) {
      // Its fixtures (a session of its own, a real id) are set up before the state is taken.
      const target = await targetFor(route);
      let marker = await nextTransactionId(t);
      let before = await tableStates(t);
      let filesBefore = filesUnder(uploadsDir);
      const cases = fc.sample(fuzzCase, { seed: SEED + routeIndex, numRuns: CASES_PER_ROUTE });
      for (const [caseIndex, c] of cases.entries()) {
        const { label, badParam, ...request } = requestFor(target, c, requests);
        const response: LightMyRequestResponse = await t.app.inject(request);
        requests += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `${route.method} ${route.url} case ${caseIndex} (seed ${SEED + routeIndex}): ${request.method} ${request.url.slice(0, 100)} ${label}`;
        // The API's document lists every status a route answers (plugins/openapi.ts); the
        // fallback of unknown paths is no operation of it.
        if (
          route.url !== '/api/*' &&
          !documented(route.method, route.url).has(response.statusCode)
        ) {
          undocumented.push({ where, status: response.statusCode, detail: 'not in the document' });
        }
        if (response.statusCode >= 500) {
          serverErrors.push({ where, status: response.statusCode, detail: response.body });
        } else if (response.statusCode >= 400) {
          const body = (() => {
            try {
              return response.json() as { error?: unknown };
            } catch {
              return undefined;
            }
          })();
          if (typeof body?.error !== 'string') {
            badShapes.push({
              where,
              status: response.statusCode,
              detail: response.body.slice(0, 200),
            });
          } else if (ZOD_PHRASING.test(body.error)) {
            // Every refusal reads as sentences naming the field, never zod's own phrasing.
            rawMessages.push({ where, status: response.statusCode, detail: body.error });
          }
        } else if (badParam) {
          // `0x10`, `1e3`, ` 1` are not ids: a route that acts on one has read it as another.
          laxIds.push({ where, status: response.statusCode, detail: response.body.slice(0, 100) });
        } else {
          accepted += 1;
        }
        const nextMarker = await nextTransactionId(t);
        const after = nextMarker === marker ? before : await tableStates(t);
        marker = nextMarker;
        const filesAfter = target.upload ? filesUnder(uploadsDir) : filesBefore;
        if (response.statusCode >= 400) {
          const written = rowsWritten(before, after);
          const files = filesAfter - filesBefore;
          if (written.rows > 0 || files !== 0) {
            rowsWrittenByRefused += written.rows;
            writes.push({
              where,
              status: response.statusCode,
              detail: `${written.tables.join(', ')}${files ? `; ${files} files` : ''}`,
            });
          }
        }
        before = after;
        filesBefore = filesAfter;
      }
    }

    console.log(
      `fuzz (seed ${SEED}): ${requests} requests over ${routes.length} write routes; ` +
        `5xx: ${serverErrors.length}; accepted (2xx): ${accepted}; bad ids accepted: ${laxIds.length}; ` +
        `rows written by refused requests: ${rowsWrittenByRefused}; statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    // Every write route was reached (there are over a hundred), each with its whole sample.
    expect(routes.length).toBeGreaterThanOrEqual(100);
    expect(requests).toBe(routes.length * CASES_PER_ROUTE);
    expect(serverErrors.slice(0, 20)).toEqual([]);
    expect(badShapes.slice(0, 20)).toEqual([]);
    expect(rawMessages.slice(0, 20)).toEqual([]);
    expect(undocumented.slice(0, 20)).toEqual([]);
    expect(writes.slice(0, 20)).toEqual([]);
    expect(laxIds.slice(0, 20)).toEqual([]);
  }, 300_000);
});
