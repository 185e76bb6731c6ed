import { randomBytes } from 'node:crypto';
import {
  isCurrentFormat,
  KEY_FORMAT,
  MAX_IMAGE_EDGE,
  PLACEHOLDER_FILE,
  PLACEHOLDER_WIDTH,
  renditionWidths,
} from '@chapterhouse/shared';
import sharp, { type OutputInfo } from 'sharp';
import { HttpError } from '../../lib/http-errors.js';
import { limitParallel } from '../../lib/limit-parallel.js';

/**
 * Turns an uploaded file into the WebP renditions the site serves (docs/media.md): oriented by its
 * EXIF orientation, stripped of every metadata (phone photos carry GPS positions), scaled to fit
 * MAX_IMAGE_EDGE, then one WebP per width of `RENDITION_WIDTHS` below its own, its own, and a
 * tiny placeholder (media-urls.ts). Pure: nothing is stored here.
 */

/** Larger pictures are refused before they are decoded (a 100 MP photo needs ~300 MB raw). */
export const MAX_INPUT_PIXELS = 100_000_000;
const WEBP = { quality: 78, effort: 4 } as const;
/** The placeholder is drawn blurred across the picture's box: detail would be wasted bytes. */
const PLACEHOLDER_WEBP = { quality: 50, effort: 6 } as const;

export interface Rendition {
  width: number;
  height: number;
  file: string;
  body: Buffer;
}

export interface ProcessedImage {
  /** Read from the content, e.g. `image/jpeg`. */
  mimeType: string;
  sourceWidth: number;
  sourceHeight: number;
  /** Of the largest rendition. */
  width: number;
  height: number;
  /** `rrggbb`, the dominant colour. */
  color: string;
  /** One per width of `renditionWidths(key, width)`, narrowest first. */
  renditions: Rendition[];
  /** `PLACEHOLDER_FILE`: the picture at most `PLACEHOLDER_WIDTH` wide. */
  placeholder: Buffer;
}

/** Every file stored for an upload made now: the renditions, then the placeholder. */
export function filesOf(image: ProcessedImage): Array<{ file: string; body: Buffer }> {
  return [...image.renditions, { file: PLACEHOLDER_FILE, body: image.placeholder }];
}

/**
 * The files an upload's row stands for (to delete them): its renditions (the row's `widths`) and,
 * for an upload made with one, the placeholder.
 */
export function storedFileNames(key: string, widths: readonly number[]): string[] {
  const renditions = widths.map((width) => `${width}.webp`);
  return isCurrentFormat(key) ? [...renditions, PLACEHOLDER_FILE] : renditions;
}

type Detected = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic';

const MIME: Record<Detected, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
};

/**
 * The type a file's first bytes say it is; the name and the browser's claim are never trusted.
 * SVG is not among them on purpose: it is a document that can carry scripts.
 */
export function detectImageType(head: Buffer): Detected | null {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    // The major brand, then the compatible ones: an AVIF may say `mif1` first.
    const brands = ascii(8, 32);
    if (/avi[fs]/.test(brands)) return 'avif';
    if (/hei[cxms]|hev[cx]|mif1|msf1/.test(brands)) return 'heic';
  }
  return null;
}

export const NOT_AN_IMAGE =
  'This file is not a picture we can read. Upload a JPEG, PNG, WebP, GIF or HEIC photo.';
export const HEIC_UNSUPPORTED =
  "This server cannot read HEIC photos. On an iPhone choose Settings › Camera › Formats › 'Most Compatible', or share the photo as JPEG, then upload it again.";

/**
 * A fresh storage key: marked as having the current renditions, random, plus what pages derive
 * from the address (media-urls.ts).
 */
export function storageKeyFor(image: Pick<ProcessedImage, 'width' | 'height' | 'color'>): string {
  return `${KEY_FORMAT}${randomBytes(8).toString('hex')}-${image.width}x${image.height}-${image.color}`;
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * At most two pictures are processed at once; others wait their turn. Each takes a core and up
 * to ~100 MB while it decodes, and a gallery upload sends three at a time per officer.
 */
const inTurn = limitParallel(2);

export function processImage(input: Buffer): Promise<ProcessedImage> {
  return inTurn(() => processNow(input));
}

async function processNow(input: Buffer): Promise<ProcessedImage> {
  const type = detectImageType(input.subarray(0, 32));
  if (!type) throw new HttpError(400, NOT_AN_IMAGE);

  // `failOn: 'error'`: a picture with a harmless warning (common in phone JPEGs) still loads,
  // anything that does not decode is refused. Only the first frame of an animation is read.
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let decoded: { data: Buffer; info: OutputInfo };
  let sourceSize: { width: number; height: number };
  try {
    const metadata = await source.metadata();
    sourceSize = metadata.autoOrient;
    decoded = await source
      .rotate()
      .resize({
        width: MAX_IMAGE_EDGE,
        height: MAX_IMAGE_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (type === 'heic') throw new HttpError(400, HEIC_UNSUPPORTED);
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new HttpError(
        400,
        `This picture has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels. Scale it down and upload it again.`,
      );
    }
    throw new HttpError(400, NOT_AN_IMAGE);
  }

  const { width, height, channels } = decoded.info;
  const raw = () => sharp(decoded.data, { raw: { width, height, channels } });
  const [stats, placeholder, ...renditions] = await Promise.all([
    raw().resize({ width: 64 }).stats(),
    raw()
      .resize({ width: Math.min(PLACEHOLDER_WIDTH, width) })
      .webp(PLACEHOLDER_WEBP)
      .toBuffer(),
    // Those of a new key (`storageKeyFor` marks it with KEY_FORMAT).
    ...renditionWidths(KEY_FORMAT, width).map(async (renditionWidth) => {
      const { data, info } = await raw()
        .resize({ width: renditionWidth })
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, file: `${info.width}.webp`, body: data };
    }),
  ]);
  const { r, g, b } = stats.dominant;
  return {
    mimeType: MIME[type],
    sourceWidth: sourceSize.width,
    sourceHeight: sourceSize.height,
    width,
    height,
    color: `${hex(r)}${hex(g)}${hex(b)}`,
    renditions,
    placeholder,
  };
}
