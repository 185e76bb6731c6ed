// The rush part of the bench (issue 27): an event of 300 places opens and 2,000 distinct students
// register within a minute, each also loading the event's page; once on the embedded database and
// once on PostgreSQL. `rushSection(...)` returns the table's lines for scripts/bench.mjs
// (`BENCH_ONLY=rush` runs only this part).
//
// The students: 1,500 arrive at the opening itself (the burst), 500 more one by one over the next
// 5 to 60 s. Each loads the page, then registers, through a pool of 250 keep-alive connections
// (scripts/bench-http-client.mjs: requests written on raw sockets, as autocannon and wrk do, since
// the load generator shares the two cores with the server it measures). A student whose turn has
// come waits for a free connection; the p50/p99 columns time each request on its connection (as
// autocannon does), the "from arrival" column adds that wait.
//
// The connections are open before the opening, as the browsers of students waiting on the
// countdown have theirs: the countdown asked the server for its clock (the registration window)
// when its page loaded, and the server keeps an idle connection for 72 s. Opened at the opening
// instead (BENCH_RUSH_COLD=1), 250 new connections at once cost the load generator (on the same
// two cores) more than the server; docs/performance.md gives both. The first 250 pages, all
// asked at the opening itself, are reported apart from the rest.
//
// What "arrival order" means for requests that are in flight together: the order in which the
// server took the event's row lock for them, which is the order of their ids (given inside the
// lock). The checks: the waitlist's positions, as the server answered them, follow the ids; every
// confirmed id is below every waitlisted one; and no student whose request was sent after another
// student's answer had come back stands ahead of that student (the only order a client can see).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectionPool } from './bench-http-client.mjs';
import { freshPostgresDatabase, table } from './bench-kit.mjs';
import { root } from './build-state.mjs';

export const rush = {
  places: 300,
  students: 2000,
  burst: 1500,
  connections: 250,
  /** The latecomers arrive one by one from this moment after the opening... */
  lateFromMs: 5_000,
  /** ...to this one. */
  lateUntilMs: 60_000,
  /** A request unanswered after this long counts as failed (autocannon's default). */
  timeoutMs: 10_000,
};

const { openDatabase, rowsOf } = await import(path.join(root, 'server/dist/db/client.js'));
const { createUser } = await import(
  path.join(root, 'server/dist/modules/accounts/accounts.service.js')
);
const { sql } = await import('drizzle-orm');

/** Percentile of sorted values, in whole ms. */
function percentile(sorted, share) {
  if (sorted.length === 0) return '-';
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]);
}

/** CPU seconds a process has used (user + system), from /proc; null where there is no /proc. */
function cpuSecondsOf(pid) {
  const times = cpuTimesOf(`/proc/${pid}/stat`);
  return times && times.user + times.system;
}

/**
 * CPU seconds of a process or a thread (`/proc/<pid>/task/<tid>/stat`) in its own code (user)
 * and in the kernel's on its behalf (system: its system calls, such as a socket's writes, which
 * on the loopback carry the receiving end's work too); null where there is no /proc.
 */
function cpuTimesOf(statPath) {
  try {
    const fields = fs.readFileSync(statPath, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
  } catch {
    return null;
  }
}

/**
 * Seconds a thread has waited, runnable, for a core (`/proc/<pid>/task/<tid>/schedstat`: its time
 * on a core, its time in the run queue, in nanoseconds); null where the kernel does not keep it.
 */
function runQueueSecondsOf(schedstatPath) {
  try {
    const waited = Number(fs.readFileSync(schedstatPath, 'utf8').trim().split(' ')[1]);
    return Number.isFinite(waited) ? waited / 1e9 : null;
  } catch {
    return null;
  }
}

/** CPU seconds of every PostgreSQL backend on this machine (/proc), for the share it took. */
function postgresCpuSeconds() {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const comm = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (comm === 'postgres') total += cpuSecondsOf(entry) ?? 0;
    } catch {}
  }
  return total;
}

/**
 * The rush on one engine. `engine`: 'pglite' (on `dataDir`, whose officer is `account`: the
 * server must not be running) or 'postgres' (a fresh database, made and dropped here).
 */
