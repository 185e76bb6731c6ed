import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, organisations } from '../../db/schema/index.js';
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
import { visibleEvents } from './events.visibility.js';

const columns = { vector: events.searchVector, title: events.title };

/** Which events a search may read: those visitors see, or all of one dashboard's. */
function inScope(scope: SearchScope): SQL {
  const own = scope.organisationId ? eq(events.organisationId, scope.organisationId) : undefined;
  return (scope.drafts ? own : and(visibleEvents, own)) as SQL;
}

/** Events matching the query (title, description, place, organiser), best first. */
export async function searchEvents(
  db: Database,
  terms: SearchTerms,
  scope: SearchScope,
  slice: SearchSlice,
): Promise<SearchPage> {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      text: events.description,
      organisation: organisationRefColumns,
      date: events.date,
      publishedAt: events.publishedAt,
      relevance: relevanceOf(columns, terms).as('relevance'),
      total: matchedTotal,
    })
    .from(events)
    .innerJoin(organisations, eq(organisations.id, events.organisationId))
    .where(and(matchesTerms(columns, terms), inScope(scope)))
    .orderBy(sql`relevance desc`, desc(events.date), desc(events.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return searchPageOf(rows);
}

/** The titles of visible events closest to a query nothing matched, for "did you mean". */
export async function closestEventTitles(
  db: Database,
  terms: SearchTerms,
  limit: number,
): Promise<string[]> {
  const closeness = sql<number>`strict_word_similarity(${terms.text}, ${events.title})`.as(
    'closeness',
  );
  const rows = await db
    .selectDistinct({ title: events.title, closeness })
    .from(events)
    .where(and(sql`${terms.text} <<% ${events.title}`, visibleEvents))
    .orderBy(sql`closeness desc`, events.title)
    .limit(limit);
  return rows.map((row) => row.title);
}
