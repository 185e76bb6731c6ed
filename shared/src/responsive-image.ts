/**
 * `<img>` attributes for an image address, for the public pages: an upload gets the `srcset` of
 * its renditions, `sizes` (none: the browser takes 100vw) and its placeholder colour; anything
 * else (a pasted address, sample artwork) is used as it is. `src` stays the address given: the
 * display rendition the server stores (up to 1280 px), for browsers without srcset.
 *
 * Deliberately on its own and terse: every public page loads it, and `/` has a JavaScript budget
 * (docs/media.md). It reads the address format of `media-urls.ts` (`/media/uploads/<id>-<W>x<H>-
 * <rrggbb>/<width>.webp`; renditions 320/640/1280/1920 below W, plus W), which the server checks
 * before any address is saved; a test holds the two files together.
 */
export function responsiveImage(src: string, sizes?: string) {
  const match = /^(\/media\/uploads\/\w+-(\d+)x\d+-(\w+)\/)/.exec(src);
  const width = Number(match?.[2]);
  return match
    ? {
        src,
        srcSet: [320, 640, 1280, 1920, width]
          .filter((w, index) => w < width || index > 3)
          .map((w) => `${match[1]}${w}.webp ${w}w`)
          .join(),
        sizes,
        style: { background: `#${match[3]}` },
      }
    : { src };
}
