import { slugify } from './common.js';

// What an organisation's name is shortened to: the slug a new society or council gets, and the
// letters its pictures' placeholders show. Both leave out the "IEEE" every name starts with, as
// the sample's slugs and the students themselves do ("Computer Society", `computer-society`).

const BODY = /^IEEE\s+/i;
/** "IEEE Council on RFID" is the RFID Council, as its sample slug `rfid-council` says. */
const COUNCIL_ON = /^Council\s+on\s+(.+)$/i;
/** Words a slug leaves out when three or more others remain ("robotics-automation-society"). */
const JOINERS = new Set(['and', 'in', 'of', 'on', 'the', 'for']);
/** The most letters a placeholder shows. */
const INITIALS_MAX = 4;

/**
 * The name as members say it: without the leading "IEEE" and what follows a comma. "IEEE
 * Computer Society" is "Computer Society"; "IEEE Student Branch, Northgate University" is
 * "Student Branch". A name that would leave nothing is kept whole.
 */
export function organisationShortName(name: string): string {
  const bare = (name.trim().replace(BODY, '').split(',')[0] ?? '').trim();
  return bare || name.trim();
}

/**
 * The letters of a placeholder standing for the organisation's picture: an acronym its short name
 * holds ("RFID"), else the short name itself when it has at most four letters ("IEEE"), else the
 * initials of its capitalised words and its numbers ("CS", "RAS", "R10"), at most four.
 */
export function organisationInitials(name: string): string {
  const short = organisationShortName(name);
  const words = short.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const acronym = words.find(
    (word) => word.length >= 2 && word.length <= INITIALS_MAX && /^\p{Lu}+$/u.test(word),
  );
  if (acronym) return acronym;
  if (words.length === 1 && short.length <= INITIALS_MAX) return short.toUpperCase();
  const named = words.filter((word) => /^[\p{Lu}\p{N}]/u.test(word));
  return (named.length > 0 ? named : words)
    .map((word) => (/^\p{N}+$/u.test(word) ? word : (Array.from(word)[0] ?? '')))
    .join('')
    .toUpperCase()
    .slice(0, INITIALS_MAX);
}

/**
 * The slug a new society or council gets from its name, made the way the sample's are: without
 * the leading "IEEE", "Council on X" as `x-council`, and without "and", "in", "of" and the like
 * when three or more words remain ("IEEE Robotics and Automation Society" is
 * `robotics-automation-society`, "IEEE Women in Engineering" `women-in-engineering`). Only new
 * organisations get one: an existing slug never changes, since links to it must keep working.
 */
export function organisationSlug(name: string): string {
  const ordered = name.trim().replace(BODY, '').replace(COUNCIL_ON, '$1 Council');
  const words = slugify(ordered).split('-').filter(Boolean);
  const kept = words.filter((word) => !JOINERS.has(word));
  return (kept.length >= 3 ? kept : words).join('-') || slugify(name);
}
