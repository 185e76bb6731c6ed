import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** Marks the Pause/Play control: focusing it does not pause the rotation it controls. */
export const ROTATION_CONTROL_ATTRIBUTE = 'data-rotation-control';

export interface AutoAdvance {
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** The visitor's choice (or, until they choose, their reduced-motion preference). */
  paused: boolean;
  togglePaused: () => void;
  /** Whether the items are moving right now (not paused, hovered or focused). */
  rotating: boolean;
  /** Spread on the element whose hover or focus pauses the rotation. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
}

/**
 * The one timer behind every rotating showcase: steps through `count` items every `interval`
 * ms with wraparound, pauses on request, while hovered or focused, and starts paused when the
 * visitor prefers reduced motion. A new `resetKey` (e.g. the items' ids) goes back to the first.
 * Nothing moves during server rendering or hydration: the timer starts in an effect.
 */
export function useAutoAdvance(options: {
  count: number;
  interval: number;
  resetKey?: string;
}): AutoAdvance {
  const { count, interval } = options;
  const resetKey = options.resetKey ?? String(count);
  const [index, setIndex] = useState(0);
  const [seenKey, setSeenKey] = useState(resetKey);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();

  // Adjusting state while rendering (React's pattern for "reset when a prop changes").
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setIndex(0);
  }

  const paused = choice ?? reducedMotion;
  const rotating = !paused && !hovered && !focused && count > 1;
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` re-arms the timer after every step
  useEffect(() => {
    if (!rotating) return;
    // Re-armed after every step, so a manual step also gets the full interval.
    const timer = setTimeout(() => setIndex((value) => (value + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [rotating, count, interval, current]);

  const goTo = useCallback(
    (target: number) => setIndex(count > 0 ? ((target % count) + count) % count : 0),
    [count],
  );

  return {
    index: current,
    goTo,
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
    paused,
    togglePaused: () => setChoice(!paused),
    rotating,
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: (event) =>
        setFocused(!(event.target as Element).hasAttribute?.(ROTATION_CONTROL_ATTRIBUTE)),
      onBlur: (event) => {
        const next = event.relatedTarget as Node | null;
        if (!next || !event.currentTarget.contains(next)) setFocused(false);
      },
    },
  };
}
