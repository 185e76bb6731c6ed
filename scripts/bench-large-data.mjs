// The large-data part of the bench: every public list page and list API, and a few dashboard
// lists, timed on the sample content and again after `sample:large` added 100x the data to the
// same DATA_DIR. Targets (issue 14): each within 2x of its time on the sample, and no public
// response over 200 KB.
//
// Then series (issue 48) on the 100x data: officers add weekly series of 52 sessions through the
// API, the request timed against 1 s, and the pages and reads that show them are timed again
// beside the sample, against the same 2x.
//
// `largeDataSection({ progress })` returns the table's lines for scripts/bench.mjs;
// `node scripts/bench-large-data.mjs` (after `npm run build`) runs it alone. Both start and stop
// servers with scripts/bench-kit.mjs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  isScript,
  kb,
  median,
  runSectionAlone,
  signIn,
  startProcess,
  stopProcess as stopChild,
  table,
} from './bench-kit.mjs';
import { root } from './build-state.mjs';

/** Requests per URL and data size; the median is reported. */
const RUNS = 9;
const RATIO_TARGET = 2;
const BYTES_TARGET = 200 * 1024;
/** The annual report's answer on the 100x data (issue 29). */
const REPORT_TARGET_MS = 1000;

const SOCIETY = 'computer-society';
const DASHBOARD = `/api/society-dashboard/society/${SOCIETY}`;

/** Sessions of each series (issue 48): a year of weeks; those within the window are made at once. */
const SERIES_SESSIONS = 52;
/** Adding such a series, the whole request (issue 48). */
const SERIES_CREATE_TARGET_MS = 1000;
/**
 * Where the series go: SERIES_PER_ORGANISATION each, 20 in all. A busy society runs a few weekly
 * sessions (a study group, a coding club, workshops), so the measured society gets five, not
 * twenty, and the aggregated lists see all of them. The measured society's come last: they are
 * the ones timed, after the others have warmed up the route.
 */
const SERIES_ORGANISATIONS = [
  'robotics-automation-society',
  'signal-processing-society',
  'power-energy-society',
  SOCIETY,
];
const SERIES_PER_ORGANISATION = 5;

/**
 * What a visitor reads, pages and their API: all public, all checked against 200 KB. A deep page
 * the sample does not have (`/gallery?page=50`) is compared with the sample's first page of the
 * same list (`sample`), marked * in the table.
 */
const PUBLIC_URLS = [
  { url: '/' },
  { url: '/societies' },
  { url: '/upcoming-events' },
  // The month's calendar (issue 48): this month's events, past days included, at most 300.
  { url: '/upcoming-events?view=month' },
  { url: `/societies/${SOCIETY}/upcoming-events?view=month` },
  { url: '/past-events' },
  { url: '/past-events?page=50', sample: '/past-events' },
  { url: '/achievements' },
  { url: '/gallery' },
  { url: '/gallery?page=50', sample: '/gallery' },
  { url: `/societies/${SOCIETY}` },
  { url: `/societies/${SOCIETY}/past-events` },
  { url: `/societies/${SOCIETY}/gallery?page=20`, sample: `/societies/${SOCIETY}/gallery` },
  { url: '/notifications' },
  { url: '/sitemap.xml' },
  { url: '/sitemaps/pages.xml' },
  // A full page of events against the sample's only (and partly filled) one.
  { url: '/sitemaps/events-10.xml', sample: '/sitemaps/events-1.xml' },
  { url: '/api/site' },
  { url: '/api/societies' },
  { url: `/api/societies/${SOCIETY}` },
  { url: '/api/events?when=past&page=1&limit=12' },
  // What /upcoming-events reads.
  { url: '/api/events?when=upcoming&page=1&limit=12' },
  { url: '/api/events/between' },
  { url: `/api/events?when=upcoming&org=${SOCIETY}&limit=12` },
  { url: '/api/achievements?page=1&limit=12' },
  { url: '/api/gallery?page=1&limit=12' },
  { url: '/api/gallery?page=100&limit=100', sample: '/api/gallery?page=1&limit=100' },
  {
    url: `/api/gallery?org=${SOCIETY}&page=2&limit=24`,
    sample: `/api/gallery?org=${SOCIETY}&limit=24`,
  },
  { url: '/api/notifications?page=1&limit=12' },
];

