import { placeholderClass } from './image-placeholders';
import { useImageFallback } from './use-image-fallback';

/** A card in a grid of 1, 2 or 3 columns (max-w-7xl): never wider than about 400 px. */
const CARD_SIZES = 'min(400px,100vw)';

/**
 * A card's picture, or a branded placeholder with initials when the item has none or it fails to
 * load. `width` and
 * `height` are the picture's natural size: they reserve its space before it loads.
 */
export function CardImage(props: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /**
   * What the placeholder shows: the organisation's initials (`organisationInitials`: "CS" for the
   * Computer Society, not the "IS" of "IEEE ... Society") or a caption's (`initialsOf`).
   */
  initials: string;
  className?: string;
  /**
   * Load at once rather than when scrolled to; `'first'`: the first card of a page, whose picture
   * is likely its largest paint, fetched with high priority (and preloaded by React). The other
   * eager ones are fetched with low priority, so they do not compete with it and the stylesheet.
   */
  eager?: boolean | 'first';
  /** How wide the picture is drawn, for an upload's `srcset`; a card in a grid by default. */
  sizes?: string;
}) {
  const className = `w-full object-cover ${props.className ?? ''}`;
  const placeholder = { kind: 'card', size: className, text: props.initials } as const;
  const { failed, imageProps } = useImageFallback(props.src, props.sizes ?? CARD_SIZES, {
    placeholder,
  });
  if (!props.src || failed) {
    return (
      <div aria-hidden="true" className={placeholderClass(placeholder)}>
        {placeholder.text}
      </div>
    );
  }
  return (
    <img
      {...imageProps}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={props.eager ? 'eager' : 'lazy'}
      fetchPriority={props.eager === 'first' ? 'high' : props.eager ? 'low' : undefined}
      decoding="async"
      className={`bg-slate-100 ${className}`}
    />
  );
}

/** How the card at `index` of a grid whose first `eagerCount` load at once loads its picture. */
export function eagerness(index: number, eagerCount = 0): boolean | 'first' {
  if (index >= eagerCount) return false;
  return index === 0 ? 'first' : true;
}
