import type { OrganisationKind } from '@chapterhouse/shared';
import { and, type SQL } from 'drizzle-orm';
import { events } from '../../db/schema/index.js';
import { isPublished } from '../../lib/publication.js';
import { ofVisibleOrganisation } from '../organisations/organisations.visibility.js';

/**
 * What visitors may see of events (decision 011): published events (not drafts) of a visible
 * organisation, or of one of `kinds` when given. Every public read, feed, sitemap, count, mail
 * and registration of events goes through it; other domains ask the events service for them.
 */
export function visibleEventsOf(kinds?: readonly OrganisationKind[]): SQL {
  return and(isPublished(events), ofVisibleOrganisation(events.organisationId, kinds)) as SQL;
}

/** Published events of a visible organisation. */
export const visibleEvents = visibleEventsOf();
