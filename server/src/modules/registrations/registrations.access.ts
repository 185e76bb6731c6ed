import { textSchema } from '@chapterhouse/shared';
import { z } from 'zod';
import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';
import { editOrganisationEvents } from '../events/events.access.js';

/**
 * Anyone may register for an event that takes registrations on this site (throttled per client);
 * a registration's personal link (its token) is the key to seeing or cancelling it.
 */
export const registerForEvent: AccessRule = 'public';
export const ownRegistration: AccessRule = 'public';
/** A personal link's token, as every route of it takes it (`/registrations/:token/…`). */
export const personalLinkParams = z.object({ token: textSchema().max(100) });
/** How often one client may use personal links: a guessed token is tried slowly. */
export const personalLinkLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** A registrant's personal join link (its token) is the key to joining an online event. */
export const joinOnline: AccessRule = 'public';
/** When an event's registration opens and whether it is open: as public as the event's page. */
export const readRegistrationWindow: AccessRule = 'public';

/**
 * An event's registrants are its organisation's: the registration desk (the list, its changes,
 * check-in) is for those who keep the organisation's events, its admins and the branch admins.
 */
export const keepRegistrations = (kind: DashboardKind): AccessRule => editOrganisationEvents(kind);

/**
 * An event's money is kept by its organisation's treasurer (issue 49): its owners (the
 * `payments:manage` permission) and the branch admins. Editors keep the desk, not the money.
 */
export const keepAccounts = (kind: DashboardKind): AccessRule => ({
  organisation: kind,
  permission: 'payments:manage',
});
