import { responsiveImage } from '@chapterhouse/shared/responsive-image';
import { type ComponentProps, useCallback, useState } from 'react';
import type { ImagePlaceholder } from './image-placeholders';

/**
 * The attributes of a picture at `src`, drawn `sizes` wide: for an upload its `srcset`, `sizes`
 * and placeholder colour too, and with `blur` its placeholder picture (docs/media.md). It also notices a picture that fails to load (a moved file, a dead external link) so the caller can show
 * its placeholder instead of a broken-image icon. Server-rendered images may fail before React
 * hydrates and attaches `onError`; the ref checks those once on mount. `decode()` is the check
 * because an SVG without an intrinsic size reports a natural width of 0 even when it loaded.
 */
export function useImageFallback(
  src: string | null | undefined,
  sizes?: string,
  options: {
    /**
     * What replaces the picture when it fails: the same placeholder the component renders then.
     * Carried on the image for pages whose pictures are plain HTML (`islands/image-fallback.ts`).
     */
    placeholder?: ImagePlaceholder;
    /** The upload's placeholder picture shows until it arrives (the page's largest picture). */
    blur?: boolean;
  } = {},
) {
  const { placeholder, blur } = options;
  const [failed, setFailed] = useState(false);
  const markFailed = useCallback(() => setFailed(true), []);
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0 && typeof image.decode === 'function') {
        image.decode().catch(markFailed);
      }
    },
    [markFailed],
  );
  return {
    failed,
    imageProps: {
      ...responsiveImage(src ?? '', sizes, blur),
      ref,
      onError: markFailed,
      'data-fallback': placeholder?.kind ?? '',
      'data-fallback-size': placeholder?.size,
      'data-fallback-text': placeholder?.text,
    },
  };
}

/**
 * A decorative-or-optional picture (a banner behind text) that simply disappears when it fails.
 * `blur`: the upload's placeholder picture shows until it arrives (the page's largest picture).
 */
export function OptionalImage({
  blur,
  ...props
}: ComponentProps<'img'> & { src: string; blur?: boolean }) {
  const { failed, imageProps } = useImageFallback(props.src, props.sizes, { blur });
  if (failed) return null;
  // biome-ignore lint/a11y/useAltText: the caller passes `alt` through the props.
  return <img {...props} {...imageProps} />;
}
