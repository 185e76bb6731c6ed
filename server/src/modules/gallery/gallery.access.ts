import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';

/** Anyone sees the photos of the public societies and councils. */
export const readGallery: AccessRule = 'public';

/** An organisation's gallery is kept (and uploaded to) by its own admins (and branch admins). */
export const editOrganisationGallery = (kind: DashboardKind): AccessRule => ({
  organisation: kind,
});
