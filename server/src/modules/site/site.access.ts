import type { AccessRule } from '../../lib/access-rule.js';

/** Anyone reads the landing page's content. */
export const readSite: AccessRule = 'public';

/** The landing page (hero, about, FAQ, partners, statistics) is edited in the branch console. */
export const editSite: AccessRule = 'branch-admin';
