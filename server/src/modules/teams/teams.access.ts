import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';

/** The whole team sees who is on it (and may leave it: the service lets anyone remove themself). */
export const readTeam = (kind: DashboardKind): AccessRule => ({ organisation: kind });

/** Owners (and branch admins) bring people on and change their parts and terms. */
export const manageTeam = (kind: DashboardKind): AccessRule => ({
  organisation: kind,
  permission: 'team:manage',
});

/**
 * The invited person's own invitations (issue 26): any signed-in account lists and answers only
 * its own; the service refuses another's (403), so knowing an invitation's id is not enough.
 */
export const answerOwnInvitations: AccessRule = 'signed-in';
