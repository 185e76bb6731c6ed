import jsQRModule from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reading back a PDF the server drew, as a viewer and a phone's camera would: pdf.js for the
// pages and their text, jsqr for the QR code of a rendering of the first page.

/** Every page's text, each piece joined by spaces; and how many pages there are. */
export async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) texts.push(item.str);
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, text: texts.join(' ') };
}

/** What the test reads of a canvas's 2D context (pdf.js types it by the DOM's, absent here). */
interface RenderContext {
  getImageData(
    x: number,
    y: number,
    width: number,
    height: number,
  ): { data: Uint8ClampedArray; width: number; height: number };
}

// jsqr is CommonJS: its function arrives as the module or as its `default`, as the loader has it.
const jsQR = ((jsQRModule as { default?: unknown }).default ??
  jsQRModule) as typeof jsQRModule.default;

/** The page drawn at 3 px a point, as a phone's camera would see a print of it. */
export async function readQrCode(pdf: Buffer): Promise<string | undefined> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale: 3 });
  // pdf.js's own canvas in Node (@napi-rs/canvas, which it installs); typed loosely by pdf.js.
  const factory = document.canvasFactory as {
    create(width: number, height: number): { context: RenderContext };
  };
  const { context } = factory.create(viewport.width, viewport.height);
  await page.render({ canvasContext: context, viewport }).promise;
  const pixels = context.getImageData(0, 0, viewport.width, viewport.height);
  await document.destroy();
  return jsQR(pixels.data, pixels.width, pixels.height)?.data;
}
