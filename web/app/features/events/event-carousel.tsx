import type { Event } from '@chapterhouse/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HeadingLevel } from '../../components/heading';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { prefersReducedMotion } from '../../components/use-reduced-motion';
import { EventCard } from './event-card';

const buttonClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-brand-700 bg-white text-brand-700 shadow-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-white';

/**
 * A row of event cards that scrolls sideways: 1 card below 640 px, 2 below 1024 px, 3 above,
 * each 260-350 px wide (app.css `.event-carousel-item`). CSS scroll snapping does the motion;
 * the buttons step one card and are disabled at either end. No auto-advance.
 */
export function EventCarousel(props: {
  label: string;
  events: Event[];
  showOrganisation?: boolean;
  headingLevel?: HeadingLevel;
}) {
  const rowRef = useRef<HTMLUListElement>(null);
  // The server cannot measure: it assumes the row starts at its beginning and goes on.
  const [ends, setEnds] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const start = row.scrollLeft <= 2;
    const end = row.scrollLeft + row.clientWidth >= row.scrollWidth - 2;
    setEnds((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    row.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(row);
    return () => {
      cancelAnimationFrame(frame);
      row.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [measure]);

  const step = (direction: 1 | -1) => {
    const row = rowRef.current;
    const card = row?.firstElementChild as HTMLElement | null;
    if (!row || !card) return;
    const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0;
    row.scrollBy({
      left: direction * (card.offsetWidth + gap),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <div>
      <ul
        ref={rowRef}
        aria-label={props.label}
        // Scrollable, so reachable by keyboard even when its cards hold no link.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-smooth scroll-px-1 px-1 pt-1 pb-4 motion-reduce:scroll-auto"
      >
        {props.events.map((event) => (
          <li key={event.id} className="event-carousel-item snap-start">
            <EventCard
              event={event}
              showOrganisation={props.showOrganisation}
              headingLevel={props.headingLevel}
            />
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => step(-1)}
          disabled={ends.start}
          aria-label={`Previous ${props.label.toLowerCase()}`}
          className={buttonClass}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          onClick={() => step(1)}
          disabled={ends.end}
          aria-label={`Next ${props.label.toLowerCase()}`}
          className={buttonClass}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  );
}