/** Signed-in reads (a branch administrator's session): not public, so no size target. */
const DASHBOARD_URLS = [
  { url: '/api/admin/organisations' },
  { url: '/api/admin/notifications?page=1&limit=20' },
  { url: '/api/admin/audit?page=1&limit=20' },
  { url: DASHBOARD },
  { url: `${DASHBOARD}/events/upcoming` },
  { url: `${DASHBOARD}/achievements` },
  { url: `${DASHBOARD}/gallery` },
  // The annual report reads a whole year of every organisation: it grows with the data, so its
  // target is absolute (issue 29), not a ratio to the sample's.
  { url: '/api/admin/reports/annual', withinMs: REPORT_TARGET_MS },
  { url: '/api/admin/reports/annual.csv?table=organisations', withinMs: REPORT_TARGET_MS },
  { url: `${DASHBOARD}/reports/annual`, withinMs: REPORT_TARGET_MS },
];

/**
 * What the series change (issue 48), timed again once they are added; each is in the tables
 * above. The lists show a series once (its next session), the month views each session, and the
 * officer's own list each session too.
 */
const SERIES_URLS = new Set([
  '/',
  '/upcoming-events',
  '/upcoming-events?view=month',
  `/societies/${SOCIETY}`,
  `/societies/${SOCIETY}/upcoming-events?view=month`,
  '/api/events?when=upcoming&page=1&limit=12',
  `/api/events?when=upcoming&org=${SOCIETY}&limit=12`,
  '/api/events/between',
  `/api/societies/${SOCIETY}`,
  `${DASHBOARD}/events/upcoming`,
]);

/** The branch administrator the dashboard reads sign in as. */
const ADMIN = {
  email: 'bench-admin@example.edu',
  name: 'Bench Administrator',
  role: 'BRANCH_ADMIN',
};

/** An officer (owner) of the society `slug`, who adds its series. */
const officerOf = (slug) => ({
  email: `bench.${slug}@example.edu`,
  name: 'Bench Officer',
  role: 'SOCIETY_ADMIN',
  organisation: slug,
});

/**
 * Accounts the bench signs in as, made while no server runs (`people`: `createUser`'s fields
 * but the password, a new one each). Returns each one's e-mail and password, in order.
 */
async function createAccounts(dataDir, people) {
  const { openDatabase } = await import(pathToFileURL(path.join(root, 'server/dist/db/client.js')));
  const { createUser } = await import(
    pathToFileURL(path.join(root, 'server/dist/modules/accounts/accounts.service.js'))
  );
  const database = await openDatabase({ engine: 'pglite', dataDir });
  const accounts = [];
  try {
    for (const { organisation = null, ...person } of people) {
      const account = { email: person.email, password: randomBytes(12).toString('base64url') };
      await createUser(database.db, { ...person, ...account, organisation });
      accounts.push(account);
    }
  } finally {
    await database.close();
  }
  return accounts;
}

/**
 * Empties the server's public cache (reads and pages) the way an officer's edit does: saving the
 * landing page's counters unchanged. Otherwise every request after the first would be answered
 * from memory and the database would not be timed at all.
 */
async function emptyPublicCache(base, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = await fetch(`${base}/api/admin/site/statistics`, { headers });
  if (!current.ok) throw new Error(`statistics answered ${current.status}`);
  const { overrides, version } = await current.json();
  const saved = await fetch(`${base}/api/admin/site/statistics`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...overrides, version }),
  });
  if (!saved.ok) throw new Error(`saving the statistics answered ${saved.status}`);
  await saved.arrayBuffer();
}

/** Requests `url` once, as a visitor (a cookie) or signed in; the time to its whole body. */
async function timeOnce(server, url, signedIn) {
  await emptyPublicCache(server.base, server.token);
  const headers = { 'accept-encoding': 'gzip', cookie: 'bench=1' };
  if (signedIn) headers.authorization = `Bearer ${server.token}`;
  const started = performance.now();
  const response = await fetch(`${server.base}${url}`, { headers });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (response.headers.get('x-page-cache') === 'hit') {
    throw new Error(`${url} came from the page cache: the timing would not be uncached`);
  }
  return { ms, bytes: body.byteLength };
}

