import type { PaymentKind, PaymentMethod } from '@chapterhouse/shared';
import PDFDocument from 'pdfkit';
import { pdfBytes, pdfFonts, registerPdfFonts } from '../../lib/pdf.js';

// A payment's receipt (or a refund's note) as an A5 PDF, from what `receiptOf`
// (registration-receipt.ts) read; drawn in the PDF worker threads (lib/pdf-workers.ts).

/** What a receipt says. */
export interface Receipt {
  branchName: string;
  number: string;
  kind: PaymentKind;
  /** The day it was recorded, in words (`7 December 2026`). */
  day: string;
  payer: string;
  eventTitle: string;
  eventDay: string;
  amount: string;
  currency: string;
  method: PaymentMethod;
  reference: string;
  transactionId: string | null;
}

const METHOD_WORDS: Record<PaymentMethod, string> = {
  'upi-statement': 'UPI (bank transfer to the branch account)',
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  gateway: 'Online payment',
};

/** A5 portrait, in points. */
const PAGE = { width: 419.53, height: 595.28 } as const;
const MARGIN = 40;
const INK = '#1f2328';
const MUTED = '#5b6370';
const RULE = '#d0d7de';

/** The receipt as an A5 PDF. */
export async function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const fonts = await pdfFonts();
  const title = receipt.kind === 'refund' ? 'Refund note' : 'Receipt';
  const pdf = new PDFDocument({
    size: 'A5',
    margin: MARGIN,
    font: '',
    displayTitle: true,
    info: {
      Title: `${title} ${receipt.number}`,
      Author: receipt.branchName,
      Subject: `${receipt.eventTitle}: ${receipt.currency} ${receipt.amount}`,
    },
  });
  const finished = pdfBytes(pdf);
  registerPdfFonts(pdf, fonts);
  const width = PAGE.width - 2 * MARGIN;

  pdf.font('bold').fontSize(9).fillColor(MUTED);
  pdf.text(receipt.branchName.toUpperCase(), MARGIN, MARGIN, { width });
  pdf.font('bold').fontSize(22).fillColor(INK).text(title, { width });
  pdf.font('regular').fontSize(11).fillColor(MUTED);
  pdf.text(`No. ${receipt.number} · ${receipt.day}`, { width });
  pdf.moveDown(1);
  pdf.font('bold').fontSize(26).fillColor(INK);
  pdf.text(`${receipt.currency} ${receipt.amount}`, { width });
  pdf.moveDown(0.6);
  const y = pdf.y;
  pdf
    .moveTo(MARGIN, y)
    .lineTo(PAGE.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  pdf.moveDown(0.8);
  const lines: [string, string][] = [
    [receipt.kind === 'refund' ? 'Refunded to' : 'Received from', receipt.payer],
    ['For', `${receipt.eventTitle}${receipt.eventDay ? `, ${receipt.eventDay}` : ''}`],
    ['Paid by', METHOD_WORDS[receipt.method]],
    ['Reference', receipt.reference],
    ...(receipt.transactionId
      ? ([['Transaction id', receipt.transactionId]] as [string, string][])
      : []),
  ];
  for (const [label, value] of lines) {
    pdf.font('regular').fontSize(9).fillColor(MUTED).text(label, MARGIN, pdf.y, { width });
    pdf.font('bold').fontSize(12).fillColor(INK).text(value, { width });
    pdf.moveDown(0.5);
  }
  pdf.moveDown(1);
  pdf.font('regular').fontSize(8).fillColor(MUTED);
  pdf.text(
    `Issued by ${receipt.branchName} for a registration on its website. Keep it for your records.`,
    { width },
  );
  pdf.end();
  return finished;
}
