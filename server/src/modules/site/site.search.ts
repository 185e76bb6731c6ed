import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { faqEntries } from '../../db/schema/index.js';
import {
  type SearchPage,
  type SearchSlice,
  type SearchTerms,
  searchSource,
} from '../../lib/text-search.js';

/** The landing page's questions matching the query (question, answer), best first. */
export function searchFaq(
  db: Database,
  terms: SearchTerms,
  slice: SearchSlice,
): Promise<SearchPage> {
  const source = {
    table: faqEntries,
    columns: { vector: faqEntries.searchVector, title: faqEntries.question },
    row: {
      id: faqEntries.id,
      text: faqEntries.answer,
      date: sql<string | null>`null`,
      publishedAt: faqEntries.createdAt,
    },
    scope: undefined,
    order: [asc(faqEntries.sortOrder), asc(faqEntries.id)],
  };
  return searchSource(db, source, terms, slice);
}
