import { isNull, or, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.js';
import { ofVisibleOrganisation } from '../organisations/organisations.visibility.js';

/**
 * What visitors may see of notifications (decision 011): the branch's own (no organisation), and
 * an organisation's while it is visible: an archived organisation's announcements go with it, and
 * come back when it is restored. (A notification has no draft: an item's announcement is made
 * when the item goes public and taken back when it goes back to a draft.)
 */
export const visibleNotifications = or(
  isNull(notifications.organisationId),
  ofVisibleOrganisation(notifications.organisationId),
) as SQL;
