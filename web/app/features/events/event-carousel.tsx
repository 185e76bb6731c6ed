import type { Event } from '@chapterhouse/shared';
import { type ComponentType, useId } from 'react';
import type { HeadingLevel } from '../../components/heading';
import { RowButtons } from '../../components/row-buttons';
import { EventCard } from './event-card';

/**
 * A row of event cards that scrolls sideways: 1 card below 640 px, 2 below 1024 px, 3 above,
 * each 260-350 px wide (app.css `.event-carousel-item`). CSS scroll snapping does the motion;
 * the buttons step one card and are disabled at either end. No auto-advance.
 *
 * The cards are plain HTML; only the buttons run script. A public page passes them as an island
 * (`Buttons`), so the page carries no second copy of the events as island props.
 */
export function EventCarousel(props: {
  label: string;
  events: Event[];
  showOrganisation?: boolean;
  headingLevel?: HeadingLevel;
  Buttons?: ComponentType<{ rowId: string; label: string }>;
}) {
  const rowId = useId();
  const Buttons = props.Buttons ?? RowButtons;
  return (
    <div>
      <ul
        id={rowId}
        aria-label={props.label}
        // Scrollable, so reachable by keyboard even when its cards hold no link.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
        tabIndex={0}
        // Positioned, so the cards' visually-hidden labels (absolute) are placed and clipped in
        // the row: otherwise they sit beyond it and widen the page.
        className="relative flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-smooth scroll-px-1 px-1 pt-1 pb-4 motion-reduce:scroll-auto"
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
      <Buttons rowId={rowId} label={props.label} />
    </div>
  );
}
