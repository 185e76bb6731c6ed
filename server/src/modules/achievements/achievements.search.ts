import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { achievements } from '../../db/schema/index.js';
import {
  type SearchPage,
  type SearchScope,
  type SearchSlice,
  type SearchTerms,
  searchSource,
} from '../../lib/text-search.js';
import { visibleAchievements } from './achievements.visibility.js';

function inScope(scope: SearchScope): SQL | undefined {
  const own = scope.organisationId
    ? eq(achievements.organisationId, scope.organisationId)
    : undefined;
  return scope.drafts ? own : and(visibleAchievements, own);
}

/** Achievements matching the query (title, description, recipient, awarder), best first. */
export function searchAchievements(
  db: Database,
  terms: SearchTerms,
  scope: SearchScope,
  slice: SearchSlice,
): Promise<SearchPage> {
  const source = {
    table: achievements,
    columns: { vector: achievements.searchVector, title: achievements.title },
    row: {
      id: achievements.id,
      // Whose it is reads first: the recipient is what a visitor often searched for.
      text: sql<string>`concat_ws(' · ', ${achievements.recipient}, ${achievements.description})`,
      date: sql<string>`coalesce(${achievements.date}::text, ${achievements.year} || '-01-01')`,
      publishedAt: achievements.publishedAt,
    },
    organisationId: achievements.organisationId,
    scope: inScope(scope),
    order: [desc(achievements.year), desc(achievements.id)],
  };
  return searchSource(db, source, terms, slice);
}
