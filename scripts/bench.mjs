// `npm run bench`: figures measured on this machine, printed as a table. Timings live here and
// never in tests. Traffic goes to 127.0.0.1 only, bounded in count and time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './build-state.mjs';

const port = Number(process.env.BENCH_PORT ?? 3199);
const base = `http://127.0.0.1:${port}`;

async function startServer(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    try {
      const response = await fetch(`${base}/`);
      if (response.ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error('the server exited');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { child, seconds: (performance.now() - started) / 1000 };
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Gzip bytes of every script `/` loads: module scripts and modulepreloads. */
async function javascriptOfHome() {
  const html = await (await fetch(`${base}/`)).text();
  const sources = new Set(
    [
      ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
    ].map((m) => m[1]),
  );
  // Modules imported by inline module scripts (the hydration entry) count too.
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g))
    sources.add(m[1]);
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.size, raw, gzip };
}

/** Requests per second over `seconds`, with `connections` requests in flight. */
async function throughput(urlPath, seconds = 5, connections = 16) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const response = await fetch(`${base}${urlPath}`, {
          headers: { 'accept-encoding': 'gzip' },
        });
        await response.arrayBuffer();
        if (response.ok) done++;
        else failed++;
      }
    }),
  );
  return { rps: Math.round(done / seconds), failed };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-bench-'));
const rows = [];
try {
  const fresh = await startServer(dataDir);
  rows.push(['start to first page, empty DATA_DIR', `${fresh.seconds.toFixed(2)} s`]);
  await stopServer(fresh.child);

  const again = await startServer(dataDir);
  rows.push(['start to first page, existing DATA_DIR', `${again.seconds.toFixed(2)} s`]);
  const js = await javascriptOfHome();
  rows.push([
    'JavaScript loaded by / (gzip)',
    `${(js.gzip / 1024).toFixed(1)} KB in ${js.files} files (${(js.raw / 1024).toFixed(1)} KB raw)`,
  ]);
  for (const urlPath of ['/api/societies', '/', '/societies/computer-society']) {
    const result = await throughput(urlPath);
    rows.push([
      `requests/s ${urlPath}`,
      `${result.rps}${result.failed ? ` (${result.failed} failed)` : ''}`,
    ]);
  }
  await stopServer(again.child);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\nChapterhouse bench (${os.cpus().length} cores, Node ${process.version})`);
for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
