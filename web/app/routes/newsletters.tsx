import { PAGE_SIZE_DEFAULT } from '@chapterhouse/shared';
import { data, isRouteErrorResponse } from 'react-router';
import { ListPage } from '../components/list-page';
import { ErrorMessage } from '../components/status-page';
import { paths } from '../config/paths';
import { ARCHIVE_EMPTY, NewsletterArchiveList } from '../features/newsletter/newsletter-archive';
import { readPage } from '../lib/lists';
import { pageMeta, sharedPageMeta } from '../lib/meta';
import type { Route } from './+types/newsletters';

const SUBTITLE = "Every issue of the branch's newsletter, newest first";

/** `/newsletters`: the newsletter's sent issues, a page at a time (`?page=N`). */
/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = readPage(new URL(request.url));
  const result = await context.reads.listNewsletters({ page, limit: PAGE_SIZE_DEFAULT });
  // A page past the end is not an empty page 40 of 2.
  if (page > 1 && page > result.pageCount) throw data(null, { status: 404 });
  return { result };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('Page not found', 'This page does not exist.');
  const { page } = loaderData.result;
  return sharedPageMeta(
    { matches },
    {
      title: page > 1 ? `Newsletters (page ${page})` : 'Newsletters',
      description: `${SUBTITLE}.`,
      path: paths.paged(paths.newsletters(), page),
    },
  );
}

export default function NewslettersPage({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  return (
    <ListPage
      title="Newsletters"
      subtitle={SUBTITLE}
      isEmpty={result.items.length === 0}
      emptyText={ARCHIVE_EMPTY}
      basePath={paths.newsletters()}
      page={result.page}
      pageCount={result.pageCount}
      total={result.total}
    >
      <NewsletterArchiveList entries={result.items} />
    </ListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
