import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';

/** Anyone reads the events of the public societies and councils. */
export const readEvents: AccessRule = 'public';

/** An organisation's events are kept by its own admins (and branch admins). */
export const editOrganisationEvents = (kind: DashboardKind): AccessRule => ({ organisation: kind });

/**
 * Anyone may register for an event that takes registrations on this site (throttled per client);
 * a registration's personal link (its token) is the key to seeing or cancelling it.
 */
export const registerForEvent: AccessRule = 'public';
export const ownRegistration: AccessRule = 'public';
