import type { OrganisationRef } from '@chapterhouse/shared';
import { Fragment } from 'react';
import { paths } from '../../config/paths';

/** What comes before the co-host at `index` of `count`: `A`, `A and B`, `A, B and C`. */
const separatorBefore = (index: number, count: number) =>
  index === 0 ? null : index === count - 1 ? ' and ' : ', ';

/**
 * ` with A and B` after the host's name on a joint event, each co-host a link to its page.
 * Nothing at all for an event of one organisation: the common case adds no byte to a page.
 */
export function CoHostLinks(props: { coHosts: readonly OrganisationRef[]; className: string }) {
  const { coHosts } = props;
  if (coHosts.length === 0) return null;
  return (
    <>
      {' with '}
      {coHosts.map((coHost, index) => (
        <Fragment key={coHost.id}>
          {separatorBefore(index, coHosts.length)}
          <a href={paths.organisationOf(coHost)} className={props.className}>
            {coHost.name}
          </a>
        </Fragment>
      ))}
    </>
  );
}
