import {
  eventPagePath,
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  SEARCH_QUERY_MAX,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchResults,
} from '@chapterhouse/shared';
import { useId } from 'react';
import { EmptyState } from '../../components/empty-state';
import { MarkedText, plainText } from '../../components/marked-text';
import { hitOwnerText } from '../../components/search-hit';
import { SearchReadingNote } from '../../components/search-reading';
import { paths, type SearchLink, searchHitPath } from '../../config/paths';
import { formatDate } from '../../lib/format';
import { countedTogether, countWords, shownCount } from './search-counts';

/** A society or council the results can be narrowed to. */
export interface SearchOrganisationChoice {
  kind: 'society' | 'council';
  slug: string;
  name: string;
}

/** What the form shows as chosen: the query as typed, and the filters. */
export interface SearchFormValues {
  q: string;
  kind: SearchKind | null;
  org: string | null;
}

/** How a count of one kind reads: "12 events", "1 person". */
const NOUNS: Record<SearchKind, [one: string, many: string]> = {
  organisation: ['society or council', 'societies and councils'],
  event: ['event', 'events'],
  achievement: ['achievement', 'achievements'],
  member: ['person', 'people'],
  newsletter: ['newsletter', 'newsletters'],
  faq: ['question', 'questions'],
};

export const countOf = (kind: SearchKind, counted: Pick<SearchGroup, 'total' | 'more'>) =>
  countWords(counted, NOUNS[kind]);

/** The status line: how many were found for what (all kinds, or the kind chosen). */
export function resultsSummary(results: SearchResults): string {
  const counted = countedTogether(results.groups);
  const where = results.organisation ? ` in ${results.organisation.name}` : '';
  const nouns = results.kind ? NOUNS[results.kind] : (['result', 'results'] as const);
  return `${countWords(counted, nouns)} for “${results.query}”${where}`;
}

const field =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900';

/**
 * The results page's own form: a GET to `/search` that reloads the page (no script needed). The
 * kind and organisation narrow the search; empty means every kind, the whole branch.
 */
