import {
  SEARCH_KIND_LABELS,
  SEARCH_QUERY_MAX,
  type SearchGroup,
  type SearchHit,
  type SearchResults,
} from '@chapterhouse/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { ListPager } from '../../components/console/list-pager';
import { EmptyList, Panel } from '../../components/console/panel';
import { SearchIcon } from '../../components/icons';
import { MarkedText, plainText } from '../../components/marked-text';
import { SearchReadingNote } from '../../components/search-reading';
import { useFollowingState } from '../../components/use-following-state';
import {
  type DashboardSearchKind,
  type DashboardSearchLink,
  dashboardPaths,
} from '../../config/dashboard-paths';
import { type DashboardTab, type OrganisationCollection, paths } from '../../config/paths';
import { formatDate } from '../../lib/format';
import type { DashboardSearch, DashboardSearchValues } from './dashboard-search-api';
import { countedTogether, countWords, shownCount } from './search-counts';

// The organisation dashboards' own search (issue 28): the organisation's events, achievements and
// people, drafts included, each leading to the tab where it is edited.

/** Which dashboard the search is in: where its links and its form lead. */
export interface DashboardSearchPlace {
  collection: OrganisationCollection;
  /** The organisation as the URL names it. */
  org: string;
}

/** The kinds in the order the filter offers them (and the server groups them). */
const KINDS: readonly DashboardSearchKind[] = ['event', 'achievement', 'member'];

/** The tab where an item of each kind is edited. */
const TAB_OF: Record<DashboardSearchKind, DashboardTab> = {
  event: 'events',
  achievement: 'achievements',
  member: 'members',
};

/** How a count of one kind reads: "12 events", "1 person". */
const NOUNS: Record<DashboardSearchKind, [one: string, many: string]> = {
  event: ['event', 'events'],
  achievement: ['achievement', 'achievements'],
  member: ['person', 'people'],
};

const isDashboardKind = (kind: string): kind is DashboardSearchKind =>
  KINDS.includes(kind as DashboardSearchKind);

export const countOf = (kind: DashboardSearchKind, counted: Pick<SearchGroup, 'total' | 'more'>) =>
  countWords(counted, NOUNS[kind]);

/** The status line: how many were found for what (every kind, or the kind chosen). */
export function resultsSummary(results: SearchResults): string {
  const kind = results.kind && isDashboardKind(results.kind) ? results.kind : null;
  const nouns = kind ? NOUNS[kind] : (['result', 'results'] as const);
  return `${countWords(countedTogether(results.groups), nouns)} for “${results.query}”`;
}

const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

/**
 * A GET form to the Search tab: with the script it goes there in the app (page 1 and every kind
 * left out of the URL, so each search has one address and Back returns to the one before).
 */
function useSearchSubmit(place: DashboardSearchPlace) {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>, link: DashboardSearchLink) => {
    event.preventDefault();
    void navigate(dashboardPaths.search(place.collection, place.org, link));
  };
}

