import { PAGE_SIZE_DEFAULT } from '@chapterhouse/shared';
import { data, isRouteErrorResponse } from 'react-router';
import { ListHeading, ListPage } from '../components/list-page';
import { ErrorMessage } from '../components/status-page';
import { isOrganisationList, paths } from '../config/paths';
import { AchievementGrid } from '../features/achievements/achievement-card';
import { EventGrid } from '../features/events/event-card';
import { isMonthView, loadEventMonth, monthName } from '../features/events/event-month';
import { EventMonthView } from '../features/events/event-month-view';
import { EventViewSwitch } from '../features/events/event-view-switch';
import { SubscribeLinks } from '../features/feeds/subscribe-links';
import { GalleryMasonry } from '../features/gallery/gallery-masonry';
import { firstImageOf, LIST_LABELS, loadList, readPage } from '../lib/lists';
import { MONTH_VIEW_ROBOTS, pageMeta, sharedPageMeta } from '../lib/meta';
import type { Route } from './+types/all-list';

const SUBTITLES = {
  'past-events': 'Celebrating our successful technical events and community gatherings',
  'upcoming-events': 'Join us for these exciting technical events and networking opportunities',
  achievements: 'Awards and recognition earned across our societies and councils',
  gallery: 'Moments from our events and activities',
} as const;

/** `/past-events`, `/upcoming-events`, `/achievements`, `/gallery`: the list is the path. */
/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!isOrganisationList(list)) throw data(null, { status: 404 });
  const basePath = paths.allList(list);
  // Upcoming events can be seen as a month's calendar too (`?view=month`).
  if (list === 'upcoming-events' && isMonthView(url)) {
    const month = await loadEventMonth(context.reads, url);
    return { view: 'month' as const, list, month, basePath, origin: context.origin };
  }
  const result = await loadList(context.reads, list, {
    page: readPage(url),
    limit: PAGE_SIZE_DEFAULT,
  });
  return { view: 'list' as const, result, basePath, origin: context.origin };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('Page not found', 'This page does not exist.');
  const { basePath } = loaderData;
  if (loaderData.view === 'month') {
    const { month } = loaderData.month;
    return [
      ...sharedPageMeta(
        { matches },
        {
          title: `All Societies - ${LIST_LABELS[loaderData.list].title}, ${monthName(month)}`,
          description: `Events of the branch's societies and councils in ${monthName(month)}.`,
          path: paths.eventsMonth(basePath, month),
        },
      ),
      MONTH_VIEW_ROBOTS,
    ];
  }
  const { result } = loaderData;
  const label = LIST_LABELS[result.list].title;
  const page = result.page.page > 1 ? ` (page ${result.page.page})` : '';
  return sharedPageMeta(
    { matches },
    {
      title: `All Societies - ${label}${page}`,
      description: `${SUBTITLES[result.list]}.`,
      path: paths.paged(basePath, result.page.page),
      image: firstImageOf(result),
    },
  );
}

export default function AllListPage({ loaderData }: Route.ComponentProps) {
  const { basePath, origin } = loaderData;
  const subscribe = (
    <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
      <SubscribeLinks origin={origin} />
    </div>
  );
  if (loaderData.view === 'month') {
    return (
      <>
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <ListHeading
            title={`All Societies - ${LIST_LABELS[loaderData.list].title}`}
            subtitle={SUBTITLES[loaderData.list]}
          />
          <EventViewSwitch listPath={basePath} view="month" />
          <EventMonthView data={loaderData.month} listPath={basePath} showOrganisation />
        </div>
        {subscribe}
      </>
    );
  }
  const { result } = loaderData;
  const labels = LIST_LABELS[result.list];
  return (
    <>
      <ListPage
        title={`All Societies - ${labels.title}`}
        subtitle={SUBTITLES[result.list]}
        toolbar={
          result.list === 'upcoming-events' && <EventViewSwitch listPath={basePath} view="list" />
        }
        isEmpty={result.page.items.length === 0}
        emptyText={labels.empty}
        basePath={basePath}
        page={result.page.page}
        pageCount={result.page.pageCount}
        total={result.page.total}
      >
        {result.list === 'achievements' ? (
          <AchievementGrid achievements={result.page.items} headingLevel={2} eagerCount={3} />
        ) : result.list === 'gallery' ? (
          <GalleryMasonry items={result.page.items} />
        ) : (
          <EventGrid events={result.page.items} headingLevel={2} eagerCount={3} />
        )}
      </ListPage>
      {result.list === 'upcoming-events' && subscribe}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
