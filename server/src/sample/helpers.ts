import { DEFAULT_BRANCH_LOCALE } from '@chapterhouse/shared';

/** Small helpers the sample data files share, so their addresses and lists are written alike. */

export const UNIVERSITY = 'Northgate University';

/**
 * Where the sample's events are held: the university's campus, whose buildings their `location`
 * names. Search engines list an event with its address (schema.org `PostalAddress`).
 */
export const CAMPUS = {
  streetAddress: '1 University Road',
  locality: 'Northgate',
  postalCode: '560001',
  region: 'Karnataka',
  country: 'IN',
  mapUrl: 'https://www.openstreetmap.org/search?query=1%20University%20Road%2C%20Northgate',
} as const;

/**
 * The sample branch's locale: an Indian branch's (the product's first users), its times in IST
 * and its prices in rupees. A branch elsewhere changes the setting in the console, nothing else.
 */
export const SAMPLE_LOCALE = DEFAULT_BRANCH_LOCALE;

/** The currency of the sample's priced events. */
export const SAMPLE_CURRENCY = SAMPLE_LOCALE.currency;

/** A fictional university e-mail address. */
export const mail = (local: string): string => `${local}@example.edu`;
/** A LinkedIn profile address for an invented handle. */
export const linkedin = (handle: string): string => `https://www.linkedin.com/in/${handle}`;
/** The branch's registration form for an upcoming event. */
export const register = (slug: string): string => `https://ieee-sb.example.edu/register/${slug}`;
/** Objectives as an allowed-HTML bullet list. */
export const ul = (...items: string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
