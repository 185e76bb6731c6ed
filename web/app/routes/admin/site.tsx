import type { DashboardMember } from '@chapterhouse/shared';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { pagingOf } from '../../components/console/console-list';
import { loadConsoleTab } from '../../features/admin/console-shell';
import { MembersTab } from '../../features/members/members-tab';
import { loadSiteContent, siteListCalls } from '../../features/site/console-api';
import { SiteContentTab, type SiteSection, sectionOf } from '../../features/site/site-content-tab';
import type { Route } from './+types/site';

/** The query parameter that keeps the open section of Site content across reloads. */
const SECTION_PARAM = 'section';

/** `/admin/site`: what the landing page shows besides the organisations, a section at a time. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadConsoleTab(request, () =>
    loadSiteContent(pagingOf(new URL(request.url)), request.signal),
  );
}
clientLoader.hydrate = true as const;

/** Switching sections changes only `?section=`: the content loaded serves them all. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const withoutSection = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(SECTION_PARAM);
    return `${url.pathname}?${params}`;
  };
  if (currentUrl.href !== nextUrl.href && withoutSection(currentUrl) === withoutSection(nextUrl)) {
    return false;
  }
  return defaultShouldRevalidate;
}

export default function ConsoleSiteContent({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const select = (section: SiteSection) => {
    const params = new URLSearchParams();
    if (section !== 'hero-slides') params.set(SECTION_PARAM, section);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  return (
    <SiteContentTab
      data={loaderData}
      section={sectionOf(searchParams.get(SECTION_PARAM))}
      onSelect={select}
      slate={
        <MembersTab
          title="Branch slate"
          page={loaderData.slate}
          calls={siteListCalls<DashboardMember>('slate')}
        />
      }
    />
  );
}
