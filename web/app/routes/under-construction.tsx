import { useLocation } from 'react-router';
import { StatusPage } from '../components/status-page';
import { paths } from '../config/paths';
import { sharedPageMeta } from '../lib/meta';
import type { Route } from './+types/under-construction';

const NOTICE = 'We are working very hard to bring this feature out.';

/** The pages this route serves, by path. */
const TITLES: Record<string, string> = {
  [paths.journey()]: 'Our Journey',
  [paths.team()]: 'Developer Team',
};

const titleOf = (pathname: string) => TITLES[pathname.replace(/\/+$/, '') || '/'] ?? 'Coming Soon';

/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

export function meta({ location, matches }: Route.MetaArgs) {
  const title = titleOf(location.pathname);
  return sharedPageMeta(
    { matches },
    { title, description: `${title}: ${NOTICE}`, path: location.pathname },
  );
}

export default function UnderConstruction() {
  const { pathname } = useLocation();
  return (
    <StatusPage
      eyebrow="Under construction"
      title={titleOf(pathname)}
      message={NOTICE}
      actions={[{ to: paths.home(), label: 'Back to Home' }]}
    />
  );
}
