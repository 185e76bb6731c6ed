import { and, type SQL } from 'drizzle-orm';
import { achievements } from '../../db/schema/index.js';
import { isPublished } from '../../lib/publication.js';
import { ofVisibleOrganisation } from '../organisations/organisations.visibility.js';

/**
 * What visitors may see of achievements (decision 011): published ones (not drafts) of a visible
 * organisation. Every public read, feed and newsletter section of achievements goes through it.
 */
export const visibleAchievements = and(
  isPublished(achievements),
  ofVisibleOrganisation(achievements.organisationId),
) as SQL;
