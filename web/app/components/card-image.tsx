import { initialsOf } from '../lib/format';

/**
 * A card's picture, or a branded placeholder with initials when the item has none. `width` and
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
}) {
  const className = `w-full object-cover ${props.className ?? ''}`;
  if (!props.src) {
    return (
      <div
        aria-hidden="true"
        className={`flex items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 text-3xl font-bold text-white/90 ${className}`}
      >
        {initialsOf(props.label)}
      </div>
    );
  }
  return (
    <img
      src={props.src}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={props.eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`bg-slate-100 ${className}`}
    />
  );
}
