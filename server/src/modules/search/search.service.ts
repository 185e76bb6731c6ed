import {
  DASHBOARD_SEARCH_KINDS,
  type DashboardSearchQuery,
  type OrganisationRef,
  SEARCH_GROUP_SIZE,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
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
  type SearchTerms,
  searchTermsOf,
  snippetOf,
  withTypos,
  withTypoThreshold,
} from '../../lib/text-search.js';
import { searchAchievements } from '../achievements/achievements.search.js';
import { closestEventTitles, searchEvents } from '../events/events.search.js';
import { searchSlateMembers } from '../members/members.search.js';
import { searchNewsletterIssues } from '../newsletter/newsletter.search.js';
import {
  closestOrganisationNames,
  searchOrganisations,
} from '../organisations/organisations.search.js';
import { findVisibleOrganisationRef } from '../organisations/organisations.service.js';
import { searchFaq } from '../site/site.search.js';

// One search over every kind (docs/search.md). Each domain searches its own rows with its own
// visibility (`*.search.ts` beside its `*.visibility.ts`); this module asks them all in one
// transaction and puts their answers together.

type KindSearch = (
  db: Database,
  terms: SearchTerms,
  scope: SearchScope,
  slice: SearchSlice,
) => Promise<SearchPage>;

/** Each kind's search. Newsletters and the FAQ are the branch's, of no organisation. */
const SEARCHES: Record<SearchKind, KindSearch> = {
  organisation: (db, terms, scope, slice) =>
    searchOrganisations(db, terms, scope.organisationId, slice),
  event: searchEvents,
  achievement: searchAchievements,
  member: searchSlateMembers,
  newsletter: (db, terms, scope, slice) =>
    scope.organisationId ? Promise.resolve(NOTHING) : searchNewsletterIssues(db, terms, slice),
  faq: (db, terms, scope, slice) =>
    scope.organisationId ? Promise.resolve(NOTHING) : searchFaq(db, terms, slice),
};

const NOTHING: SearchPage = { total: 0, rows: [] };

/** A kind's rows matching the words, or, when none does, matching typos of its titles. */
async function searchKind(
  db: Database,
  kind: SearchKind,
  terms: SearchTerms,
  scope: SearchScope,
  slice: SearchSlice,
): Promise<{ page: SearchPage; terms: SearchTerms }> {
  const page = await SEARCHES[kind](db, terms, scope, slice);
  if (page.total > 0 || slice.offset > 0) return { page, terms };
  const typos = withTypos(terms);
  return { page: await SEARCHES[kind](db, typos, scope, slice), terms: typos };
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
  // Independent reads, sent together: one round trip's wait on PostgreSQL, not one per kind.
  const pages = await withTypoThreshold(db, (tx) =>
    Promise.all(searched.map((kind) => searchKind(tx, kind, terms, scope, slice))),
  );
  const groups = searched
    .map((kind, index) => {
      const found = pages[index]?.page ?? NOTHING;
      return {
        kind,
        total: found.total,
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
    pageCount: chosen ? Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)) : 1,
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
  const pages = await withTypoThreshold(context.db, (tx) =>
    Promise.all(SEARCH_KINDS.map((kind) => searchKind(tx, kind, terms, scope, slice))),
  );
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
