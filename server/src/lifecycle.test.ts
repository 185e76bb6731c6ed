import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { like, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { randomPassword } from '../test/accounts.js';
import { createdPgliteDataDir, openTestDatabase, testEngine } from '../test/test-app.js';
import { type DatabaseConnection, openDatabase, rowsOf } from './db/client.js';
import { notifications } from './db/schema/index.js';
import { createUser } from './modules/accounts/accounts.service.js';

// The server as an operator runs it (server/src/serve.ts, compiled; the API only), in a process of
// its own: stopped with SIGTERM while it answers, and killed with SIGKILL while it writes. On the
// engine of the run: an embedded database in a DATA_DIR, or a PostgreSQL database of its own.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Target {
  env: Record<string, string>;
  /** The database as the test reads it, while no server runs (PGlite allows one process). */
  open(): Promise<DatabaseConnection>;
  remove(): Promise<void>;
}

async function newTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-lifecycle-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (testEngine === 'pglite') {
    await createdPgliteDataDir(dataDir);
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ engine: 'pglite', dataDir }),
      remove: async () => removeDir(),
    };
  }
  const database = await openTestDatabase();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' },
    open: () => database.reopen(),
    remove: async () => {
      await database.close();
      removeDir();
    },
  };
}

/** A branch admin to write with, added while no server runs. */
async function addAdmin(target: Target): Promise<{ email: string; password: string }> {
  const admin = { email: 'operator@example.edu', password: randomPassword() };
  const database = await target.open();
  try {
    await createUser(database.db, {
      ...admin,
      name: 'Operator',
      role: 'BRANCH_ADMIN',
      organisation: null,
    });
  } finally {
    await database.close();
  }
  return admin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface RunningServer {
  url: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Servers spawned by a test and still running: a test whose expectation fails before it stops its
 * server would otherwise leave the process running (and its DATA_DIR locked) after the suite.
 */
const runningServers = new Set<ChildProcess>();

/** The server as `npm start` runs it (API only), on `port`; `stderr()` is what it printed there. */
function spawnServer(target: Target, port: number, env: Record<string, string> = {}) {
  // Compiled (test/built-server-setup.ts), in this very process: signals reach the server itself.
  const child = spawn(process.execPath, ['test/api-server.mjs'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SAMPLE_CONTENT: 'false',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  runningServers.add(child);
  child.once('exit', () => runningServers.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  // 'close' rather than 'exit': by then stderr has been read to its end.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, stderr: () => stderr };
}

async function startServer(target: Target): Promise<RunningServer> {
  const port = await freePort();
  const { child, exited, stderr } = spawnServer(target, port);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start: ${stderr()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, child, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become ready: ${stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs the server on `port` until it exits by itself; what it printed on stderr. */
async function runToExit(
  target: Target,
  port: number,
  env: Record<string, string> = {},
): Promise<{ code: number | null; stderr: string }> {
  const { exited, stderr } = spawnServer(target, port, env);
  const { code } = await exited;
  return { code, stderr: stderr() };
}

const post = (server: RunningServer, url: string, body: unknown, token?: string) =>
  fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

/** A POST whose body is half sent until `finish()`: a request the server is in the middle of. */
function slowPost(server: RunningServer, url: string, body: string) {
  const half = Math.floor(body.length / 2);
  const request = http.request(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number | undefined>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, half));
  return { status, finish: () => request.end(body.slice(half)) };
}

/** The niceness of each thread of a process (Linux: the 19th field of each task's stat). */
function threadNicenesses(pid: number): number[] {
  return fs.readdirSync(`/proc/${pid}/task`).map((task) => {
    const stat = fs.readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
    // The fields after the command's name, which is in parentheses and may hold spaces.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

/** The signature of a ZIP's end record, which only a whole ZIP carries. */
const ZIP_END_RECORD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_ENTRY = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * A ZIP downloaded as a browser does, over its own connection: `received(bytes)` once that much
 * arrived; `outcome` once the transfer ended, whole or failed, with the files it held.
 */
function zipDownload(url: string, token: string) {
  const chunks: Buffer[] = [];
  let size = 0;
  const waiting: Array<{ bytes: number; resolve: () => void }> = [];
  const outcome = new Promise<{ failed: boolean; entries: number; body: Buffer }>((resolve) => {
    const settle = (failed: boolean) => {
      const body = Buffer.concat(chunks);
      let entries = 0;
      for (let at = body.indexOf(ZIP_ENTRY); at !== -1; at = body.indexOf(ZIP_ENTRY, at + 4)) {
        entries++;
      }
      resolve({ failed, entries, body });
    };
    const request = http.get(url, { headers: { authorization: `Bearer ${token}` } });
    request.on('error', () => settle(true));
    request.on('response', (response) => {
      expect(response.statusCode).toBe(200);
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        for (const each of waiting.filter((wait) => size >= wait.bytes)) each.resolve();
      });
      response.on('end', () => settle(!response.complete));
      response.on('error', () => settle(true));
      response.on('aborted', () => settle(true));
    });
  });
  return {
    outcome,
    received: (bytes: number) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ bytes, resolve });
        outcome.then(() => reject(new Error(`The download ended before ${bytes} bytes`)));
      }),
  };
}

async function signIn(server: RunningServer, admin: { email: string; password: string }) {
  const response = await post(server, '/api/auth/login', admin);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

// A fresh embedded database takes several seconds to create, more on a busy machine.
describe('the server process', { timeout: 180_000 }, () => {
  afterEach(async () => {
    const left = [...runningServers];
    for (const child of left) child.kill('SIGKILL');
    await Promise.all(
      left.map((child) =>
        child.exitCode === null && child.signalCode === null
          ? new Promise((resolve) => child.once('exit', resolve))
          : undefined,
      ),
    );
  });

  it('on SIGTERM stops taking requests, answers the one in flight, and exits 0', async () => {
    const target = await newTarget();
    const admin = await addAdmin(target);
    try {
      const server = await startServer(target);
      // A request in flight across the signal: its body arrives in two parts, the second after
      // the server was told to stop (sign-in failures are refused at once, never slowed).
      const body = JSON.stringify({ ...admin, password: 'wrong' });
      const inFlight = slowPost(server, '/api/auth/login', body);
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill('SIGTERM');
      // Asked until it stops taking requests (at once on a quiet machine; a busy one may take
      // a moment to deliver the signal), while the request in flight is still unanswered.
      const healthz = () =>
        fetch(`${server.url}/healthz`).then(
          (response) => response.status,
          () => 'refused' as const,
        );
      let after = await healthz();
      for (let tries = 0; after === 200 && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await healthz();
      }
      expect([503, 'refused']).toContain(after);

      inFlight.finish();
      expect(await inFlight.status).toBe(401);
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      await target.remove();
    }
  });

  it('on SIGTERM during a ZIP of certificates, cuts the download short and exits within 10 s', async () => {
    const target = await newTarget();
    const officer = { email: 'officer@example.edu', password: randomPassword() };
    const attendees = 400;
    const database = await target.open();
    let eventId: number;
    try {
      // A society, its officer, and a past event whose attendees all checked in (as the
      // certificates bench writes it): the ZIP of their certificates takes tens of seconds.
      await database.db.execute(
        sql`insert into organisations (kind, slug, name) values ('society', 'zip-society', 'ZIP Society')`,
      );
      await createUser(database.db, {
        ...officer,
        name: 'Officer',
        role: 'SOCIETY_ADMIN',
        organisation: 'zip-society',
      });
      const [event] = await rowsOf<{ id: number }>(
        database.db,
        sql`insert into events (organisation_id, title, date, time, ends_at, description, registration_mode, capacity, registrations, checked_in)
            select id, 'Certificates Evening', '2026-01-10', '10:00', '2026-01-10T12:00:00Z', 'Past.', 'site', ${attendees}, ${attendees}, ${attendees}
            from organisations where slug = 'zip-society'
            returning id`,
      );
      eventId = event?.id ?? 0;
      await database.db.execute(
        sql`insert into event_registrations (event_id, name, email, status, ticket_code, checked_in_at)
            select ${eventId}, 'Attendee ' || n, 'attendee' || n || '@example.edu', 'confirmed',
                   'ZIP-' || lpad(n::text, 6, '0'), '2026-01-10T11:00:00Z'
            from generate_series(1, ${attendees}) as n`,
      );
    } finally {
      await database.close();
    }
    let server: RunningServer | null = null;
    try {
      server = await startServer(target);
      const token = await signIn(server, officer);
      const certificatesPath = `/api/society-dashboard/society/zip-society/events/${eventId}/certificates`;
      // Issuing also sets the mail job drawing a PDF for each: a job round under way as well.
      const issued = await post(server, certificatesPath, {}, token);
      expect(issued.status).toBe(200);
      expect(((await issued.json()) as { issued: number }).issued).toBe(attendees);

      const download = zipDownload(`${server.url}${certificatesPath}.zip`, token);
      // Some PDFs arrived: the download is under way.
      await download.received(64 * 1024);
      // They are drawn by a thread of lower priority than the one answering requests.
      if (process.platform === 'linux') {
        expect(threadNicenesses(server.child.pid ?? 0)).toContain(10);
      }
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      const [outcome, exited] = await Promise.all([download.outcome, server.exited]);
      const seconds = (performance.now() - signalled) / 1000;
      console.log(
        `SIGTERM during a ZIP (${testEngine}): exited ${seconds.toFixed(1)} s after, the download cut after ${outcome.entries} of ${attendees} files`,
      );
      // The deadline of serve.ts exits 1 at 9 s: 0 is a stop that finished on its own. Well
      // before the 5 s after which stalled requests are cut: the ZIP ended at the signal (about
      // 0.1 s here), and so did the mail job's round.
      expect(exited).toEqual({ code: 0, signal: null });
      expect(seconds).toBeLessThan(4);
      // Told: the transfer failed (no ZIP cut short looks whole), with part of the files.
      expect(outcome.failed).toBe(true);
      expect(outcome.entries).toBeGreaterThan(0);
      expect(outcome.entries).toBeLessThan(attendees);
      expect(outcome.body.includes(ZIP_END_RECORD)).toBe(false);
    } finally {
      // A failed expectation must not leave the server running.
      if (server?.child.exitCode === null) server.child.kill('SIGKILL');
      await target.remove();
    }
  });

  it('on a port in use says so in one line, exits 1, and leaves DATA_DIR free', async () => {
    const target = await newTarget();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const address = taken.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const { code, stderr } = await runToExit(target, port);
      expect(stderr.trim()).toBe(`Port ${port} is in use: set PORT`);
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(code).toBe(1);
      // The embedded database's lock is released, so a start on a free port works at once.
      const dataDir = target.env.DATA_DIR as string;
      expect(fs.existsSync(path.join(dataDir, 'chapterhouse.lock'))).toBe(false);
      const server = await startServer(target);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      await target.remove();
    }
  });

  it('on a HOST no listen could take says so like any other setting, and exits 1', async () => {
    // Read with the settings, before any database is opened (config.test.ts has the HOSTs a
    // listen refuses, said through the same path as a port in use, above).
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-lifecycle-'));
    try {
      const target = { env: { DATA_DIR: dataDir } } as unknown as Target;
      const { code, stderr } = await runToExit(target, await freePort(), { HOST: 'bad host' });
      expect(stderr.trim()).toBe(
        'Invalid configuration:\n  HOST="bad host": must be a host name or an IP address of this machine, such as localhost, 0.0.0.0 (every interface) or :: (IPv6, no brackets)',
      );
      expect(code).toBe(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("runs React Router's production build, and its development build under --dev", async () => {
    // As server.ts starts: runtime-mode.ts first, then React Router as the server imports it.
    const buildFound = (args: string[]) =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['test/react-router-build.mjs', ...args], {
          cwd: serverDir,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += String(chunk);
        });
        child.once('error', reject);
        child.once('close', () => resolve(output));
      });
    expect(await Promise.all([buildFound([]), buildFound(['--dev'])])).toEqual([
      'production',
      'development',
    ]);
  });

  it('killed with SIGKILL while writing, keeps every write it acknowledged', async () => {
    const target = await newTarget();
    const admin = await addAdmin(target);
    try {
      const server = await startServer(target);
      const token = await signIn(server, admin);
      const acknowledged: string[] = [];
      let killed = false;
      const writeUntilKilled = async (lane: number) => {
        for (let index = 0; !killed; index++) {
          const title = `Crash ${lane}-${index}`;
          try {
            const response = await post(
              server,
              '/api/admin/notifications',
              { type: 'other', title, message: 'Written under load.' },
              token,
            );
            if (response.status === 201) acknowledged.push(title);
            else expect(response.status, await response.text()).toBe(201);
          } catch {
            return; // The connection died with the server.
          }
        }
      };
      const lanes = [0, 1, 2, 3].map(writeUntilKilled);
      while (acknowledged.length < 200) await new Promise((resolve) => setTimeout(resolve, 10));
      server.child.kill('SIGKILL');
      killed = true;
      await Promise.all(lanes);
      expect((await server.exited).signal).toBe('SIGKILL');

      // It starts again on the same data (taking over the dead process's lock) and stops cleanly.
      const restarted = await startServer(target);
      restarted.child.kill('SIGTERM');
      expect((await restarted.exited).code).toBe(0);

      const database = await target.open();
      try {
        const kept = new Set(
          (
            await database.db
              .select({ title: notifications.title })
              .from(notifications)
              .where(like(notifications.title, 'Crash %'))
          ).map((row) => row.title),
        );
        const lost = acknowledged.filter((title) => !kept.has(title));
        console.log(
          `crash test (${testEngine}): ${acknowledged.length} writes acknowledged before SIGKILL, ${acknowledged.length - lost.length} of them there after restart, ${kept.size - acknowledged.length + lost.length} more landed unacknowledged`,
        );
        expect(lost).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      await target.remove();
    }
  });
});
