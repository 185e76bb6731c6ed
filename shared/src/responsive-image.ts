/**
 * `<img>` attributes for an image address, for the public pages: an upload gets the `srcset` of
 * its renditions, its intrinsic size's proportions and its placeholder colour; anything else (a
 * pasted address, sample artwork) is used as it is.
 *
 * Deliberately on its own and terse: every public page loads it, and `/` has a JavaScript budget
 * (docs/media.md). It reads the address format of `media-urls.ts` (widths 320/640/1280/1920 below
 * the upload's own, `src` the widest up to 1280); a test holds the two together.
 */
const UPLOAD =
  /^(\/media\/uploads\/[a-z0-9]{6,40}-(\d{1,5})x\d{1,5}-([0-9a-f]{6})\/)\d{1,5}\.webp$/;

export function responsiveImage(src: string, sizes: string) {
  const match = UPLOAD.exec(src);
  if (!match) return { src };
  const [, folder, width, color] = match;
  const widths = [320, 640, 1280, 1920].filter((candidate) => candidate < Number(width));
  widths.push(Number(width));
  return {
    src: `${folder}${widths.filter((candidate) => candidate <= 1280).pop() ?? width}.webp`,
    srcSet: widths.map((candidate) => `${folder}${candidate}.webp ${candidate}w`).join(),
    sizes,
    style: { backgroundColor: `#${color}` },
  };
}
