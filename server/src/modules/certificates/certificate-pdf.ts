import { DEFAULT_CERTIFICATE_COLOR } from '@chapterhouse/shared';
import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import {
  drawQrCode,
  type PdfFontName,
  pdfBytes,
  pdfFonts,
  registerPdfFonts,
} from '../../lib/pdf.js';
import { isPdfReadyImage } from '../../lib/pdf-ready-images.js';

// A certificate of participation as one A4 landscape page (docs/certificates.md). Everything is
// placed at fixed positions and every text shrinks (or at last is cut short) to fit its box, so
// the page never spills onto a second one, whatever the name or the template's text. Drawn in
// the PDF worker threads (lib/pdf-workers.ts, `renderCertificatePdf`), which never load sharp:
// its images come ready for pdfkit (certificate-images.ts, `pdfReadyImage`).

export interface CertificateSignatoryDocument {
  name: string;
  role: string;
  /**
   * PNG or JPEG bytes; null to leave the space above the line blank (a wet signature). Drawn
   * only when `isPdfReadyImage`.
   */
  signature: Buffer | null;
}

export interface CertificateDocument {
  /** 'Certificate of Participation'. */
  title: string;
  /** Printed large. */
  recipientName: string;
  /** The template's text, already filled for this recipient. */
  body: string;
  /** A series' certificate: 'Attended 8 of 10 sessions', printed under the name. */
  attendance?: string | null;
  organisationName: string;
  /** `#rrggbb`: the border and the title. */
  color: string;
  /** PNG or JPEG bytes, or null; drawn only when `isPdfReadyImage`. */
  logo: Buffer | null;
  /** 0 to 3, spaced evenly along the bottom. */
  signatories: CertificateSignatoryDocument[];
  /** Absolute: what the QR code and the small print lead to. */
  verifyUrl: string;
  /** Printed small under the QR code. */
  code: string;
  /** Already formatted, e.g. '2 December 2026'. */
  issuedOn: string;
}

/** A4 landscape, in points. */
const PAGE = { width: 841.89, height: 595.28 } as const;
/** Far enough inside the sheet that a printer's unprintable edge never clips the border. */
const BORDER_INSET = 22;
const INNER_BORDER_INSET = 30;
/** Where text and pictures may go, left and right. */
const CONTENT_LEFT = 64;
const CONTENT_WIDTH = PAGE.width - 2 * CONTENT_LEFT;
const CENTRE_X = PAGE.width / 2;

const INK = '#1f2328';
const MUTED = '#5b6370';

/** The bottom band: a date column, the signatories, the QR code column. */
const SIDE_COLUMN_WIDTH = 130;
const SIGNATURE_LINE_Y = 484;
const SIGNATURE_IMAGE_HEIGHT = 44;
const SIGNATURE_LINE_MAX_WIDTH = 150;
const BAND_TOP = SIGNATURE_LINE_Y - SIGNATURE_IMAGE_HEIGHT - 6;
const QR_SIZE = 72;
const QR_TOP = SIGNATURE_LINE_Y - QR_SIZE + 12;
const VERIFY_LINE_Y = 538;

/**
 * One certificate as a PDF file of exactly one page, its fonts embedded (subset), drawn in this
 * thread; an image that is not `isPdfReadyImage` is left out.
 */
export async function drawCertificatePdf(doc: CertificateDocument): Promise<Buffer> {
  const fonts = await pdfFonts();
  const logo = readyImage(doc.logo);
  const signatures = doc.signatories.map((signatory) => readyImage(signatory.signature));
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    // No default font: pdfkit would parse Helvetica's metrics for every document, unused.
    font: '',
    displayTitle: true,
    info: {
      Title: `${doc.title}: ${doc.recipientName}`,
      Author: doc.organisationName,
      Subject: doc.body,
      Keywords: doc.code,
    },
  });
  const finished = pdfBytes(pdf);
  fontsOfDocuments.set(pdf, fonts);
  registerPdfFonts(pdf, fonts);
  const accent = /^#[0-9a-fA-F]{6}$/.test(doc.color) ? doc.color : DEFAULT_CERTIFICATE_COLOR;

  drawBorder(pdf, accent);
  let y = 54;
  if (logo && drawImage(pdf, logo, CENTRE_X, y, 150, 58)) y += 66;
  else y += 12;
  // Capitals without letter-spacing, which would read nicer but makes text extractors (screen
  // readers, search) read a space between every letter.
  y = drawLine(pdf, doc.organisationName.toUpperCase(), {
    font: 'bold',
    size: 11,
    minSize: 7,
    y,
    color: MUTED,
  });
  y = drawLine(pdf, doc.title, { font: 'bold', size: 30, minSize: 16, y: y + 6, color: accent });
  y = drawLine(pdf, 'presented to', { font: 'regular', size: 12, minSize: 12, y: y + 8 });
  y = drawName(pdf, doc.recipientName, y + 6);
  pdf.strokeColor(accent).lineWidth(1);
  pdf
    .moveTo(CENTRE_X - 60, y + 4)
    .lineTo(CENTRE_X + 60, y + 4)
    .stroke();
  let bodyTop = y + 16;
  if (doc.attendance) {
    const attendance = { font: 'bold', size: 12, minSize: 8, color: accent } as const;
    bodyTop = drawLine(pdf, doc.attendance, { ...attendance, y: y + 12 }) + 6;
  }
  // Clear of the QR code's quiet zone (four modules) as well as the signatures.
  drawBody(pdf, doc.body, bodyTop, Math.min(BAND_TOP, QR_TOP) - 14);

  drawDate(pdf, doc.issuedOn);
  drawSignatories(
    pdf,
    doc.signatories.map((signatory, index) => ({
      ...signatory,
      signature: signatures[index] ?? null,
    })),
  );
  drawVerification(pdf, doc.verifyUrl, doc.code);

  pdf.end();
  return finished;
}

