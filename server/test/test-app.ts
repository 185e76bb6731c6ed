import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { OrganisationSummary } from '@chapterhouse/shared';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import type { ViteDevServer } from 'vite';
import { inject } from 'vitest';
import { needsSiteBuild } from '../../scripts/build-state.mjs';
import { type AppOptions, buildApp, webRoot } from '../src/app.js';
import { type DatabaseConnection, openDatabase } from '../src/db/client.js';
import { type Clock, fixedClock } from '../src/lib/clock.js';
import type { AppConfig } from '../src/modules/app-module.js';
import type { MailTransport } from '../src/modules/mail/mailer.js';
import type { MediaStorage } from '../src/modules/media/storage.js';
import { createDevelopmentVite } from '../src/plugins/web.js';
import type { PgliteTemplates } from './global-setup.js';
import { loadSampleAt, TEST_NOW, TEST_TIMEZONE } from './test-moment.js';

/** Which engine this test run uses: PGlite unless the PostgreSQL project asked for it. */
export const testEngine: 'pglite' | 'postgres' =
  process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export { TEST_NOW, TEST_TIMEZONE };

/**
 * The public origin test apps are configured with unless a test names its own: the origin
 * `inject`'s requests reach (Host `localhost:80`), so links read as they did when they came from
 * the request.
 */
export const TEST_ORIGIN = 'http://localhost:80';

/** A test's database, which another server (its own connection) can open too. */
export interface TestDatabase extends DatabaseConnection {
  reopen(): Promise<DatabaseConnection>;
  /** On PostgreSQL, where a server process can reach it (DATABASE_URL). */
  url?: string;
}

/** What a test database starts as: not migrated, migrated and empty, or with the sample content. */
type TestStart = keyof PgliteTemplates;

const pgliteTemplates = new Map<TestStart, Blob>();
/**
 * The dump of an embedded database that `global-setup.ts` made once for the run (migrated, with
 * the sample content or without, or only created), read once per worker: each test file starts
 * from it instead of creating a new database (initdb), migrating it and loading the sample.
 */
function pgliteTemplate(start: TestStart): Blob | undefined {
  const file = inject('pgliteTemplates')?.[start];
  if (!file) return undefined;
  let template = pgliteTemplates.get(start);
  if (!template) {
    template = new Blob([fs.readFileSync(file)]);
    pgliteTemplates.set(start, template);
  }
  return template;
}

type CompiledPglite = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>>;
/** The server's TypeScript settings have no DOM library, where `WebAssembly`'s value is declared. */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledPglite['pgliteWasmModule']> };
  }
).WebAssembly;

let pgliteCompiled: Promise<CompiledPglite> | undefined;
/**
 * PGlite's WebAssembly module and file bundle, compiled and read once per worker (which keeps
 * its modules from file to file, vitest.config.ts): PGlite would otherwise compile them again
 * for every database a test opens, half the time of opening one.
 */
function compiledPglite() {
  pgliteCompiled ??= (async () => {
    const folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await wasm.compile(fs.readFileSync(path.join(folder, 'pglite.wasm'))),
      fsBundle: new Blob([fs.readFileSync(path.join(folder, 'pglite.data'))]),
    };
  })();
  return pgliteCompiled;
}

/**
 * Fills an empty DATA_DIR with an embedded database that is created but not migrated, as a
 * server's first start leaves it before migrating: the tests that run the server as a process
 * skip PGlite's initdb (about 5 s of CPU per folder), and the server still migrates it.
 * `pglite` is the folder `openDatabase` (db/client.ts) keeps it in.
 */
export async function createdPgliteDataDir(dataDir: string): Promise<void> {
  const template = pgliteTemplate('unmigrated');
  if (!template) throw new Error('no PGlite template: run this through vitest.config.ts');
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: template,
    ...(await compiledPglite()),
  });
  await client.close();
}

/**
 * A migrated database of its own: an in-memory PGlite, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL that is dropped again on close. `sample`: with the sample content
 * as `createTestApp` loads it at `TEST_NOW`; `migrate: false`: empty, not even migrated.
 */
