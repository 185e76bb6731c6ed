import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readQrCode } from '../../../test/pdf-reading.js';
import { pdfFonts } from '../../lib/pdf.js';
import { localDiskStorage } from '../media/storage.js';
import { renderCertificatePdf } from './certificate-drawing.js';
import { imageForPdf } from './certificate-images.js';
import type { CertificateDocument } from './certificate-pdf.js';

// The certificate read back as a viewer and a reader of its text see it: pdf.js for the pages,
// the text and the drawn glyphs, jsqr for the QR code of a rendering of the page.

const A4 = { width: 841.89, height: 595.28 };
/** Inside the inner border (`INNER_BORDER_INSET` of certificate-pdf.ts), in points. */
const INNER_BORDER = 30;

async function pngOf(width: number, height: number, svgBody: string, alpha = false) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svgBody}</svg>`;
  const image = sharp(Buffer.from(svg));
  return (alpha ? image.ensureAlpha() : image.flatten({ background: '#ffffff' })).png().toBuffer();
}

/** A round logo on a transparent ground (converted before pdfkit sees it) and a plain signature. */
const logo = await pngOf(200, 200, '<circle cx="100" cy="100" r="90" fill="#00629b"/>', true);
const signature = await pngOf(
  300,
  90,
  '<path d="M10 70 C 60 10, 90 90, 140 40 S 220 20, 290 60" stroke="#123" stroke-width="5" fill="none"/>',
);

function certificate(overrides: Partial<CertificateDocument> = {}): CertificateDocument {
  return {
    title: 'Certificate of Participation',
    recipientName: 'Ada Lovelace',
    body: 'This is to certify that Ada Lovelace took part as Participant in Analytical Engines 101, organised by IEEE Computing Society on 2 December 2026.',
    organisationName: 'IEEE Computing Society',
    color: '#7a2e8c',
    logo,
    signatories: [
      { name: 'Grace Hopper', role: 'Branch Counsellor', signature },
      { name: 'Alan Turing', role: 'Chair', signature: null },
      { name: 'Zoë Łukasiewicz', role: 'Secretary', signature },
    ],
    verifyUrl: 'https://branch.example/certificates/K7QX9M2P4TRWab12',
    code: 'K7QX9M2P4TRWab12',
    issuedOn: '2 December 2026',
    ...overrides,
  };
}

interface ReadBack {
  pages: number;
  mediaBox: number[];
  /** Every piece of text, joined by spaces. */
  text: string;
  items: Array<{ str: string; x: number; y: number; width: number; height: number }>;
  info: Record<string, unknown>;
  /** Glyphs drawn as the font's missing-glyph box (glyph 0: a character the font lacks). */
  missingGlyphs: number;
  images: number;
}

async function readBack(pdf: Buffer): Promise<ReadBack> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  const items = content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [
          {
            str: item.str,
            x: item.transform[4] as number,
            y: item.transform[5] as number,
            width: item.width,
            height: item.height,
          },
        ]
      : [],
  );
  const operators = await page.getOperatorList();
  let missingGlyphs = 0;
  let images = 0;
  operators.fnArray.forEach((operator, index) => {
    if (operator === OPS.paintImageXObject) images++;
    if (operator !== OPS.showText) return;
    const glyphs = operators.argsArray[index][0] as Array<{ originalCharCode?: number } | number>;
    for (const glyph of glyphs) {
      if (typeof glyph === 'object' && glyph.originalCharCode === 0) missingGlyphs++;
    }
  });
  const { info } = await document.getMetadata();
  const readBack = {
    pages: document.numPages,
    mediaBox: page.view,
    text: items.map((item) => item.str).join(' '),
    items,
    info: info as Record<string, unknown>,
    missingGlyphs,
    images,
  };
  await document.destroy();
  return readBack;
}

/**
 * The PDF's ActualText entries (what a viewer copies for a tagged span), decoded from the
 * compressed content streams: a literal string in UTF-16BE, its special bytes escaped.
 */
function actualTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const entry of content.matchAll(/\/ActualText \(/g)) {
      texts.push(decodeUtf16(literalString(content, (entry.index ?? 0) + entry[0].length)));
    }
  }
  return texts;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** The bytes of a PDF literal string starting after its `(`. */
function literalString(content: string, from: number): string {
  let bytes = '';
  let depth = 1;
  for (let index = from; index < content.length; index++) {
    const char = content[index] as string;
    if (char === '\\') {
      const next = content[++index] as string;
      const octal = /^[0-7]{1,3}/.exec(content.slice(index, index + 3))?.[0];
      if (octal) {
        bytes += String.fromCharCode(Number.parseInt(octal, 8));
        index += octal.length - 1;
      } else bytes += ESCAPES[next] ?? next;
      continue;
    }
    if (char === '(') depth++;
    if (char === ')' && --depth === 0) break;
    bytes += char;
  }
  return bytes;
}

/** The decompressed streams of the PDF (content, fonts' ToUnicode maps, ...). */
function inflatedStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    try {
      streams.push(
        zlib.inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString(),
      );
    } catch {
      // Not deflated (pdfkit compresses every stream it writes text into).
    }
  }
  return streams;
}

/**
 * Every glyph of the embedded fonts with the text it stands for, from their ToUnicode maps (what
 * pdftotext, a viewer's copy and search read): `<>` is a glyph that copies as nothing.
 */
function toUnicodeEntries(pdf: Buffer): string[] {
  return inflatedStreams(pdf)
    .filter((stream) => stream.includes('/CMapType 2'))
    .flatMap((cmap) =>
      [...cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)].flatMap((range) =>
        [...(range[1] ?? '').matchAll(/\[([^\]]*)\]/g)].flatMap((list) =>
          [...(list[1] ?? '').matchAll(/<([0-9a-fA-F ]*)>/g)].map((entry) => entry[1] ?? ''),
        ),
      ),
    );
}

function decodeUtf16(bytes: string): string {
  const buffer = Buffer.from(bytes, 'latin1');
  if (buffer[0] !== 0xfe || buffer[1] !== 0xff) return bytes;
  return buffer.subarray(2).swap16().toString('utf16le');
}

/** The text in the order a shaped line draws its glyphs, as pdf.js reads it back. */
async function drawnOrder(text: string): Promise<{ text: string; missing: number }> {
  const { bold } = await pdfFonts();
  const { glyphs } = bold.layout(text);
  return {
    text: glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints)).join(''),
    missing: glyphs.filter((glyph) => glyph.id === 0).length,
  };
}

function expectInsideBorder(items: ReadBack['items']) {
  for (const item of items) {
    expect(item.x, item.str).toBeGreaterThanOrEqual(INNER_BORDER);
    expect(item.x + item.width, item.str).toBeLessThanOrEqual(A4.width - INNER_BORDER);
    // pdf.js reports the baseline, from the bottom of the page.
    expect(item.y, item.str).toBeGreaterThanOrEqual(INNER_BORDER);
    expect(item.y + item.height, item.str).toBeLessThanOrEqual(A4.height - INNER_BORDER);
  }
}

describe('a certificate as a PDF', () => {
  it('is one A4 landscape page naming the recipient, the event, the organisation and where to verify it', async () => {
    const pdf = await renderCertificatePdf(certificate());
    const read = await readBack(pdf);

    expect(read.pages).toBe(1);
    expect(read.mediaBox).toEqual([0, 0, A4.width, A4.height]);
    expect(read.text).toContain('Certificate of Participation');
    expect(read.text).toContain('Ada Lovelace');
    expect(read.text).toContain('Analytical Engines 101');
    expect(read.text).toContain('IEEE COMPUTING SOCIETY');
    expect(read.text).toContain('Verify at https://branch.example/certificates/K7QX9M2P4TRWab12');
    expect(read.text).toContain('K7QX9M2P4TRWab12');
    expect(read.text).toContain('2 December 2026');
    for (const person of ['Grace Hopper', 'Branch Counsellor', 'Alan Turing', 'Zoë Łukasiewicz']) {
      expect(read.text).toContain(person);
    }
    expectInsideBorder(read.items);
    expect(read.missingGlyphs).toBe(0);
    expect(read.info).toMatchObject({
      Title: 'Certificate of Participation: Ada Lovelace',
      Author: 'IEEE Computing Society',
      Subject: certificate().body,
    });
    // The logo and two signatures.
    expect(read.images).toBe(3);
  });

  it('carries a QR code a camera reads as the verification address', async () => {
    const pdf = await renderCertificatePdf(certificate());
    expect(await readQrCode(pdf)).toBe('https://branch.example/certificates/K7QX9M2P4TRWab12');
  });

  it('prints without a logo, signatures or signatories', async () => {
    const read = await readBack(
      await renderCertificatePdf(certificate({ logo: null, signatories: [] })),
    );
    expect(read.pages).toBe(1);
    expect(read.images).toBe(0);
    expect(read.text).toContain('Ada Lovelace');
    expect(read.text).not.toContain('Grace Hopper');
  });

  it('leaves out an image it cannot read instead of failing', async () => {
    const broken = Buffer.from('not an image at all');
    const corruptPng = Buffer.concat([logo.subarray(0, 40), Buffer.alloc(200, 7)]);
    const read = await readBack(
      await renderCertificatePdf(
        certificate({
          logo: broken,
          signatories: [{ name: 'Grace Hopper', role: 'Chair', signature: corruptPng }],
        }),
      ),
    );
    expect(read.pages).toBe(1);
    expect(read.images).toBe(0);
    expect(read.text).toContain('Grace Hopper');
  });

  it('shapes a Devanagari name with the font’s own glyphs, and tags its text for copying', async () => {
    const name = 'प्रिया शर्मा';
    const drawn = await drawnOrder(name);
    // The font has every glyph, and shaping formed conjuncts (प्र as one glyph) and moved the
    // short i before its consonant: the drawn order differs from the typed one.
    expect(drawn.missing).toBe(0);
    expect(drawn.text).not.toBe(name);
    expect(drawn.text.startsWith('ि')).toBe(true);

    const pdf = await renderCertificatePdf(
      certificate({ recipientName: name, body: `This is to certify that ${name} took part.` }),
    );
    const read = await readBack(pdf);
    expect(read.missingGlyphs).toBe(0);
    expect(read.text).toContain(drawn.text);
    expect(actualTexts(pdf)).toContain(name);
  });

  it('would show a script its font lacks as missing glyphs (the check above can fail)', async () => {
    const tamil = 'தமிழ்செல்வி';
    expect((await drawnOrder(tamil)).missing).toBeGreaterThan(0);
    const read = await readBack(await renderCertificatePdf(certificate({ recipientName: tamil })));
    expect(read.missingGlyphs).toBeGreaterThan(0);
  });

  it('shrinks a long name and a long text to stay on one page, inside the border', async () => {
    const longName =
      'Bartholomew Maximilian Alexander Featherstonehaugh-Cholmondeley Wolfeschlegelsteinhausen the Third';
    const longBody =
      `This is to certify that ${longName} took part as Keynote Speaker and Workshop Facilitator in the International Symposium on Very Long Event Titles 2026. `.repeat(
        4,
      );
    const read = await readBack(
      await renderCertificatePdf(
        certificate({
          recipientName: longName,
          body: longBody.slice(0, 600),
          organisationName:
            'IEEE Computational Intelligence Society Student Branch Chapter of a Long Name',
        }),
      ),
    );
    expect(read.pages).toBe(1);
    expect(read.text.replace(/\s+/g, ' ')).toContain('Wolfeschlegelsteinhausen the Third');
    expect(read.text).toContain('Verify at https://branch.example/certificates/');
    expectInsideBorder(read.items);
  });

  it('prints a series’ sessions under the name, above the text, within the page', async () => {
    const read = await readBack(
      await renderCertificatePdf(certificate({ attendance: 'Attended 8 of 10 sessions' })),
    );
    expect(read.pages).toBe(1);
    const line = read.items.find((item) => item.str === 'Attended 8 of 10 sessions');
    const name = read.items.find((item) => item.str === 'Ada Lovelace');
    const body = read.items.find((item) => item.str.startsWith('This is to certify'));
    expect(line).toBeDefined();
    // pdf.js measures from the bottom: below the name, above the text.
    expect(line?.y).toBeLessThan(name?.y ?? 0);
    expect(line?.y).toBeGreaterThan(body?.y ?? Number.POSITIVE_INFINITY);
    expectInsideBorder(read.items);
    // An event's certificate has no such line.
    const plain = await readBack(await renderCertificatePdf(certificate()));
    expect(plain.text).not.toContain('sessions');
  });

  it('keeps a series’ certificate with a long name and text on one page, inside the border', async () => {
    const longName =
      'Bartholomew Maximilian Alexander Featherstonehaugh-Cholmondeley Wolfeschlegelsteinhausen the Third';
    const read = await readBack(
      await renderCertificatePdf(
        certificate({
          recipientName: longName,
          body: `This is to certify that ${longName} took part in the Weekly Competitive Programming and Algorithms Club of the Spring Semester. `
            .repeat(5)
            .slice(0, 600),
          attendance: 'Attended 118 of 120 sessions',
        }),
      ),
    );
    expect(read.pages).toBe(1);
    expect(read.text).toContain('Attended 118 of 120 sessions');
    expect(read.text).toContain('Verify at https://branch.example/certificates/');
    expectInsideBorder(read.items);
    // Nothing drawn over the signatures' band (their line is at 484 pt from the top).
    const band = A4.height - 484 + 44;
    for (const item of read.items.filter((each) => each.str.includes('Competitive'))) {
      expect(item.y, item.str).toBeGreaterThan(band);
    }
  });

  it('keeps even an absurd name without spaces on one page', async () => {
    const read = await readBack(
      await renderCertificatePdf(
        certificate({ recipientName: 'W'.repeat(120), body: 'x '.repeat(3000) }),
      ),
    );
    expect(read.pages).toBe(1);
    expectInsideBorder(read.items);
  });
});

describe('the text copied out of a certificate', () => {
  /** The characters of certificate codes (base64url), 22 to a code as issued. */
  const CODES = ['ABCDEFGHIJKLMNOPQRSTUV', 'WXYZabcdefghijklmnopqr', 'stuvwxyz0123456789-_EE'];

  it('is what was drawn, every letter and digit, in a server that has drawn others before', async () => {
    // A process as the server is once started: fonts parsed afresh, warmed up with Greek and
    // Cyrillic (whose capitals are built of Latin ones), then an earlier recipient's accents.
    vi.resetModules();
    const started = await import('./certificate-pdf.js');
    await started.warmCertificateRenderer();
    await started.drawCertificatePdf(
      certificate({ recipientName: 'Élodie Ávila-Ñúñez', body: 'ÀÁÂÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÖØÙÚÛÜÝŸ' }),
    );

    const name = 'Łukasz Żółć';
    const devanagari = 'प्रिया शर्मा';
    for (const code of CODES) {
      const verifyUrl = `https://branch.example/certificates/${code}`;
      const pdf = await started.drawCertificatePdf(
        certificate({
          recipientName: name,
          body: `This is to certify that ${name} took part in Embedded Systems Evening.`,
          signatories: [{ name: devanagari, role: 'Chair', signature: null }],
          verifyUrl,
          code,
        }),
      );
      const read = await readBack(pdf);
      const lines = read.items.map((item) => item.str);
      const seen = JSON.stringify(lines);
      expect(lines, seen).toContain(code);
      expect(lines, seen).toContain(`Verify at ${verifyUrl}`);
      expect(lines, seen).toContain(name);
      expect(read.text).toContain('Embedded Systems Evening');
      // Shaped text is read in the order its glyphs are drawn, and tagged with the typed order
      // (what a viewer's copy and pdftotext give), on a signatory's line as on the name.
      expect(lines).toContain((await drawnOrder(devanagari)).text);
      expect(actualTexts(pdf)).toEqual(expect.arrayContaining([name, devanagari]));
      expect(read.missingGlyphs).toBe(0);
      // Every glyph drawn anywhere on the page copies as some text.
      const entries = toUnicodeEntries(pdf);
      expect(entries.length).toBeGreaterThan(40);
      expect(entries.filter((entry) => entry.trim() === '')).toEqual([]);
    }
  });
});

