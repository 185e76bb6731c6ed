import { useEffect, useRef } from 'react';

/**
 * Native `<details>` menus work without JavaScript; once hydrated, this closes one when the visitor
 * clicks outside it, presses Escape or follows one of its links (client navigation keeps the
 * header mounted, so the menu would otherwise stay open on the next page).
 */
export function useDismissableDetails<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);

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
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    details.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('click', onClick);
    };
  }, []);

  return ref;
}
