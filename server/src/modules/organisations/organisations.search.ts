import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organisations } from '../../db/schema/index.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import {
  matchedTotal,
  matchesTerms,
  relevanceOf,
  type SearchPage,
  type SearchSlice,
  type SearchTerms,
  searchPageOf,
} from '../../lib/text-search.js';
import { visibleOrganisation } from './organisations.visibility.js';

const columns = { vector: organisations.searchVector, title: organisations.name };

/**
 * Visible organisations matching the query (name, initials, description, vision, mission), best
 * first; only `organisationId` when given.
 */
export async function searchOrganisations(
  db: Database,
  terms: SearchTerms,
  organisationId: number | undefined,
  slice: SearchSlice,
): Promise<SearchPage> {
  const rows = await db
    .select({
      id: organisations.id,
      title: organisations.name,
      text: organisations.description,
      organisation: organisationRefColumns,
      date: sql<string | null>`null`,
      publishedAt: sql<Date>`${organisations.createdAt}`,
      relevance: relevanceOf(columns, terms).as('relevance'),
      total: matchedTotal,
    })
    .from(organisations)
    .where(
      and(
        matchesTerms(columns, terms),
        visibleOrganisation,
        organisationId ? eq(organisations.id, organisationId) : undefined,
      ) as SQL,
    )
    .orderBy(sql`relevance desc`, asc(organisations.sortOrder), asc(organisations.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return searchPageOf(rows);
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
