import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Font, create as parseFont } from 'fontkit';
import QRCode from 'qrcode';

// What every PDF the server draws shares (certificates, activity records): the fonts, parsed once
// per process; the document's bytes; a QR code drawn as vectors.

const packageFiles = createRequire(import.meta.url);
const FONT_FILES = {
  regular: packageFiles.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: packageFiles.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;
export type PdfFontName = keyof typeof FONT_FILES;

/**
 * The fonts, read and parsed once per process. Handing pdfkit the file's bytes would have it
 * parse the font again for every document (about 100 ms of the event loop per document on a
 * slow core); a parsed fontkit font is used as it is, and only the subset is made per document.
 * Noto Sans covers Latin with diacritics, Greek, Cyrillic and Devanagari (shaped by fontkit).
 */
let fontsLoading: Promise<Record<PdfFontName, Font>> | null = null;

export function pdfFonts(): Promise<Record<PdfFontName, Font>> {
  if (!fontsLoading) {
    fontsLoading = loadFonts();
    // A failed read is not remembered: the next document tries again.
    fontsLoading.catch(() => {
      fontsLoading = null;
    });
  }
  return fontsLoading;
}

async function loadFonts(): Promise<Record<PdfFontName, Font>> {
  const [regular, bold] = await Promise.all([
    fs.readFile(FONT_FILES.regular),
    fs.readFile(FONT_FILES.bold),
  ]);
  return { regular: asSingleFont(parseFont(regular)), bold: asSingleFont(parseFont(bold)) };
}

function asSingleFont(font: ReturnType<typeof parseFont>): Font {
  if (!('layout' in font)) throw new Error('Expected a font file, found a font collection');
  return withCodePointsOfEachLookup(font);
}

/**
 * pdfkit writes each glyph's text into the PDF's ToUnicode map (what a copy, pdftotext or search
 * reads) from the code points fontkit's Glyph carries. fontkit keeps one Glyph per id for the
 * font's lifetime, with the code points of the first lookup; so a glyph first met as a part of
 * another, when a subset is written (Latin E inside É, or inside Greek Ε, which the start-up
 * warm-up draws), carries none, and every later E copied out of any certificate was lost. Each
 * lookup now gets the code points it asked for: a glyph kept without any takes them, and one
 * kept with others (a glyph shared by two characters) is handed out as a view with its own.
 */
function withCodePointsOfEachLookup(font: Font): Font {
  const cachedGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = cachedGlyph(id, codePoints);
    if (!glyph || codePoints.length === 0 || sameCodePoints(glyph.codePoints, codePoints)) {
      return glyph;
    }
    if (glyph.codePoints.length === 0) {
      glyph.codePoints = codePoints;
      return glyph;
    }
    return Object.create(glyph, { codePoints: { value: codePoints, enumerable: true } });
  };
  return font;
}

function sameCodePoints(kept: readonly number[], asked: readonly number[]): boolean {
  return (
    kept.length === asked.length && kept.every((codePoint, index) => codePoint === asked[index])
  );
}

/** Makes the parsed fonts the document's `regular` and `bold`. */
export function registerPdfFonts(pdf: PDFKit.PDFDocument, fonts: Record<PdfFontName, Font>): void {
  for (const name of Object.keys(fonts) as PdfFontName[]) {
    // pdfkit takes a parsed fontkit font (it checks for `layout`), which its types do not say.
    pdf.registerFont(name, fonts[name] as unknown as PDFKit.Mixins.PDFFontSource);
  }
}

/** The document's bytes, once `pdf.end()` was called. */
export function pdfBytes(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

/**
 * Drawn as vector squares (crisp at any printer's resolution): each row's runs of dark modules
 * become one rectangle, all filled as one path so no hairline seams show between them. The page
 * around it is blank, which gives the quiet zone a reader needs.
 */
export function drawQrCode(
  pdf: PDFKit.PDFDocument,
  text: string,
  place: { x: number; y: number; size: number; color: string },
) {
  const { x, y, size } = place;
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const cell = size / modules.size;
  pdf.fillColor(place.color);
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      pdf.rect(x + start * cell, y + row * cell, (column - start) * cell, cell);
    }
  }
  pdf.fill();
}
