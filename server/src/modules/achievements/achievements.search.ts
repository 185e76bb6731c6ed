import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { titleWords } from '../../db/schema/columns.js';
import { achievements } from '../../db/schema/index.js';
import type { SearchScope, SearchSource } from '../../lib/text-search.js';
import { visibleAchievements } from './achievements.visibility.js';

function inScope(scope: SearchScope): SQL | undefined {
  const own = scope.organisationId
    ? eq(achievements.organisationId, scope.organisationId)
    : undefined;
  return scope.drafts ? own : and(visibleAchievements, own);
}

/** Achievements matching the query (title, description, recipient, awarder), best first. */
export function achievementSearchSource(scope: SearchScope): SearchSource {
  return {
    table: achievements,
    columns: {
      vector: achievements.searchVector,
      title: achievements.title,
      titleWords: titleWords(achievements.title),
    },
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
}
