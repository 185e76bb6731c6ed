import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';

/** The branch's roster (OU Analytics' export of the whole branch): the branch admins'. */
export const branchRoster: AccessRule = 'branch-admin';

/**
 * An organisation's own roster (its society's export): its owners, who manage its team, and
 * the branch admins. Editors, who keep its pages, never see who its members are.
 */
export const organisationRoster = (kind: DashboardKind): AccessRule => ({
  organisation: kind,
  permission: 'team:manage',
});
