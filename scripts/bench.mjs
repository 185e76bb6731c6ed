// `npm run bench`: figures measured on this machine, printed as tables. Timings live here and
// never in tests. Traffic goes to 127.0.0.1 only, bounded in count and time. Needs Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium) for the JavaScript size and Lighthouse; the
// rest still runs without it, and the bench then exits non-zero.
//
// The site and a bare Fastify route each run in their own child process, so on a 2-core machine
// the load generator (autocannon, in this process) and the server under test get a core each.
//
// BENCH_ONLY=<start of a section's title> runs the start-up and only the sections whose titles
// start so (case-insensitive), e.g. BENCH_ONLY=load for the load figures alone, which need no
// Chromium and no Lighthouse, or BENCH_ONLY=rush for the opening rush on both engines
// (scripts/bench-rush.mjs; PostgreSQL through BENCH_DATABASE_URL or TEST_DATABASE_URL), or
// BENCH_ONLY=search for search on the 100x data (scripts/bench-search.mjs), or
// BENCH_ONLY=certificates for certificates' PDFs and a large event's ZIP
// (scripts/bench-certificates.mjs), or BENCH_ONLY=students for a student's own page with 100
// registrations (scripts/bench-students.mjs), or BENCH_ONLY=roster for a 5,000-member OU
// Analytics roster's preview, applying it and how well it matches (scripts/bench-roster.mjs), or
// BENCH_ONLY=statements for a 5,000-line bank statement read and matched against 2,000
// registrations awaiting payment (scripts/bench-statements.mjs).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { certificatesSection } from './bench-certificates.mjs';
import {
  children,
  cpuBusy,
  kb,
  median,
  startProcess,
  stopProcess as stopChild,
  table,
} from './bench-kit.mjs';
import { largeDataSection } from './bench-large-data.mjs';
import { rosterSection } from './bench-roster.mjs';
import { rush, rushSection } from './bench-rush.mjs';
import { searchSection } from './bench-search.mjs';
import { statementsSection } from './bench-statements.mjs';
import { studentsSection } from './bench-students.mjs';
import { root } from './build-state.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import {
  BUDGET_PAGES,
  htmlBudgetOf,
  measurePageHtml,
  measurePageJavaScript,
  PAGE_HTML_BUDGET,
  PAGE_JAVASCRIPT_BUDGET,
  resolveBudgetPage,
  withinBudget,
} from './page-weight.mjs';

// Server modules for the media figures (the build this bench starts is the same).
const { openDatabase } = await import(path.join(root, 'server/dist/db/client.js'));
const { createUser } = await import(
  path.join(root, 'server/dist/modules/accounts/accounts.service.js')
);
const { processImage } = await import(path.join(root, 'server/dist/modules/media/pipeline.js'));
const sharp = (await import('sharp')).default;

const port = Number(process.env.BENCH_PORT ?? 3199);
const barePort = Number(process.env.BENCH_BARE_PORT ?? port + 1);
const base = `http://127.0.0.1:${port}`;

const societyPage = '/societies/computer-society';
// The landing page, a society page and the aggregated events page (issue 14's three).
const lighthousePages = ['/', societyPage, '/upcoming-events'];
const lighthousePresets = [
  { name: 'mobile', config: undefined }, // Lighthouse's default: emulated phone, slow 4G, 4x CPU
  { name: 'desktop', config: desktopConfig },
];
const lighthouseReports = path.join(os.tmpdir(), 'chapterhouse-bench-lighthouse');

// The same settings for every load target, the bare Fastify route included.
const load = { connections: 16, warmupSeconds: 1, seconds: 8 };

const failures = [];
const sections = [];

const benchStarted = performance.now();
const elapsed = () => `${((performance.now() - benchStarted) / 1000).toFixed(0)} s`;

function progress(message) {
  process.stderr.write(`bench [${elapsed()}]: ${message}\n`);
}

