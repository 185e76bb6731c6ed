import { and, type SQL } from 'drizzle-orm';
import { galleryItems } from '../../db/schema/index.js';
import { isPublished } from '../../lib/publication.js';
import { ofVisibleOrganisation } from '../organisations/organisations.visibility.js';

/**
 * What visitors may see of the gallery (decision 011): published photos (not drafts) of a visible
 * organisation. Its `published_at is not null` is the predicate of the partial index the deep
 * pages of the whole gallery read (migration 0017), so those pages keep reading the index alone.
 */
export const visiblePhotos = and(
  isPublished(galleryItems),
  ofVisibleOrganisation(galleryItems.organisationId),
) as SQL;
