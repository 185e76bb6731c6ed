/**
 * `<img>` attributes for an image address, for the public pages: an upload gets the `srcset` of
 * its renditions, `sizes` (none: the browser takes 100vw) and its placeholder colour (with
 * `blur`, the tiny placeholder picture over it: for the page's largest picture only, since a
 * background is fetched even when its `<img>` is lazy); anything else (a pasted address, sample
 * artwork) is used as it is. `src` stays the address given: the display rendition the server
 * stores (up to 1280 px), for browsers without srcset.
 *
 * Deliberately on its own and terse: every public page loads it, and has a JavaScript budget
 * (docs/media.md). It reads the address format of `media-urls.ts` (`/media/uploads/<id>-<W>x<H>-
 * <rrggbb>/<width>.webp`; renditions 320/640/960/1280/1920 below W, plus W, and a placeholder
 * when the id starts with `v2`; without it no 960 and no placeholder), which the server checks
 * before any address is saved; a test holds the two files together.
 */
export function responsiveImage(src: string, sizes?: string, blur?: boolean) {
  const match = /^(\/media\/uploads\/(v2)?\w+-(\d+)x\d+-(\w+)\/)/.exec(src);
  const width = Number(match?.[3]);
  return match
    ? {
        src,
        // Without the mark, 960 becomes the width itself: not below it, so left out.
        srcSet: [320, 640, match[2] ? 960 : width, 1280, 1920, width]
          .filter((w, index) => w < width || index > 4)
          .map((w) => `${match[1]}${w}.webp ${w}w`)
          .join(),
        sizes,
        style: {
          background: `#${match[4]}${blur && match[2] ? ` url(${match[1]}placeholder.webp) 50%/cover` : ''}`,
        },
      }
    : { src };
}
