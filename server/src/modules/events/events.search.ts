import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { titleWords } from '../../db/schema/columns.js';
import { events } from '../../db/schema/index.js';
import type { SearchScope, SearchSource, SearchTerms } from '../../lib/text-search.js';
import { hostedBy } from './event-hosts.js';
import { visibleEvents } from './events.visibility.js';

/** Which events a search may read: those visitors see, or all of one dashboard's. */
function inScope(scope: SearchScope): SQL | undefined {
  const own = scope.organisationId ? hostedBy(scope.organisationId) : undefined;
  return scope.drafts ? own : and(visibleEvents, own);
}

/** Events matching the query (title, description, place, organiser), best first. */
export function eventSearchSource(scope: SearchScope): SearchSource {
  return {
    table: events,
    columns: {
      vector: events.searchVector,
      title: events.title,
      titleWords: titleWords(events.title),
    },
    row: {
      id: events.id,
      text: events.description,
      date: events.date,
      publishedAt: events.publishedAt,
    },
    organisationId: events.organisationId,
    scope: inScope(scope),
    order: [desc(events.date), desc(events.id)],
  };
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
