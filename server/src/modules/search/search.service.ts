import {
  DASHBOARD_SEARCH_KINDS,
  type DashboardSearchQuery,
  type OrganisationRef,
  SEARCH_GROUP_SIZE,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  SEARCH_RANKED_MAX,
  SEARCH_SUGGESTIONS_MAX,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchReading,
  type SearchResults,
  type Suggestions,
} from '@chapterhouse/shared';
import type { Database } from '../../db/client.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  CLOSEST_NAME_SIMILARITY,
  markMatches,
  readingOf,
  type SearchPage,
  type SearchRow,
  type SearchScope,
  type SearchSlice,
  type SearchSource,
  type SearchTerms,
  searchSources,
  searchTermsOf,
  snippetOf,
  withTypos,
  withTypoThreshold,
} from '../../lib/text-search.js';
import { achievementSearchSource } from '../achievements/achievements.search.js';
import { closestEventTitles, eventSearchSource } from '../events/events.search.js';
import { slateMemberSearchSource } from '../members/members.search.js';
import { newsletterSearchSource } from '../newsletter/newsletter.search.js';
import {
  closestOrganisationNames,
  organisationSearchSource,
} from '../organisations/organisations.search.js';
import { findVisibleOrganisationRef } from '../organisations/organisations.service.js';
import { faqSearchSource } from '../site/site.search.js';

// One search over every kind (docs/search.md). Each domain says what of its own rows a search
// reads, with its own visibility (`*.search.ts` beside its `*.visibility.ts`); this module asks
// them all in one statement and puts their answers together.

/** What each kind's search reads within a scope; none: the kind has nothing there. */
const SOURCES: Record<SearchKind, (scope: SearchScope) => SearchSource | null> = {
  organisation: (scope) => organisationSearchSource(scope.organisationId),
  event: eventSearchSource,
  achievement: achievementSearchSource,
  member: slateMemberSearchSource,
  // Newsletters and the FAQ are the branch's, of no organisation.
  newsletter: (scope) => (scope.organisationId ? null : newsletterSearchSource()),
  faq: (scope) => (scope.organisationId ? null : faqSearchSource()),
};

const NOTHING: SearchPage = { total: 0, more: false, rows: [] };

/**
 * Each kind's rows matching the words, or, for a kind they matched none of, matching typos of
 * its titles: two statements at most, whatever the number of kinds, and no transaction (a typo
 * is as close as it must be by pg_trgm's own default, `TYPO_SIMILARITY`).
 */
async function searchEachKind(
  db: Database,
  kinds: readonly SearchKind[],
  terms: SearchTerms,
  scope: SearchScope,
  slice: SearchSlice,
): Promise<{ page: SearchPage; terms: SearchTerms }[]> {
  const sources = kinds.flatMap((kind) => {
    const source = SOURCES[kind](scope);
    return source ? [[kind, source] as const] : [];
  });
  const found = await searchSources(db, sources, terms, slice);
  const typos = withTypos(terms);
  // Past the first page, a kind's words matched: its pages are of them.
  const unmatched = slice.offset > 0 ? [] : sources.filter(([kind]) => !found.has(kind));
  const typoFound = await searchSources(db, unmatched, typos, slice);
  const byTypos = new Set(unmatched.map(([kind]) => kind));
  return kinds.map((kind) =>
    byTypos.has(kind)
      ? { page: typoFound.get(kind) ?? NOTHING, terms: typos }
      : { page: found.get(kind) ?? NOTHING, terms },
  );
}

/** Names offered when nothing matched. */
const DID_YOU_MEAN_MAX = 4;

/**
 * How the query was read, from the rows shown: null when some were found by its words as typed
 * (all of them matched); else read from the titles its typos found, so the page says what it
 * searched for instead of correcting the query silently.
 */
function readingOfShown(
  terms: SearchTerms,
  shown: ReadonlyArray<{ row: SearchRow; typos: boolean }>,
): SearchReading | null {
  if (shown.length === 0 || shown.some((found) => !found.typos)) return null;
  return readingOf(
    terms.words,
    shown.map((found) => found.row.title),
  );
}

function hitOf(kind: SearchKind, row: SearchRow, terms: SearchTerms, snippet = true): SearchHit {
  return {
    kind,
    id: row.id,
    title: markMatches(row.title, terms.words),
    snippet: snippet ? snippetOf(row.text, terms.words) : [],
    organisation: row.organisation,
    date: row.date,
    draft: row.publishedAt === null,
  };
}

/**
 * The kinds asked for, each searched within `scope`: the best few of each when no kind is chosen,
 * else one page of that kind.
 */
