// The certificates part of the bench (issues 30 and 46): what drawing one certificate of
// participation costs, and whether visitors of the site notice a large event's certificates
// being drawn.
//
// 1. One certificate's PDF drawn in this process by the built renderer
//    (server/dist/modules/certificates/certificate-pdf.js): the first (cold: its fonts read and
//    parsed) and RENDERS more (warm), median and p99. Rendering is synchronous between its awaits,
//    so a render's time is how long it holds the thread that draws it: in the server, a PDF
//    worker thread (lib/pdf-workers.ts), not the one that answers requests. Then RENDERS more
//    as the server draws them, through a PDF worker thread.
// 2. Through the running server, on each engine (BENCH_CERTIFICATES_ENGINES, default
//    `pglite,postgres`): a past event of ATTENDEES checked-in registrants (written into the
//    database before the server starts, as the large-data bench loads its data). VISITORS keep
//    loading `/` while the server is idle, then while the mail job draws the PDF of each of the
//    ATTENDEES certificates just issued, then while `GET {base}/events/:itemId/certificates.zip`
//    is downloaded, and once more on the idle server. Targets: the ZIP within ZIP_TARGET_SECONDS,
//    and the page's p99 during the mail job and the ZIP at most P99_TARGET_RATIO times its idle
//    p99, the lower of the two idle ones (issue 46).
//
// `certificatesSection({ progress })` returns the table's lines for scripts/bench.mjs
// (`BENCH_ONLY=certificates`); `node scripts/bench-certificates.mjs` (after `npm run build`) runs
// it alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addBenchAccount,
  benchEngines,
  distModule,
  ENGINE_NAMES,
  freshPostgresDatabase,
  isScript,
  kb,
  runSectionAlone,
  startProcess,
  stopProcess as stopChild,
  table,
  withStoppedSite,
} from './bench-kit.mjs';

const RENDERS = 50;
const ATTENDEES = 500;
const ZIP_TARGET_SECONDS = 60;
/** The page's p99 while PDFs are drawn, at most this many times its p99 on an idle server. */
const P99_TARGET_RATIO = 1.5;
/** Visitors loading the public page one after another, side by side, during the download. */
const VISITORS = 2;
/** Requests of the public page before the certificates are issued: its figures on an idle server. */
const IDLE_REQUESTS = 1000;
/**
 * The server settles this long after it starts before the page is measured: what it does once
 * a second after listening (the PDF renderer's warm-up) is not what a visitor of an idle
 * server meets.
 */
const SETTLE_MS = 3000;
const SOCIETY = 'computer-society';
const DASHBOARD = `/api/society-dashboard/society/${SOCIETY}`;
const PUBLIC_PAGE = '/';
/** The mails of ATTENDEES certificates, each with its PDF, are prepared within this. */
const MAILS_TIMEOUT_MS = 180_000;

/** Percentile of sorted values, in ms with one decimal. */
function percentile(sorted, share) {
  if (sorted.length === 0) return '-';
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))].toFixed(1);
}

const sortedTimes = (values) => [...values].sort((a, b) => a - b);

/** A logo and a signature as imageForPdf hands them over: opaque PNGs, at most 600 px wide. */
async function sampleImages() {
  const sharp = (await import('sharp')).default;
  const png = (width, height, body) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
      ),
    )
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  return {
    logo: await png(
      600,
      600,
      '<circle cx="300" cy="300" r="280" fill="#00629b"/><text x="300" y="360" font-size="180" text-anchor="middle" fill="#fff">CS</text>',
    ),
    signature: await png(
      600,
      180,
      '<path d="M20 140 C 120 20, 180 180, 280 80 S 440 40, 580 120" stroke="#123" stroke-width="8" fill="none"/>',
    ),
  };
}

/** The certificate of the n-th attendee; every fifth a Devanagari name (shaped by fontkit). */
function certificateOf(n, images) {
  const name = n % 5 === 0 ? `प्रिया शर्मा ${n}` : `Attendee Number ${n}`;
  return {
    title: 'Certificate of Participation',
    recipientName: name,
    body: `This is to certify that ${name} took part as Participant in Bench Certificates Workshop, organised by IEEE Computer Society on 2 December 2026.`,
    organisationName: 'IEEE Computer Society',
    color: '#00629b',
    logo: images.logo,
    signatories: [
      { name: 'Dr. Anil Kumar', role: 'Branch Counsellor', signature: images.signature },
      { name: 'Zoë Łukasz', role: 'Chair', signature: images.signature },
    ],
    verifyUrl: `https://branch.example/certificates/BENCH${String(n).padStart(11, '0')}`,
    code: `BENCH${String(n).padStart(11, '0')}`,
    issuedOn: '2 December 2026',
  };
}