/**
 * Each URL on both servers, alternately, RUNS times after one unmeasured request (a cold start
 * of its code path): a machine that gets busier during the run slows both alike. Each request
 * comes after emptying the public cache, and pages go with a cookie, which the page cache never
 * shares a render with (`mayShareRender`), so each is rendered from the database; a response
 * with `x-page-cache: hit` would mean it was not. Medians, and the body's size as decoded.
 */
async function timeBoth(sample, large, entries, signedIn) {
  const results = [];
  for (const { url, sample: sampleUrl = url, withinMs } of entries) {
    await timeOnce(sample, sampleUrl, signedIn);
    await timeOnce(large, url, signedIn);
    const times = { sample: [], large: [] };
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      times.sample.push((await timeOnce(sample, sampleUrl, signedIn)).ms);
      const measured = await timeOnce(large, url, signedIn);
      times.large.push(measured.ms);
      bytes = measured.bytes;
    }
    results.push({
      url,
      sampleUrl,
      sample: median(times.sample),
      large: median(times.large),
      bytes,
      withinMs,
    });
  }
  return results;
}

/**
 * Adds the `n`th weekly series of SERIES_SESSIONS sessions to the society `slug`, as its officer
 * (`token`) does from the event form with "Repeats": starting in two to eight days, one weekday
 * after another, at 16:00, 17:00 or 18:00. The request's time to its whole body, and how many of
 * its sessions the series' page says were made (those within the look-ahead window).
 */
async function addSeries(server, token, slug, n) {
  const dashboard = `${server.base}/api/society-dashboard/society/${slug}`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const firstDate = new Date(Date.now() + (2 + (n % 7)) * 86_400_000).toISOString().slice(0, 10);
  const hour = 16 + (n % 3);
  const body = {
    title: `Bench Weekly Session ${n + 1}`,
    date: firstDate,
    time: `${hour}:00`,
    endTime: `${hour + 1}:30`,
    description: 'A weekly session, the same time each week.',
    location: `Lab ${(n % 5) + 1}`,
    registrationMode: 'site',
    repeat: { frequency: 'weekly', count: SERIES_SESSIONS },
  };
  const started = performance.now();
  const response = await fetch(`${dashboard}/events/upcoming`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const first = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 201 || !first.series) {
    throw new Error(`adding a series to ${slug} answered ${response.status}: ${first.error ?? ''}`);
  }
  const read = await fetch(`${dashboard}/series/${first.series.id}`, { headers });
  if (!read.ok) throw new Error(`the series' page answered ${read.status}`);
  const { sessions } = await read.json();
  return { ms, made: sessions.filter((session) => session.eventId !== null).length };
}

/**
 * Upcoming events as visitors are told of them (a series once in the lists): the total of the
 * aggregated list and of the society's, and the society page's "See all" count.
 */
async function upcomingCounts(server) {
  await emptyPublicCache(server.base, server.token);
  const read = async (url) => {
    const response = await fetch(`${server.base}${url}`);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };
  const [all, own, page] = await Promise.all([
    read('/api/events?when=upcoming&limit=1'),
    read(`/api/events?when=upcoming&org=${SOCIETY}&limit=100`),
    read(`/api/societies/${SOCIETY}`),
  ]);
  // Each of the society's series once: they start within the week, so on its first page of 100.
  const seen = new Set();
  for (const { series } of own.items) {
    if (!series) continue;
    if (seen.has(series.id)) throw new Error(`series ${series.id} is listed twice`);
    seen.add(series.id);
  }
  return { all: all.total, own: own.total, seeAll: page.counts.upcomingEvents, series: seen.size };
}

export function runCli(dataDir, args, env = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['server/dist/cli/index.js', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve({ output, seconds: (performance.now() - started) / 1000 });
      else reject(new Error(`${args.join(' ')} exited with code ${code}:\n${output}`));
    });
  });
}

/** What a timed URL misses of its targets: a ratio, a time or a size. */
function flagsOf({ sample, large, bytes, withinMs }, sized) {
  const flags = [];
  if (withinMs === undefined && large / sample > RATIO_TARGET) flags.push(`over ${RATIO_TARGET}x`);
  if (withinMs !== undefined && large > withinMs) flags.push(`over ${withinMs} ms`);
  if (sized && bytes > BYTES_TARGET) flags.push(`over ${kb(BYTES_TARGET)}`);
  return flags;
}

/** A timed URL as the tables name it: * when the sample's is another page of the same list. */
const labelOf = ({ url, sampleUrl }) => (sampleUrl === url ? url : `${url} *`);