export async function openTestDatabase(
  options: { migrate?: boolean; sample?: boolean } = {},
): Promise<TestDatabase> {
  const start: TestStart =
    options.migrate === false ? 'unmigrated' : options.sample ? 'sample' : 'migrated';
  if (testEngine === 'pglite') {
    const template = pgliteTemplate(start);
    const connection = await openDatabase(
      { engine: 'pglite', dataDir: undefined, template, compiled: await compiledPglite() },
      options,
    );
    if (start === 'sample' && !template) await loadSampleAt(connection.db);
    // One process holds an embedded database: a second server shares its connection.
    return { ...connection, reopen: async () => ({ ...connection, close: async () => {} }) };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `chapterhouse_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  // Not migrated: PostgreSQL's own `template1`, its default.
  const template = start !== 'unmigrated' && inject('postgresTemplates')?.[start];
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ engine: 'postgres', url: url.toString() }, options);
  if (start === 'sample' && !template) await loadSampleAt(connection.db);
  return {
    ...connection,
    url: url.toString(),
    reopen: () => openDatabase({ engine: 'postgres', url: url.toString() }, options),
    close: async () => {
      await connection.close();
      await dropDatabase(admin, name);
      await admin.end();
    },
  };
}

/**
 * Drops a test database. An autovacuum worker may be busy in it, and `with (force)` may end it
 * only for a role in pg_signal_backend (scripts/test-all.sh grants it): any other role waits for
 * the worker to finish and tries again.
 */
async function dropDatabase(admin: postgres.Sql, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      const insufficientPrivilege = (error as { code?: string }).code === '42501';
      if (!insufficientPrivilege || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: Clock;
  /** This app's own DATA_DIR (uploads land in `media/uploads`); removed on close. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The API (no pages unless `web`) on a fresh database, with the sample content unless
 * `sample: false`.
 */
export async function createTestApp(
  options: {
    sample?: boolean;
    clock?: Clock;
    /** The configured public origin (PUBLIC_URL's); `TEST_ORIGIN` by default. */
    publicOrigin?: string;
    /** As TRUST_PROXY: believe X-Forwarded-* headers (off by default). */
    trustProxy?: boolean;
    /** As SIGN_IN_FAILURES_PER_ADDRESS (the default, 100, unless given). */
    signInFailuresPerAddress?: number;
    mediaStorage?: MediaStorage;
    /** An open database (and the DATA_DIR that goes with it) instead of a fresh one. */
    existing?: { database: TestDatabase; dataDir: string };
    /** Mail goes here; none (the default): mail is only recorded in the outbox. */
    mailTransport?: MailTransport | null;
    /**
     * Pages too. `site`: the site's own pages (`sitePages`: the built site when it is current,
     * else rendered from the web sources). `{ render }`: a stand-in for React Router (the page
     * cache's tests). None (the default): the API only.
     */
    web?: 'site' | Extract<AppOptions['web'], { render: unknown }>;
    /** The log's JSON lines (level info) go here; none (the default): nothing is logged. */
    logStream?: Writable;
    /** As RAZORPAY_KEY_ID, _KEY_SECRET and _WEBHOOK_SECRET: the payment gateway (off by default). */
    razorpay?: AppConfig['razorpay'];
    /** How the app asks other sites (the gateway's recorded answers); never the network here. */
    fetch?: typeof fetch;
  } = {},
): Promise<TestApp> {
  const clock = options.clock ?? fixedClock(TEST_NOW);
  const withSample = options.sample !== false && !options.existing;
  // The sample is dated from the clock: at the tests' fixed moment it is the template's copy.
  const sampleFromTemplate = withSample && clock.now().getTime() === Date.parse(TEST_NOW);
  const database =
    options.existing?.database ?? (await openTestDatabase({ sample: sampleFromTemplate }));
  const dataDir =
    options.existing?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-test-'));
  if (withSample && !sampleFromTemplate) {
    await loadSampleAt(database.db, clock.now());
  }
  const app = await readyTestServer(database, dataDir, clock, options);
  return {
    app,
    database,
    clock,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type ServerOptions = Pick<
  Parameters<typeof createTestApp>[0] & {},
  | 'publicOrigin'
  | 'trustProxy'
  | 'signInFailuresPerAddress'
  | 'mediaStorage'
  | 'mailTransport'
  | 'web'
  | 'logStream'
  | 'razorpay'
  | 'fetch'
>;

/** Builds a test server and waits until it is ready. */
async function readyTestServer(
  database: DatabaseConnection,
  dataDir: string,
  clock: Clock,
  options: ServerOptions,
): Promise<FastifyInstance> {
  const web = options.web === 'site' ? await sitePages() : options.web;
  const app = await buildTestServer(database, dataDir, clock, { ...options, web });
  await app.ready();
  return app;
}

let sitePagesMode: Promise<AppOptions['web']> | undefined;
/**
 * How this worker's test apps render the site's pages: with the built site, as `npm start` serves
 * it, when that build is current; else from the web sources through the worker's Vite, so that a
 * test run after an edit of the web meets the edit. Rendering through Vite cost each worker
 * seconds of transforms and each page a slower render: the seven files with pages took 61 s of
 * CPU that way and 40 s on the built site. `npm test` builds the site beside the first test files
 * and names in SITE_BUILD_MARKER the file it writes once that build has ended (`built` or
 * `failed`): pages wait for it rather than meet a build half written.
 */
function sitePages(): Promise<AppOptions['web']> {
  sitePagesMode ??= (async () => {
    const marker = process.env.SITE_BUILD_MARKER;
    if (!marker) return needsSiteBuild() ? { vite: await workerVite() } : 'production';
    while (!fs.existsSync(marker)) await sleep(100);
    if (fs.readFileSync(marker, 'utf8') !== 'built') {
      throw new Error("The site's build failed (npm test prints its output): no pages to test.");
    }
    return 'production';
  })();
  return sitePagesMode;
}

let sharedVite: Promise<ViteDevServer> | undefined;
/**
 * One Vite server per worker for every test app with pages (the worker keeps its modules from
 * file to file, vitest.config.ts): starting Vite and transforming the site for each file cost
 * seconds of every such file. Without HMR or a file watcher, nothing of it outlives the worker.
 * web/vite.config.ts leaves React Router's plugin out under Vitest (the web's component tests
 * render components on their own), so while Vite loads that config the flag is put aside.
 */
function workerVite(): Promise<ViteDevServer> {
  sharedVite ??= (async () => {
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      return await createDevelopmentVite(webRoot, { hmr: false, watch: null });
    } finally {
      if (vitest !== undefined) process.env.VITEST = vitest;
    }
  })();
  return sharedVite;
}

function buildTestServer(
  database: DatabaseConnection,
  dataDir: string,
  clock: Clock,
  options: Omit<ServerOptions, 'web'> & { web?: AppOptions['web'] },
): Promise<FastifyInstance> {
  return buildApp({
    config: {
      siteTimeZone: TEST_TIMEZONE,
      logLevel: options.logStream ? 'info' : 'silent',
      trustProxy: options.trustProxy ?? false,
      dataDir,
      publicOrigin: options.publicOrigin ?? TEST_ORIGIN,
      signInFailuresPerAddress: options.signInFailuresPerAddress,
      razorpay: options.razorpay,
    },
    mediaStorage: options.mediaStorage,
    fetch:
      options.fetch ??
      (async (input) => {
        throw new Error(`A test asked the network for ${String(input)}`);
      }),
    database,
    clock,
    web: options.web ?? false,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    mailTransport: options.mailTransport ?? null,
  });
}

/**
 * A second server on the test's database, as behind a load balancer: its own connection (on
 * PostgreSQL), its own memory and caches, the same clock. Closed before the test app is.
 */
export async function startAnotherServer(
  t: TestApp,
  options: ServerOptions = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = await t.database.reopen();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-test-'));
  const app = await readyTestServer(database, dataDir, t.clock, options);
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first society or council of the public menu (the sample content has several of each). */
export async function firstOrganisation(
  t: TestApp,
  kind: 'societies' | 'councils',
): Promise<OrganisationSummary> {
  const [first] = (await t.app.inject(`/api/${kind}`)).json<OrganisationSummary[]>();
  if (!first) throw new Error(`the sample content has no ${kind}`);
  return first;
}
