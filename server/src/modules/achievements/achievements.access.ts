import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';

/** Anyone reads the achievements of the public societies and councils. */
export const readAchievements: AccessRule = 'public';

/** An organisation's achievements are kept by its own admins (and branch admins). */
export const editOrganisationAchievements = (kind: DashboardKind): AccessRule => ({
  organisation: kind,
});