/**
 * Series on the 100x data (issue 48), after the tables above: SERIES_PER_ORGANISATION weekly
 * series of SERIES_SESSIONS sessions on each of SERIES_ORGANISATIONS, added through the API by
 * its officer; the measured society's (the last) timed. Then SERIES_URLS timed again on both
 * servers (the sample has no series), before and after side by side. Returns the lines.
 */
async function seriesPart({ servers, officers, publicTimes, dashboardTimes, progress }) {
  const large = servers.large;
  const before = await upcomingCounts(large);
  const created = [];
  for (const [index, slug] of SERIES_ORGANISATIONS.entries()) {
    progress(`large data: ${SERIES_PER_ORGANISATION} weekly series on ${slug}`);
    const token = await signIn(large.base, officers[index]);
    for (let n = 0; n < SERIES_PER_ORGANISATION; n++) {
      created.push({ slug, ...(await addSeries(large, token, slug, created.length)) });
    }
  }
  const after = await upcomingCounts(large);
  if (after.series !== SERIES_PER_ORGANISATION) {
    throw new Error(
      `${SOCIETY}'s list shows ${after.series} series, not ${SERIES_PER_ORGANISATION}`,
    );
  }
  const timed = created.filter(({ slug }) => slug === SOCIETY);
  const times = timed.map(({ ms }) => ms);
  const made = [...new Set(created.map((series) => series.made))].sort((a, b) => a - b);
  const createMs = median(times);

  progress(`large data: timing ${SERIES_URLS.size} URLs again with ${created.length} series`);
  const changed = (list) => list.filter(({ url }) => SERIES_URLS.has(url));
  const publicAgain = await timeBoth(servers.sample, large, changed(PUBLIC_URLS), false);
  const signedInAgain = await timeBoth(servers.sample, large, changed(DASHBOARD_URLS), true);

  const over = [];
  const rows = [
    ['', 'before:', '', '', `${created.length} series:`, '', '', '', ''],
    ['URL', 'sample', 'large', 'ratio', 'sample', 'large', 'ratio', 'bytes (large)', ''],
  ];
  const addRows = (results, earlier, sized) => {
    for (const result of results) {
      const first = earlier.find(({ url }) => url === result.url);
      const flags = flagsOf(result, sized);
      if (flags.length > 0) over.push(`${result.url}: ${flags.join(', ')}`);
      rows.push([
        labelOf(result),
        `${first.sample.toFixed(1)} ms`,
        `${first.large.toFixed(1)} ms`,
        `${(first.large / first.sample).toFixed(2)}x`,
        `${result.sample.toFixed(1)} ms`,
        `${result.large.toFixed(1)} ms`,
        `${(result.large / result.sample).toFixed(2)}x`,
        kb(result.bytes),
        flags.length > 0 ? `OVER (${flags.join(', ')})` : '',
      ]);
    }
  };
  addRows(publicAgain, publicTimes, true);
  rows.push(['signed in (branch administrator):', '', '', '', '', '', '', '', '']);
  addRows(signedInAgain, dashboardTimes, false);
  const createOver = createMs >= SERIES_CREATE_TARGET_MS;
  return [
    `Series (issue 48) on the 100x data: ${created.length} weekly series of ${SERIES_SESSIONS} sessions added through the API, ${SERIES_PER_ORGANISATION} on each of ${SERIES_ORGANISATIONS.join(', ')}, each by its officer`,
    `Adding a series of ${SERIES_SESSIONS} weekly sessions (${SOCIETY}'s ${timed.length}, each a new series, after the others): median ${createMs.toFixed(0)} ms (${times.map((ms) => ms.toFixed(0)).join(', ')}); ${made.join(' or ')} sessions made at once (those within the look-ahead window), the rest later by the job; target under ${SERIES_CREATE_TARGET_MS} ms${createOver ? ': OVER' : ''}`,
    `Upcoming events listed (a series once): all ${before.all} -> ${after.all}, ${SOCIETY} ${before.own} -> ${after.own}; ${SOCIETY}'s page "See all" count ${before.seeAll} -> ${after.seeAll}`,
    `Timed again as above (median of ${RUNS}, the sample beside the large data, which now has the series); before: the table above`,
    ...table(rows),
    over.length === 0 && !createOver
      ? 'All within target.'
      : `${over.length + (createOver ? 1 : 0)} over target.`,
  ];
}

