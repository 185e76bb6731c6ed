import type { MailAttachment } from '@chapterhouse/shared';
import QRCode from 'qrcode';

// A ticket is its code (`K7QX-9M2P-4TRW`); its QR code carries exactly that text, which the
// check-in screen's camera reads back.

/** Medium error correction: still read from a creased printout or a cracked phone screen. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The ticket's QR code as an SVG image (the registrant's page shows it). */
export function ticketSvg(ticketCode: string): Promise<string> {
  return QRCode.toString(ticketCode, { ...QR_OPTIONS, type: 'svg' });
}

/** The ticket's QR code as a PNG file (every mail program shows one), about 200 pixels wide. */
export async function ticketAttachment(ticketCode: string): Promise<MailAttachment> {
  const png = await QRCode.toBuffer(ticketCode, { ...QR_OPTIONS, type: 'png', scale: 6 });
  return {
    filename: `ticket-${ticketCode}.png`,
    contentType: 'image/png',
    content: png.toString('base64'),
  };
}
