import { shortDate, shortDateTime, wallClockAt } from '@chapterhouse/shared/date-wording';

/**
 * Formatting shared by the server render and the browser. Every formatter gives the same text on
 * both sides (fixed locale, UTC), so hydration never sees a difference. Dates and times are
 * worded by `@chapterhouse/shared/date-wording`, as mails and certificates are; these are the
 * names pages know them by.
 */

/** `2025-03-07` as `7 Mar 2025`; anything unparseable is shown as it came. */
export const formatDate = shortDate;

/**
 * A wall-clock date and time as the event form writes it (`2026-06-30T18:00`, on the branch's
 * clock) as `30 Jun 2026, 18:00`: no time zone is applied, so server and browser agree. Seconds
 * show when the time has them (an opening time may: `2026-06-30T18:00:30` as `..., 18:00:30`).
 */
export const formatWallClock = (wallClock: string) => shortDateTime(wallClock);

/** Whole numbers with thousands separators: `3042` as `3,042`. */
export const formatNumber = (value: number) =>
  String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Names as a sentence lists them: `A`, `A and B`, `A, B and C`. */
export function formatList(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Up to two initials of a name, for portraits and placeholders. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => word?.charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

/**
 * The reader's own time zone: for pages drawn in the browser only (the branch console, one-time
 * links), never in a server render, whose zone is the server's.
 */
export function readerTimeZone(): string {
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  // A runtime without a zone of its own (`TZ` set empty) says `Etc/Unknown`, and reads as UTC.
  return !timeZone || timeZone === 'Etc/Unknown' ? 'UTC' : timeZone;
}

/**
 * `2025-03-07T14:05:00Z` as `7 Mar 2025, 14:05` in the reader's own time zone (`readerTimeZone`):
 * the words of `formatWallClock`, read on the reader's clock.
 */
export function formatLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return shortDateTime(wallClockAt(date, readerTimeZone()));
}
