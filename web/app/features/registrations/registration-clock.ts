import type { RegistrationWindow } from '@chapterhouse/shared';

// The countdown's clock: the server's, not the visitor's. The browser's clock may be minutes
// off (or set by hand); the server decides when registration opens, so the countdown runs on the
// browser's clock corrected by the offset the server's `now` gave, and asks the server again at
// zero rather than trusting either clock.

/**
 * How far the server's clock is ahead of this browser's (ms), from an answer sent between
 * `sentAt` and `receivedAt` (browser clock): the server read its clock about half-way.
 */
export function clockOffset(window: RegistrationWindow, sentAt: number, receivedAt: number) {
  return Date.parse(window.now) - (sentAt + receivedAt) / 2;
}

/** Time left as the countdown shows it, whole seconds rounded up (it reads 0 only at zero). */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function remainingParts(ms: number): Remaining {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/** The countdown's next tick: when its shown second changes (at least 50 ms away). */
export function untilNextSecond(ms: number) {
  const rest = ms % 1000;
  return Math.max(50, rest <= 0 ? 1000 + rest : rest);
}

/**
 * At most this much random delay before asking the server whether registration is open, so the
 * visitors of one campus, whose countdowns all reach zero in the same millisecond, do not ask in
 * the same millisecond too.
 */
export const ASK_SPREAD_MS = 1000;

/** How long to wait before asking again when the server could not be reached. */
export const RETRY_MS = 5000;