export async function rushSection({
  engine,
  dataDir,
  account,
  port,
  startProcess,
  stopProcess,
  waitForSamplePhotos,
  cpuBusy,
  progress,
  failures,
}) {
  const base = `http://127.0.0.1:${port}`;
  const name = engine === 'pglite' ? 'embedded' : 'PostgreSQL';
  const busy = await cpuBusy();
  let database = null;
  let mediaDir = null;
  const env = { LOG_LEVEL: 'warn', TRUST_PROXY: 'true' };
  if (engine === 'postgres') {
    database = await freshPostgresDatabase();
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-bench-rush-'));
    Object.assign(env, { DATABASE_URL: database.url, DATA_DIR: mediaDir });
  } else {
    env.DATA_DIR = dataDir;
  }
  // BENCH_CPU_PROF=<folder>: the server under the rush writes a V8 CPU profile there.
  const profileDir = process.env.BENCH_CPU_PROF;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  let server = null;
  try {
    progress(`rush (${name}): starting the server`);
    server = await startProcess('server/dist/server.js', port, `${base}/`, env, nodeArgs);
    if (engine === 'postgres') {
      // A fresh database got the sample content: its photos are made after the start, on the
      // same cores as the rush; and the officer comes after the organisations.
      await waitForSamplePhotos();
      const connection = await openDatabase({ engine: 'postgres', url: database.url });
      account = { email: 'bench@example.edu', password: randomBytes(12).toString('base64url') };
      try {
        await createUser(connection.db, {
          ...account,
          name: 'Bench Officer',
          role: 'SOCIETY_ADMIN',
          organisation: 'computer-society',
        });
      } finally {
        await connection.close();
      }
    }
    const event = await createEvent(base, account);
    const pagePath = `/events/${event.id}/rush-hackathon`;
    const first = await fetch(`${base}${pagePath}`);
    await first.arrayBuffer();
    if (first.status !== 200) throw new Error(`${pagePath} answered ${first.status}`);

    progress(`rush (${name}): ${rush.students} students, ${rush.connections} connections`);
    const serverCpuBefore = cpuSecondsOf(server.child.pid);
    const postgresCpuBefore = engine === 'postgres' ? postgresCpuSeconds() : 0;
    const ownCpuBefore = process.cpuUsage();
    // CPU seconds so far of the server, PostgreSQL and this process: read at the opening and
    // when the burst's last registration is answered, for the burst's own line.
    const cpuNow = () => ({
      server: cpuSecondsOf(server.child.pid) ?? 0,
      // The server's main thread, where its JavaScript runs (the others: V8's and libuv's).
      serverMain: cpuTimesOf(`/proc/${server.child.pid}/task/${server.child.pid}/stat`),
      serverMainWaited: runQueueSecondsOf(
        `/proc/${server.child.pid}/task/${server.child.pid}/schedstat`,
      ),
      postgres: engine === 'postgres' ? postgresCpuSeconds() : null,
      own: (({ user, system }) => (user + system) / 1e6)(process.cpuUsage()),
    });
    const students = await runStudents(base, event.id, pagePath, cpuNow);
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const serverCpu = cpuSecondsOf(server.child.pid) - serverCpuBefore;
    const postgresCpu = engine === 'postgres' ? postgresCpuSeconds() - postgresCpuBefore : null;
    const wall = students.wallMs / 1000;

    await stopProcess(server.child);
    server = null;
    const stored = await storedRegistrations(
      engine,
      engine === 'postgres' ? database.url : dataDir,
      event.id,
    );
    const checks = checkRush(students.list, stored, students.openedAt);
    for (const problem of checks.problems) failures.push(`rush (${name}): ${problem}`);

    const registrations = students.list.map((s) => s.registration);
    const pages = students.list.map((s) => s.page);
    const sortedMs = (results) =>
      results
        .filter((r) => r.status)
        .map((r) => r.ms)
        .sort((a, b) => a - b);
    const regMs = sortedMs(registrations);
    const pageMs = sortedMs(pages);
    const fromArrival = students.list
      .filter((s) => s.registration.status)
      .map((s) => s.registration.answeredAt - s.arrivedAt)
      .sort((a, b) => a - b);
    const failed = (results, expected) => results.filter((r) => r.status !== expected).length;
    const regErrors = failed(registrations, 201);
    const pageErrors = failed(pages, 200);
    const timeouts = [...registrations, ...pages].filter((r) => r.error === 'timeout').length;
    if (regErrors) failures.push(`rush (${name}): ${regErrors} registrations failed`);
    if (pageErrors) failures.push(`rush (${name}): ${pageErrors} page loads failed`);
    const share = (seconds) => (seconds === null ? '-' : `${Math.round((seconds / wall) * 100)}%`);
    return [
      `machine busy with other work before this run: ${Math.round(busy * 100)}%`,
      ...table([
        ['', 'per s', 'p50 ms', 'p99 ms', 'p99 from arrival', 'max ms', 'failed'],
        [
          `registration (burst of ${rush.burst})`,
          Math.round(students.burstRate),
          percentile(regMs, 0.5),
          percentile(regMs, 0.99),
          percentile(fromArrival, 0.99),
          percentile(regMs, 1),
          regErrors,
        ],
        [
          'event page',
          '',
          percentile(pageMs, 0.5),
          percentile(pageMs, 0.99),
          '',
          percentile(pageMs, 1),
          pageErrors,
        ],
      ]),
      `event page p99: the first ${rush.connections} (all at the opening) ${percentile(sortedMs(pages.slice(0, rush.connections)), 0.99)} ms, the other ${rush.students - rush.connections} ${percentile(sortedMs(pages.slice(rush.connections)), 0.99)} ms`,
      `burst answered ${Number.isNaN(students.burstMs) ? 'never' : `${(students.burstMs / 1000).toFixed(1)} s after the opening`}; all ${rush.students} within ${wall.toFixed(1)} s; ${timeouts} timed out (${rush.timeoutMs / 1000} s)`,
      `stored: ${checks.confirmed} confirmed, ${checks.waitlisted} waitlisted, ${checks.duplicates} duplicate addresses; waitlist in arrival order: ${checks.inOrder ? 'yes' : 'NO'}`,
      `first mails: one each with the answer's link: ${checks.mailProblems ? `NO (${checks.mailProblems} not)` : 'yes'}; the burst's written by ${checks.burstMailSeconds.toFixed(1)} s after the opening`,
      burstCpuLine(students),
      `CPU over the ${wall.toFixed(0)} s: server ${share(serverCpu)} of a core, PostgreSQL ${share(postgresCpu)}, load generator ${share(ownCpu.user / 1e6 + ownCpu.system / 1e6)}`,
    ];
  } finally {
    if (server) await stopProcess(server.child);
    if (database) await database.drop();
    if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}

/**
 * What the burst cost each process, from the opening to its last answer: whether the two cores
 * were the limit (/proc counts CPU in hundredths of a second, so a share is +-1% of 1 s).
 */
function burstCpuLine({ burstCpu }) {
  if (!burstCpu) return 'CPU over the burst: not measured (a burst request got no answer)';
  const share = (seconds) =>
    seconds === null ? '-' : `${Math.round((seconds / burstCpu.seconds) * 100)}%`;
  // The main thread runs the JavaScript; beside it V8 compiles hot code and collects garbage, on
  // the same two cores as PostgreSQL and the load generator. Its time waiting for a core, work
  // in hand, is what the machine's other work costs it.
  const { serverMain, serverMainWaited } = burstCpu;
  const waited = serverMainWaited === null ? '' : `, ${share(serverMainWaited)} waiting for a core`;
  // The process's and the thread's counts are read a moment apart, in hundredths of a second:
  // their difference may come out a hundredth below nothing.
  const others = serverMain && Math.max(0, burstCpu.server - serverMain.user - serverMain.system);
  const main = serverMain
    ? ` (main thread ${share(serverMain.user)} its own code + ${share(serverMain.system)} the kernel's${waited}; its other threads ${share(others)})`
    : '';
  return `CPU over the burst (${burstCpu.seconds.toFixed(1)} s): server ${share(burstCpu.server)} of a core${main}, PostgreSQL ${share(burstCpu.postgres)}, load generator ${share(burstCpu.own)}`;
}

/** The event that opens: 300 places, registration on this site, the rest as an officer leaves it. */
async function createEvent(base, account) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const { token } = await login.json();
  const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await fetch(
    `${base}/api/society-dashboard/society/computer-society/events/upcoming`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Rush Hackathon',
        date: nextMonth,
        time: '10:00',
        description: 'The whole campus registers in the same minute.',
        capacity: rush.places,
        registrationMode: 'site',
      }),
    },
  );
  if (created.status !== 201) throw new Error(`creating the event answered ${created.status}`);
  return created.json();
}

