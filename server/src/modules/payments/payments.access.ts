import type { AccessRule } from '../../lib/access-rule.js';

/** Who is paid for each organisation's paid events: the branch admins decide, for everyone. */
export const managePayees: AccessRule = 'branch-admin';
