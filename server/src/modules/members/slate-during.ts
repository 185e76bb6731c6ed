// Who was on each organisation's slate during a period (the annual report names them as its
// officers, with their positions): read here, so reports never query the slates' table.
import { and, asc, inArray, lt } from 'drizzle-orm';
import { slateMembers } from '../../db/schema/index.js';
import { instantOfWallClock } from '../../lib/clock.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { removedRecords } from '../audit/removed-records.js';

export interface SlateOfficer {
  name: string;
  /** The position on the slate: Chair, Secretary, ... */
  role: string;
}

/**
 * The members of each organisation's slate during the period (from the day `from` to before the
 * day `until`, on the branch's calendar): those published before it ended, still on the slate or
 * removed since it began (the audit log keeps them, so a report written after the hand-over
 * still names the year's officers). Drafts never were on it. By organisation id, each slate in
 * its order. Positions are as they stand now, or as they were when the member was removed.
 */
export async function slateDuring(
  context: ServiceContext,
  period: { from: string; until: string },
  organisationIds?: readonly number[],
): Promise<Map<number, SlateOfficer[]>> {
  const begins = instantOfWallClock(`${period.from}T00:00`, context.timeZone);
  const ends = instantOfWallClock(`${period.until}T00:00`, context.timeZone);
  const [current, removed] = await Promise.all([
    context.db
      .select({
        id: slateMembers.id,
        organisationId: slateMembers.organisationId,
        name: slateMembers.name,
        role: slateMembers.role,
        sortOrder: slateMembers.sortOrder,
      })
      .from(slateMembers)
      .where(
        and(
          // A draft's null never compares as earlier: only published members pass.
          lt(slateMembers.publishedAt, ends),
          organisationIds ? inArray(slateMembers.organisationId, [...organisationIds]) : undefined,
        ),
      )
      .orderBy(asc(slateMembers.sortOrder), asc(slateMembers.id)),
    removedRecords(context, { itemType: 'slate_members', since: begins, organisationIds }),
  ]);
  const onSlate = new Set(current.map((member) => member.id));
  const formerly = removed.flatMap(({ itemId, organisationId, fields }) => {
    const published =
      typeof fields.published_at === 'string' ? Date.parse(fields.published_at) : NaN;
    // Removed and brought back (History keeps its id): it is on the slate, counted once.
    if (organisationId === null || onSlate.has(itemId) || !(published < ends.getTime())) return [];
    onSlate.add(itemId);
    return [
      {
        id: itemId,
        organisationId,
        name: String(fields.name ?? ''),
        role: String(fields.role ?? ''),
        sortOrder: Number(fields.sort_order ?? 0),
      },
    ];
  });
  const byOrganisation = new Map<number, SlateOfficer[]>();
  const members = [...current, ...formerly].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.id - b.id,
  );
  for (const member of members) {
    const slate = byOrganisation.get(member.organisationId) ?? [];
    slate.push({ name: member.name, role: member.role });
    byOrganisation.set(member.organisationId, slate);
  }
  return byOrganisation;
}