async function renderTimes() {
  const images = await sampleImages();
  const imported = performance.now();
  const { drawCertificatePdf } = await distModule('modules/certificates/certificate-pdf.js');
  const importMs = performance.now() - imported;
  const time = async (draw, n) => {
    const started = performance.now();
    const pdf = await draw(certificateOf(n, images));
    return { ms: performance.now() - started, bytes: pdf.length };
  };
  const cold = await time(drawCertificatePdf, 0);
  const warm = [];
  let bytes = 0;
  for (let n = 1; n <= RENDERS; n++) {
    const result = await time(drawCertificatePdf, n);
    warm.push(result.ms);
    bytes += result.bytes;
  }
  // As the server draws one: handed to a PDF worker thread, its bytes handed back.
  const { renderCertificatePdf } = await distModule('modules/certificates/certificate-drawing.js');
  const { stopPdfWorkers } = await distModule('lib/pdf-workers.js');
  const throughWorker = [];
  try {
    await time(renderCertificatePdf, 0);
    for (let n = 1; n <= RENDERS; n++) {
      throughWorker.push((await time(renderCertificatePdf, n)).ms);
    }
  } finally {
    await stopPdfWorkers();
  }
  const sorted = sortedTimes(warm);
  const sortedThroughWorker = sortedTimes(throughWorker);
  return table([
    ['one certificate (logo, 2 signatures)', 'ms'],
    ['module import', importMs.toFixed(1)],
    ['first render (cold: fonts read and parsed)', cold.ms.toFixed(1)],
    [`warm median of ${RENDERS}`, percentile(sorted, 0.5)],
    [`warm p99 of ${RENDERS}`, percentile(sorted, 0.99)],
    [`through a PDF worker thread, median of ${RENDERS}`, percentile(sortedThroughWorker, 0.5)],
    [`through a PDF worker thread, p99 of ${RENDERS}`, percentile(sortedThroughWorker, 0.99)],
    ['PDF size (mean)', kb(bytes / RENDERS)],
  ]);
}

/**
 * An officer of the society, its logo (the sample's SVG art, so the certificate converts it),
 * and a past event with ATTENDEES confirmed and checked-in registrations; written while no
 * server holds the data. Returns the officer's account and the event's id.
 */
function seed(dataDir, databaseUrl) {
  return withStoppedSite(
    dataDir,
    async ({ db, rowsOf, sql }) => {
      const account = await addBenchAccount(db, {
        email: 'bench-certificates@example.edu',
        name: 'Bench Officer',
        role: 'SOCIETY_ADMIN',
        organisation: SOCIETY,
      });
      const logo = `/media/sample/org-${SOCIETY}-logo.svg`;
      if (fs.existsSync(path.join(dataDir, logo))) {
        await db.execute(sql`update organisations set logo = ${logo} where slug = ${SOCIETY}`);
      }
      const day = new Date(Date.now() - 14 * 86_400_000);
      const date = day.toISOString().slice(0, 10);
      const endsAt = new Date(`${date}T17:00:00Z`);
      const [event] = await rowsOf(
        sql`insert into events (organisation_id, title, date, time, ends_at, description, registration_mode, capacity, registrations, checked_in)
          select id, 'Bench Certificates Workshop', ${date}, '10:00', ${endsAt.toISOString()}, 'A past event whose attendees all receive certificates.', 'site', ${ATTENDEES + 100}, ${ATTENDEES}, ${ATTENDEES}
          from organisations where slug = ${SOCIETY}
          returning id`,
      );
      if (!event) throw new Error(`no organisation ${SOCIETY} to hold the event`);
      const checkedInAt = new Date(endsAt.getTime() - 6 * 3_600_000).toISOString();
      await db.execute(
        sql`insert into event_registrations (event_id, name, email, status, ticket_code, checked_in_at)
          select ${event.id},
                 case when n % 5 = 0 then 'प्रिया शर्मा ' || n else 'Attendee Number ' || n end,
                 'attendee' || n || '@bench.example', 'confirmed',
                 'BENCH-' || lpad(n::text, 6, '0'), ${checkedInAt}
          from generate_series(1, ${ATTENDEES}) as n`,
      );
      return { account, eventId: event.id };
    },
    databaseUrl,
  );
}

