import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';

/** Branch admins read the whole activity log. */
export const readWholeLog: AccessRule = 'branch-admin';

/** An organisation's admins read its own history (and branch admins, any organisation's). */
export const readOrganisationHistory = (kind: DashboardKind): AccessRule => ({
  organisation: kind,
});

/** Restoring an item from History changes content: its team's editors and owners, branch admins. */
export const restoreFromHistory = (kind: DashboardKind): AccessRule => ({
  organisation: kind,
  permission: 'content:update',
});
