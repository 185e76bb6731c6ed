import type { SearchGroup } from '@chapterhouse/shared';

// How many a search found, as its pages say it. A kind's count stops at SEARCH_COUNT_MAX (the
// server counts no further: a common word matches thousands): then it reads "1000+".

type Counted = Pick<SearchGroup, 'total' | 'more'>;

/** The groups' counts together: their sum, and whether any stopped at its bound. */
export const countedTogether = (groups: readonly Counted[]): Counted => ({
  total: groups.reduce((sum, group) => sum + group.total, 0),
  more: groups.some((group) => group.more),
});

/** `12 events`, `1 event`, `1000+ events`, with the kind's nouns (one, many). */
export const countWords = (counted: Counted, nouns: readonly [string, string]) =>
  `${counted.total}${counted.more ? '+' : ''} ${nouns[counted.total === 1 && !counted.more ? 0 : 1]}`;

/** The count alone, as a group's heading shows it: `12`, `1000+`. */
export const shownCount = (counted: Counted) => `${counted.total}${counted.more ? '+' : ''}`;
