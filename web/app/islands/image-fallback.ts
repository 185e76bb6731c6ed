import {
  IMAGE_PLACEHOLDERS,
  type ImagePlaceholderKind,
  placeholderClass,
} from '../components/image-placeholders';

/**
 * Pictures outside islands are plain HTML: no React notices when one fails to load (a moved file,
 * a dead external link). This does what `useImageFallback` does inside React: a failed picture
 * gives way to the placeholder its component described (`data-fallback` names its kind,
 * `data-fallback-size` and `data-fallback-text` the rest: the initials on a brand colour), or
 * simply disappears without one.
 */
const FALLBACK = 'img[data-fallback]';

const isKind = (kind: string | undefined): kind is ImagePlaceholderKind =>
  kind !== undefined && kind in IMAGE_PLACEHOLDERS;

function replace(image: HTMLImageElement): void {
  if (!image.isConnected || image.closest('[data-island]')) return;
  const kind = image.dataset.fallback;
  if (!isKind(kind)) {
    image.remove();
    return;
  }
  const placeholder = document.createElement('div');
  placeholder.setAttribute('aria-hidden', 'true');
  placeholder.className = placeholderClass({ kind, size: image.dataset.fallbackSize ?? '' });
  placeholder.textContent = image.dataset.fallbackText ?? '';
  // A photo keeps its place in the masonry.
  placeholder.style.height = image.style.height;
  image.replaceWith(placeholder);
}

/**
 * Replaces the pictures that failed before this script ran, and those that fail later, until
 * `signal` aborts (a page listens for good; a test stops, as its document outlives it).
 */
export function replaceFailedImages(document: Document, signal?: AbortSignal): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches(FALLBACK)) {
        replace(event.target);
      }
    },
    // Errors of images do not bubble; they are seen while capturing.
    { capture: true, signal },
  );
  for (const image of document.querySelectorAll<HTMLImageElement>(FALLBACK)) {
    // An SVG without an intrinsic size reports a natural width of 0 even when it loaded.
    if (image.complete && image.naturalWidth === 0) image.decode().catch(() => replace(image));
  }
}
