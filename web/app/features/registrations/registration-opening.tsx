import type { RegistrationWindow } from '@chapterhouse/shared';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { apiPaths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import {
  ASK_SPREAD_MS,
  clockOffset,
  RETRY_MS,
  remainingParts,
  untilNextSecond,
} from './registration-clock';
import type { RegistrationForm as RegistrationFormComponent } from './registration-form';

// The form's code is needed only once registration opens: fetched then (or a little before), so
// a page counting down carries the countdown alone.
const loadForm = () => import('./registration-form');
const RegistrationForm = lazy(() =>
  loadForm().then((module) => ({ default: module.RegistrationForm })),
);

/** How long before the opening the form's code is fetched, so it is there at zero. */
const PREFETCH_MS = 30_000;

/** A random delay of up to `ASK_SPREAD_MS` (see there). */
const spread = () => Math.floor(Math.random() * ASK_SPREAD_MS);

type Phase =
  /** Counting down: `left` ms on the server's clock, null until the server has answered. */
  | { name: 'waiting'; left: number | null }
  | { name: 'open' }
  /** The server says it will not open by itself (closed, or its opening was taken away). */
  | { name: 'shut' };

const UNITS = [
  ['days', 'days'],
  ['hours', 'hours'],
  ['minutes', 'minutes'],
  ['seconds', 'seconds'],
] as const;

/**
 * The ticking numbers: a fixed box (tabular numerals, each cell its own reserved width), so
 * nothing moves as they change or when the server's first answer replaces the dashes: each number
 * is at least two digits wide and starts at the left of that width, since narrower dashes centred
 * alone would move their first digit sideways (only 100 days or more widen it). Hidden from
 * screen readers: the sentence above gives the time once, and the status below says when it
 * opens, rather than a reader hearing every second.
 */
function Countdown(props: { left: number | null }) {
  const parts = props.left === null ? null : remainingParts(props.left);
  return (
    <ol aria-hidden="true" className="mt-4 grid h-20 grid-cols-4 gap-2 text-center tabular-nums">
      {UNITS.map(([unit, label]) => (
        <li
          key={unit}
          className="flex flex-col items-center justify-center rounded-xl bg-brand-50 text-brand-900"
        >
          <span className="min-w-[2ch] text-left text-3xl leading-none font-bold">
            {parts ? String(parts[unit]).padStart(2, '0') : '--'}
          </span>
          <span className="mt-1 text-xs font-medium text-slate-600">{label}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Before registration opens, in place of the form on an event's page (an island): when it opens,
 * on the branch's clock as the server words it, and a live countdown. The countdown runs on the
 * server's clock (the browser's, corrected by the offset the registration window's `now` gives);
 * at zero it asks the server, and turns into the form only when the server says it is open (if
 * not yet, it counts the time the server gives and asks again). Visitors of one campus ask with a
 * random spread of up to a second, never in the same millisecond, and never in a loop.
 */
export function RegistrationOpening(props: {
  eventId: number;
  /** The opening instant (ISO), as the page was drawn; the server's answer has the last word. */
  opensAt: string;
  /** The opening as the page says it: `1 Dec 2026, 10:00 GMT+5:30`. */
  opensText: string;
  /** The form it turns into. */
  form: ComponentProps<typeof RegistrationFormComponent>;
}) {
  const { eventId } = props;
  // The server's HTML and the first render in the browser agree: dashes until the server answers.
  const [phase, setPhase] = useState<Phase>({ name: 'waiting', left: null });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let offset = 0;
    let opensAt = Date.parse(props.opensAt);
    let prefetched = false;
    const later = (step: () => void, ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(step, ms);
    };

    function tick() {
      const left = opensAt - (Date.now() + offset);
      setPhase({ name: 'waiting', left });
      if (left <= PREFETCH_MS && !prefetched) {
        prefetched = true;
        // A failed fetch is retried by the lazy component itself when it renders.
        loadForm().catch(() => undefined);
      }
      if (left <= 0) later(ask, spread());
      else later(tick, untilNextSecond(left));
    }

    async function ask() {
      const sentAt = Date.now();
      let window: RegistrationWindow;
      try {
        window = await apiRequest<RegistrationWindow>(apiPaths.registrationWindow(eventId), {
          withToken: false,
        });
      } catch {
        if (!stopped) later(ask, RETRY_MS + spread());
        return;
      }
      if (stopped) return;
      offset = clockOffset(window, sentAt, Date.now());
      if (window.open) {
        setPhase({ name: 'open' });
        return;
      }
      const serverNow = Date.parse(window.now);
      const opens = window.opensAt === null ? Number.NaN : Date.parse(window.opensAt);
      // Not open, and no opening still to come: nothing to count down to, nothing to ask again.
      if (!(opens > serverNow)) {
        setPhase({ name: 'shut' });
        return;
      }
      opensAt = opens;
      tick();
    }

    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [eventId, props.opensAt]);

  return (
    <div>
      {/* Says the opening once, when it happens: the only announcement the countdown makes. */}
      <p role="status" className="sr-only">
        {phase.name === 'open' ? 'Registration is open' : ''}
      </p>
      {phase.name === 'open' ? (
        <Suspense fallback={<Countdown left={0} />}>
          <RegistrationForm {...props.form} />
        </Suspense>
      ) : phase.name === 'shut' ? (
        <p className="text-slate-700">
          Registration is not open. Reload this page to see where it stands.
        </p>
      ) : (
        <>
          <p className="text-slate-700">
            Registration opens <strong className="font-semibold">{props.opensText}</strong>.
          </p>
          <Countdown left={phase.left} />
          <noscript>
            <p className="mt-3 text-sm text-slate-600">
              Reload this page once registration has opened to see the form.
            </p>
          </noscript>
        </>
      )}
    </div>
  );
}
