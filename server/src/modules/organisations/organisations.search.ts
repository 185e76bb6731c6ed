import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organisations } from '../../db/schema/index.js';
import type { SearchSource, SearchTerms } from '../../lib/text-search.js';
import { visibleOrganisation } from './organisations.visibility.js';

/**
 * Visible organisations matching the query (name, initials, description, vision, mission), best
 * first; only `organisationId` when given. Each is its own organisation.
 */
export function organisationSearchSource(organisationId: number | undefined): SearchSource {
  return {
    table: organisations,
    columns: { vector: organisations.searchVector, title: organisations.name },
    row: {
      id: organisations.id,
      text: organisations.description,
      date: sql<string | null>`null`,
      publishedAt: organisations.createdAt,
    },
    organisationId: organisations.id,
    scope: and(
      visibleOrganisation,
      organisationId ? eq(organisations.id, organisationId) : undefined,
    ),
    order: [asc(organisations.sortOrder), asc(organisations.id)],
  };
}

/** The names of visible organisations closest to a query nothing matched, for "did you mean". */
export async function closestOrganisationNames(
  db: Database,
  terms: SearchTerms,
  limit: number,
): Promise<string[]> {
  const closeness = sql<number>`strict_word_similarity(${terms.text}, ${organisations.name})`.as(
    'closeness',
  );
  const rows = await db
    .select({ name: organisations.name, closeness })
    .from(organisations)
    .where(and(sql`${terms.text} <<% ${organisations.name}`, visibleOrganisation))
    .orderBy(sql`closeness desc`, organisations.name)
    .limit(limit);
  return rows.map((row) => row.name);
}
