import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';

/** Anyone reads the events of the public societies and councils. */
export const readEvents: AccessRule = 'public';

/** An organisation's events are kept by its own admins (and branch admins). */
export const editOrganisationEvents = (kind: DashboardKind): AccessRule => ({ organisation: kind });
