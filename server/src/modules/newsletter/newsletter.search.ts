import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newsletterIssues } from '../../db/schema/index.js';
import {
  matchedTotal,
  matchesTerms,
  relevanceOf,
  type SearchPage,
  type SearchSlice,
  type SearchTerms,
  searchPageOf,
} from '../../lib/text-search.js';

const columns = { vector: newsletterIssues.searchVector, title: newsletterIssues.subject };

/** Sent issues of the archive matching the query (subject, introduction), best first. */
export async function searchNewsletterIssues(
  db: Database,
  terms: SearchTerms,
  slice: SearchSlice,
): Promise<SearchPage> {
  const rows = await db
    .select({
      id: newsletterIssues.id,
      title: newsletterIssues.subject,
      text: newsletterIssues.intro,
      organisation: sql<null>`null`,
      date: sql<string | null>`to_char(${newsletterIssues.sentAt}, 'YYYY-MM-DD')`,
      publishedAt: newsletterIssues.sentAt,
      relevance: relevanceOf(columns, terms).as('relevance'),
      total: matchedTotal,
    })
    .from(newsletterIssues)
    // Only sent issues are in the archive; drafts are the branch admin's.
    .where(and(matchesTerms(columns, terms), eq(newsletterIssues.status, 'sent')))
    .orderBy(sql`relevance desc`, desc(newsletterIssues.sentAt), desc(newsletterIssues.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return searchPageOf(rows);
}
