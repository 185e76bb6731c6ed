import type { AccessRule } from '../../lib/access-rule.js';

/** Any visitor subscribes, confirms or unsubscribes (the token in the link is the key). */
export const manageOwnSubscription: AccessRule = 'public';

/** The list of subscribers and its export are the branch console's. */
export const readSubscribers: AccessRule = 'branch-admin';
