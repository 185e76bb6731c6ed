// Who ran each organisation during a period (the annual report names them): read here, so
// reports never query the teams' tables themselves.
import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { teamMemberships, users } from '../../db/schema/index.js';
import type { ServiceContext } from '../../lib/service-context.js';

const ROLE_NAMES = { owner: 'Owner', editor: 'Editor' } as const;

/**
 * The members of each organisation's team whose terms overlapped the period (from the day `from`
 * to before the day `until`, on the branch's calendar): joined before it ended, and with no end or
 * one after it began. By organisation id, each team by name.
 */
export async function officersDuring(
  context: ServiceContext,
  period: { from: string; until: string },
): Promise<Map<number, { name: string; role: string }[]>> {
  const instant = (day: string) => sql`(${day}::date::timestamp at time zone ${context.timeZone})`;
  const rows = await context.db
    .select({
      organisationId: teamMemberships.organisationId,
      name: users.name,
      role: teamMemberships.role,
    })
    .from(teamMemberships)
    .innerJoin(users, eq(users.id, teamMemberships.userId))
    .where(
      and(
        lt(teamMemberships.createdAt, instant(period.until)),
        or(isNull(teamMemberships.endsAt), gte(teamMemberships.endsAt, instant(period.from))),
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`));
  const byOrganisation = new Map<number, { name: string; role: string }[]>();
  for (const row of rows) {
    const team = byOrganisation.get(row.organisationId) ?? [];
    team.push({ name: row.name, role: ROLE_NAMES[row.role] });
    byOrganisation.set(row.organisationId, team);
  }
  return byOrganisation;
}