function startServer(dataDir) {
  return startProcess('server/dist/server.js', port, `${base}/`, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
}

/** Stops a child process; one that had to be killed is a failure of the bench. */
const stopProcess = (child) => stopChild(child, (message) => failures.push(message));

function requireChromium() {
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(
      `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROME_PATH)`,
    );
}

/**
 * The JavaScript each budget page loads in Chromium and its HTML, against their budgets (the
 * budget test, e2e/tests/budget.spec.ts, counts the same way).
 */
async function pageWeights() {
  requireChromium();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const verdict = (bytes, budget) => (withinBudget(bytes, budget) ? 'ok' : 'OVER');
  const rows = [
    ['page', 'JS gzip', 'files', 'JS raw', 'budget', 'HTML gzip', 'HTML raw', 'budget'],
  ];
  try {
    for (const entry of BUDGET_PAGES) {
      const urlPath = await resolveBudgetPage(entry, base);
      const page = await browser.newPage();
      const js = await measurePageJavaScript(page, `${base}${urlPath}`);
      await page.close();
      const html = await measurePageHtml(`${base}${urlPath}`);
      if (!withinBudget(js.gzip, PAGE_JAVASCRIPT_BUDGET))
        failures.push(`${urlPath}: JavaScript over budget`);
      if (!withinBudget(html.gzip, htmlBudgetOf(urlPath)))
        failures.push(`${urlPath}: HTML over budget`);
      rows.push([
        urlPath,
        kb(js.gzip),
        js.files.length,
        kb(js.raw),
        verdict(js.gzip, PAGE_JAVASCRIPT_BUDGET),
        kb(html.gzip),
        kb(html.raw),
        verdict(html.gzip, htmlBudgetOf(urlPath)),
      ]);
    }
  } finally {
    await browser.close();
  }
  return table(rows);
}

/**
 * Audits of the four categories that scored below 0.9, worst first, in two groups: those
 * weighing in a category score, and diagnostics (weight 0, e.g. unused JavaScript).
 */
function failedAudits(lhr) {
  const weights = new Map();
  for (const category of Object.values(lhr.categories))
    for (const ref of category.auditRefs)
      weights.set(ref.id, Math.max(weights.get(ref.id) ?? 0, ref.weight));
  const failed = [...weights.keys()]
    .map((id) => lhr.audits[id])
    .filter(
      (audit) =>
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => a.score - b.score);
  const ids = (audits) => (audits.length ? audits.map((audit) => audit.id).join(', ') : 'none');
  return {
    scored: ids(failed.filter((audit) => weights.get(audit.id) > 0)),
    diagnostics: ids(failed.filter((audit) => weights.get(audit.id) === 0)),
  };
}

async function runLighthouse() {
  requireChromium();
  fs.mkdirSync(lighthouseReports, { recursive: true });
  // Each page once first, as the visitors before this one would have: Lighthouse then measures
  // the page a visitor meets on a running site (from the page cache), not the server's first
  // render of it since it started (about 150 ms of loading its code and warming its queries,
  // which Lighthouse's phone model scales into a later first paint).
  for (const urlPath of lighthousePages) {
    const response = await fetch(`${base}${urlPath}`);
    if (!response.ok) throw new Error(`${urlPath}: ${response.status}`);
    await response.arrayBuffer();
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  const runs = [];
  try {
    for (const urlPath of lighthousePages) {
      for (const preset of lighthousePresets) {
        progress(`Lighthouse ${preset.name} ${urlPath}`);
        const result = await lighthouse(
          `${base}${urlPath}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
          preset.config,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no result for ${urlPath}`);
        if (lhr.runtimeError)
          throw new Error(`${urlPath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const slug = urlPath === '/' ? 'home' : urlPath.replaceAll('/', '-').replace(/^-/, '');
        fs.writeFileSync(
          path.join(lighthouseReports, `${slug}-${preset.name}.json`),
          JSON.stringify(lhr),
        );
        runs.push({ urlPath, preset: preset.name, lhr });
      }
    }
  } finally {
    await chrome.kill();
  }
  return runs;
}

function lighthouseSection(runs) {
  const score = (lhr, id) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? '-' : String(Math.round(value * 100));
  };
  const metric = (lhr, id, digits) => lhr.audits[id]?.numericValue?.toFixed(digits) ?? '-';
  const lines = table([
    ['page', 'preset', 'perf', 'a11y', 'best-pr', 'seo', 'LCP ms', 'CLS', 'TBT ms'],
    ...runs.map(({ urlPath, preset, lhr }) => [
      urlPath,
      preset,
      score(lhr, 'performance'),
      score(lhr, 'accessibility'),
      score(lhr, 'best-practices'),
      score(lhr, 'seo'),
      metric(lhr, 'largest-contentful-paint', 0),
      metric(lhr, 'cumulative-layout-shift', 3),
      metric(lhr, 'total-blocking-time', 0),
    ]),
  ]);
  for (const { urlPath, preset, lhr } of runs) {
    const failed = failedAudits(lhr);
    lines.push(`${urlPath} ${preset}, audits below 0.9:`);
    lines.push(`  counted in a score: ${failed.scored}`);
    lines.push(`  diagnostics: ${failed.diagnostics}`);
  }
  lines.push(`full reports: ${lighthouseReports}`);
  return lines;
}

/** What a browser sends: the cached pages and reads are kept in gzip and brotli. */
const browserEncodings = 'gzip, deflate, br';

/**
 * One autocannon run; the warm-up run before it is not reported. A request counts as failed
 * unless it answers 2xx or one of `alsoExpected` (a revalidation expects 304).
 */
async function measureLoad(url, { headers = {}, alsoExpected = [] } = {}) {
  const options = {
    url,
    connections: load.connections,
    headers: { 'accept-encoding': browserEncodings, ...headers },
  };
  await autocannon({ ...options, duration: load.warmupSeconds });
  const result = await autocannon({ ...options, duration: load.seconds });
  const expectedOther = alsoExpected.reduce(
    (sum, status) => sum + (result.statusCodeStats[status]?.count ?? 0),
    0,
  );
  return {
    rps: Math.round(result.requests.average),
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    problems: result.non2xx - expectedOther + result.errors + result.timeouts,
  };
}

/**
 * Each target under the same load, next to the bare Fastify route of the same run: a cached page
 * or public read costs no rendering, compression or hashing, so it should come close to it.
 *
 * A page is a hundred times the bytes of the bare route's JSON, and on one machine the load
 * generator pays for every byte it reads: the second row, the bare route sending a buffer as large
 * as the cached `/` (brotli), is the most any answer of that size could reach here. The 304 row is
 * a returning visitor whose copy is current (pages are `no-cache`: browsers always revalidate);
 * should `/` be rendered again meanwhile (its 60 s expiry), its bytes may differ (React streams
 * the hydration data differently under load), and the answers are 200s from then on.
 * The uncached row sends a cookie, which makes the site render the page for that request alone
 * (mayShareRender in server/src/modules/public-cache/page-responses.ts).
 */
async function loadSection() {
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  const bare = await startProcess(
    path.join('scripts', 'bench-bare-fastify.mjs'),
    barePort,
    bareUrl,
  );
  // The cached landing page as a browser gets it: its size on the wire and its ETag.
  const cachedHome = async () => {
    const home = await fetch(`${base}/`, { headers: { 'accept-encoding': browserEncodings } });
    await home.arrayBuffer();
    return { bytes: Number(home.headers.get('content-length')), etag: home.headers.get('etag') };
  };
  const homeBytes = (await cachedHome()).bytes;
  const targets = [
    { name: 'bare Fastify route (JSON)', url: bareUrl },
    { name: `bare Fastify, ${kb(homeBytes)} buffer`, url: `${bareUrl}bytes/${homeBytes}` },
    ...['/api/societies', '/api/societies/computer-society'].map((urlPath) => ({
      name: urlPath,
      url: `${base}${urlPath}`,
    })),
    { name: '/ (cached)', url: `${base}/` },
    { name: `${societyPage} (cached)`, url: `${base}${societyPage}` },
    {
      name: '/ (revalidated: 304)',
      url: `${base}/`,
      // The browser's copy: the page as it is just before this row.
      headers: async () => ({ 'if-none-match': (await cachedHome()).etag ?? '' }),
      alsoExpected: [304],
    },
    { name: '/ (uncached: cookie)', url: `${base}/`, headers: { cookie: 'bench=uncached' } },
  ];
  const rows = [['target', 'req/s', 'of bare', 'p50 ms', 'p99 ms', 'bytes/resp', 'failed']];
  let bareRps = 0;
  try {
    for (const target of targets) {
      progress(`load ${target.name}`);
      const headers =
        typeof target.headers === 'function' ? await target.headers() : target.headers;
      const result = await measureLoad(target.url, { ...target, headers });
      if (result.problems) failures.push(`load on ${target.name}: ${result.problems} failed`);
      bareRps ||= result.rps;
      rows.push([
        target.name,
        result.rps,
        `${Math.round((result.rps / bareRps) * 100)}%`,
        result.p50,
        result.p99,
        Math.round(result.bytesPerResponse),
        result.problems,
      ]);
    }
  } finally {
    await stopProcess(bare.child);
  }
  return table(rows);
}

/** The viewports the landing page's image bytes are measured at. */
const imageViewports = [
  {
    name: 'phone 390x844 @3x',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
  },
  {
    name: 'desktop 1440x900 @1x',
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
  },
];
const UPLOAD = /\/media\/uploads\/([a-z0-9]+-(\d+)x\d+-[0-9a-f]{6})\/\d+\.webp$/;

/** Waits until the sample photos (made just after the first start) are on the landing page. */
async function waitForSamplePhotos() {
  for (let attempt = 0; attempt < 240; attempt++) {
    const html = await (await fetch(`${base}/`)).text();
    if (html.includes('/media/uploads/')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the sample photos did not appear on / within a minute');
}

/**
 * Bytes of the pictures `/` loads in Chromium, as served (each upload's rendition the browser
 * chose from its srcset) and as they would be without renditions (each upload at its largest
 * size, the original capped at 2560 px); other pictures (SVG logos) count the same in both.
 * Once for what shows on arrival, once after scrolling through the whole page (lazy pictures).
 */
async function landingImageBytes() {
  requireChromium();
  await waitForSamplePhotos();
  const largest = new Map();
  const largestOf = async (url) => {
    const match = UPLOAD.exec(new URL(url).pathname);
    if (!match) return null;
    if (!largest.has(match[1])) {
      const response = await fetch(`${base}/media/uploads/${match[1]}/${match[2]}.webp`);
      largest.set(match[1], (await response.arrayBuffer()).byteLength);
    }
    return largest.get(match[1]);
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows = [['viewport', 'part', 'pictures', 'served', 'without renditions', 'saved']];
  try {
    for (const device of imageViewports) {
      for (const part of ['first screen', 'whole page']) {
        const context = await browser.newContext({
          viewport: device.viewport,
          deviceScaleFactor: device.deviceScaleFactor,
          isMobile: device.isMobile,
        });
        const page = await context.newPage();
        const seen = new Map();
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'image') return;
          seen.set(
            response.url(),
            response.body().then(
              (body) => body.length,
              () => 0,
            ),
          );
        });
        await page.goto(`${base}/`, { waitUntil: 'networkidle' });
        if (part === 'whole page') {
          for (;;) {
            const more = await page.evaluate(() => {
              window.scrollBy(0, window.innerHeight * 0.8);
              return window.scrollY + window.innerHeight < document.body.scrollHeight - 2;
            });
            await page.waitForTimeout(150);
            if (!more) break;
          }
          await page.waitForLoadState('networkidle');
        }
        let served = 0;
        let unscaled = 0;
        for (const [url, bytes] of seen) {
          const size = await bytes;
          served += size;
          unscaled += (await largestOf(url)) ?? size;
        }
        rows.push([
          device.name,
          part,
          seen.size,
          kb(served),
          kb(unscaled),
          `${Math.round((1 - served / unscaled) * 100)}%`,
        ]);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * A 12-megapixel phone photo: 4000x3000 JPEG of about 3 MB, a gradient with fine grain (as
 * sensors have; noise is harder to encode than most real scenes).
 */
async function twelveMegapixelPhoto() {
  const width = 4000;
  const height = 3000;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1f3a5f"/><stop offset="0.5" stop-color="#88a070"/><stop offset="1" stop-color="#e0a040"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1300" cy="1500" r="700" fill="#fff" fill-opacity="0.35"/></svg>`;
  const grain = await sharp({
    create: {
      width: 512,
      height: 512,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .ensureAlpha(0.3)
    .png()
    .toBuffer();
  const base = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp(base)
    .composite([{ input: grain, tile: true }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Processing alone (in this process: decode, orient, scale, five WebP renditions) and the whole
 * upload request to the running server, three times each; medians.
 */
async function uploadTiming(account) {
  const photo = await twelveMegapixelPhoto();
  const processing = [];
  let renditions = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const image = await processImage(photo);
    processing.push(performance.now() - started);
    renditions = image.renditions;
  }
  // 320, 640, 960, 1280, 1920 and the capped original (docs/media.md).
  if (renditions.length !== 6) throw new Error(`expected 6 renditions, got ${renditions.length}`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const { token } = await login.json();
  const requests = [];
  for (let run = 0; run < 3; run++) {
    const form = new FormData();
    form.append('alt', 'Bench photo');
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'IMG_4000x3000.jpg');
    const started = performance.now();
    const response = await fetch(`${base}/api/society-dashboard/society/computer-society/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    requests.push(performance.now() - started);
  }
  return table([
    [`12 MP JPEG (4000x3000, ${kb(photo.length)})`, 'median', 'runs'],
    [
      'processing alone',
      `${median(processing).toFixed(0)} ms`,
      processing.map((ms) => ms.toFixed(0)).join(', '),
    ],
    [
      'upload request (loopback)',
      `${median(requests).toFixed(0)} ms`,
      requests.map((ms) => ms.toFixed(0)).join(', '),
    ],
  ]);
}

/** An officer of computer-society for the upload timing, created while no server holds the data. */
async function benchOfficer(dataDir) {
  const database = await openDatabase({ engine: 'pglite', dataDir });
  const account = { email: 'bench@example.edu', password: randomBytes(12).toString('base64url') };
  try {
    await createUser(database.db, {
      ...account,
      name: 'Bench Officer',
      role: 'SOCIETY_ADMIN',
      organisation: 'computer-society',
    });
  } finally {
    await database.close();
  }
  return account;
}

const onlySections = process.env.BENCH_ONLY?.toLowerCase();

async function section(title, measure) {
  if (onlySections && !title.toLowerCase().startsWith(onlySections)) return;
  try {
    sections.push([title, await measure()]);
  } catch (error) {
    const message = `${title} FAILED: ${error instanceof Error ? error.message : error}`;
    failures.push(message);
    sections.push([title, [message]]);
    progress(message);
  }
}

const busyBefore = await cpuBusy();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-bench-'));
try {
  const startup = [];
  progress('starting the server on an empty DATA_DIR');
  const fresh = await startServer(dataDir);
  startup.push(['empty DATA_DIR (sample content seeded)', `${fresh.seconds.toFixed(2)} s`]);
  // The landing page's sample photos are made just after the first start; a stop waits for them.
  const photosStarted = performance.now();
  await waitForSamplePhotos();
  startup.push([
    'sample photos on / (after the first page)',
    `${((performance.now() - photosStarted) / 1000).toFixed(2)} s more`,
  ]);
  await stopProcess(fresh.child);
  const officer = await benchOfficer(dataDir);
  const again = await startServer(dataDir);
  startup.push(['existing DATA_DIR', `${again.seconds.toFixed(2)} s`]);
  sections.push(['Start to first page', table(startup)]);

  await section(
    `Page weight (Chromium; JavaScript per file gzip -9, budget ${kb(PAGE_JAVASCRIPT_BUDGET)}; HTML gzip -9, budget ${kb(PAGE_HTML_BUDGET)})`,
    async () => {
      progress('page weights');
      return pageWeights();
    },
  );
  await section(
    'Landing page pictures (Chromium): bytes served with renditions vs each upload at its largest size',
    async () => table(await landingImageBytes()),
  );
  await section('Upload of a 12-megapixel photo', () => uploadTiming(officer));
  await section(
    'Lighthouse 12 (mobile = default config, emulated phone on slow 4G; desktop = desktop config)',
    async () => lighthouseSection(await runLighthouse()),
  );
  await section(
    `Load (autocannon, ${load.connections} connections, ${load.seconds} s each after a ${load.warmupSeconds} s warm-up, accept-encoding: ${browserEncodings})`,
    loadSection,
  );
  await stopProcess(again.child);
  // The rush replaced the steady "Registration" section (50 connections, 2,000 places): it
  // measures the same lock (one event, taking turns) at the opening's load, and checks the result.
  const rushOptions = {
    port,
    startProcess,
    stopProcess,
    waitForSamplePhotos,
    cpuBusy,
    progress,
    failures,
  };
  const rushTitle = `${rush.students} students (${rush.burst} at the opening, the rest over ${rush.lateUntilMs / 1000} s), ${rush.connections} connections, an event of ${rush.places} places; each loads its page, then registers`;
  await section(`Rush on the embedded database: ${rushTitle}`, () =>
    rushSection({ ...rushOptions, engine: 'pglite', dataDir, account: officer }),
  );
  await section(`Rush on PostgreSQL: ${rushTitle}`, () =>
    rushSection({ ...rushOptions, engine: 'postgres' }),
  );
  await section(
    'Large data (sample:large: 100 organisations, 20,000 events, 100,000 photos, 5,000 achievements): uncached reads, median ms, against the sample; then 20 weekly series (issue 48)',
    () => largeDataSection({ progress, failures, stopProcess }),
  );
  await section(
    'Search on the 100x data (sample:large), both engines: new queries alone and under load, and the cached answers',
    () => searchSection({ progress, stopProcess }),
  );
  await section(
    'Certificates (issue 30): one PDF drawn in process, and the ZIP of a 500-attendee event while visitors load /',
    () => certificatesSection({ progress, failures, stopProcess }),
  );
  await section("Students (issue 47): a student's own page, uncached, 100 registrations", () =>
    studentsSection({ progress, stopProcess }),
  );
  await section(
    'Roster (issue 47): an OU Analytics roster of 5,000 members previewed and applied on the embedded database, and registrations with realistic noise matched against it',
    () => rosterSection({ progress, stopProcess }),
  );
  await section(
    'Statements (issue 49): a bank statement of 5,000 lines (CSV and .xlsx) read and matched against 2,000 registrations awaiting payment, with realistic noise, in process',
    () => statementsSection({ progress, failures }),
  );
} finally {
  await Promise.all([...children].map(stopProcess));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const busyAfter = await cpuBusy();
const percent = (share) => `${Math.round(share * 100)}%`;
console.log(
  `\nChapterhouse bench (${os.cpus().length} cores, Node ${process.version}, ${elapsed()})`,
);
console.log(
  `CPU busy with other work: ${percent(busyBefore)} before, ${percent(busyAfter)} after` +
    (Math.max(busyBefore, busyAfter) > 0.15 ? ' (a busy machine: figures below are low)' : ''),
);
for (const [title, lines] of sections) {
  console.log(`\n${title}`);
  for (const line of lines) console.log(`  ${line}`);
}
if (failures.length) {
  console.log(`\n${failures.length} part(s) failed:`);
  for (const failure of failures) console.log(`  ${failure}`);
  process.exitCode = 1;
}
