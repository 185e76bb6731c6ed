import { useEffect, useState } from 'react';

/** How far below the top of the window a section must reach to count as the current one. */
export const SECTION_THRESHOLD_PX = 80;

/**
 * The id of the one of `ids` that spans the line `SECTION_THRESHOLD_PX` below the top of the
 * window, or null when none does (or `enabled` is false). Follows scrolling with a passive listener, at most
 * once per frame; the server and the first render always say null.
 */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(',');
  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    const sectionIds = key.split(',');
    let frame = 0;
    const measure = () => {
      frame = 0;
      let current: string | null = null;
      for (const id of sectionIds) {
        const box = document.getElementById(id)?.getBoundingClientRect();
        if (box && box.top <= SECTION_THRESHOLD_PX && box.bottom > SECTION_THRESHOLD_PX) {
          current = id;
        }
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key, enabled]);
  return active;
}
