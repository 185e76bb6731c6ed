import type { OrganisationSummary } from '@chapterhouse/shared';
import { apiPaths } from '../config/paths';
import { usePublicRead } from '../lib/use-public-read';

export interface NavOrganisation {
  id: number;
  slug: string;
  name: string;
}

const toNav = ({ id, slug, name }: OrganisationSummary): NavOrganisation => ({ id, slug, name });

/**
 * The societies and councils the header's menus list, read after hydration (`usePublicRead`):
 * until they arrive, and if that fails, the menus offer 'All Societies' and 'All Councils'.
 */
export function useNavOrganisations(): {
  societies: NavOrganisation[];
  councils: NavOrganisation[];
} {
  const societies = usePublicRead<OrganisationSummary[]>(apiPaths.organisations('societies'));
  const councils = usePublicRead<OrganisationSummary[]>(apiPaths.organisations('councils'));
  return { societies: societies?.map(toNav) ?? [], councils: councils?.map(toNav) ?? [] };
}
