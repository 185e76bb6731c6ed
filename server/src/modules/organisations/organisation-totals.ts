import type { OrganisationKind } from '@chapterhouse/shared';
import { and, eq, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organisations, organisationTotals } from '../../db/schema/index.js';
import { visibleOrganisation, visibleOrganisationOf } from './organisations.visibility.js';

/**
 * The items an organisation has a kept total of (`organisation_totals`, kept by triggers and
 * counting published items only: decision 009, 010).
 */
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

/**
 * What visitors may count of one kind of item: the kept totals of the visible organisations, or
 * of one of them (`organisationId`; 0 when it is archived).
 */
export async function visibleTotal(
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
        visibleOrganisation,
        organisationId === undefined ? undefined : eq(organisations.id, organisationId),
      ),
    );
  return row?.value ?? 0;
}

/**
 * The visible organisations of `kinds` together: their students (the members each states), and
 * the kept totals of their events and achievements (the landing page's counters).
 */
export async function visibleOrganisationTotals(
  db: Database,
  kinds: readonly OrganisationKind[],
): Promise<{ members: number; events: number; achievements: number }> {
  const [row] = await db
    .select({
      members: sum(organisations.studentMemberCount).mapWith(Number),
      events: sum(organisationTotals.events).mapWith(Number),
      achievements: sum(organisationTotals.achievements).mapWith(Number),
    })
    .from(organisations)
    .leftJoin(organisationTotals, eq(organisationTotals.organisationId, organisations.id))
    .where(visibleOrganisationOf(kinds));
  return {
    members: row?.members ?? 0,
    events: row?.events ?? 0,
    achievements: row?.achievements ?? 0,
  };
}