async function searchKinds(
  db: Database,
  terms: SearchTerms,
  scope: SearchScope,
  kinds: readonly SearchKind[],
  chosen: SearchKind | undefined,
  page: number,
): Promise<Pick<SearchResults, 'groups' | 'page' | 'pageCount' | 'reading'>> {
  const slice = chosen
    ? { limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE }
    : { limit: SEARCH_GROUP_SIZE, offset: 0 };
  const searched = chosen ? [chosen] : kinds;
  const pages = await searchEachKind(db, searched, terms, scope, slice);
  const groups = searched
    .map((kind, index) => {
      const found = pages[index]?.page ?? NOTHING;
      return {
        kind,
        total: found.total,
        more: found.more,
        hits: found.rows.map((row) => hitOf(kind, row, terms)),
      };
    })
    .filter((group) => group.total > 0);
  const total = groups[0]?.total ?? 0;
  const shown = pages.flatMap((found) =>
    found.page.rows.map((row) => ({ row, typos: found.terms.typos })),
  );
  return {
    groups,
    page: chosen ? page : 1,
    // Pages go as far as the ranked candidates (`kindSelect`): a common word's thousands are
    // narrowed by more words, not paged through.
    pageCount: chosen
      ? Math.max(1, Math.ceil(Math.min(total, SEARCH_RANKED_MAX) / SEARCH_PAGE_SIZE))
      : 1,
    reading: readingOfShown(terms, shown),
  };
}

/** The closest names of organisations and events, for a query that matched nothing. */
function closestNames(db: Database, terms: SearchTerms): Promise<string[]> {
  return withTypoThreshold(
    db,
    async (tx) => {
      const [names, titles] = await Promise.all([
        closestOrganisationNames(tx, terms, DID_YOU_MEAN_MAX),
        closestEventTitles(tx, terms, DID_YOU_MEAN_MAX),
      ]);
      return [...new Set([...names, ...titles])].slice(0, DID_YOU_MEAN_MAX);
    },
    CLOSEST_NAME_SIMILARITY,
  );
}

/** The answer before anything is searched: the query as understood, no groups. */
function answerTo(
  query: { q: string; kind?: SearchKind },
  terms: SearchTerms,
  organisation: OrganisationRef | null,
): SearchResults {
  return {
    query: query.q,
    words: terms.words,
    kind: query.kind ?? null,
    organisation,
    page: 1,
    pageCount: 1,
    groups: [],
    didYouMean: [],
    reading: null,
  };
}

/**
 * What visitors may see that matches `query`; `null` when `org` names no visible organisation.
 * A query of punctuation alone matches nothing (and suggests nothing).
 */
export async function searchSite(
  context: ServiceContext,
  query: SearchQuery,
): Promise<SearchResults | null> {
  let organisation: OrganisationRef | null = null;
  if (query.org) {
    organisation = await findVisibleOrganisationRef(context.db, query.org);
    if (!organisation) return null;
  }
  const terms = searchTermsOf(query.q);
  const answer = answerTo(query, terms, organisation);
  if (terms.words.length === 0) return answer;
  const scope: SearchScope = { drafts: false, organisationId: organisation?.id };
  const found = await searchKinds(context.db, terms, scope, SEARCH_KINDS, query.kind, query.page);
  const nothing = found.groups.length === 0 && found.page === 1;
  return {
    ...answer,
    ...found,
    didYouMean: nothing ? await closestNames(context.db, terms) : [],
  };
}

/** The best matches of every kind together, as the header's field suggests them. */
export async function suggest(context: ServiceContext, q: string): Promise<Suggestions> {
  const terms = searchTermsOf(q);
  if (terms.words.length === 0) return { hits: [], reading: null };
  const slice = { limit: SEARCH_SUGGESTIONS_MAX, offset: 0 };
  const scope: SearchScope = { drafts: false };
  const pages = await searchEachKind(context.db, SEARCH_KINDS, terms, scope, slice);
  // Words matched rank above typos, then by relevance.
  const ranked = SEARCH_KINDS.flatMap((kind, index) => {
    const found = pages[index];
    const typo = found?.terms.typos ?? false;
    return (found?.page ?? NOTHING).rows.map((row) => ({ kind, row, typo }));
  }).sort((a, b) => Number(a.typo) - Number(b.typo) || b.row.relevance - a.row.relevance);
  const shown = ranked.slice(0, SEARCH_SUGGESTIONS_MAX);
  return {
    hits: shown.map(({ kind, row }) => hitOf(kind, row, terms, false)),
    reading: readingOfShown(
      terms,
      shown.map(({ row, typo }) => ({ row, typos: typo })),
    ),
  };
}

/** One organisation's own events, achievements and slate, drafts included (its dashboard). */
export async function searchDashboard(
  context: ServiceContext,
  organisation: OrganisationRef,
  query: DashboardSearchQuery,
): Promise<SearchResults> {
  const terms = searchTermsOf(query.q);
  const answer = answerTo(query, terms, organisation);
  if (terms.words.length === 0) return answer;
  const scope: SearchScope = { drafts: true, organisationId: organisation.id };
  const found = await searchKinds(
    context.db,
    terms,
    scope,
    DASHBOARD_SEARCH_KINDS,
    query.kind,
    query.page,
  );
  return { ...answer, ...found };
}
