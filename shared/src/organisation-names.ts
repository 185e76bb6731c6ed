import { slugify } from './common.js';

// The slug a new society or council gets from its name. Like the letters its pictures'
// placeholders show (`organisationInitials` in the web's `lib/format.ts`), it leaves out the
// "IEEE" every name starts with, as the sample's slugs and the students themselves do
// ("Computer Society", `computer-society`).

const BODY = /^IEEE\s+/i;
/** "IEEE Council on RFID" is the RFID Council, as its sample slug `rfid-council` says. */
const COUNCIL_ON = /^Council\s+on\s+(.+)$/i;
/** Words a slug leaves out when three or more others remain ("robotics-automation-society"). */
const JOINERS = new Set(['and', 'in', 'of', 'on', 'the', 'for']);

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
