import type { MailAttachment } from '@chapterhouse/shared';
import QRCode from 'qrcode';
import sharp from 'sharp';

// A ticket is its code (`K7QX-9M2P-4TRW`); its QR code carries exactly that text, which the
// check-in screen's camera reads back.

/** Medium error correction: still read from a creased printout or a cracked phone screen. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** A QR code of `text` as an SVG image: a ticket's, a payment's `upi://pay` link. */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...QR_OPTIONS, type: 'svg' });
}

/** The ticket's QR code as an SVG image (the registrant's page shows it). */
export const ticketSvg = (ticketCode: string) => qrCodeSvg(ticketCode);

/** How wide the mailed ticket's picture is, in pixels. */
const TICKET_PNG_WIDTH = 200;

/**
 * The ticket's QR code as a PNG file (every mail program shows one). Drawn from the SVG by sharp,
 * on its own threads: the QR library's PNG encoder would hold the event loop for milliseconds per
 * registration, which a burst of registrations feels.
 */
export async function ticketAttachment(ticketCode: string): Promise<MailAttachment> {
  const svg = await ticketSvg(ticketCode);
  const png = await sharp(Buffer.from(svg), { density: 300 })
    .resize(TICKET_PNG_WIDTH, TICKET_PNG_WIDTH, { kernel: 'nearest' })
    .png({ palette: true, colours: 2 })
    .toBuffer();
  return {
    filename: `ticket-${ticketCode}.png`,
    contentType: 'image/png',
    content: png.toString('base64'),
  };
}
