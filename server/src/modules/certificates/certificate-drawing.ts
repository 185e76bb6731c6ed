import {
  attendedSessionsWords,
  CERTIFICATE_TITLE_LABELS,
  type CertificateSessions,
  type CertificateValues,
  certificatePath,
  fillCertificateBody,
} from '@chapterhouse/shared';
import { longDate } from '@chapterhouse/shared/date-wording';
import type { CertificateDesign } from '../../db/schema/index.js';
import { calendarDate } from '../../lib/clock.js';
import { type DownloadName, downloadName, unicodeSlug } from '../../lib/download-names.js';
import { drawPdf } from '../../lib/pdf-workers.js';
import type { MediaStorage } from '../media/storage.js';
import { imageForPdf, pdfReadyImage } from './certificate-images.js';
import type { CertificateDocument } from './certificate-pdf.js';

/** What one certificate prints: its design (a template or its copy) and what fills it in. */
export interface CertificateContent {
  code: string;
  recipientName: string;
  role: string;
  design: CertificateDesign;
  event: { title: string; date: string };
  /** A series' certificate: the sessions attended, of those held; null for an event's. */
  sessions: CertificateSessions | null;
  organisation: { name: string; logo: string | null };
  issuedAt: Date;
}

/** Draws certificates as PDFs; made once per app, with where its images are read from. */
export interface CertificateArtist {
  /** Its PDF; `signal` takes it back while it still waits for a PDF worker. */
  draw(content: CertificateContent, signal?: AbortSignal): Promise<Buffer>;
}

/** What the placeholders of a certificate's text stand for. */
export function valuesOf(content: CertificateContent): CertificateValues {
  return {
    name: content.recipientName,
    event: content.event.title,
    date: longDate(content.event.date),
    organisation: content.organisation.name,
    role: content.role,
  };
}

/**
 * The PDF's file name, `certificate-<event>-<recipient>.pdf`, with the name as it is written and
 * transliterated (`downloadName`); the code stands in for a name with no letter to spell.
 */
export function certificateFileName(
  content: Pick<CertificateContent, 'event' | 'recipientName' | 'code'>,
): DownloadName {
  const recipient = unicodeSlug(content.recipientName) ? content.recipientName : content.code;
  return downloadName('certificate', [content.event.title, recipient], 'pdf');
}

export function certificateArtist(options: {
  storage: MediaStorage;
  /** Where the sample content's art lives (`/media/sample/…`). */
  mediaDir: string;
  publicOrigin: string;
  /** The branch's: the day a certificate was issued is the day on its clock. */
  timeZone: string;
}): CertificateArtist {
  const image = (url: string | null) => imageForPdf(options.storage, url, options.mediaDir);
  return {
    async draw(content, signal) {
      const [logo, ...signatures] = await Promise.all([
        image(content.organisation.logo),
        ...content.design.signatories.map((signatory) => image(signatory.signature)),
      ]);
      return renderCertificatePdf(
        {
          title: CERTIFICATE_TITLE_LABELS[content.design.title],
          recipientName: content.recipientName,
          body: fillCertificateBody(content.design.body, valuesOf(content)),
          attendance: content.sessions ? attendedSessionsWords(content.sessions) : null,
          organisationName: content.organisation.name,
          color: content.design.color,
          logo: logo ?? null,
          signatories: content.design.signatories.map((signatory, index) => ({
            name: signatory.name,
            role: signatory.role,
            signature: signatures[index] ?? null,
          })),
          verifyUrl: `${options.publicOrigin}${certificatePath(content.code)}`,
          code: content.code,
          issuedOn: longDate(calendarDate(content.issuedAt, options.timeZone)),
        },
        signal,
      );
    },
  };
}

/**
 * One certificate as a PDF file, drawn in a PDF worker thread (lib/pdf-workers.ts): its images
 * are made ready for pdfkit here first (sharp works on threads of its own, and is not loaded in
 * the workers).
 */
export async function renderCertificatePdf(
  doc: CertificateDocument,
  signal?: AbortSignal,
): Promise<Buffer> {
  const [logo, ...signatures] = await Promise.all([
    pdfReadyImage(doc.logo),
    ...doc.signatories.map((signatory) => pdfReadyImage(signatory.signature)),
  ]);
  return drawPdf(
    'certificate',
    {
      ...doc,
      logo,
      signatories: doc.signatories.map((signatory, index) => ({
        ...signatory,
        signature: signatures[index] ?? null,
      })),
    },
    signal,
  );
}
