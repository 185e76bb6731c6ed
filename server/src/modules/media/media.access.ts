import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';

/** An organisation's library (its own uploads only): its admins and branch admins. */
export const useOrganisationLibrary = (kind: DashboardKind): AccessRule => ({ organisation: kind });

/** Every library at once, to read and tidy, in the branch console. */
export const useEveryLibrary: AccessRule = 'branch-admin';
