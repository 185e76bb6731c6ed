import type { GalleryItem } from '@chapterhouse/shared';

/** Natural width of gallery photos; their height varies and is carried by each item. */
const PHOTO_WIDTH = 600;

/** One photo: rendered at half its natural height; a click opens its link in a new tab. */
export function GalleryTile(props: { item: GalleryItem; showOrganisation?: boolean }) {
  const { item } = props;
  return (
    <figure className="group relative mb-4 break-inside-avoid overflow-hidden rounded-xl bg-slate-100 shadow-sm">
      <a href={item.url} target="_blank" rel="noopener noreferrer" className="block">
        <img
          src={item.img}
          alt={item.caption}
          width={PHOTO_WIDTH}
          height={item.height}
          loading="lazy"
          decoding="async"
          style={{ height: item.height / 2 }}
          className="w-full object-cover transition-transform duration-300 group-hover:scale-95"
        />
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
 * A masonry of photos with CSS columns: 1 column, then 2 from 400 px, 3 from 600 px, 4 from
 * 1000 px and 5 from 1500 px wide.
 */
export function GalleryMasonry(props: { items: GalleryItem[]; showOrganisation?: boolean }) {
  return (
    <div className="gap-4 min-[400px]:columns-2 min-[600px]:columns-3 min-[1000px]:columns-4 min-[1500px]:columns-5">
      {props.items.map((item) => (
        <GalleryTile key={item.id} item={item} showOrganisation={props.showOrganisation} />
      ))}
    </div>
  );
}
