import { initialsOf } from '../lib/format';
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
  /** Name the placeholder's initials come from. */
  label: string;
  className?: string;
  eager?: boolean;
  /** How wide the picture is drawn, for an upload's `srcset`; a card in a grid by default. */
  sizes?: string;
}) {
  const className = `w-full object-cover ${props.className ?? ''}`;
  const placeholder = { kind: 'card', size: className, text: initialsOf(props.label) } as const;
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
      decoding="async"
      className={`bg-slate-100 ${className}`}
    />
  );
}
