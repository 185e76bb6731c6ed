import {
  ACTIVITY_UNMAPPED,
  type ActivityLine,
  attendanceWords,
  type SharedActivityRecord,
  sessionsWords,
} from '@chapterhouse/shared';
import { shortDate } from '@chapterhouse/shared/date-wording';
import PDFDocument from 'pdfkit';
import { drawQrCode, pdfBytes, pdfFonts, registerPdfFonts } from '../../lib/pdf.js';

// A student's activity record as an A4 PDF (docs/activity-record.md): a heading with the one QR
// code that leads to the record's page, a table of every line (repeating its header on each
// page), the totals per activity category and what the points are (the branch's, not AICTE's).

export interface ActivityRecordDocument {
  record: SharedActivityRecord;
  /** Absolute: where the QR code and the printed address lead. */
  verifyUrl: string;
  /** Absolute, without the code: where each certificate is checked (`…/certificates/`). */
  certificatesUrl: string;
  /** When the record was read, written so. */
  readOn: string;
}

/** A4 portrait, in points. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 40;
const BOTTOM = PAGE.height - MARGIN - 18;
const INK = '#1f2328';
const MUTED = '#5b6370';
const RULE = '#d0d7de';
const QR_SIZE = 86;
const CELL_PADDING = 4;
const BODY_SIZE = 8.5;

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
  text(line: ActivityLine): string;
}

const formatHours = (hours: number) => (Number.isInteger(hours) ? `${hours}` : hours.toFixed(2));

/** '3 events, 7.50 hours, 10 points': hours and points only where there are some. */
function countWords(total: { events: number; hours: number; points: number | null }) {
  return [
    `${total.events} ${total.events === 1 ? 'event' : 'events'}`,
    total.hours > 0 ? `${formatHours(total.hours)} hours` : null,
    total.points === null ? null : `${total.points} points`,
  ]
    .filter(Boolean)
    .join(', ');
}

const COLUMNS: Column[] = [
  { title: 'Date', width: 60, text: (line) => shortDate(line.eventDate) },
  {
    title: 'Event',
    width: 215,
    text: (line) =>
      [
        line.eventTitle,
        line.organisation,
        // A series, listed once: '8 sessions'.
        ...(line.sessions === null ? [] : [sessionsWords(line)]),
        ...(line.certificate
          ? [`Certificate ${line.certificate.code}${line.certificate.valid ? '' : ' (revoked)'}`]
          : []),
      ].join('\n'),
  },
  {
    title: 'Role',
    width: 58,
    text: (line) => `${line.role}\n${attendanceWords(line)}`,
  },
  { title: 'Activity category', width: 104, text: (line) => line.activity ?? ACTIVITY_UNMAPPED },
  {
    title: 'Hours',
    width: 39,
    align: 'right',
    text: (line) => (line.hours === null ? '–' : formatHours(line.hours)),
  },
  {
    title: 'Points',
    width: 39,
    align: 'right',
    text: (line) => (line.points === null ? '–' : `${line.points}`),
  },
];

/** The record as a PDF file, its fonts embedded (subset). */
export async function renderActivityRecordPdf(doc: ActivityRecordDocument): Promise<Buffer> {
  const fonts = await pdfFonts();
  const { record } = doc;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: '',
    bufferPages: true,
    displayTitle: true,
    info: {
      Title: `Activity record${record.name ? `: ${record.name}` : ''}`,
      Author: record.branchName,
      Subject: `${record.totals.events} events, as of ${doc.readOn}`,
    },
  });
  const finished = pdfBytes(pdf);
  registerPdfFonts(pdf, fonts);

  let y = drawHeading(pdf, doc);
  y = drawTable(pdf, doc, y + 14);
  y = drawTotals(pdf, doc, y + 16);
  drawNote(pdf, doc, y + 14);
  drawPageNumbers(pdf);
  pdf.end();
  return finished;
}

function drawHeading(pdf: PDFKit.PDFDocument, doc: ActivityRecordDocument): number {
  const { record } = doc;
  const textWidth = PAGE.width - 2 * MARGIN - QR_SIZE - 16;
  pdf.font('bold').fontSize(9).fillColor(MUTED);
  pdf.text(record.branchName.toUpperCase(), MARGIN, MARGIN, { width: textWidth });
  pdf.font('bold').fontSize(22).fillColor(INK);
  pdf.text('Activity record', { width: textWidth });
  pdf.font('bold').fontSize(14);
  pdf.text(record.name ?? 'Student', { width: textWidth });
  const totals = countWords(record.totals);
  pdf.font('regular').fontSize(10).fillColor(MUTED);
  pdf.text(`As of ${doc.readOn}: ${totals}.`, { width: textWidth });
  pdf.moveDown(0.4);
  pdf.fontSize(8.5);
  pdf.text('Check this record, line by line, at ', { width: textWidth, continued: true });
  pdf.fillColor(INK).text(doc.verifyUrl, { link: doc.verifyUrl, underline: false });
  const qrX = PAGE.width - MARGIN - QR_SIZE;
  drawQrCode(pdf, doc.verifyUrl, { x: qrX, y: MARGIN, size: QR_SIZE, color: INK });
  pdf.link(qrX, MARGIN, QR_SIZE, QR_SIZE, doc.verifyUrl);
  return Math.max(pdf.y, MARGIN + QR_SIZE);
}

