import { useCallback, useEffect, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { prefersReducedMotion } from './use-reduced-motion';

const buttonClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-brand-700 bg-white text-brand-700 shadow-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-white';

/**
 * Previous/Next for a row that scrolls sideways (the element `rowId`): each steps one item and is
 * disabled at its end. The row itself is plain HTML, so these buttons can be a small island that
 * carries no copy of the row's content.
 */
export function RowButtons(props: { rowId: string; label: string }) {
  const { rowId } = props;
  // The server cannot measure: it assumes the row starts at its beginning and goes on.
  const [ends, setEnds] = useState({ start: true, end: false });
  const row = useCallback(() => document.getElementById(rowId), [rowId]);

  useEffect(() => {
    const element = row();
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft <= 2;
      const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
      setEnds((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [row]);

  const step = (direction: 1 | -1) => {
    const element = row();
    const item = element?.firstElementChild as HTMLElement | null;
    if (!element || !item) return;
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
    element.scrollBy({
      left: direction * (item.offsetWidth + gap),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  const label = props.label.toLowerCase();
  return (
    <div className="mt-4 flex justify-center gap-3">
      <button
        type="button"
        onClick={() => step(-1)}
        disabled={ends.start}
        aria-label={`Previous ${label}`}
        aria-controls={rowId}
        className={buttonClass}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        onClick={() => step(1)}
        disabled={ends.end}
        aria-label={`Next ${label}`}
        aria-controls={rowId}
        className={buttonClass}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
}