/**
 * Draws a throwaway certificate in Latin and Devanagari, so that the first real one does not pay
 * for fontkit's lazy start (its tables parsed on first use, the Indic shaper set up): about
 * 300 ms once per PDF worker thread, spent as the thread starts (pdf-worker.ts) rather than in
 * someone's download.
 */
export async function warmCertificateRenderer(): Promise<void> {
  await drawCertificatePdf({
    title: 'Certificate of Participation',
    recipientName: 'Zoë प्रिया',
    body: 'Ελένη Ёлка Łukasz शर्मा 0123456789',
    organisationName: 'Warm-up',
    color: DEFAULT_CERTIFICATE_COLOR,
    logo: null,
    signatories: [{ name: 'Warm-up', role: 'Warm-up', signature: null }],
    verifyUrl: 'https://example.org/certificates/warm-up',
    code: 'warm-up',
    issuedOn: '1 January 2026',
  });
}

/** The image, or null for one pdfkit could not embed safely (which the caller should convert). */
const readyImage = (image: Buffer | null) => (image && isPdfReadyImage(image) ? image : null);

// Line width and colour are set before a path is begun: PDF allows no other operators between
// a path's construction and its painting.
function drawBorder(pdf: PDFKit.PDFDocument, accent: string): void {
  const outer = BORDER_INSET;
  const inner = INNER_BORDER_INSET;
  pdf.strokeColor(accent).lineWidth(4);
  pdf.rect(outer, outer, PAGE.width - 2 * outer, PAGE.height - 2 * outer).stroke();
  pdf.lineWidth(0.75);
  pdf.rect(inner, inner, PAGE.width - 2 * inner, PAGE.height - 2 * inner).stroke();
}

/**
 * The picture scaled to fit the box, centred on `centreX` and sitting on the box's bottom edge
 * (a signature rests on its line). False when pdfkit cannot read it: the certificate is still
 * worth having without it.
 */
function drawImage(
  pdf: PDFKit.PDFDocument,
  image: Buffer,
  centreX: number,
  top: number,
  width: number,
  height: number,
): boolean {
  try {
    pdf.image(image, centreX - width / 2, top, {
      fit: [width, height],
      align: 'center',
      valign: 'bottom',
    });
    return true;
  } catch {
    return false;
  }
}

interface LineOptions {
  font: PdfFontName;
  /** The size it is drawn at when it fits. */
  size: number;
  /** The smallest it may shrink to before it is cut short with an ellipsis. */
  minSize: number;
  y: number;
  color?: string;
  centreX?: number;
  width?: number;
  /** Makes the line a link (a click in a viewer opens it). */
  link?: string;
}

