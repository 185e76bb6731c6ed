import { useEffect, useRef, useState } from 'react';
import { useDashboardChange } from './use-dashboard-change';

type Direction = 'up' | 'down';

/** The ids of a list with the item at `index` swapped with its neighbour above or below. */
export function movedIds(ids: readonly number[], index: number, direction: Direction): number[] {
  const other = direction === 'up' ? index - 1 : index + 1;
  const next = [...ids];
  const a = next[index];
  const b = next[other];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[other] = a;
  return next;
}

/**
 * Move up / Move down for a list the server keeps in order: a move sends the list's whole new
 * order, then the list shows what the server answered. Focus stays on the moved item's button
 * (or its other one, once it reaches an end), so a keyboard user can keep moving it.
 */
export function useReorder<T extends { id: number }>(config: {
  items: readonly T[];
  /** Sends every id, first shown first. */
  save: (ids: number[]) => Promise<unknown>;
  nameOf: (item: T) => string;
}) {
  const { items } = config;
  const change = useDashboardChange();
  const [busy, setBusy] = useState(false);
  const container = useRef<HTMLElement | null>(null);
  // The moved item's button to focus once the list the server answered is shown (`before` is the
  // list as it was when the move was sent).
  const focusAfter = useRef<{ id: number; direction: Direction; before: readonly T[] } | null>(
    null,
  );

  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || !container.current || items === wanted.before) return;
    const button = (direction: Direction) =>
      container.current?.querySelector<HTMLButtonElement>(
        `[data-move="${wanted.id}-${direction}"]`,
      );
    const same = button(wanted.direction);
    const target =
      same && !same.disabled ? same : button(wanted.direction === 'up' ? 'down' : 'up');
    if (target && document.activeElement !== target) target.focus();
    focusAfter.current = null;
  }, [items]);

  const move = async (item: T, direction: Direction) => {
    const index = items.findIndex((candidate) => candidate.id === item.id);
    if (busy || index < 0) return;
    const ids = movedIds(
      items.map((candidate) => candidate.id),
      index,
      direction,
    );
    setBusy(true);
    focusAfter.current = { id: item.id, direction, before: items };
    const result = await change(
      () => config.save(ids),
      `${config.nameOf(item)} moved ${direction}.`,
    );
    if (!result.ok && result.status !== 409) focusAfter.current = null;
    setBusy(false);
  };

  return {
    /** Put on the element around the list, where the buttons are looked for after a move. */
    containerRef: (element: HTMLElement | null) => {
      container.current = element;
    },
    busy,
    buttonsFor: (item: T, index: number) => ({
      itemName: config.nameOf(item),
      itemId: item.id,
      first: index === 0,
      last: index === items.length - 1,
      busy,
      onMove: (direction: Direction) => void move(item, direction),
    }),
  };
}

/** An item's Move up and Move down buttons, named for screen readers with the item's name. */
export function MoveButtons(props: {
  itemName: string;
  itemId: number;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: Direction) => void;
}) {
  const button = (direction: Direction, label: string, arrow: string, disabled: boolean) => (
    <button
      type="button"
      data-move={`${props.itemId}-${direction}`}
      disabled={disabled}
      // Busy, not disabled: the button keeps focus while the new order is saved.
      aria-disabled={props.busy || undefined}
      onClick={() => props.onMove(direction)}
      className="cursor-pointer rounded-lg border border-slate-300 px-2.5 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-wait"
    >
      <span aria-hidden="true">{arrow}</span> {label}
      <span className="sr-only">: {props.itemName}</span>
    </button>
  );
  return (
    <>
      {button('up', 'Move up', '↑', props.first)}
      {button('down', 'Move down', '↓', props.last)}
    </>
  );
}
