import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { slateMembers } from '../../db/schema/index.js';
import {
  type SearchPage,
  type SearchScope,
  type SearchSlice,
  type SearchTerms,
  searchSource,
} from '../../lib/text-search.js';
import { visibleSlateMembers } from './members.visibility.js';

function inScope(scope: SearchScope): SQL | undefined {
  const own = scope.organisationId
    ? eq(slateMembers.organisationId, scope.organisationId)
    : undefined;
  return scope.drafts ? own : and(visibleSlateMembers, own);
}

/** Slate members matching the query (name, role, bio), best first. */
export function searchSlateMembers(
  db: Database,
  terms: SearchTerms,
  scope: SearchScope,
  slice: SearchSlice,
): Promise<SearchPage> {
  const source = {
    table: slateMembers,
    columns: { vector: slateMembers.searchVector, title: slateMembers.name },
    row: {
      id: slateMembers.id,
      text: sql<string>`concat_ws(' · ', ${slateMembers.role}, ${slateMembers.bio})`,
      date: sql<string | null>`null`,
      publishedAt: slateMembers.publishedAt,
    },
    organisationId: slateMembers.organisationId,
    scope: inScope(scope),
    order: [asc(slateMembers.sortOrder), asc(slateMembers.id)],
  };
  return searchSource(db, source, terms, slice);
}
