import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';

/** An organisation's slate is kept by its own admins (and branch admins). */
export const editOrganisationSlate = (kind: DashboardKind): AccessRule => ({ organisation: kind });

/** The branch's own slate, on the landing page, is kept in the branch console. */
export const editBranchSlate: AccessRule = 'branch-admin';
