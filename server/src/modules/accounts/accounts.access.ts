import type { AccessRule } from '../../lib/access-rule.js';

/**
 * Accounts are managed in the branch console: creating, inviting, issuing reset links,
 * disabling and removing them.
 */
export const manageAccounts: AccessRule = 'branch-admin';
