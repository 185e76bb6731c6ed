import type { Event } from '@chapterhouse/shared';
import { formatNumber } from './format';

// An event's registration counts as its page and cards say them, and the marks on the event
// page's HTML through which the registration form (an island) shows the new counts once it has
// registered someone, without a reload: the counts are plain HTML outside the island.

type Counts = Pick<Event, 'capacity' | 'registrations'>;

/** Whether every place is taken (only an event with a capacity fills up). */
export const isFull = (event: Counts) =>
  event.capacity !== null && event.registrations >= event.capacity;

/**
 * How many are registered, as an upcoming event's card and page say it: '12 registered', '12 of
 * 40 registered', or, once an event taking registrations here is full, that the waiting list is
 * open.
 */
export function registeredText(event: Counts & Pick<Event, 'registrationMode'>): string {
  if (event.registrationMode === 'site' && isFull(event)) return 'Full — join the waiting list';
  const registered = formatNumber(event.registrations);
  return event.capacity === null
    ? `${registered} registered`
    : `${registered} of ${formatNumber(event.capacity)} registered`;
}

/** How many places are left, or that the waiting list is open. */
export const placesLeftText = (event: { capacity: number; registrations: number }) =>
  isFull(event)
    ? 'None: join the waiting list'
    : `${formatNumber(event.capacity - event.registrations)} of ${formatNumber(event.capacity)}`;

/** The attributes (valued with the event's id) of what the form updates on the event's page. */
export const COUNT_MARKS = {
  registered: 'data-registered-of',
  placesLeft: 'data-places-left-of',
  /** The details card's "Register Now". */
  action: 'data-register-action-of',
} as const;

/** The marks of one event's element, to spread on it: `{...countMark('placesLeft', 42)}`. */
export const countMark = (mark: keyof typeof COUNT_MARKS, eventId: number) => ({
  [COUNT_MARKS[mark]]: String(eventId),
});

/**
 * After a registration from the page: its counts say the new numbers and the card's button says
 * where the visitor stands (`actionLabel`), in place of "Register Now".
 */
export function showNewCounts(
  root: ParentNode,
  event: Counts & { id: number },
  actionLabel: string,
): void {
  const each = (mark: keyof typeof COUNT_MARKS, text: string) => {
    for (const element of root.querySelectorAll(`[${COUNT_MARKS[mark]}="${event.id}"]`)) {
      element.textContent = text;
    }
  };
  each('registered', registeredText({ ...event, registrationMode: 'site' }));
  if (event.capacity !== null) {
    each(
      'placesLeft',
      placesLeftText({ capacity: event.capacity, registrations: event.registrations }),
    );
  }
  each('action', actionLabel);
}
