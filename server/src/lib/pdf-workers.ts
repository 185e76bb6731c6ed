import os from 'node:os';
import { Piscina } from 'piscina';
import type { PdfDocuments, PdfKind, PdfTask } from '../pdf-worker.js';

// Every PDF the server draws (certificates, receipts, activity records) is drawn in a small pool
// of worker threads (issue 46, docs/performance.md): pdfkit lays out, shapes and compresses a
// page for tens of milliseconds at a time without a pause, and five hundred of them (an event's
// ZIP, the certificates' mails) on the thread that answers requests made every visitor wait.
// piscina keeps the threads, queues the documents and hands the bytes back.

/** Tests and `npm run dev` run the TypeScript source: its workers then load it through tsx. */
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(`../pdf-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);

/**
 * One thread for each core but the one that answers requests, at least one and at most four
 * (two documents at once already keep a ZIP ahead of any connection).
 */
export const PDF_THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));

/** A thread beyond the first that has drawn nothing for this long ends (its memory returned). */
const IDLE_THREAD_MS = 60_000;

/**
 * The threads' niceness (Linux and macOS; through piscina's optional `@napi-rs/nice`): when the
 * cores are busy, the operating system gives them to the thread that answers requests (and to
 * PostgreSQL) first, and a ZIP is drawn with what is left; on an idle machine it is drawn at
 * full speed. Not while running from source (the tests): there the other test files keep every
 * core busy, and PDFs would wait behind them.
 */
const PDF_NICENESS = fromSource ? 0 : 10;

let pool: Piscina<PdfTask, Uint8Array> | null = null;

function workers(): Piscina<PdfTask, Uint8Array> {
  pool ??= new Piscina<PdfTask, Uint8Array>({
    filename: WORKER_FILE.href,
    minThreads: 1,
    maxThreads: PDF_THREADS,
    idleTimeout: IDLE_THREAD_MS,
    niceIncrement: PDF_NICENESS,
    // Node's options otherwise pass to the threads as they are (`npm start`'s included).
    ...(fromSource ? { execArgv: ['--conditions=development', '--import', 'tsx'] } : {}),
  });
  return pool;
}

/**
 * The PDF of `document`, drawn in a worker thread; rejects with the renderer's error. `signal`
 * takes back a document still waiting for a thread.
 */
export async function drawPdf<Kind extends PdfKind>(
  kind: Kind,
  document: PdfDocuments[Kind],
  signal?: AbortSignal,
): Promise<Buffer> {
  const bytes = await workers().run({ kind, document }, signal ? { signal } : {});
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Starts the first thread now (it sets up its fonts as it starts), so the first PDF after a
 * server starts does not wait for that.
 */
export function startPdfWorkers(): void {
  workers();
}

/** How many PDFs the worker threads have drawn in this process (tests ask). */
export const pdfsDrawnInWorkers = (): number => pool?.completed ?? 0;

/** Ends the threads (a server that stops); a PDF asked for after starts them again. */
export async function stopPdfWorkers(): Promise<void> {
  const stopping = pool;
  pool = null;
  await stopping?.destroy();
}