/** The Search tab's form: the query and the kind; it shows what the URL asks for. */
function SearchTabForm(props: { place: DashboardSearchPlace; values: DashboardSearchValues }) {
  const { place, values } = props;
  const id = useId();
  const submit = useSearchSubmit(place);
  // The fields follow the URL (Back, a "See all" link) and keep what is typed meanwhile.
  const [q, setQ] = useFollowingState(values.q);
  const [kind, setKind] = useFollowingState<DashboardSearchKind | ''>(values.kind ?? '');
  return (
    // biome-ignore lint/a11y/useSemanticElements: the same landmark as a <search> element, in one element
    <form
      role="search"
      aria-label="Search this dashboard"
      action={dashboardPaths.search(place.collection, place.org)}
      method="get"
      onSubmit={(event) => submit(event, { q: q.trim(), kind: kind || null })}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <div>
        <label htmlFor={`${id}q`} className="text-sm font-medium text-slate-700">
          Search for
        </label>
        <input
          id={`${id}q`}
          type="search"
          name="q"
          maxLength={SEARCH_QUERY_MAX}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          className={`mt-1 ${controlClass}`}
        />
      </div>
      <div>
        <label htmlFor={`${id}kind`} className="text-sm font-medium text-slate-700">
          Kind
        </label>
        <select
          id={`${id}kind`}
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as DashboardSearchKind | '')}
          className={`mt-1 ${controlClass}`}
        >
          <option value="">All</option>
          {KINDS.map((option) => (
            <option key={option} value={option}>
              {SEARCH_KIND_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="cursor-pointer rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Search
      </button>
    </form>
  );
}

/** What a list row shows of an item not yet public (a draft, or one waiting for its time). */
function DraftBadge() {
  return (
    <span className="inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
      Draft
    </span>
  );
}

function HitItem(props: {
  hit: SearchHit & { kind: DashboardSearchKind };
  place: DashboardSearchPlace;
}) {
  const { hit, place } = props;
  const title = plainText(hit.title);
  const snippet = plainText(hit.snippet).trim();
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4 className="font-semibold text-brand-800">
          <Link
            to={paths.organisationDashboard(place.collection, place.org, TAB_OF[hit.kind])}
            className="hover:underline"
          >
            <MarkedText parts={hit.title} />
          </Link>
        </h4>
        {hit.draft && <DraftBadge />}
        {hit.date && (
          <time dateTime={hit.date} className="text-sm text-slate-600">
            {formatDate(hit.date)}
          </time>
        )}
      </div>
      {snippet && (
        <p className="mt-1 text-sm text-slate-700">
          <MarkedText parts={hit.snippet} />
        </p>
      )}
      {hit.kind === 'event' && (
        <p className="mt-1 text-sm">
          <Link
            to={dashboardPaths.eventPreview(place.collection, place.org, hit.id)}
            className="font-medium text-brand-700 hover:underline"
          >
            Preview<span className="sr-only">: {title}</span>
          </Link>
        </p>
      )}
    </li>
  );
}

function GroupSection(props: {
  group: SearchGroup & { kind: DashboardSearchKind };
  place: DashboardSearchPlace;
  query: string;
  /** A kind is chosen: its hits a page at a time, no "See all". */
  paged: boolean;
}) {
  const { group, place } = props;
  const id = useId();
  const label = SEARCH_KIND_LABELS[group.kind];
  return (
    <section aria-labelledby={id}>
      <h3 className="text-base font-semibold text-slate-900">
        <span id={id}>{label}</span>{' '}
        <span className="text-sm font-normal text-slate-600">({shownCount(group)})</span>
      </h3>
      <ol aria-label={label} className="divide-y divide-slate-200">
        {group.hits.map((hit) =>
          isDashboardKind(hit.kind) ? (
            <HitItem key={hit.id} hit={{ ...hit, kind: hit.kind }} place={place} />
          ) : null,
        )}
      </ol>
      {!props.paged && group.total > group.hits.length && (
        <p className="mt-1 text-sm">
          <Link
            to={dashboardPaths.search(place.collection, place.org, {
              q: props.query,
              kind: group.kind,
            })}
            className="font-semibold text-brand-700 hover:underline"
          >
            See all {countOf(group.kind, group)}
          </Link>
        </p>
      )}
    </section>
  );
}

/** The results: a section per kind with its total, or the kind chosen a page at a time. */
function SearchResultsList(props: {
  results: SearchResults;
  place: DashboardSearchPlace;
  organisationName: string;
}) {
  const { results, place } = props;
  const chosen = results.kind && isDashboardKind(results.kind) ? results.kind : null;
  const groups = results.groups.flatMap((group) =>
    isDashboardKind(group.kind) && group.hits.length > 0 ? [{ ...group, kind: group.kind }] : [],
  );
  return (
    <>
      <SearchReadingNote
        query={results.query}
        reading={results.reading}
        className="mb-2 text-sm text-slate-700"
      />
      {chosen && (
        <p className="text-sm">
          <Link
            to={dashboardPaths.search(place.collection, place.org, { q: results.query })}
            className="font-medium text-brand-700 hover:underline"
          >
            Show every kind
          </Link>
        </p>
      )}
      {groups.length === 0 ? (
        <EmptyList>
          {chosen
            ? `No ${NOUNS[chosen][1]} of ${props.organisationName} match “${results.query}”.`
            : `Nothing of ${props.organisationName} matches “${results.query}”: no events, achievements or people.`}
        </EmptyList>
      ) : (
        <div className="space-y-6 rounded-xl border border-slate-200 bg-white px-5 py-4">
          {groups.map((group) => (
            <GroupSection
              key={group.kind}
              group={group}
              place={place}
              query={results.query}
              paged={chosen !== null}
            />
          ))}
        </div>
      )}
      {chosen && (
        <ListPager page={results.page} pageCount={results.pageCount} label="Pages of results" />
      )}
    </>
  );
}

/**
 * The Search tab (`?q=&kind=&page=`): the organisation's own events, achievements and people that
 * match, drafts marked; without a kind the best of each with its total and a link to all of them,
 * with a kind that kind a page at a time. Each hit leads to the tab that edits it.
 */
export function DashboardSearchTab(props: {
  organisationName: string;
  place: DashboardSearchPlace;
  search: DashboardSearch;
}) {
  const { search, place } = props;
  const { results } = search;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // A search of this tab on its way (the form, a "See all" link, a page): said at once.
  const searching = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  const status = searching ? 'Searching...' : results ? resultsSummary(results) : '';
  return (
    <Panel
      title="Search"
      description={`${props.organisationName}'s events, achievements and people, drafts included.`}
    >
      <SearchTabForm place={place} values={search.values} />
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-800">
        {status}
      </p>
      <div aria-busy={searching || undefined} className={searching ? 'opacity-60' : undefined}>
        {search.error ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {search.error}
          </p>
        ) : results ? (
          <SearchResultsList
            results={results}
            place={place}
            organisationName={props.organisationName}
          />
        ) : (
          <EmptyList>Type a word of a title, a name or a description, then Search.</EmptyList>
        )}
      </div>
    </Panel>
  );
}

/**
 * The dashboard header's compact search field: it leads to the Search tab with the query (every
 * kind). A GET form, keyboard reachable like any field; its button names what it searches.
 */
export function DashboardSearchField(props: { place: DashboardSearchPlace }) {
  const { place } = props;
  const id = useId();
  const submit = useSearchSubmit(place);
  const [q, setQ] = useState('');
  return (
    // biome-ignore lint/a11y/useSemanticElements: the same landmark as a <search> element, in one element
    <form
      role="search"
      aria-label="Search this dashboard"
      action={dashboardPaths.search(place.collection, place.org)}
      method="get"
      onSubmit={(event) => {
        submit(event, { q: q.trim() });
        setQ('');
      }}
      className="flex w-full sm:w-auto"
    >
      <label htmlFor={id} className="sr-only">
        Search events, achievements and people
      </label>
      <input
        id={id}
        type="search"
        name="q"
        maxLength={SEARCH_QUERY_MAX}
        placeholder="Search this dashboard"
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        className="min-w-0 flex-1 rounded-l-lg border border-r-0 border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:w-56"
      />
      <button
        type="submit"
        className="cursor-pointer rounded-r-lg border border-brand-700 bg-brand-700 px-3 text-white hover:bg-brand-800"
      >
        <SearchIcon className="size-5" />
        <span className="sr-only">Search dashboard</span>
      </button>
    </form>
  );
}
