import * as contract from '@chapterhouse/shared';
import { describe, expect, it } from 'vitest';
import * as limits from './search-limits';

describe('the search constants the browser carries', () => {
  it('are the contract’s own values', () => {
    expect(limits.SEARCH_KINDS).toEqual(contract.SEARCH_KINDS);
    expect(limits.SEARCH_KIND_LABELS).toEqual(contract.SEARCH_KIND_LABELS);
    expect(limits.SEARCH_QUERY_MAX).toBe(contract.SEARCH_QUERY_MAX);
    expect(limits.SEARCH_SUGGESTIONS_MAX).toBe(contract.SEARCH_SUGGESTIONS_MAX);
    expect(limits.SEARCH_SUGGEST_DELAY_MS).toBe(contract.SEARCH_SUGGEST_DELAY_MS);
  });
});
