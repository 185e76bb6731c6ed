import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { achievements, organisations } from '../../db/schema/index.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import {
  matchedTotal,
  matchesTerms,
  relevanceOf,
  type SearchPage,
  type SearchScope,
  type SearchSlice,
  type SearchTerms,
  searchPageOf,
} from '../../lib/text-search.js';
import { visibleAchievements } from './achievements.visibility.js';

const columns = { vector: achievements.searchVector, title: achievements.title };

function inScope(scope: SearchScope): SQL {
  const own = scope.organisationId
    ? eq(achievements.organisationId, scope.organisationId)
    : undefined;
  return (scope.drafts ? own : and(visibleAchievements, own)) as SQL;
}

/** Achievements matching the query (title, description, recipient, awarder), best first. */
export async function searchAchievements(
  db: Database,
  terms: SearchTerms,
  scope: SearchScope,
  slice: SearchSlice,
): Promise<SearchPage> {
  const rows = await db
    .select({
      id: achievements.id,
      title: achievements.title,
      text: sql<string>`concat_ws(' · ', ${achievements.recipient}, ${achievements.description})`,
      organisation: organisationRefColumns,
      date: sql<string>`coalesce(${achievements.date}::text, ${achievements.year} || '-01-01')`,
      publishedAt: achievements.publishedAt,
      relevance: relevanceOf(columns, terms).as('relevance'),
      total: matchedTotal,
    })
    .from(achievements)
    .innerJoin(organisations, eq(organisations.id, achievements.organisationId))
    .where(and(matchesTerms(columns, terms), inScope(scope)))
    .orderBy(sql`relevance desc`, desc(achievements.year), desc(achievements.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return searchPageOf(rows);
}
