/**
 * The addresses of uploaded images, and what is derived from one: plain functions for the server
 * and the dashboards. Public pages use the terser `responsive-image.ts` (docs/media.md).
 *
 * An upload is stored once per width as WebP under a key that never changes:
 * `/media/uploads/<id>-<W>x<H>-<rrggbb>/<width>.webp`. `W`×`H` is the largest rendition (the
 * original, capped), `rrggbb` its dominant colour. So a page can write `srcset`, intrinsic size
 * and a placeholder colour from the stored address alone, without asking the database.
 *
 * The id also says which files the upload has: ids starting with `KEY_FORMAT` (`v2`) have the
 * widths of `RENDITION_WIDTHS` and a tiny placeholder; older ids (plain hex, `sample<hex>`) were
 * made before 960 px and the placeholder existed and have only `FIRST_FORMAT_WIDTHS`. Files are
 * never added under an existing key (they are cached for a year as they are), so an address
 * never lists a file its upload lacks.
 */

/**
 * Widths of the smaller renditions of an upload made now; it has those narrower than itself,
 * plus itself. 960 fills a phone's full-width hero (about 390 px at 2-3 device pixels per px).
 */
export const RENDITION_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** Uploads whose key has no `KEY_FORMAT` mark have only these (no 960, no placeholder). */
export const FIRST_FORMAT_WIDTHS = [320, 640, 1280, 1920] as const;
/** The mark that starts the id of every upload made with `RENDITION_WIDTHS` and a placeholder. */
export const KEY_FORMAT = 'v2';
/**
 * The placeholder: the picture at most this wide, drawn (and so blurred) by the browser under
 * the real one until it arrives. About 100-300 bytes.
 */
export const PLACEHOLDER_WIDTH = 32;
export const PLACEHOLDER_FILE = 'placeholder.webp';
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

/** Whether the upload of this key was made with every current rendition and a placeholder. */
export const isCurrentFormat = (key: string): boolean => key.startsWith(KEY_FORMAT);

/** The renditions the upload of this key and (capped) width has, narrowest first. */
export function renditionWidths(key: string, width: number): number[] {
  const widths = isCurrentFormat(key) ? RENDITION_WIDTHS : FIRST_FORMAT_WIDTHS;
  return [...widths.filter((candidate) => candidate < width), width];
}

/** The upload's placeholder, or null for an upload made before placeholders existed. */
export function placeholderUrl(key: string): string | null {
  return isCurrentFormat(key) ? `${UPLOADS_PATH}${key}/${PLACEHOLDER_FILE}` : null;
}

export function renditionUrl(key: string, width: number): string {
  return `${UPLOADS_PATH}${key}/${width}.webp`;
}

/** The address stored in image fields: the display width, or the largest rendition below it. */
export function displayUrl(key: string, width: number): string {
  const widths = renditionWidths(key, width).filter((candidate) => candidate <= DISPLAY_WIDTH);
  return renditionUrl(key, widths[widths.length - 1] ?? width);
}
