import type { OrganisationKind } from '@chapterhouse/shared';
import { and, type SQL } from 'drizzle-orm';
import { slateMembers } from '../../db/schema/index.js';
import { isPublished } from '../../lib/publication.js';
import { ofVisibleOrganisation } from '../organisations/organisations.visibility.js';

/**
 * What visitors may see of slates (decision 011): published members (not drafts) of a visible
 * organisation, or of one of `kinds` when given. Every public read and count of slate members
 * goes through it.
 */
export function visibleSlateMembersOf(kinds?: readonly OrganisationKind[]): SQL {
  return and(
    isPublished(slateMembers),
    ofVisibleOrganisation(slateMembers.organisationId, kinds),
  ) as SQL;
}

/** Published members of a visible organisation's slate. */
export const visibleSlateMembers = visibleSlateMembersOf();
