import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { slateMembers } from '../../db/schema/index.js';
import type { SearchScope, SearchSource } from '../../lib/text-search.js';
import { visibleSlateMembers } from './members.visibility.js';

function inScope(scope: SearchScope): SQL | undefined {
  const own = scope.organisationId
    ? eq(slateMembers.organisationId, scope.organisationId)
    : undefined;
  return scope.drafts ? own : and(visibleSlateMembers, own);
}

/** Slate members matching the query (name, role, bio), best first. */
export function slateMemberSearchSource(scope: SearchScope): SearchSource {
  return {
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
}
