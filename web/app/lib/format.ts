/**
 * Formatting shared by the server render and the browser. Every formatter gives the same text on
 * both sides (fixed locale, UTC), so hydration never sees a difference.
 */
// Month names are spelled out here rather than taken from Intl: ICU versions disagree ('Sep' or
// 'Sept'), and the server's Node and the visitor's browser rarely ship the same one.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2025-03-07` as `7 Mar 2025`; anything unparseable is shown as it came. */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * A wall-clock date and time as the event form writes it (`2026-06-30T18:00`, on the branch's
 * clock) as `30 Jun 2026, 18:00`: no time zone is applied, so server and browser agree. Seconds
 * show when the time has them (an opening time may: `2026-06-30T18:00:30` as `..., 18:00:30`).
 */
export function formatWallClock(wallClock: string): string {
  const [day = '', time] = wallClock.split('T');
  if (!time) return formatDate(day);
  const seconds = time.slice(6, 8);
  return `${formatDate(day)}, ${time.slice(0, 5)}${seconds && seconds !== '00' ? `:${seconds}` : ''}`;
}

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

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * `2025-03-07T14:05:00Z` as `7 Mar 2025, 14:05` in the reader's own time zone: for pages drawn in
 * the browser only (the branch console, one-time links), never in a server render.
 */
export function formatLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${time}`;
}
