import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';

/** Anyone searches what visitors may see. */
export const searchPublicContent: AccessRule = 'public';

/** An organisation's team searches its own items, drafts included (and branch admins, any). */
export const searchOrganisationItems = (kind: DashboardKind): AccessRule => ({
  organisation: kind,
});
