import { idOrSlugSchema, PAGE_SIZE_DEFAULT } from '@chapterhouse/shared';
import { data, isRouteErrorResponse, useLocation } from 'react-router';
import { JsonLd } from '../components/json-ld';
import { ListPage } from '../components/list-page';
import { ErrorMessage, StatusPage } from '../components/status-page';
import { collectionOf, isOrganisationList, kindOfPath, paths } from '../config/paths';
import { AchievementGrid } from '../features/achievements/achievement-card';
import { EventGrid } from '../features/events/event-card';
import { GalleryMasonry } from '../features/gallery/gallery-masonry';
import { firstImageOf, LIST_LABELS, loadList, readPage } from '../lib/lists';
import { pageMeta, sharedPageMeta } from '../lib/meta';
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

  const result = await loadList(context.reads, list, {
    org: String(organisation.id),
    page: readPage(url),
    limit: PAGE_SIZE_DEFAULT,
  });
  const collection = collectionOf(kind);
  return {
    organisation: { name: organisation.name, slug: organisation.slug, kind },
    result,
    basePath: paths.organisationList(collection, organisation.slug, list),
    organisationPath: paths.organisation(collection, organisation.slug),
    origin: context.origin,
  };
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
  const { organisation, result, basePath } = loaderData;
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
  const { organisation, result, basePath, organisationPath, origin } = loaderData;
  const labels = LIST_LABELS[result.list];
  const collection = collectionOf(organisation.kind);
  return (
    <>
      <ListPage
        title={`${organisation.name} - ${labels.title}`}
        back={{ to: organisationPath, label: `Back to ${organisation.name}` }}
        isEmpty={result.page.items.length === 0}
        emptyText={labels.empty}
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