describe('images for a certificate', () => {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-images-'));
  const storage = localDiskStorage(path.join(mediaDir, 'uploads'));
  afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

  const isPng = (image: Buffer | null) =>
    image?.subarray(1, 4).toString('latin1') === 'PNG' ? image : null;

  it('converts an upload’s WebP rendition to an opaque PNG at most 600 px wide', async () => {
    const key = 'v2c0ffee0123-1000x500-00629b';
    const webp = await sharp({
      create: { width: 640, height: 320, channels: 4, background: '#00629b80' },
    })
      .webp()
      .toBuffer();
    await storage.put(key, '640.webp', webp, 'image/webp');

    // The page shows the 1000 px file; the certificate reads the 640 px one, enough for print.
    const image = isPng(await imageForPdf(storage, `/media/uploads/${key}/1000.webp`, mediaDir));
    expect(image).not.toBeNull();
    const metadata = await sharp(image as Buffer).metadata();
    expect(metadata.width).toBe(600);
    expect(metadata.hasAlpha).toBe(false);
  });

  it('draws the sample content’s SVG art sharp enough to print', async () => {
    fs.mkdirSync(path.join(mediaDir, 'sample'), { recursive: true });
    fs.writeFileSync(
      path.join(mediaDir, 'sample', 'org-test-logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="40" fill="#0a0"/></svg>',
    );
    const image = isPng(await imageForPdf(storage, '/media/sample/org-test-logo.svg', mediaDir));
    expect(image).not.toBeNull();
    expect((await sharp(image as Buffer).metadata()).width).toBe(600);
  });

  it('gives nothing for external addresses, without fetching them', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    try {
      expect(await imageForPdf(storage, 'https://example.org/logo.png', mediaDir)).toBeNull();
      expect(await imageForPdf(storage, '//example.org/logo.png', mediaDir)).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      fetch.mockRestore();
    }
  });

  it('gives nothing for missing, broken or unsafe files, and no address at all', async () => {
    const broken = 'v2bad0000001-200x100-000000';
    await storage.put(broken, '200.webp', Buffer.from('not a picture'), 'image/webp');
    fs.writeFileSync(path.join(mediaDir, 'sample', 'broken.svg'), '<svg');
    for (const url of [
      '/media/uploads/v2dead0000001-200x100-000000/200.webp',
      `/media/uploads/${broken}/200.webp`,
      '/media/sample/missing.svg',
      '/media/sample/broken.svg',
      '/media/sample/../uploads/x.svg',
      null,
    ]) {
      expect(await imageForPdf(storage, url, mediaDir), String(url)).toBeNull();
    }
  });
});
