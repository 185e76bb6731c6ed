import type { AccessRule } from '../../lib/access-rule.js';

/** The outbox (every mail the site sent or recorded) is read and retried in the branch console. */
export const readOutbox: AccessRule = 'branch-admin';