function cellHeight(pdf: PDFKit.PDFDocument, text: string, column: Column): number {
  return pdf.heightOfString(text, { width: column.width - 2 * CELL_PADDING });
}

function drawRow(
  pdf: PDFKit.PDFDocument,
  texts: string[],
  y: number,
  height: number,
  options: { font: 'regular' | 'bold'; color: string },
): void {
  let x = MARGIN;
  pdf.font(options.font).fontSize(BODY_SIZE).fillColor(options.color);
  COLUMNS.forEach((column, index) => {
    pdf.text(texts[index] ?? '', x + CELL_PADDING, y + CELL_PADDING, {
      width: column.width - 2 * CELL_PADDING,
      align: column.align ?? 'left',
      lineBreak: true,
    });
    x += column.width;
  });
  pdf
    .strokeColor(RULE)
    .lineWidth(0.5)
    .moveTo(MARGIN, y + height)
    .lineTo(PAGE.width - MARGIN, y + height)
    .stroke();
}

function drawHeaderRow(pdf: PDFKit.PDFDocument, y: number): number {
  pdf.font('bold').fontSize(BODY_SIZE);
  const height =
    Math.max(...COLUMNS.map((column) => cellHeight(pdf, column.title, column))) + 2 * CELL_PADDING;
  drawRow(
    pdf,
    COLUMNS.map((column) => column.title),
    y,
    height,
    { font: 'bold', color: MUTED },
  );
  return y + height;
}

/** Every line, a new page (with the header again) whenever the next would not fit. */
function drawTable(pdf: PDFKit.PDFDocument, doc: ActivityRecordDocument, top: number): number {
  let y = drawHeaderRow(pdf, top);
  if (doc.record.lines.length === 0) {
    pdf.font('regular').fontSize(10).fillColor(MUTED);
    pdf.text('No events attended yet.', MARGIN, y + 8);
    return pdf.y;
  }
  for (const line of doc.record.lines) {
    const texts = COLUMNS.map((column) => column.text(line));
    pdf.font('regular').fontSize(BODY_SIZE);
    const height =
      Math.max(...COLUMNS.map((column, index) => cellHeight(pdf, texts[index] ?? '', column))) +
      2 * CELL_PADDING;
    if (y + height > BOTTOM) {
      pdf.addPage();
      y = drawHeaderRow(pdf, MARGIN);
    }
    drawRow(pdf, texts, y, height, { font: 'regular', color: INK });
    y += height;
  }
  return y;
}

function drawTotals(pdf: PDFKit.PDFDocument, doc: ActivityRecordDocument, top: number): number {
  const lines = doc.record.totals.byActivity.map(
    (total) => `${total.activity}: ${countWords(total)}`,
  );
  if (lines.length === 0) return top;
  const needed = 20 + lines.length * 13;
  let y = top;
  if (y + needed > BOTTOM) {
    pdf.addPage();
    y = MARGIN;
  }
  pdf.font('bold').fontSize(11).fillColor(INK);
  pdf.text('By activity category', MARGIN, y);
  pdf.font('regular').fontSize(9.5);
  for (const line of lines) pdf.text(line, { width: PAGE.width - 2 * MARGIN });
  return pdf.y;
}

function drawNote(pdf: PDFKit.PDFDocument, doc: ActivityRecordDocument, top: number): void {
  const note = `${doc.record.pointsNote} Hours come from each event's start and end times. Each certificate can be checked at ${doc.certificatesUrl}{code}.`;
  pdf.font('regular').fontSize(8);
  const height = pdf.heightOfString(note, { width: PAGE.width - 2 * MARGIN });
  let y = top;
  if (y + height > BOTTOM) {
    pdf.addPage();
    y = MARGIN;
  }
  pdf.fillColor(MUTED).text(note, MARGIN, y, { width: PAGE.width - 2 * MARGIN });
}

function drawPageNumbers(pdf: PDFKit.PDFDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // Within the bottom margin, which pdfkit would otherwise answer with another page.
    pdf.page.margins.bottom = 0;
    pdf.font('regular').fontSize(7.5).fillColor(MUTED);
    pdf.text(`Page ${index + 1} of ${count}`, MARGIN, PAGE.height - MARGIN, {
      width: PAGE.width - 2 * MARGIN,
      align: 'right',
      lineBreak: false,
    });
  }
}
