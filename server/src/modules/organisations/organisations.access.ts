import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';

/** Anyone reads the public societies and councils. */
export const readOrganisations: AccessRule = 'public';

/** An organisation's own page (its settings) is kept by its admins (and branch admins). */
export const editOwnOrganisation = (kind: DashboardKind): AccessRule => ({ organisation: kind });

/** Adding, renaming, archiving and ordering organisations is the branch console's. */
export const manageOrganisations: AccessRule = 'branch-admin';
