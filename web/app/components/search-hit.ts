import type { SearchHit } from '@chapterhouse/shared';

const KIND_OF_ORGANISATION = { society: 'Society', council: 'Council', branch: 'Branch' } as const;

/**
 * Whose a hit is, as a line under its title shows it: the organisation's name, or for a society
 * or council itself what it is (its name is the title already); `null` for the branch's own items.
 */
export function hitOwnerText(hit: Pick<SearchHit, 'kind' | 'organisation'>): string | null {
  if (!hit.organisation) return null;
  return hit.kind === 'organisation'
    ? KIND_OF_ORGANISATION[hit.organisation.kind]
    : hit.organisation.name;
}
