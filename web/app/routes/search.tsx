import { type SearchResults, searchKindSchema, searchQuerySchema } from '@chapterhouse/shared';
import { data, isRouteErrorResponse } from 'react-router';
import { ErrorMessage } from '../components/status-page';
import {
  SearchForm,
  type SearchFormValues,
  type SearchOrganisationChoice,
  SearchResultsView,
} from '../features/search/search-results';
import { readPage } from '../lib/lists';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/search';

/**
 * `/search?q=&kind=&org=&page=`: what visitors may see that matches, grouped by kind, read on the
 * server; the page's form is a GET to itself, so it works without script. Without a query it is
 * the form alone. Results are kept out of search engines (robots.ts, and `noindex` here) and out
 * of the shared page cache: every query would be an entry of its own.
 */
/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q') ?? '';
  const kind = searchKindSchema.safeParse(url.searchParams.get('kind') || undefined).data ?? null;
  const org = url.searchParams.get('org') || null;
  const page = readPage(url);
  const values: SearchFormValues = { q, kind, org };
  const [societies, councils] = await Promise.all([
    context.reads.listOrganisations('society'),
    context.reads.listOrganisations('council'),
  ]);
  const choice = (kind: 'society' | 'council') => (organisation: { slug: string; name: string }) =>
    ({ kind, slug: organisation.slug, name: organisation.name }) satisfies SearchOrganisationChoice;
  const organisations = [...societies.map(choice('society')), ...councils.map(choice('council'))];
  const answer = {
    values,
    organisations,
    results: null as SearchResults | null,
    problem: null as string | null,
  };
  if (!q.trim()) return data(answer);

  const query = searchQuerySchema.safeParse({
    q,
    kind: kind ?? undefined,
    org: org ?? undefined,
    page,
  });
  if (!query.success) {
    const problem = query.error.issues[0]?.message ?? 'Type something to search for';
    return data({ ...answer, problem }, { status: 400, headers: NOT_SHARED });
  }
  const results = await context.reads.search(query.data);
  if (!results) {
    const problem = 'There is no such society or council to search in.';
    return data({ ...answer, problem }, { status: 404, headers: NOT_SHARED });
  }
  // A page past the end is not an empty page 40 of 2.
  if (page > 1 && page > results.pageCount) throw data(null, { status: 404 });
  return data({ ...answer, results }, { headers: NOT_SHARED });
}

/**
 * A page of results is answered for its visitor alone: kept in the shared page cache, every query
 * would be an entry of its own, and enough of them would push the site's pages out.
 */
const NOT_SHARED = { 'cache-control': 'private, no-store' };

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('Page not found', 'This page does not exist.');
  const { values, results } = loaderData;
  if (!values.q.trim()) {
    return pageMeta(
      'Search',
      'Search the societies, councils, events, people and news of the branch.',
    );
  }
  const page = results && results.page > 1 ? ` (page ${results.page})` : '';
  return [
    ...pageMeta(
      `Search results for “${values.q.trim()}”${page}`,
      'What the branch’s pages hold that matches this search.',
    ),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { values, organisations, results, problem } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Search</h1>
      <SearchForm values={values} organisations={organisations} />
      {problem && (
        <p role="status" aria-live="polite" className="mt-6 font-medium text-red-700">
          {problem}
        </p>
      )}
      {results && <SearchResultsView results={results} />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
