import { PauseIcon, PlayIcon } from './icons';
import { ROTATION_CONTROL_ATTRIBUTE } from './use-auto-advance';

/** The visible Pause/Play control every moving showcase carries (WCAG 2.2.2). */
export function PauseButton(props: {
  paused: boolean;
  onToggle: () => void;
  /** What moves, for screen readers: 'slides', 'achievements', 'partner logos'. */
  what: string;
  onDark?: boolean;
  className?: string;
}) {
  const rotationControl = { [ROTATION_CONTROL_ATTRIBUTE]: '' };
  return (
    <button
      type="button"
      onClick={props.onToggle}
      {...rotationControl}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold shadow-sm ${
        props.onDark
          ? 'bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25'
          : 'bg-white text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50'
      } ${props.className ?? ''}`}
    >
      {props.paused ? <PlayIcon /> : <PauseIcon />}
      {props.paused ? 'Play' : 'Pause'}
      <span className="sr-only"> {props.what}</span>
    </button>
  );
}
