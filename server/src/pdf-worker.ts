import { renderActivityRecordPdf } from './modules/activity-record/activity-record-pdf.js';
import {
  drawCertificatePdf,
  warmCertificateRenderer,
} from './modules/certificates/certificate-pdf.js';
import { renderReceiptPdf } from './modules/registrations/receipt-pdf.js';

// What runs in each PDF worker thread (lib/pdf-workers.ts): every PDF the server draws, by its
// kind. A document arrives as structured clone made it (a Buffer as a plain Uint8Array) and the
// PDF's bytes go back the same way. Nothing here may load sharp (a native module that must not
// be loaded and unloaded by threads that come and go).

const renderers = {
  certificate: drawCertificatePdf,
  receipt: renderReceiptPdf,
  'activity-record': renderActivityRecordPdf,
};

/** The documents a PDF is drawn from, by kind. */
export type PdfDocuments = {
  [Kind in keyof typeof renderers]: Parameters<(typeof renderers)[Kind]>[0];
};
export type PdfKind = keyof PdfDocuments;

export interface PdfTask<Kind extends PdfKind = PdfKind> {
  kind: Kind;
  document: PdfDocuments[Kind];
}

/**
 * fontkit's lazy start, once per thread as it starts, not in the first download it serves
 * (certificate-pdf.ts); a failure here shows again, and is reported, in the first real PDF.
 */
const warm = warmCertificateRenderer().catch(() => {});

export default async function drawPdfInWorker(task: PdfTask): Promise<Uint8Array> {
  await warm;
  const document = withBuffers(task.document);
  return (renderers[task.kind] as (document: unknown) => Promise<Buffer>)(document);
}

/** The document with every Uint8Array (a Buffer before it was cloned) a Buffer again, for pdfkit. */
function withBuffers<T>(value: T): T {
  if (value instanceof Uint8Array) {
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength) as T;
  }
  if (Array.isArray(value)) return value.map(withBuffers) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, each]) => [key, withBuffers(each)]),
    ) as T;
  }
  return value;
}
