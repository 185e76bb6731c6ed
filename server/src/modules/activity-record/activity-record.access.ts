import type { AccessRule } from '../../lib/access-rule.js';

/** A student's own record, its PDF and its sharing: the student signed in on this browser. */
export const ownActivityRecord: AccessRule = 'student';

/** A shared record's page: anyone holding its link (a 256-bit token), while it is shared. */
export const sharedActivityRecord: AccessRule = 'public';

/** The mapping of IEEE categories to the college's: a branch setting, in the console. */
export const activityCategoriesSetting: AccessRule = 'branch-admin';
