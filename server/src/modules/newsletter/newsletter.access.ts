import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';

/** Any visitor subscribes, confirms or unsubscribes (the token in the link is the key). */
export const manageOwnSubscription: AccessRule = 'public';

/** The list of subscribers and its export are the branch console's. */
export const readSubscribers: AccessRule = 'branch-admin';

/** Newsletter issues, the digest's schedule and the proposals' fate are the branch console's. */
export const composeNewsletter: AccessRule = 'branch-admin';

/** An organisation's admins (and branch admins) propose items for the next issue. */
export const proposeNewsletterItems = (kind: DashboardKind): AccessRule => ({ organisation: kind });

/** Sent issues are public: the archive at `/newsletters`. */
export const readNewsletterArchive: AccessRule = 'public';
