import { asc, sql } from 'drizzle-orm';
import { faqEntries } from '../../db/schema/index.js';
import type { SearchSource } from '../../lib/text-search.js';

/** The landing page's questions matching the query (question, answer), best first. */
export function faqSearchSource(): SearchSource {
  return {
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
}
