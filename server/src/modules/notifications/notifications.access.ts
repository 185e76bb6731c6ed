import type { AccessRule } from '../../lib/access-rule.js';

/** Anyone reads the notifications (the bell and `/notifications`). */
export const readNotifications: AccessRule = 'public';

/** The branch admin publishes, edits and removes them in the console. */
export const publishNotifications: AccessRule = 'branch-admin';
