import type { AccessRule } from '../../lib/access-rule.js';

/** Any visitor may write to the branch (limited per client by the route). */
export const sendMessage: AccessRule = 'public';

/** The inbox is the branch console's: branch admins read, mark and delete messages. */
export const readInbox: AccessRule = 'branch-admin';
