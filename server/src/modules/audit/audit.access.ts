import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';

/** Branch admins read the whole activity log. */
export const readWholeLog: AccessRule = 'branch-admin';

/** An organisation's admins read its own history (and branch admins, any organisation's). */
export const readOrganisationHistory = (kind: DashboardKind): AccessRule => ({
  organisation: kind,
});
