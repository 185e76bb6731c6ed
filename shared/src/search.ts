import { z } from 'zod';
import { INT4_MAX, idOrSlugSchema, organisationRefSchema, textSchema } from './common.js';

// Search across what visitors may see (`/search`, `/api/search`, the header's suggestions) and
// across one organisation's own items in its dashboard (drafts included).

/** What a search finds, in the order the results page groups them. */
export const SEARCH_KINDS = [
  'organisation',
  'event',
  'achievement',
  'member',
  'newsletter',
  'faq',
] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

/** What a dashboard's search finds: the organisation's own items. */
export const DASHBOARD_SEARCH_KINDS = ['event', 'achievement', 'member'] as const;
export const dashboardSearchKindSchema = z.enum(DASHBOARD_SEARCH_KINDS);

/** The headings of the groups, for the results page and the suggestions. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  organisation: 'Societies and councils',
  event: 'Events',
  achievement: 'Achievements',
  member: 'People',
  newsletter: 'Newsletters',
  faq: 'Questions',
};

/** The longest query taken: longer is refused with a 400 (no title is that long). */
export const SEARCH_QUERY_MAX = 200;
/** The words of a query that count; the rest are ignored. */
export const SEARCH_WORDS_MAX = 8;
/** Results per page of one kind (`kind` given), and per group on the first page of all kinds. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_GROUP_SIZE = 4;
/** Suggestions under the header's field as the visitor types. */
export const SEARCH_SUGGESTIONS_MAX = 8;
/**
 * A kind's matches are counted exactly up to this many; beyond, the group says "more than" (a
 * common word on a large branch matches thousands, and counting them all costs every visitor).
 */
export const SEARCH_COUNT_MAX = 1000;
/**
 * The most results of one kind a query ranks and pages through: the newest this many that match
 * in their title, with the newest this many that match anywhere (docs/search.md).
 */
export const SEARCH_RANKED_MAX = 200;
/** How long the field waits after a key before asking for suggestions. */
export const SEARCH_SUGGEST_DELAY_MS = 150;

export const searchQueryTextSchema = textSchema()
  .trim()
  .min(1, 'Type something to search for')
  .max(SEARCH_QUERY_MAX, `Search for at most ${SEARCH_QUERY_MAX} characters`);

export const searchQuerySchema = z.object({
  q: searchQueryTextSchema,
  kind: searchKindSchema.optional(),
  /** One organisation's items (its id or slug). */
  org: idOrSlugSchema.optional(),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A dashboard's search field starts empty: no query answers no results (not an error). */
export const dashboardSearchQuerySchema = z.object({
  q: textSchema()
    .trim()
    .max(SEARCH_QUERY_MAX, `Search for at most ${SEARCH_QUERY_MAX} characters`)
    .default(''),
  kind: dashboardSearchKindSchema.optional(),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
});
export type DashboardSearchQuery = z.infer<typeof dashboardSearchQuerySchema>;

export const suggestionQuerySchema = z.object({ q: searchQueryTextSchema });
export type SuggestionQuery = z.infer<typeof suggestionQuerySchema>;

/**
 * A text with the words the query matched marked: the page renders each part as text, so nothing
 * in the data is ever read as HTML.
 */
export const markedTextSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type MarkedText = z.infer<typeof markedTextSchema>;

/** One thing found. What it links to follows from its kind and ids (the web's `paths`). */
export const searchHitSchema = z.object({
  kind: searchKindSchema,
  id: z.number().int(),
  title: markedTextSchema,
  /** The part of its text around the first word matched (or its beginning). */
  snippet: markedTextSchema,
  /** Whose it is (the organisation itself for an organisation; none for newsletters and FAQ). */
  organisation: organisationRefSchema.nullable(),
  /** The day it happened or was sent, when it has one (YYYY-MM-DD). */
  date: z.string().nullable(),
  /** In a dashboard's search: not yet public (a draft, or waiting for its time). */
  draft: z.boolean(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: searchKindSchema,
  /** All the hits of this kind, over every page, counted up to `SEARCH_COUNT_MAX`. */
  total: z.number().int(),
  /** More match than `total`: the count stopped at `SEARCH_COUNT_MAX`. */
  more: z.boolean(),
  hits: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/**
 * How a query was read when its words as typed matched nothing, and the results are for titles
 * close to them instead: what the page says ("Showing results for robotics (you typed
 * robtics)") rather than correcting the query silently.
 */
export const searchReadingSchema = z.object({
  /** The words the results are for: corrected, without those that matched nothing. */
  searchedFor: z.string(),
  /** Each word read as a word of the titles found: "robtics" as "robotics". */
  corrections: z.array(z.object({ typed: z.string(), read: z.string() })),
  /** Words that matched nothing, not even as a typo: the results are for the others. */
  unmatched: z.array(z.string()),
});
export type SearchReading = z.infer<typeof searchReadingSchema>;

export const searchResultsSchema = z.object({
  query: z.string(),
  /** The words searched for, as understood (empty when the query held none: only punctuation). */
  words: z.array(z.string()),
  kind: searchKindSchema.nullable(),
  organisation: organisationRefSchema.nullable(),
  page: z.number().int(),
  /** Pages of the chosen kind (1 when no kind is chosen: each group shows its best). */
  pageCount: z.number().int(),
  /** Groups in `SEARCH_KINDS` order, only those with hits. */
  groups: z.array(searchGroupSchema),
  /** When nothing was found: the closest names there are, to try instead. */
  didYouMean: z.array(z.string()),
  /** How the query was read, when its words as typed found nothing; null when they did. */
  reading: searchReadingSchema.nullable(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const suggestionsSchema = z.object({
  hits: z.array(searchHitSchema),
  /** As for the results page: how the query was read when its words as typed found nothing. */
  reading: searchReadingSchema.nullable(),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
