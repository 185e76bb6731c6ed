/**
 * The addresses of uploaded images, and what is derived from one: plain functions for the server
 * and the dashboards. Public pages use the terser `responsive-image.ts` (docs/media.md).
 *
 * An upload is stored once per width as WebP under a key that never changes:
 * `/media/uploads/<id>-<W>x<H>-<rrggbb>/<width>.webp`. `W`×`H` is the largest rendition (the
 * original, capped), `rrggbb` its dominant colour. So a page can write `srcset`, intrinsic size
 * and a placeholder colour from the stored address alone, without asking the database.
 */

/** Widths of the smaller renditions; each upload has those narrower than itself, plus itself. */
export const RENDITION_WIDTHS = [320, 640, 1280, 1920] as const;
/** The longest side of the largest rendition: bigger originals are scaled down to it. */
export const MAX_IMAGE_EDGE = 2560;
/** The width a stored field points at (or the largest below it): what `src` falls back to. */
export const DISPLAY_WIDTH = 1280;

export const UPLOADS_PATH = '/media/uploads/';

const UPLOAD_URL =
  /^\/media\/uploads\/([a-z0-9]{6,40}-(\d{1,5})x(\d{1,5})-([0-9a-f]{6}))\/(\d{1,5})\.webp$/;

export interface UploadRef {
  /** The storage key: the folder of the upload's renditions. */
  key: string;
  width: number;
  height: number;
  /** `#rrggbb`. */
  color: string;
}

/** The upload an address names, or null for anything else (a pasted URL, sample artwork). */
export function parseUploadUrl(url: string | null | undefined): UploadRef | null {
  const match = url ? UPLOAD_URL.exec(url) : null;
  if (!match) return null;
  return {
    key: match[1] as string,
    width: Number(match[2]),
    height: Number(match[3]),
    color: `#${match[4]}`,
  };
}

/** The renditions an upload of this (capped) width has, narrowest first. */
export function renditionWidths(width: number): number[] {
  return [...RENDITION_WIDTHS.filter((candidate) => candidate < width), width];
}

export function renditionUrl(key: string, width: number): string {
  return `${UPLOADS_PATH}${key}/${width}.webp`;
}

/** The address stored in image fields: the display width, or the largest rendition below it. */
export function displayUrl(key: string, width: number): string {
  const widths = renditionWidths(width).filter((candidate) => candidate <= DISPLAY_WIDTH);
  return renditionUrl(key, widths[widths.length - 1] ?? width);
}
