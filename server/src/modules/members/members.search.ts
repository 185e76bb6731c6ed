import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organisations, slateMembers } from '../../db/schema/index.js';
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
import { visibleSlateMembers } from './members.visibility.js';

const columns = { vector: slateMembers.searchVector, title: slateMembers.name };

function inScope(scope: SearchScope): SQL {
  const own = scope.organisationId
    ? eq(slateMembers.organisationId, scope.organisationId)
    : undefined;
  return (scope.drafts ? own : and(visibleSlateMembers, own)) as SQL;
}

/** Slate members matching the query (name, role, bio), best first. */
export async function searchSlateMembers(
  db: Database,
  terms: SearchTerms,
  scope: SearchScope,
  slice: SearchSlice,
): Promise<SearchPage> {
  const rows = await db
    .select({
      id: slateMembers.id,
      title: slateMembers.name,
      text: sql<string>`concat_ws(' · ', ${slateMembers.role}, ${slateMembers.bio})`,
      organisation: organisationRefColumns,
      date: sql<string | null>`null`,
      publishedAt: slateMembers.publishedAt,
      relevance: relevanceOf(columns, terms).as('relevance'),
      total: matchedTotal,
    })
    .from(slateMembers)
    .innerJoin(organisations, eq(organisations.id, slateMembers.organisationId))
    .where(and(matchesTerms(columns, terms), inScope(scope)))
    .orderBy(sql`relevance desc`, asc(slateMembers.sortOrder), asc(slateMembers.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return searchPageOf(rows);
}
