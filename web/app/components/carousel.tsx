import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { PauseButton } from './pause-button';
import { useAutoAdvance } from './use-auto-advance';

const controlClass =
  'inline-flex size-9 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25';

/**
 * A rotating slideshow on a dark background (APG carousel pattern): previous/next with
 * wraparound, a dot per slide, Pause/Play. Only the current slide is exposed; the others are
 * stacked in the same grid cell, hidden and inert, so the height never changes. The server
 * renders the first slide. `children`, if any, lie over every slide (e.g. a page title).
 */
export function Carousel<T>(props: {
  label: string;
  items: T[];
  keyOf: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  interval: number;
  children?: ReactNode;
  className?: string;
}) {
  const { items } = props;
  const count = items.length;
  const rotation = useAutoAdvance({
    count,
    interval: props.interval,
    resetKey: items.map(props.keyOf).join(','),
  });
  const { index } = rotation;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={props.label}
      className={`relative isolate grid overflow-hidden bg-brand-900 ${props.className ?? ''}`}
      {...rotation.pauseHandlers}
    >
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-4 z-20 flex flex-wrap items-center justify-center gap-2 px-4">
          <PauseButton
            paused={rotation.paused}
            onToggle={rotation.togglePaused}
            what="slides"
            onDark
          />
          <button
            type="button"
            onClick={rotation.previous}
            aria-label="Previous slide"
            className={controlClass}
          >
            <ChevronLeftIcon />
          </button>
          <div className="flex items-center">
            {items.map((item, i) => (
              <button
                key={props.keyOf(item)}
                type="button"
                onClick={() => rotation.goTo(i)}
                aria-label={`Show slide ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className="group/dot inline-flex size-7 items-center justify-center"
              >
                <span
                  className={`block size-2.5 rounded-full ring-1 ring-white transition-colors ${
                    i === index ? 'bg-white' : 'bg-white/20 group-hover/dot:bg-white/60'
                  }`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={rotation.next}
            aria-label="Next slide"
            className={controlClass}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
      <div className="grid [grid-area:1/1]" aria-live={rotation.rotating ? 'off' : 'polite'}>
        {items.map((item, i) => {
          const current = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a fieldset
            <div
              key={props.keyOf(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={current ? undefined : true}
              inert={current ? undefined : true}
              className={`relative [grid-area:1/1] transition-[opacity,visibility] duration-700 motion-reduce:transition-none ${
                current ? 'visible opacity-100' : 'invisible opacity-0'
              }`}
            >
              {props.renderSlide(item, i)}
            </div>
          );
        })}
      </div>
      {props.children && <div className="relative z-10 [grid-area:1/1]">{props.children}</div>}
    </section>
  );
}
