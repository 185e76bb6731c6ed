import type { SearchKind } from '@chapterhouse/shared';

// The search contract's constants (`shared/src/search.ts`) that the header's field and its
// suggestions need in the browser. Importing them from `@chapterhouse/shared` would bring its
// schemas and zod (about 37 KB gzip) into the suggestions' chunk, since that module defines
// schemas beside them; `search-limits.test.ts` checks each value against the contract.

export const SEARCH_KINDS: readonly SearchKind[] = [
  'organisation',
  'event',
  'achievement',
  'member',
  'newsletter',
  'faq',
];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  organisation: 'Societies and councils',
  event: 'Events',
  achievement: 'Achievements',
  member: 'People',
  newsletter: 'Newsletters',
  faq: 'Questions',
};

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_SUGGESTIONS_MAX = 8;
export const SEARCH_SUGGEST_DELAY_MS = 150;

/** Suggestions start from two characters: one matches too much to help. */
export const SUGGEST_MIN_LENGTH = 2;
