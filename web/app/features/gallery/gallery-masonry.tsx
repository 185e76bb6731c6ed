import type { GalleryItem } from '@chapterhouse/shared';
import { type ComponentType, type CSSProperties, useEffect, useId } from 'react';
import { placeholderClass } from '../../components/image-placeholders';
import { useImageFallback } from '../../components/use-image-fallback';

/** What a tile shows of a gallery item. */
export type GalleryTileItem = Pick<
  GalleryItem,
  'id' | 'img' | 'caption' | 'url' | 'height' | 'organisation'
>;

/** Natural width of gallery photos; their height varies and is carried by each item. */
const PHOTO_WIDTH = 600;

/** A column of the masonry below (max-w-7xl): one column up to 400 px, then narrower ones. */
const PHOTO_SIZES = 'min(320px,100vw)';

/** One photo: rendered at half its natural height; a click opens its link in a new tab. */
export function GalleryTile(props: {
  item: GalleryTileItem;
  showOrganisation?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const { item } = props;
  const placeholder = {
    kind: 'photo',
    size: 'w-full',
    text: `Photo unavailable: ${item.caption}`,
  } as const;
  const { failed, imageProps } = useImageFallback(item.img, PHOTO_SIZES, { placeholder });
  return (
    <figure
      style={props.style}
      className={`group relative mb-4 break-inside-avoid overflow-hidden rounded-xl bg-slate-100 shadow-sm ${props.className ?? ''}`}
    >
      <a href={item.url} target="_blank" rel="noopener noreferrer" className="block">
        {failed ? (
          <span style={{ height: item.height / 2 }} className={placeholderClass(placeholder)}>
            {placeholder.text}
          </span>
        ) : (
          <img
            {...imageProps}
            alt={item.caption}
            width={PHOTO_WIDTH}
            height={item.height}
            loading="lazy"
            decoding="async"
            style={{ ...imageProps.style, height: item.height / 2 }}
            className="w-full object-cover transition-transform duration-300 group-hover:scale-95"
          />
        )}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <figcaption className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/50 to-transparent px-3 pt-8 pb-3 text-sm text-white">
        <span className="line-clamp-2 font-medium">{item.caption}</span>
        {props.showOrganisation !== false && (
          <span className="block text-xs text-white/85">{item.organisation.name}</span>
        )}
      </figcaption>
    </figure>
  );
}

/**
 * Reveals the preview area `areaId` (its photos rise into view together, app.css) once every
 * picture in its visible part has loaded or failed. Pictures clipped away below the area are not
 * waited for: lazy loading would never fetch them. It renders nothing: the photos are plain HTML,
 * so on a public page this is a small island carrying none of them.
 */
export function GalleryReveal({ areaId }: { areaId: string }) {
  useEffect(() => {
    const area = document.getElementById(areaId);
    if (!area) return;
    const reveal = () => area.setAttribute('data-revealed', '');
    const bottom = area.getBoundingClientRect().bottom;
    const pending = [...area.querySelectorAll('img')].filter(
      (img) => !img.complete && img.getBoundingClientRect().top < bottom,
    );
    if (pending.length === 0) {
      reveal();
      return;
    }
    let left = pending.length;
    const done = () => {
      left -= 1;
      if (left === 0) reveal();
    };
    for (const img of pending) {
      img.addEventListener('load', done, { once: true });
      img.addEventListener('error', done, { once: true });
    }
    return () => {
      for (const img of pending) {
        img.removeEventListener('load', done);
        img.removeEventListener('error', done);
      }
    };
  }, [areaId]);
  return null;
}

const columns =
  'gap-4 min-[400px]:columns-2 min-[600px]:columns-3 min-[1000px]:columns-4 min-[1500px]:columns-5';

/**
 * A masonry of photos with CSS columns: 1 column, then 2 from 400 px, 3 from 600 px, 4 from
 * 1000 px and 5 from 1500 px wide. As a `preview` it fills a 500 px tall area and its photos
 * rise into view together once the visible ones have loaded (not for reduced motion: app.css).
 */
export function GalleryMasonry(props: {
  items: GalleryTileItem[];
  showOrganisation?: boolean;
  preview?: boolean;
  /** What reveals a preview: on a public page, `GalleryReveal` as an island. */
  Reveal?: ComponentType<{ areaId: string }>;
}) {
  const areaId = useId();
  const Reveal = props.Reveal ?? GalleryReveal;
  const tiles = props.items.map((item, index) => (
    <GalleryTile
      key={item.id}
      item={item}
      showOrganisation={props.showOrganisation}
      className={props.preview ? 'gallery-reveal-item' : undefined}
      style={props.preview ? ({ '--reveal-index': index } as CSSProperties) : undefined}
    />
  ));
  if (!props.preview) return <div className={columns}>{tiles}</div>;
  return (
    <>
      <div id={areaId} className="gallery-reveal h-[500px] overflow-hidden">
        <div className={columns}>{tiles}</div>
      </div>
      <Reveal areaId={areaId} />
    </>
  );
}
