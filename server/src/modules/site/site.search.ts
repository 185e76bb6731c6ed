import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { faqEntries } from '../../db/schema/index.js';
import {
  matchedTotal,
  matchesTerms,
  relevanceOf,
  type SearchPage,
  type SearchSlice,
  type SearchTerms,
  searchPageOf,
} from '../../lib/text-search.js';

const columns = { vector: faqEntries.searchVector, title: faqEntries.question };

/** The landing page's questions matching the query (question, answer), best first. */
export async function searchFaq(
  db: Database,
  terms: SearchTerms,
  slice: SearchSlice,
): Promise<SearchPage> {
  const rows = await db
    .select({
      id: faqEntries.id,
      title: faqEntries.question,
      text: faqEntries.answer,
      organisation: sql<null>`null`,
      date: sql<string | null>`null`,
      publishedAt: faqEntries.createdAt,
      relevance: relevanceOf(columns, terms).as('relevance'),
      total: matchedTotal,
    })
    .from(faqEntries)
    .where(matchesTerms(columns, terms))
    .orderBy(sql`relevance desc`, asc(faqEntries.sortOrder), asc(faqEntries.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return searchPageOf(rows);
}
