import { desc, eq, sql } from 'drizzle-orm';
import { newsletterIssues } from '../../db/schema/index.js';
import type { SearchSource } from '../../lib/text-search.js';

/** Sent issues of the archive matching the query (subject, introduction), best first. */
export function newsletterSearchSource(): SearchSource {
  return {
    table: newsletterIssues,
    columns: { vector: newsletterIssues.searchVector, title: newsletterIssues.subject },
    row: {
      id: newsletterIssues.id,
      text: newsletterIssues.intro,
      date: sql<string | null>`to_char(${newsletterIssues.sentAt}, 'YYYY-MM-DD')`,
      publishedAt: newsletterIssues.sentAt,
    },
    // Only sent issues are in the archive; drafts are the branch admin's.
    scope: eq(newsletterIssues.status, 'sent'),
    order: [desc(newsletterIssues.sentAt), desc(newsletterIssues.id)],
  };
}