/** One centred line, shrunk to fit its width. Returns the y below it. */
function drawLine(pdf: PDFKit.PDFDocument, text: string, options: LineOptions): number {
  const width = options.width ?? CONTENT_WIDTH;
  const centreX = options.centreX ?? CENTRE_X;
  const link = options.link ? { link: options.link } : {};
  pdf.font(options.font);
  let size = options.size;
  pdf.fontSize(size);
  const natural = pdf.widthOfString(text);
  if (natural > width) {
    size = Math.max(options.minSize, Math.floor(((size * width) / natural) * 4) / 4);
    pdf.fontSize(size);
  }
  const lineHeight = pdf.currentLineHeight(true);
  pdf.fillColor(options.color ?? INK);
  // A line whose glyphs are drawn in another order than typed (a Devanagari signatory) is tagged
  // with its text, as the name is, so that it copies as typed. Only such lines: poppler's layout
  // mode loses the lines' places when every one is tagged.
  const tagged = drawnInAnotherOrder(pdf, options.font, text);
  if (tagged) pdf.markContent('Span', { actual: text });
  if (pdf.widthOfString(text) <= width) {
    const left = centreX - pdf.widthOfString(text) / 2;
    pdf.text(text, left, options.y, { ...link, lineBreak: false });
  } else {
    // Still too wide at the smallest size: wrapped into one line's height, which cuts it short.
    pdf.text(text, centreX - width / 2, options.y, {
      ...link,
      width,
      height: lineHeight,
      align: 'center',
      ellipsis: true,
    });
  }
  if (tagged) pdf.endMarkedContent();
  return options.y + lineHeight;
}

/** Each document's fonts, for `drawnInAnotherOrder`. */
const fontsOfDocuments = new WeakMap<PDFKit.PDFDocument, Record<PdfFontName, Font>>();

/** Whether shaping draws the text's glyphs in another order, or of other characters, than typed. */
function drawnInAnotherOrder(pdf: PDFKit.PDFDocument, font: PdfFontName, text: string): boolean {
  const parsed = fontsOfDocuments.get(pdf)?.[font];
  if (!parsed) return true;
  const drawn = parsed
    .layout(text)
    .glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints))
    .join('');
  return drawn.normalize('NFC') !== text.normalize('NFC');
}

const NAME_BOX_HEIGHT = 58;

/**
 * The recipient's name: one line as large as fits (40 down to 24 pt), else two smaller lines;
 * always within the same box, so nothing below moves. Tagged with its text (ActualText) so
 * copying it from a viewer gives the letters in reading order even where shaping reordered the
 * glyphs (Devanagari's short i is drawn before its consonant).
 */
function drawName(pdf: PDFKit.PDFDocument, name: string, top: number): number {
  pdf.font('bold').fillColor(INK);
  const width = CONTENT_WIDTH - 40;
  const left = CENTRE_X - width / 2;
  const oneLine = largestSizeThatFits(pdf, name, { width, maxSize: 40, minSize: 24, maxLines: 1 });
  pdf.markContent('Span', { actual: name });
  if (oneLine !== null) {
    pdf.fontSize(oneLine);
    const lineHeight = pdf.currentLineHeight(true);
    pdf.text(name, left, top + (NAME_BOX_HEIGHT - lineHeight) / 2, {
      width,
      align: 'center',
      height: lineHeight,
      ellipsis: true,
    });
  } else {
    const twoLines =
      largestSizeThatFits(pdf, name, { width, maxSize: 20, minSize: 12, maxLines: 2 }) ?? 12;
    pdf.fontSize(twoLines);
    const height = Math.min(NAME_BOX_HEIGHT, 2 * pdf.currentLineHeight(true));
    pdf.text(name, left, top + (NAME_BOX_HEIGHT - height) / 2, {
      width,
      align: 'center',
      height,
      ellipsis: true,
    });
  }
  pdf.endMarkedContent();
  return top + NAME_BOX_HEIGHT;
}

/** The template's text, as large as fits between the name and the signatures (15 to 7 pt). */
function drawBody(pdf: PDFKit.PDFDocument, body: string, top: number, bottom: number): void {
  const width = Math.min(600, CONTENT_WIDTH);
  const boxHeight = bottom - top;
  pdf.font('regular').fillColor(INK);
  const size =
    largestSizeThatFits(pdf, body, { width, maxSize: 15, minSize: 7, maxHeight: boxHeight }) ?? 7;
  pdf.fontSize(size);
  const options = { width, align: 'center' as const, lineGap: size * 0.25 };
  const height = Math.min(boxHeight, pdf.heightOfString(body, options));
  pdf.markContent('Span', { actual: body });
  pdf.text(body, CENTRE_X - width / 2, top + (boxHeight - height) / 2, {
    ...options,
    height: boxHeight,
    ellipsis: true,
  });
  pdf.endMarkedContent();
}

interface FitOptions {
  width: number;
  maxSize: number;
  minSize: number;
  /** Fits within this many lines... */
  maxLines?: number;
  /** ...or within this height, with a quarter of the size between lines. */
  maxHeight?: number;
}

