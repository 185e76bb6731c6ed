// The search part of the bench (issue 28): `/api/search` on the 100x data set (`sample:large`:
// 100 organisations, 20,000 events, 100,000 photos, 5,000 achievements) under load, next to the
// bare Fastify route in the same run. Targets: p99 under 50 ms, and at least 30% of the bare
// route's requests per second. Searches are never kept by the public cache (`UNKEPT_READS`), so
// every request is answered by the database.
//
// `searchSection({ progress })` returns the table's lines for scripts/bench.mjs;
// `node scripts/bench-search.mjs` (after `npm run build`) runs it alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { children, kb, startProcess, stopProcess as stopChild, table } from './bench-kit.mjs';
import { runCli } from './bench-large-data.mjs';
import { root } from './build-state.mjs';

const CONNECTIONS = 16;
const WARMUP_SECONDS = 2;
const SECONDS = 10;
const P99_TARGET_MS = 50;
const SHARE_OF_BARE_TARGET = 0.3;

/**
 * What visitors type: names and topics of the large sample, initials, a typo, a word half typed,
 * a person's role, a place, and the broad ones ("workshop", "ieee") that match thousands of rows.
 */
export const TYPICAL_QUERIES = [
  'robotics',
  'machine learning',
  'workshop',
  'hackathon',
  'rust',
  'pcb design',
  'antenna measurements',
  'quantum',
  'careers in industry',
  'fpga',
  'wie',
  'robtics',
  'mach',
  'treasurer',
  'microgrids',
  'computer vision',
  'seminar hall',
  'battery management',
  'oceanic engineering',
  'ieee',
];

/** As Chromium asks (the rest of the bench's load figures ask the same). */
const ENCODINGS = 'gzip, deflate, br';

async function measure(url, requests) {
  const options = {
    url,
    connections: CONNECTIONS,
    requests,
    headers: { 'accept-encoding': ENCODINGS },
  };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** The rows the queries find on the large data, and the slowest single answer, once each. */
async function eachQueryOnce(base) {
  const found = [];
  for (const q of TYPICAL_QUERIES) {
    const started = performance.now();
    const response = await fetch(`${base}/api/search?q=${encodeURIComponent(q)}`);
    const body = await response.json();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`search for ${q} answered ${response.status}`);
    const total = body.groups.reduce((sum, group) => sum + group.total, 0);
    found.push({ q, total, ms });
  }
  return found;
}

export async function searchSection({
  progress,
  stopProcess = stopChild,
  port = Number(process.env.BENCH_SEARCH_PORT ?? 3198),
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-bench-search-'));
  const base = `http://127.0.0.1:${port}`;
  const bareUrl = `http://127.0.0.1:${port + 1}/`;
  const running = [];
  try {
    progress('search: the sample content, then sample:large');
    const first = await startProcess('server/dist/server.js', port, `${base}/`, {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    await stopProcess(first.child);
    const loading = await runCli(dataDir, ['sample:large']);
    const loaded = loading.output.trim().split('\n').at(-1) ?? '';

    const site = await startProcess('server/dist/server.js', port, `${base}/`, {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    running.push(site.child);
    const found = await eachQueryOnce(base);

    progress(`search: ${CONNECTIONS} connections over ${TYPICAL_QUERIES.length} queries`);
    const searches = TYPICAL_QUERIES.map((q) => ({
      method: 'GET',
      path: `/api/search?q=${encodeURIComponent(q)}`,
    }));
    const suggestions = TYPICAL_QUERIES.map((q) => ({
      method: 'GET',
      path: `/api/search/suggestions?q=${encodeURIComponent(q)}`,
    }));
    const search = await measure(base, searches);
    const suggest = await measure(base, suggestions);
    // Every request a query not asked before (two words of the typical queries, a kind, a
    // page): what the database answers when nothing is kept, e.g. right after an edit.
    let asked = 0;
    const vocabulary = [...new Set(TYPICAL_QUERIES.flatMap((q) => q.split(' ')))];
    const kinds = ['', 'event', 'achievement', 'organisation', 'member'];
    const fresh = [
      {
        method: 'GET',
        setupRequest: (request) => {
          asked += 1;
          const word = vocabulary[asked % vocabulary.length];
          const other = vocabulary[Math.floor(asked / vocabulary.length) % vocabulary.length];
          const kind = kinds[asked % kinds.length];
          const page = 1 + Math.floor(asked / (vocabulary.length * vocabulary.length));
          return {
            ...request,
            path: `/api/search?q=${encodeURIComponent(`${word} ${other}`)}${kind ? `&kind=${kind}&page=${page}` : `&page=${asked}`}`,
          };
        },
      },
    ];
    const uncached = await measure(base, fresh);
    await stopProcess(site.child);
    running.pop();

    const bare = await startProcess(
      path.join('scripts', 'bench-bare-fastify.mjs'),
      port + 1,
      bareUrl,
    );
    running.push(bare.child);
    const bareResult = await measure(bareUrl, undefined);

    const rows = [['target', 'req/s', 'of bare', 'p50 ms', 'p99 ms', 'bytes/resp', 'failed']];
    const over = [];
    for (const [name, result, checked] of [
      ['bare Fastify route (JSON)', bareResult, false],
      ['/api/search (20 queries in turn)', search, true],
      ['/api/search/suggestions (the same)', suggest, true],
      ['/api/search, each request a new query', uncached, false],
    ]) {
      const share = result.rps / bareResult.rps;
      if (checked && result.p99 >= P99_TARGET_MS) over.push(`${name}: p99 ${result.p99} ms`);
      if (checked && share < SHARE_OF_BARE_TARGET) {
        over.push(`${name}: ${Math.round(share * 100)}% of bare`);
      }
      rows.push([
        name,
        result.rps,
        `${Math.round(share * 100)}%`,
        result.p50,
        result.p99,
        kb(result.bytes),
        result.failed,
      ]);
    }
    return [
      `sample:large took ${loading.seconds.toFixed(1)} s: ${loaded}`,
      `Each query once, matches over every kind (ms): ${found
        .map(({ q, total, ms }) => `${q} ${total} (${ms.toFixed(0)})`)
        .join(', ')}`,
      `Load: ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up; the site and the bare route one after the other, never at once; targets: p99 under ${P99_TARGET_MS} ms, at least ${SHARE_OF_BARE_TARGET * 100}% of bare's req/s`,
      ...table(rows),
      over.length === 0 ? 'All within target.' : `Over target: ${over.join('; ')}.`,
    ];
  } finally {
    await Promise.all(running.map(stopProcess));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- Run alone: `node scripts/bench-search.mjs` (after `npm run build`) ----

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const startedAt = performance.now();
  const progress = (message) =>
    process.stderr.write(
      `bench-search [${((performance.now() - startedAt) / 1000).toFixed(0)} s]: ${message}\n`,
    );
  if (!fs.existsSync(path.join(root, 'server/dist/server.js'))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  try {
    const lines = await searchSection({ progress });
    console.log('\nSearch on the 100x data');
    for (const line of lines) console.log(`  ${line}`);
  } finally {
    await Promise.all([...children].map((child) => stopChild(child)));
  }
}
