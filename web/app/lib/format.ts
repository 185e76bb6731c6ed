import { shortDate, shortDateTime } from '@chapterhouse/shared/date-wording';
import { formatMoment } from './branch-clock';

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

/** The most letters an organisation's placeholder shows. */
const ORGANISATION_INITIALS_MAX = 4;

/**
 * An organisation's name as members say it: without the "IEEE" every name starts with and what
 * follows a comma. "IEEE Computer Society" is "Computer Society"; "IEEE Student Branch,
 * Northgate University" is "Student Branch". A name that would leave nothing is kept whole.
 */
export function organisationShortName(name: string): string {
  const bare = (
    name
      .trim()
      .replace(/^IEEE\s+/i, '')
      .split(',')[0] ?? ''
  ).trim();
  return bare || name.trim();
}

/**
 * The letters of a placeholder standing for an organisation's picture, from its short name: an
 * acronym it holds ("RFID"), else the short name itself when it has at most four letters, else
 * the initials of its capitalised words and its numbers ("CS", "RAS", "R10"), at most four.
 * Never "IS", the initials "IEEE ... Society" would give every society.
 */
export function organisationInitials(name: string): string {
  const short = organisationShortName(name);
  const words = short.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const acronym = words.find(
    (word) =>
      word.length >= 2 && word.length <= ORGANISATION_INITIALS_MAX && /^\p{Lu}+$/u.test(word),
  );
  if (acronym) return acronym;
  if (words.length === 1 && short.length <= ORGANISATION_INITIALS_MAX) return short.toUpperCase();
  const named = words.filter((word) => /^[\p{Lu}\p{N}]/u.test(word));
  return (named.length > 0 ? named : words)
    .map((word) => (/^\p{N}+$/u.test(word) ? word : (Array.from(word)[0] ?? '')))
    .join('')
    .toUpperCase()
    .slice(0, ORGANISATION_INITIALS_MAX);
}

/**
 * A moment (`2025-03-07T08:35:00Z`) as the console and the dashboards say it: `7 Mar 2025, 14:05
 * IST`, on the branch's clock with its zone's name, as pages and mails say times
 * (`lib/branch-clock.ts`; the reader's own clock until the branch's is known). Browser only.
 */
export const formatLocalDateTime = formatMoment;