/** The largest size (in quarter points) at which the wrapped text fits; null when none does. */
function largestSizeThatFits(
  pdf: PDFKit.PDFDocument,
  text: string,
  options: FitOptions,
): number | null {
  const fits = (size: number): boolean => {
    pdf.fontSize(size);
    if (options.maxLines !== undefined) {
      const height = pdf.heightOfString(text, { width: options.width });
      return height <= options.maxLines * pdf.currentLineHeight(true) + 0.01;
    }
    const height = pdf.heightOfString(text, { width: options.width, lineGap: size * 0.25 });
    return height <= (options.maxHeight ?? Number.POSITIVE_INFINITY);
  };
  // Sizes in quarter points: a binary search of a handful of measurements.
  let low = Math.ceil(options.minSize * 4);
  let high = Math.floor(options.maxSize * 4);
  if (fits(high / 4)) return high / 4;
  if (!fits(low / 4)) return null;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle / 4)) low = middle;
    else high = middle;
  }
  return low / 4;
}

/** The side columns' centres: the date on the left, the QR code on the right. */
const DATE_CENTRE_X = CONTENT_LEFT + SIDE_COLUMN_WIDTH / 2;
const QR_CENTRE_X = PAGE.width - CONTENT_LEFT - SIDE_COLUMN_WIDTH / 2;

function drawDate(pdf: PDFKit.PDFDocument, issuedOn: string): void {
  const width = SIDE_COLUMN_WIDTH - 10;
  drawLine(pdf, issuedOn, {
    font: 'bold',
    size: 11,
    minSize: 7,
    y: SIGNATURE_LINE_Y - 18,
    centreX: DATE_CENTRE_X,
    width,
  });
  drawRule(pdf, DATE_CENTRE_X, width);
  drawLine(pdf, 'Date of issue', {
    font: 'regular',
    size: 9,
    minSize: 9,
    y: SIGNATURE_LINE_Y + 6,
    centreX: DATE_CENTRE_X,
    width,
    color: MUTED,
  });
}

/** Up to three, spaced evenly between the two side columns. */
function drawSignatories(
  pdf: PDFKit.PDFDocument,
  signatories: CertificateSignatoryDocument[],
): void {
  const shown = signatories.slice(0, 3);
  if (shown.length === 0) return;
  const left = CONTENT_LEFT + SIDE_COLUMN_WIDTH + 10;
  const slotWidth = (CONTENT_WIDTH - 2 * (SIDE_COLUMN_WIDTH + 10)) / shown.length;
  shown.forEach((signatory, index) => {
    const centreX = left + slotWidth * (index + 0.5);
    const width = Math.min(SIGNATURE_LINE_MAX_WIDTH, slotWidth - 16);
    if (signatory.signature) {
      drawImage(
        pdf,
        signatory.signature,
        centreX,
        SIGNATURE_LINE_Y - SIGNATURE_IMAGE_HEIGHT - 2,
        width,
        SIGNATURE_IMAGE_HEIGHT,
      );
    }
    drawRule(pdf, centreX, width);
    const below = drawLine(pdf, signatory.name, {
      font: 'bold',
      size: 10.5,
      minSize: 7,
      y: SIGNATURE_LINE_Y + 5,
      centreX,
      width,
    });
    drawLine(pdf, signatory.role, {
      font: 'regular',
      size: 9,
      minSize: 7,
      y: below,
      centreX,
      width,
      color: MUTED,
    });
  });
}

function drawRule(pdf: PDFKit.PDFDocument, centreX: number, width: number): void {
  pdf.strokeColor(INK).lineWidth(0.75);
  pdf
    .moveTo(centreX - width / 2, SIGNATURE_LINE_Y)
    .lineTo(centreX + width / 2, SIGNATURE_LINE_Y)
    .stroke();
}

/** The QR code with the code under it, and the address in small print along the bottom. */
function drawVerification(pdf: PDFKit.PDFDocument, verifyUrl: string, code: string): void {
  drawQrCode(pdf, verifyUrl, {
    x: QR_CENTRE_X - QR_SIZE / 2,
    y: QR_TOP,
    size: QR_SIZE,
    color: INK,
  });
  pdf.link(QR_CENTRE_X - QR_SIZE / 2, QR_TOP, QR_SIZE, QR_SIZE, verifyUrl);
  drawLine(pdf, code, {
    font: 'regular',
    size: 7.5,
    minSize: 5,
    y: QR_TOP + QR_SIZE + 3,
    centreX: QR_CENTRE_X,
    width: SIDE_COLUMN_WIDTH,
    color: MUTED,
  });
  drawLine(pdf, `Verify at ${verifyUrl}`, {
    font: 'regular',
    size: 8,
    minSize: 5,
    y: VERIFY_LINE_Y,
    color: MUTED,
    link: verifyUrl,
  });
}