/**
 * Two DATA_DIRs with the sample content; `sample:large` adds 100x the data to one of them. Both
 * built servers then run side by side and every URL is timed on each. Returns the table's lines.
 */
export async function largeDataSection({
  progress,
  failures = [],
  stopProcess = stopChild,
  port = Number(process.env.BENCH_LARGE_PORT ?? 3196),
}) {
  const servers = {
    sample: { port, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-bench-sample-')) },
    large: {
      port: port + 1,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-bench-large-')),
    },
  };
  const start = (server) => {
    server.base = `http://127.0.0.1:${server.port}`;
    return startProcess('server/dist/server.js', server.port, `${server.base}/`, {
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'warn',
    });
  };
  const running = [];
  try {
    progress('large data: two DATA_DIRs with the sample content');
    // The first start loads the sample and makes its photos; stopping waits for them.
    const first = await Promise.all([start(servers.sample), start(servers.large)]);
    await Promise.all(first.map(({ child }) => stopProcess(child)));
    const accounts = {
      sample: (await createAccounts(servers.sample.dataDir, [ADMIN]))[0],
      large: (await createAccounts(servers.large.dataDir, [ADMIN]))[0],
    };

    progress('large data: npm run cli -- sample:large');
    const loading = await runCli(servers.large.dataDir, ['sample:large']);
    const loaded = loading.output.trim().split('\n').at(-1) ?? '';
    const officers = await createAccounts(
      servers.large.dataDir,
      SERIES_ORGANISATIONS.map(officerOf),
    );

    for (const [name, server] of Object.entries(servers)) {
      running.push((await start(server)).child);
      server.token = await signIn(server.base, accounts[name]);
    }
    progress(`large data: timing ${PUBLIC_URLS.length + DASHBOARD_URLS.length} URLs on both`);
    const publicTimes = await timeBoth(servers.sample, servers.large, PUBLIC_URLS, false);
    const dashboardTimes = await timeBoth(servers.sample, servers.large, DASHBOARD_URLS, true);

    const over = [];
    const rows = [['URL', 'sample', 'large', 'ratio', 'bytes (large)', '']];
    const addRows = (results, sized) => {
      for (const result of results) {
        const flags = flagsOf(result, sized);
        if (flags.length > 0) over.push(`${result.url}: ${flags.join(', ')}`);
        rows.push([
          labelOf(result),
          `${result.sample.toFixed(1)} ms`,
          `${result.large.toFixed(1)} ms`,
          `${(result.large / result.sample).toFixed(2)}x`,
          kb(result.bytes),
          flags.length > 0 ? `OVER (${flags.join(', ')})` : '',
        ]);
      }
    };
    addRows(publicTimes, true);
    rows.push(['signed in (branch administrator):', '', '', '', '', '']);
    addRows(dashboardTimes, false);

    // The tables above stand even if the series' part fails: it is reported on its own.
    const series = await seriesPart({
      servers,
      officers,
      publicTimes,
      dashboardTimes,
      progress,
    }).catch((error) => {
      const message = `Series FAILED: ${error instanceof Error ? error.message : error}`;
      failures.push(`large data: ${message}`);
      progress(message);
      return [message];
    });
    return [
      `sample:large took ${loading.seconds.toFixed(1)} s: ${loaded}`,
      `Uncached (public cache emptied before each request, pages with a cookie so each is rendered), median of ${RUNS}, both servers side by side; targets: at most ${RATIO_TARGET}x the sample's time (the annual reports: at most ${REPORT_TARGET_MS} ms on the large data), public responses at most ${kb(BYTES_TARGET)} (decoded)`,
      ...table(rows),
      '* compared with the first page of the same list on the sample, which has no such page',
      over.length === 0 ? 'All within target.' : `${over.length} over target.`,
      '',
      ...series,
    ];
  } finally {
    await Promise.all(running.map(stopProcess));
    for (const server of Object.values(servers)) {
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

// ---- Run alone: `node scripts/bench-large-data.mjs` (after `npm run build`) ----

if (isScript(import.meta.url)) {
  await runSectionAlone(
    'large-data',
    'Large data: list pages and APIs, sample content vs 100x the data; then 20 weekly series',
    largeDataSection,
  );
}
