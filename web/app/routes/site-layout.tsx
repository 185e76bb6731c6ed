import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../components/site-footer';
import { NewsletterFormIsland, SiteHeaderIsland, SiteToasterIsland } from '../islands';
import type { ShareDefaults } from '../lib/meta';
import type { Route } from './+types/site-layout';

/**
 * Header and footer around every public page. The header reads its menus' organisations and its
 * bell's notifications itself after hydration (`lib/use-public-read.ts`): the page carries neither.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = await context.reads.getSite();
  return {
    branch: { name: site.branch.name, email: site.branch.email },
    share: {
      origin: context.origin,
      siteName: site.branch.name,
      image: site.heroSlides[0]?.image ?? null,
    } satisfies ShareDefaults,
    // Decided on the server so the browser prints the same year when it hydrates.
    year: new Date().getUTCFullYear(),
  };
}

// The menus change rarely; do not refetch them on every navigation.
export function shouldRevalidate() {
  return false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeaderIsland pathname={pathname} branchName={loaderData.branch.name} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter
        branchName={loaderData.branch.name}
        email={loaderData.branch.email}
        year={loaderData.year}
        newsletter={<NewsletterFormIsland />}
      />
      <SiteToasterIsland />
    </div>
  );
}