/** Every student: arrives, loads the page, registers. Times are performance.now() ms. */
async function runStudents(base, eventId, pagePath, cpuNow) {
  const pool = connectionPool(base, { connections: rush.connections, timeoutMs: rush.timeoutMs });
  const lateGap = (rush.lateUntilMs - rush.lateFromMs) / (rush.students - rush.burst);
  // Each waiting student's countdown asked for the server's clock when its page loaded, on the
  // connection it keeps; then the machine settles before the opening. BENCH_RUSH_COLD=1: the
  // connections are opened at the opening instead.
  const asked = await Promise.all(
    Array.from({ length: process.env.BENCH_RUSH_COLD ? 0 : rush.connections }, () =>
      pool.send({ path: `/api/events/${eventId}/registration-window` }),
    ),
  );
  const notAnswered = asked.filter((answer) => answer.status !== 200).length;
  if (notAnswered) throw new Error(`${notAnswered} countdowns got no registration window`);
  if (asked.length > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  const cpuAtOpening = cpuNow();
  const opening = performance.now();
  const openedAt = Date.now();
  let burstLeft = rush.burst;
  let cpuAtBurstEnd = null;
  const list = Array.from({ length: rush.students }, (_, index) => ({
    index,
    email: `student${index + 1}@example.edu`,
    arrivesAt:
      opening + (index < rush.burst ? 0 : rush.lateFromMs + (index - rush.burst) * lateGap),
  }));
  let next = 0;
  async function worker() {
    while (next < list.length) {
      const student = list[next++];
      const wait = student.arrivesAt - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      student.arrivedAt = Math.max(student.arrivesAt, opening);
      const address = `10.${(student.index >> 16) & 255}.${(student.index >> 8) & 255}.${student.index & 255}`;
      student.page = await pool.send({
        path: pagePath,
        headers: { 'x-forwarded-for': address, 'accept-encoding': 'gzip, br' },
      });
      student.sentAt = performance.now();
      const registration = await pool.send({
        method: 'POST',
        path: `/api/events/${eventId}/registrations`,
        headers: { 'x-forwarded-for': address, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Student ${student.index + 1}`, email: student.email }),
      });
      if (registration.status === 201) {
        const { registration: answer, token } = JSON.parse(registration.body.toString('utf8'));
        registration.answer = {
          status: answer.status,
          waitlistPosition: answer.waitlistPosition,
          token,
        };
      }
      registration.body = null;
      student.page.body = null;
      student.registration = registration;
      if (student.index < rush.burst && --burstLeft === 0) {
        cpuAtBurstEnd = { ...cpuNow(), at: performance.now() };
      }
    }
  }
  await Promise.all(Array.from({ length: rush.connections }, worker));
  pool.close();
  const burst = list.slice(0, rush.burst).filter((s) => s.registration.status === 201);
  // No registration of the burst answered at all: its rate is 0, its end never came.
  const burstMs = burst.length
    ? Math.max(...burst.map((s) => s.registration.answeredAt)) - opening
    : Number.NaN;
  return {
    list,
    burstMs,
    burstRate: burst.length ? burst.length / (burstMs / 1000) : 0,
    wallMs: performance.now() - opening,
    openedAt,
    burstCpu: cpuAtBurstEnd && {
      seconds: (cpuAtBurstEnd.at - opening) / 1000,
      server: cpuAtBurstEnd.server - cpuAtOpening.server,
      serverMain: cpuAtBurstEnd.serverMain &&
        cpuAtOpening.serverMain && {
          user: cpuAtBurstEnd.serverMain.user - cpuAtOpening.serverMain.user,
          system: cpuAtBurstEnd.serverMain.system - cpuAtOpening.serverMain.system,
        },
      serverMainWaited:
        cpuAtBurstEnd.serverMainWaited === null || cpuAtOpening.serverMainWaited === null
          ? null
          : cpuAtBurstEnd.serverMainWaited - cpuAtOpening.serverMainWaited,
      postgres:
        cpuAtBurstEnd.postgres === null ? null : cpuAtBurstEnd.postgres - cpuAtOpening.postgres,
      own: cpuAtBurstEnd.own - cpuAtOpening.own,
    },
  };
}

/** The event's registrations as stored, read once the server has stopped. */
async function storedRegistrations(engine, where, eventId) {
  const connection = await openDatabase(
    engine === 'postgres' ? { engine, url: where } : { engine, dataDir: where },
    { migrate: false },
  );
  try {
    // With each its first mails: the link each carries, and when it was written.
    return await rowsOf(
      connection.db,
      sql`select r.id, lower(r.email) as email, r.status, r.first_mail as "owed",
            coalesce(json_agg(json_build_object(
              'kind', m.kind,
              'token', substring(m.text from '/registrations/([A-Za-z0-9_-]+)'),
              'at', m.created_at
            )) filter (where m.id is not null), '[]') as "mails"
          from event_registrations r
          left join mail_outbox m on m.to = r.email and m.kind like 'registration-%'
          where r.event_id = ${eventId}
          group by r.id order by r.id`,
    );
  } finally {
    await connection.close();
  }
}

/** The issue's checks; each problem is a failure of the bench. */
function checkRush(students, stored, openedAt) {
  const problems = [];
  const count = (status) => stored.filter((row) => row.status === status).length;
  const confirmed = count('confirmed');
  const waitlisted = count('waitlisted');
  const expectedWaitlist = rush.students - rush.places;
  if (confirmed !== rush.places) problems.push(`${confirmed} confirmed, not ${rush.places}`);
  if (waitlisted !== expectedWaitlist)
    problems.push(`${waitlisted} waitlisted, not ${expectedWaitlist}`);
  const emails = new Set(stored.map((row) => row.email));
  const duplicates = stored.length - emails.size;
  if (duplicates) problems.push(`${duplicates} duplicate addresses`);
  const answered = students.filter((s) => s.registration.status === 201);
  // A request that timed out on the client may still have been saved (the bench's own failure,
  // counted apart); any other refused or failed registration must have left nothing behind.
  const maybeSaved = new Set(
    students
      .filter((s) => s.registration.status === 201 || s.registration.error === 'timeout')
      .map((s) => s.email),
  );
  const unanswered = stored.filter((row) => !maybeSaved.has(row.email)).length;
  if (unanswered) problems.push(`${unanswered} stored for registrations that were refused`);
  const lost = answered.filter((s) => !stored.some((row) => row.email === s.email)).length;
  if (lost) problems.push(`${lost} answered 201 but not stored`);

  // Arrival order is the order of ids: the n-th waitlisted id has position n, and the answers say so.
  const idOf = new Map(stored.map((row) => [row.email, Number(row.id)]));
  const positionOf = new Map(
    stored.filter((row) => row.status === 'waitlisted').map((row, index) => [row.email, index + 1]),
  );
  let outOfOrder = 0;
  for (const student of answered) {
    const { status, waitlistPosition } = student.registration.answer;
    if (status === 'waitlisted' && waitlistPosition !== positionOf.get(student.email)) outOfOrder++;
  }
  if (outOfOrder) problems.push(`${outOfOrder} answered a waitlist position other than their turn`);
  const confirmedIds = stored
    .filter((row) => row.status === 'confirmed')
    .map((row) => Number(row.id));
  const waitlistedIds = stored
    .filter((row) => row.status === 'waitlisted')
    .map((row) => Number(row.id));
  const placeAfterTurn =
    confirmedIds.length &&
    waitlistedIds.length &&
    Math.max(...confirmedIds) > Math.min(...waitlistedIds);
  if (placeAfterTurn) problems.push('a place went to someone after the waiting list had begun');
  // What a client can see: whoever sent after another's answer came back stands behind them.
  const byAnswer = [...answered].sort(
    (a, b) => a.registration.answeredAt - b.registration.answeredAt,
  );
  const bySending = [...answered].sort((a, b) => a.sentAt - b.sentAt);
  let highestAnswered = -1;
  let cursor = 0;
  let overtaken = 0;
  for (const student of bySending) {
    while (cursor < byAnswer.length && byAnswer[cursor].registration.answeredAt < student.sentAt) {
      highestAnswered = Math.max(highestAnswered, idOf.get(byAnswer[cursor].email) ?? -1);
      cursor++;
    }
    if ((idOf.get(student.email) ?? -1) < highestAnswered) overtaken++;
  }
  if (overtaken) problems.push(`${overtaken} stand ahead of someone answered before they sent`);
  // Each registrant's first mail, once, of their status, with the link their answer gave (a rush
  // writes its mails after answering: they must all be there once the server has stopped).
  const tokenOf = new Map(answered.map((s) => [s.email, s.registration.answer.token]));
  const mailProblems = stored.filter(
    (row) =>
      row.owed !== null ||
      row.mails.length !== 1 ||
      // The event asks each registrant to confirm their address: the mail of that (its link
      // is not in the answer then); else the mail of their status, with the answer's link.
      (row.mails[0].kind !== 'registration-confirm' &&
        row.mails[0].kind !== `registration-${row.status}`) ||
      (tokenOf.get(row.email) && row.mails[0].token !== tokenOf.get(row.email)),
  ).length;
  if (mailProblems) problems.push(`${mailProblems} without their one first mail with their link`);
  const ofBurst = new Set(students.slice(0, rush.burst).map((s) => s.email));
  const burstMailsAt = Math.max(
    ...stored
      .filter((row) => ofBurst.has(row.email))
      .flatMap((row) => row.mails.map((mail) => new Date(mail.at).getTime())),
  );
  return {
    mailProblems,
    burstMailSeconds: (burstMailsAt - openedAt) / 1000,
    problems,
    confirmed,
    waitlisted,
    duplicates,
    inOrder: !outOfOrder && !placeAfterTurn && !overtaken,
  };
}
