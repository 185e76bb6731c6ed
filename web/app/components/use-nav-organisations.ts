import type { OrganisationSummary } from '@chapterhouse/shared';
import { useEffect, useState } from 'react';
import { apiPaths } from '../config/paths';
import { apiRequest } from '../lib/api-client';

export interface NavOrganisation {
  id: number;
  slug: string;
  name: string;
}

export interface NavOrganisations {
  societies: NavOrganisation[];
  councils: NavOrganisation[];
}

const NONE: NavOrganisations = { societies: [], councils: [] };

const toNav = ({ id, slug, name }: OrganisationSummary): NavOrganisation => ({ id, slug, name });

/**
 * The societies and councils the header's menus list. They are not in the page: a branch may
 * have a hundred, which would weigh on every page twice (desktop and mobile menus). The header
 * asks the public API for them once the browser is idle after hydration (anonymously, so the
 * answer comes from the shared precompressed cache); until then, and if that fails, the menus
 * offer 'All Societies' and 'All Councils'.
 */
export function useNavOrganisations(): NavOrganisations {
  const [organisations, setOrganisations] = useState(NONE);
  useEffect(() => {
    let active = true;
    const load = () => {
      const read = (collection: 'societies' | 'councils') =>
        apiRequest<OrganisationSummary[]>(apiPaths.organisations(collection), {
          withToken: false,
        });
      Promise.all([read('societies'), read('councils')])
        .then(([societies, councils]) => {
          if (active) {
            setOrganisations({ societies: societies.map(toNav), councils: councils.map(toNav) });
          }
        })
        // The menus keep their 'All …' links; the next page asks again.
        .catch(() => {});
    };
    // Safari lacks requestIdleCallback; a timeout stands in.
    const idle = typeof requestIdleCallback === 'function';
    const handle = idle ? requestIdleCallback(load, { timeout: 2000 }) : setTimeout(load, 200);
    return () => {
      active = false;
      if (idle) cancelIdleCallback(handle as number);
      else clearTimeout(handle);
    };
  }, []);
  return organisations;
}