async function api(base, token, method, urlPath, body) {
  const response = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${urlPath} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** Loads the page once as a browser does; its time to the whole body, in ms. */
async function loadPage(base) {
  const started = performance.now();
  const response = await fetch(`${base}${PUBLIC_PAGE}`, {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${PUBLIC_PAGE} answered ${response.status}`);
  return performance.now() - started;
}

/** VISITORS loading the page one request after another until `until` settles. */
async function visitorsUntil(base, until) {
  const times = [];
  let done = false;
  // Settled either way; the download's own error is reported by whoever awaits it.
  until.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await Promise.all(
    Array.from({ length: VISITORS }, async () => {
      while (!done) times.push(await loadPage(base));
    }),
  );
  return times;
}

/** Entries the ZIP's central directory lists (its end record; no ZIP64 below 65,535 files). */
function zipEntries(zip) {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) return zip.readUInt16LE(at + 10);
  }
  return null;
}

/** The download as a browser saves it: the whole body, timed to its last byte. */
async function downloadZip(base, token, urlPath) {
  const started = performance.now();
  const response = await fetch(`${base}${urlPath}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) {
    throw new Error(`${urlPath} answered ${response.status}: ${await response.text()}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/zip')) throw new Error(`${urlPath} answered ${type}`);
  const firstByte = { ms: null };
  const chunks = [];
  for await (const chunk of response.body) {
    firstByte.ms ??= performance.now() - started;
    chunks.push(chunk);
  }
  const zip = Buffer.concat(chunks);
  return { seconds: (performance.now() - started) / 1000, firstByteMs: firstByte.ms, zip };
}

/** The visitors' page times of one phase, as a row of the table, and whether it misses. */
function phaseRow(name, times, idleP99) {
  const sorted = sortedTimes(times);
  const p99 = Number(percentile(sorted, 0.99));
  const ratio = idleP99 ? p99 / idleP99 : null;
  return {
    row: [
      name,
      times.length,
      percentile(sorted, 0.5),
      percentile(sorted, 0.99),
      percentile(sorted, 1),
      ratio === null ? '-' : `${ratio.toFixed(2)}x`,
    ],
    p99,
    over: ratio !== null && ratio > P99_TARGET_RATIO,
  };
}

/** The page's times on an idle server: IDLE_REQUESTS, VISITORS at a time. */
async function idlePage(base) {
  const times = [];
  for (let n = 0; n < IDLE_REQUESTS / VISITORS; n++) {
    times.push(...(await Promise.all(Array.from({ length: VISITORS }, () => loadPage(base)))));
  }
  return times;
}

/** Polls the event's certificates until every one has had its mail prepared. */
async function mailsPrepared(base, token, certificatesPath) {
  const started = performance.now();
  for (;;) {
    const list = await api(base, token, 'GET', certificatesPath);
    if (list.certificates.every((certificate) => certificate.mailedAt !== null)) {
      return (performance.now() - started) / 1000;
    }
    if (performance.now() - started > MAILS_TIMEOUT_MS) {
      throw new Error(`the mails were not prepared within ${MAILS_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function underLoad(engine, { progress, stopProcess, port, over }) {
  const name = ENGINE_NAMES[engine];
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-bench-certificates-'));
  const database = engine === 'postgres' ? await freshPostgresDatabase() : null;
  const start = () =>
    startProcess('server/dist/server.js', port, `${base}/`, {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
  let server = null;
  try {
    progress(`certificates (${name}): the sample content`);
    // The first start loads the sample and makes its photos; stopping waits for them.
    await stopProcess((await start()).child);
    progress(`certificates (${name}): a past event with ${ATTENDEES} checked-in registrants`);
    const { account, eventId } = await seed(dataDir, database?.url ?? null);
    server = (await start()).child;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
    const { token } = await login.json();
    const certificatesPath = `${DASHBOARD}/events/${eventId}/certificates`;

    progress(`certificates (${name}): ${PUBLIC_PAGE} on an idle server`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    // Unmeasured: the page's first render and the server's cold code paths.
    for (let n = 0; n < 20; n++) await loadPage(base);
    const idleBefore = await idlePage(base);

    progress(`certificates (${name}): issuing ${ATTENDEES}, their mails drawn meanwhile`);
    const issueStarted = performance.now();
    const issued = await api(base, token, 'POST', certificatesPath, {});
    const issueSeconds = (performance.now() - issueStarted) / 1000;
    if (issued.issued !== ATTENDEES) {
      throw new Error(`issuing gave ${issued.issued} certificates, not ${ATTENDEES}`);
    }
    // The issue nudged the mail job, which draws a PDF for each: visitors load the page until
    // every mail is prepared.
    const mails = mailsPrepared(base, token, certificatesPath);
    const [mailsSeconds, duringMails] = await Promise.all([mails, visitorsUntil(base, mails)]);

    progress(
      `certificates (${name}): the ZIP of ${ATTENDEES}, ${VISITORS} visitors loading ${PUBLIC_PAGE}`,
    );
    const download = downloadZip(base, token, `${certificatesPath}.zip`);
    const [zip, duringZip] = await Promise.all([download, visitorsUntil(base, download)]);
    const entries = zipEntries(zip.zip);
    if (entries !== ATTENDEES) throw new Error(`the ZIP holds ${entries} files, not ${ATTENDEES}`);
    progress(`certificates (${name}): ${PUBLIC_PAGE} on the idle server again`);
    const idleAfter = await idlePage(base);

    // The stricter of the two idle figures is the one the phases are held to.
    const idleRows = [
      phaseRow('idle server, before', idleBefore, null),
      phaseRow('idle server, after', idleAfter, null),
    ];
    const idleRow = idleRows[0].p99 <= idleRows[1].p99 ? idleRows[0] : idleRows[1];
    const mailsRow = phaseRow(`during the mail job (${ATTENDEES} PDFs)`, duringMails, idleRow.p99);
    const zipRow = phaseRow(`during the ZIP (${ATTENDEES} PDFs)`, duringZip, idleRow.p99);
    if (mailsRow.over)
      over.push(`${name}: ${PUBLIC_PAGE} p99 during the mail job ${mailsRow.row[5]} of idle`);
    if (zipRow.over)
      over.push(`${name}: ${PUBLIC_PAGE} p99 during the ZIP ${zipRow.row[5]} of idle`);
    const overTarget = zip.seconds > ZIP_TARGET_SECONDS;
    if (overTarget) over.push(`${name}: the ZIP took ${zip.seconds.toFixed(1)} s`);
    return [
      `${name}: issuing ${ATTENDEES}: ${issueSeconds.toFixed(1)} s; their mails (a PDF each) prepared ${mailsSeconds.toFixed(1)} s after`,
      `${name}: ZIP of ${entries} PDFs: ${zip.seconds.toFixed(1)} s (first byte after ${zip.firstByteMs?.toFixed(0)} ms), ${kb(zip.zip.length)}, ${(zip.zip.length / entries / 1024).toFixed(1)} KB a certificate; target ${ZIP_TARGET_SECONDS} s${overTarget ? ': OVER' : ''}`,
      ...table([
        [
          `${name}: ${PUBLIC_PAGE} (${VISITORS} visitors, one request after another)`,
          'requests',
          'p50 ms',
          'p99 ms',
          'max ms',
          `p99 / idle (target ${P99_TARGET_RATIO}x)`,
        ],
        idleRows[0].row,
        mailsRow.row,
        zipRow.row,
        idleRows[1].row,
      ]),
    ];
  } finally {
    if (server) await stopProcess(server);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Both parts, the second on each engine; a failure of one is added to `failures` and its line,
 * so the others' figures are still printed. Returns the table's lines.
 */
export async function certificatesSection({
  progress,
  failures,
  stopProcess = stopChild,
  port = Number(process.env.BENCH_CERTIFICATES_PORT ?? 3194),
  engines = benchEngines('BENCH_CERTIFICATES_ENGINES'),
}) {
  progress(`certificates: ${RENDERS + 1} renders in this process`);
  const lines = await renderTimes();
  const over = [];
  for (const engine of engines) {
    try {
      lines.push(...(await underLoad(engine, { progress, stopProcess, port, over })));
    } catch (error) {
      const message = `certificates under load (${ENGINE_NAMES[engine]}) FAILED: ${error instanceof Error ? error.message : error}`;
      failures.push(message);
      lines.push(message);
      progress(message);
    }
  }
  lines.push(
    over.length ? `Over the targets: ${over.join('; ')}` : 'Every target of this section is met.',
  );
  return lines;
}

// ---- Run alone: `node scripts/bench-certificates.mjs` (after `npm run build`) ----

if (isScript(import.meta.url)) {
  await runSectionAlone(
    'certificates',
    'Certificates: one PDF, and a large event’s ZIP under visitors’ load',
    certificatesSection,
  );
}
