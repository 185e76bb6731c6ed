import fs from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { parseUploadUrl, renditionWidths } from '@chapterhouse/shared';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { isPdfReadyImage } from '../../lib/pdf-ready-images.js';
import type { MediaStorage } from '../media/storage.js';

// The pictures a certificate prints (the organisation's logo, the signatures) are stored as the
// site shows them: WebP renditions of uploads, or the sample content's SVG art. pdfkit embeds
// only PNG and JPEG, so they are converted here, once per address.

/** Wide enough for about 270 dpi where the certificate prints a logo (150 pt). */
const MAX_EDGE = 600;
/** The sample content's art (`load-sample.ts`): `/media/sample/<name>.svg`, under `mediaDir`. */
const SAMPLE_ART_URL = /^\/media\/sample\/([a-z0-9][a-z0-9-]{0,80})\.svg$/;

interface ImageSource {
  storage: MediaStorage;
  mediaDir: string;
  url: string;
}

/**
 * Converted images by address. An upload's files never change under their key, and the sample
 * art is written once, so entries never go stale; a batch of certificates converts its logo and
 * signatures once. Concurrent requests for one address share one conversion. A failure is not
 * kept: the next certificate tries again.
 */
const converted = new LRUCache<string, Buffer, ImageSource>({
  max: 100,
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (image) => image.length,
  fetchMethod: async (_key, _stale, { context }) => (await convert(context)) ?? undefined,
});

/**
 * The image at an address the site stores, as PNG bytes pdfkit can embed (flattened onto white,
 * at most 600 px on its longer side); null for an address that is neither an upload nor sample
 * art (a pasted external URL is never fetched), and for a missing or unreadable file: the
 * certificate then prints without it.
 */
export async function imageForPdf(
  storage: MediaStorage,
  url: string | null,
  mediaDir: string,
): Promise<Buffer | null> {
  if (!url) return null;
  try {
    // The folder is part of the key: two apps (tests) may serve different files at one address.
    const image = await converted.fetch(`${mediaDir}\n${url}`, {
      context: { storage, mediaDir, url },
    });
    return image ?? null;
  } catch {
    return null;
  }
}

async function convert({ storage, mediaDir, url }: ImageSource): Promise<Buffer | null> {
  try {
    const upload = parseUploadUrl(url);
    if (upload) {
      const original = await readUpload(storage, upload.key, upload.width, url);
      return original && (await toPng(original));
    }
    const sample = SAMPLE_ART_URL.exec(url);
    if (sample) {
      const svg = await fs.readFile(path.join(mediaDir, 'sample', `${sample[1]}.svg`));
      return await svgToPng(svg);
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * The smallest rendition at least MAX_EDGE wide (less to read and decode than the one a page
 * shows), else the largest there is; the address's own file if that one is missing.
 */
async function readUpload(
  storage: MediaStorage,
  key: string,
  width: number,
  url: string,
): Promise<Buffer | null> {
  const widths = renditionWidths(key, width);
  const chosen = widths.find((candidate) => candidate >= MAX_EDGE) ?? widths[widths.length - 1];
  const ownFile = url.slice(url.lastIndexOf('/') + 1);
  for (const file of new Set([`${chosen}.webp`, ownFile])) {
    const stored = await storage.get(key, file);
    if (stored) return buffer(stored.body);
  }
  return null;
}

function toPng(image: Buffer, density?: number): Promise<Buffer> {
  return sharp(image, density ? { density } : {})
    .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

/** Drawn at the density that makes its longer side MAX_EDGE pixels: sharp without one draws an
 * SVG at its nominal size (72 dpi), which would blur a small logo. */
async function svgToPng(svg: Buffer): Promise<Buffer> {
  const { width = MAX_EDGE, height = MAX_EDGE } = await sharp(svg).metadata();
  const density = Math.min(2400, Math.max(1, (72 * MAX_EDGE) / Math.max(width, height, 1)));
  return toPng(svg, density);
}

/**
 * The image as pdfkit may embed it (`isPdfReadyImage`): itself when it is, else converted by
 * sharp, flattened onto the page's white, once per Buffer (a batch of certificates shares the
 * same logo and signatures); null when sharp cannot read it either.
 */
const convertedImages = new WeakMap<Buffer, Promise<Buffer | null>>();

export function pdfReadyImage(image: Buffer | null): Promise<Buffer | null> {
  if (!image) return Promise.resolve(null);
  if (isPdfReadyImage(image)) return Promise.resolve(image);
  let converted = convertedImages.get(image);
  if (!converted) {
    converted = sharp(image)
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer()
      .catch(() => null);
    convertedImages.set(image, converted);
  }
  return converted;
}
