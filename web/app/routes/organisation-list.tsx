import { idOrSlugSchema, PAGE_SIZE_DEFAULT } from '@chapterhouse/shared';
import { data, isRouteErrorResponse, useLocation } from 'react-router';
import { JsonLd } from '../components/json-ld';
import { type BackLink, ListHeading, ListPage } from '../components/list-page';
import { ErrorMessage, StatusPage } from '../components/status-page';
import { collectionOf, isOrganisationList, kindOfPath, paths } from '../config/paths';
import { AchievementGrid } from '../features/achievements/achievement-card';
import { EventGrid } from '../features/events/event-card';
import { isMonthView, loadEventMonth, monthName } from '../features/events/event-month';
import { EventMonthView } from '../features/events/event-month-view';
import { EventViewSwitch } from '../features/events/event-view-switch';
import { GalleryMasonry } from '../features/gallery/gallery-masonry';
import { firstImageOf, LIST_LABELS, type ListResult, loadList, readPage } from '../lib/lists';
import { MONTH_VIEW_ROBOTS, pageMeta, sharedPageMeta } from '../lib/meta';
import { breadcrumbJsonLd } from '../lib/structured-data';
import type { Route } from './+types/organisation-list';

/** `/societies/:org/:list` and `/councils/:org/:list`: one organisation's events, achievements or gallery. */
/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOfPath(url.pathname);
  const { list } = params;
  if (!isOrganisationList(list)) throw data({ reason: 'page' as const }, { status: 404 });
  const organisation = idOrSlugSchema.safeParse(params.org).success
    ? await context.reads.getOrganisationRef(kind, params.org)
    : null;
  if (!organisation) throw data({ reason: 'organisation' as const, kind }, { status: 404 });

  const collection = collectionOf(kind);
  const common = {
    organisation: { name: organisation.name, slug: organisation.slug, kind },
    basePath: paths.organisationList(collection, organisation.slug, list),
    organisationPath: paths.organisation(collection, organisation.slug),
    origin: context.origin,
  };
  // Its upcoming events can be seen as a month's calendar too (`?view=month`): its own events
  // and those it co-hosts, as the list has them.
  if (list === 'upcoming-events' && isMonthView(url)) {
    const month = await loadEventMonth(context.reads, url, String(organisation.id));
    return { view: 'month' as const, list, month, ...common };
  }
  const result = await loadList(context.reads, list, {
    org: String(organisation.id),
    page: readPage(url),
    limit: PAGE_SIZE_DEFAULT,
  });
  return { view: 'list' as const, result, ...common };
}

export function meta({ loaderData, location, error, matches }: Route.MetaArgs) {
  if (!loaderData) {
    const missingOrganisation =
      isRouteErrorResponse(error) && error.status === 404 && error.data?.reason === 'organisation';
    if (!missingOrganisation) {
      return pageMeta('Page not found', 'The page you are looking for does not exist.');
    }
    const council = kindOfPath(location.pathname) === 'council';
    return pageMeta(
      council ? 'Council not found' : 'Society not found',
      'This page does not exist.',
    );
  }
  const { organisation, basePath } = loaderData;
  if (loaderData.view === 'month') {
    const { month } = loaderData.month;
    const label = LIST_LABELS[loaderData.list].title;
    return [
      ...sharedPageMeta(
        { matches },
        {
          title: `${organisation.name} - ${label}, ${monthName(month)}`,
          description: `Events of ${organisation.name} in ${monthName(month)}, IEEE student branch.`,
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
      title: `${organisation.name} - ${label}${page}`,
      description: `${label} of ${organisation.name}, IEEE student branch.`,
      path: paths.paged(basePath, result.page.page),
      image: firstImageOf(result),
    },
  );
}

export default function OrganisationListPage({ loaderData }: Route.ComponentProps) {
  const { organisation, basePath, organisationPath, origin } = loaderData;
  const list = loaderData.view === 'month' ? loaderData.list : loaderData.result.list;
  const labels = LIST_LABELS[list];
  const collection = collectionOf(organisation.kind);
  const title = `${organisation.name} - ${labels.title}`;
  const back = { to: organisationPath, label: `Back to ${organisation.name}` };
  return (
    <>
      {loaderData.view === 'month' ? (
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <ListHeading title={title} back={back} />
          <EventViewSwitch listPath={basePath} view="month" />
          <EventMonthView data={loaderData.month} listPath={basePath} showOrganisation={false} />
        </div>
      ) : (
        <OrganisationList
          result={loaderData.result}
          title={title}
          back={back}
          basePath={basePath}
        />
      )}
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: 'Home', path: paths.home() },
            {
              name: organisation.kind === 'council' ? 'Councils' : 'Societies',
              path: paths.collection(collection),
            },
            { name: organisation.name, path: organisationPath },
            { name: labels.title, path: basePath },
          ],
          origin,
        )}
      />
    </>
  );
}

/** The list itself, a page of it: its cards, or its empty text. */
function OrganisationList(props: {
  result: ListResult;
  title: string;
  back: BackLink;
  basePath: string;
}) {
  const { result, basePath } = props;
  return (
    <ListPage
      title={props.title}
      back={props.back}
      toolbar={
        result.list === 'upcoming-events' && <EventViewSwitch listPath={basePath} view="list" />
      }
      isEmpty={result.page.items.length === 0}
      emptyText={LIST_LABELS[result.list].empty}
      basePath={basePath}
      page={result.page.page}
      pageCount={result.page.pageCount}
      total={result.page.total}
    >
      {result.list === 'achievements' ? (
        <AchievementGrid
          achievements={result.page.items}
          showOrganisation={false}
          headingLevel={2}
          eagerCount={3}
        />
      ) : result.list === 'gallery' ? (
        <GalleryMasonry items={result.page.items} showOrganisation={false} />
      ) : (
        <EventGrid
          events={result.page.items}
          showOrganisation={false}
          headingLevel={2}
          eagerCount={3}
        />
      )}
    </ListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const council = kindOfPath(pathname) === 'council';
  const missingOrganisation =
    isRouteErrorResponse(error) && error.status === 404 && error.data?.reason === 'organisation';
  if (missingOrganisation) {
    return (
      <StatusPage
        title={council ? 'Council not found.' : 'Society not found.'}
        message={
          council
            ? 'The council you are looking for does not exist.'
            : 'The society you are looking for does not exist.'
        }
        actions={[
          council
            ? { to: paths.councils(), label: 'All Councils' }
            : { to: paths.societies(), label: 'All Societies' },
          { to: paths.home(), label: 'Back to Home' },
        ]}
      />
    );
  }
  return <ErrorMessage notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
