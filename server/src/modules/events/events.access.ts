import type { DashboardKind } from '../../lib/dashboard.js';
import type { AccessRule } from '../../plugins/access.js';

/** Anyone reads the events of the public societies and councils. */
export const readEvents: AccessRule = 'public';

/** An organisation's events are kept by its own admins (and branch admins). */
export const editOrganisationEvents = (kind: DashboardKind): AccessRule => ({ organisation: kind });