export function SearchForm(props: {
  values: SearchFormValues;
  organisations: SearchOrganisationChoice[];
}) {
  const { values, organisations } = props;
  const id = useId();
  const societies = organisations.filter((organisation) => organisation.kind === 'society');
  const councils = organisations.filter((organisation) => organisation.kind === 'council');
  return (
    // biome-ignore lint/a11y/useSemanticElements: the same landmark as a <search> element, in one element
    <form
      role="search"
      aria-label="Search and filter"
      action={paths.search()}
      method="get"
      className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
    >
      <div>
        <label htmlFor={`${id}q`} className="text-sm font-medium text-slate-800">
          Search for
        </label>
        <input
          id={`${id}q`}
          type="search"
          name="q"
          required
          maxLength={SEARCH_QUERY_MAX}
          defaultValue={values.q}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}kind`} className="text-sm font-medium text-slate-800">
          Kind
        </label>
        <select id={`${id}kind`} name="kind" defaultValue={values.kind ?? ''} className={field}>
          <option value="">Everything</option>
          {SEARCH_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SEARCH_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}org`} className="text-sm font-medium text-slate-800">
          Society or council
        </label>
        <select
          id={`${id}org`}
          name="org"
          defaultValue={values.org ?? ''}
          className={`${field} sm:max-w-56`}
        >
          <option value="">The whole branch</option>
          {societies.length > 0 && (
            <optgroup label="Societies">
              {societies.map((organisation) => (
                <option key={organisation.slug} value={organisation.slug}>
                  {organisation.name}
                </option>
              ))}
            </optgroup>
          )}
          {councils.length > 0 && (
            <optgroup label="Councils">
              {councils.map((organisation) => (
                <option key={organisation.slug} value={organisation.slug}>
                  {organisation.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Search
      </button>
    </form>
  );
}

/** Where a hit leads; an event to its canonical page (its title makes the slug). */
export function hitPath(hit: SearchHit): string {
  return searchHitPath(
    hit,
    hit.kind === 'event' ? eventPagePath({ id: hit.id, title: plainText(hit.title) }) : undefined,
  );
}

function HitItem({ hit }: { hit: SearchHit }) {
  const owner = hitOwnerText(hit);
  const snippet = plainText(hit.snippet).trim();
  return (
    <li className="py-4">
      <h3 className="text-lg font-semibold text-brand-800">
        <a href={hitPath(hit)} className="hover:underline">
          <MarkedText parts={hit.title} />
        </a>
      </h3>
      {(owner || hit.date) && (
        <p className="mt-0.5 text-sm text-slate-600">
          {owner}
          {owner && hit.date && ' · '}
          {hit.date && <time dateTime={hit.date}>{formatDate(hit.date)}</time>}
        </p>
      )}
      {snippet && (
        <p className="mt-1 text-slate-700">
          <MarkedText parts={hit.snippet} />
        </p>
      )}
    </li>
  );
}

function GroupSection(props: { group: SearchGroup; link: SearchLink; paged: boolean }) {
  const { group, link, paged } = props;
  const headingId = `results-${group.kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {SEARCH_KIND_LABELS[group.kind]}{' '}
        <span className="text-base font-normal text-slate-600">({shownCount(group)})</span>
      </h2>
      <ol className="divide-y divide-slate-200">
        {group.hits.map((hit) => (
          <HitItem key={`${hit.kind}-${hit.id}`} hit={hit} />
        ))}
      </ol>
      {!paged && group.total > group.hits.length && (
        <p className="mt-2">
          <a
            href={paths.search({ ...link, kind: group.kind })}
            className="font-semibold text-brand-700 hover:underline"
          >
            See all {countOf(group.kind, group)}
          </a>
        </p>
      )}
    </section>
  );
}

/** Previous / Next and 'Page N of M' of one kind's results; each link keeps the query and filters. */
export function SearchPagination(props: { link: SearchLink; page: number; pageCount: number }) {
  const { link, page, pageCount } = props;
  if (pageCount <= 1) return null;
  const active =
    'inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50';
  const inactive =
    'inline-flex items-center rounded-lg border border-slate-200 px-4 py-2 text-sm font-medium text-slate-500';
  return (
    <nav aria-label="Pages of results" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <a href={paths.search({ ...link, page: page - 1 })} rel="prev" className={active}>
          Previous
        </a>
      ) : (
        <span aria-disabled="true" className={inactive}>
          Previous
        </span>
      )}
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <a href={paths.search({ ...link, page: page + 1 })} rel="next" className={active}>
          Next
        </a>
      ) : (
        <span aria-disabled="true" className={inactive}>
          Next
        </span>
      )}
    </nav>
  );
}

/**
 * The results: one section per kind, in `SEARCH_KINDS` order, each with its total and a link to
 * all of that kind; with a kind chosen, that kind a page at a time. Nothing found: the closest
 * names there are, each a search of its own.
 */
export function SearchResultsView({ results }: { results: SearchResults }) {
  const link: SearchLink = {
    q: results.query,
    kind: results.kind,
    org: results.organisation?.slug ?? null,
  };
  const found = results.groups.some((group) => group.hits.length > 0);
  return (
    <>
      <p role="status" aria-live="polite" className="mt-6 font-medium text-slate-800">
        {resultsSummary(results)}
      </p>
      <SearchReadingNote query={results.query} reading={results.reading} />
      {results.kind && (
        <p className="mt-1 text-sm">
          <a
            href={paths.search({ ...link, kind: null })}
            className="font-medium text-brand-700 hover:underline"
          >
            Show every kind
          </a>
        </p>
      )}
      {found ? (
        results.groups.map((group) => (
          <GroupSection
            key={group.kind}
            group={group}
            link={{ q: link.q, org: link.org }}
            paged={results.kind !== null}
          />
        ))
      ) : (
        <div className="mt-6">
          <EmptyState>
            No results for “{results.query}”
            {results.organisation ? ` in ${results.organisation.name}` : ''}.
          </EmptyState>
          {results.didYouMean.length > 0 && (
            <p className="mt-4 text-slate-800">
              Did you mean{' '}
              {results.didYouMean.map((name, index) => (
                <span key={name}>
                  {index > 0 && (index === results.didYouMean.length - 1 ? ' or ' : ', ')}
                  <a
                    href={paths.search({ q: name })}
                    className="font-semibold text-brand-700 underline"
                  >
                    {name}
                  </a>
                </span>
              ))}
              ?
            </p>
          )}
        </div>
      )}
      {results.kind && (
        <SearchPagination link={link} page={results.page} pageCount={results.pageCount} />
      )}
    </>
  );
}
