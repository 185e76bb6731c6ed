/** Small helpers the sample data files share, so their addresses and lists are written alike. */

export const UNIVERSITY = 'Northgate University';

/** A fictional university e-mail address. */
export const mail = (local: string): string => `${local}@example.edu`;
/** A LinkedIn profile address for an invented handle. */
export const linkedin = (handle: string): string => `https://www.linkedin.com/in/${handle}`;
/** The branch's registration form for an upcoming event. */
export const register = (slug: string): string => `https://ieee-sb.example.edu/register/${slug}`;
/** Objectives as an allowed-HTML bullet list. */
export const ul = (...items: string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
