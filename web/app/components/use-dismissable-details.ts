import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * The open state of a `<details>`, for its summary's `aria-expanded`. `undefined` until hydrated:
 * the server cannot know it, and a value written there would go stale when a visitor without
 * script opens the menu, contradicting the browser's own expanded state.
 */
export function useDetailsOpen(ref: RefObject<HTMLDetailsElement | null>): boolean | undefined {
  const [open, setOpen] = useState<boolean>();
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const sync = () => setOpen(details.open);
    sync();
    details.addEventListener('toggle', sync);
    return () => details.removeEventListener('toggle', sync);
  }, [ref]);
  return open;
}

export interface DismissableDetailsOptions {
  /**
   * A media query; the menu closes whenever it starts to match, e.g. the mobile menu once the
   * window is wide enough for the desktop navigation (it is hidden there, but would stay open
   * and come back open when the window narrows again).
   */
  closeWhen?: string;
}

/**
 * Native `<details>` menus work without JavaScript; once hydrated, this closes one when the visitor
 * clicks outside it, presses Escape or follows one of its links (client navigation keeps the
 * header mounted, so the menu would otherwise stay open on the next page), and reports whether
 * it is open for the summary's `aria-expanded`.
 */
export function useDismissableDetails<T extends HTMLDetailsElement>(
  options: DismissableDetailsOptions = {},
) {
  const ref = useRef<T>(null);
  const open = useDetailsOpen(ref);
  const { closeWhen } = options;

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      const focusWasInside = details.contains(document.activeElement);
      close();
      if (focusWasInside) details.querySelector('summary')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a');
      if (link && details.contains(link)) close();
    };
    const media = closeWhen ? window.matchMedia(closeWhen) : null;
    const onMediaChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    if (media?.matches) close();
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    details.addEventListener('click', onClick);
    media?.addEventListener('change', onMediaChange);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('click', onClick);
      media?.removeEventListener('change', onMediaChange);
    };
  }, [closeWhen]);

  return { ref, open };
}
