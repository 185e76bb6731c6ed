import { and, eq, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { organisations, organisationTotals } from '../db/schema/index.js';
import { isPublic } from './organisation-queries.js';

/** The items an organisation has a kept total of (`organisation_totals`, kept by triggers). */
export type TotalledItems = 'events' | 'achievements' | 'galleryItems';

/**
 * The total of one kind of item of the organisation a query reads (a column of a query over
 * `organisations`): one primary-key read instead of counting its rows.
 */
export function totalOf(items: TotalledItems): SQL<number> {
  const column = organisationTotals[items];
  return sql<number>`coalesce((select ${column} from ${organisationTotals} where ${organisationTotals.organisationId} = ${organisations.id}), 0)`.mapWith(
    Number,
  );
}

/** The total of one kind of item across the public organisations, or of one (`organisationId`). */
export async function publicTotal(
  db: Database,
  items: TotalledItems,
  organisationId?: number,
): Promise<number> {
  const [row] = await db
    .select({ value: sum(organisationTotals[items]).mapWith(Number) })
    .from(organisationTotals)
    .innerJoin(organisations, eq(organisationTotals.organisationId, organisations.id))
    .where(
      and(
        isPublic,
        organisationId === undefined ? undefined : eq(organisations.id, organisationId),
      ),
    );
  return row?.value ?? 0;
}
