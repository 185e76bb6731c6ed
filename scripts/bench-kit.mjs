// What `npm run bench` and `node scripts/bench-large-data.mjs` share: child processes of the
// built site, and the tables they print.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build-state.mjs';

/** Child processes started by `startProcess`, for stopping whatever is left at the end. */
export const children = new Set();

/**
 * Node's own options in `npm start` (package.json's `start`, e.g. the young generation's size):
 * the benches run the server as a site does.
 */
const startOptions = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith('--'))
  // More for an experiment: BENCH_NODE_ARGS='--single-threaded-gc', say (docs/performance.md).
  .concat((process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean));

/**
 * Starts `script` with PORT=`listenPort`, Node's options of `npm start` and `nodeArgs` (e.g.
 * `--cpu-prof`), and waits until `readyUrl` answers 200.
 */
export async function startProcess(script, listenPort, readyUrl, env = {}, nodeArgs = []) {
  const started = performance.now();
  const child = spawn(process.execPath, [...startOptions, ...nodeArgs, script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(listenPort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  for (;;) {
    try {
      const response = await fetch(readyUrl);
      // Read the body: a streamed page left unread keeps its request open, and the server's
      // graceful shutdown then waits for it.
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { child, seconds: (performance.now() - started) / 1000 };
}

/**
 * SIGTERM, then SIGKILL if the process has not exited within 10 s; `onKilled` hears of it (the
 * bench reports it as a failure).
 */
export async function stopProcess(child, onKilled = () => {}) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    onKilled(`process ${child.pid} ignored SIGTERM for 10 s and was killed`);
    child.kill('SIGKILL');
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

/** Signs an account in through the API (`/api/auth/login`): its session token. */
export async function signIn(base, account) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()).token;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Pads columns; the first row is the header. */
export function table(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
      )
      .join('  ')
      .trimEnd(),
  );
}

/** Share of all cores busy over `ms`: other work on the machine skews every figure here. */
export async function cpuBusy(ms = 1000) {
  const sample = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const { idle, ...rest } = cpu.times;
        return {
          idle: sum.idle + idle,
          total: sum.total + idle + Object.values(rest).reduce((a, b) => a + b, 0),
        };
      },
      { idle: 0, total: 0 },
    );
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sample();
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

/** Whether the module at `moduleUrl` is the script Node was asked to run (not an import). */
export const isScript = (moduleUrl) =>
  Boolean(process.argv[1]) && moduleUrl === pathToFileURL(path.resolve(process.argv[1])).href;

/**
 * Runs one section of the bench alone (`node scripts/bench-<name>.mjs`, after `npm run build`):
 * its progress on standard error, its title and table on standard output, and every child
 * stopped at the end. `section({ progress, failures })` answers the table's lines; a failure it
 * records makes the exit code 1.
 */
export async function runSectionAlone(name, title, section) {
  const startedAt = performance.now();
  const progress = (message) =>
    process.stderr.write(
      `bench-${name} [${((performance.now() - startedAt) / 1000).toFixed(0)} s]: ${message}\n`,
    );
  if (!fs.existsSync(path.join(root, 'server/dist/server.js'))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const failures = [];
  try {
    const lines = await section({ progress, failures });
    console.log(`\n${title}`);
    for (const line of lines) console.log(`  ${line}`);
  } finally {
    await Promise.all([...children].map((child) => stopProcess(child)));
  }
  if (failures.length) process.exitCode = 1;
}

/**
 * A PostgreSQL to bench on: BENCH_DATABASE_URL or TEST_DATABASE_URL (a role that may create
 * databases), else the local cluster, started and prepared by `scripts/local-postgres.sh` as
 * for the tests (scripts/test-all.sh).
 */
function postgresAdminUrl() {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return given;
  const started = spawnSync('bash', [path.join(root, 'scripts/local-postgres.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (started.status !== 0) throw new Error('could not start the local PostgreSQL');
  return started.stdout.trim();
}

/** A fresh database for one run, and how to drop it after. */
export async function freshPostgresDatabase() {
  const postgres = (await import('postgres')).default;
  const adminUrl = postgresAdminUrl();
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const name = `chapterhouse_bench_${randomBytes(6).toString('hex')}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** A module of the built server (`server/dist/<file>`), for a bench that writes its own data. */
export const distModule = (file) =>
  import(pathToFileURL(path.join(root, 'server/dist', file)).href);

/**
 * Opens a site's database while no server holds it (the DATA_DIR's embedded one, or
 * `databaseUrl`'s PostgreSQL), for a bench to write its data straight into it (far quicker than
 * through the API), and closes it whatever `work` does. `work` gets the database, `rowsOf` on it
 * and drizzle's `sql`; its answer is answered.
 */
export async function withStoppedSite(dataDir, work, databaseUrl = null) {
  const { openDatabase, rowsOf } = await distModule('db/client.js');
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase(
    databaseUrl ? { engine: 'postgres', url: databaseUrl } : { engine: 'pglite', dataDir },
  );
  try {
    return await work({
      db: database.db,
      rowsOf: (statement) => rowsOf(database.db, statement),
      sql,
    });
  } finally {
    await database.close();
  }
}

/** The engines a section benches, by their names in the tables. */
export const ENGINE_NAMES = { pglite: 'embedded', postgres: 'PostgreSQL' };

/** The engines `variable` names (`pglite,postgres`, the default), in its order. */
export const benchEngines = (variable) =>
  (process.env[variable] ?? 'pglite,postgres').split(',').filter((engine) => {
    if (engine in ENGINE_NAMES) return true;
    throw new Error(`${variable}: no engine ${engine} (pglite, postgres)`);
  });

/**
 * An account for a bench to sign in with (`who`: email, name, role, organisation's slug or
 * null), with a random password; answers what `signIn` takes.
 */
export async function addBenchAccount(db, who) {
  const { createUser } = await distModule('modules/accounts/accounts.service.js');
  const account = { email: who.email, password: randomBytes(12).toString('base64url') };
  await createUser(db, {
    ...account,
    name: who.name,
    role: who.role,
    organisation: who.organisation,
  });
  return account;
}
