import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrations } from '../../db/schema/index.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { type MemberCounts, setMemberCounts } from '../events/registrable-event.js';
import { verifiedAsOf } from '../roster/roster.service.js';

// Who among an event's check-ins is an IEEE member (issue 47, item 3): verified by a roster (by
// address or by member number and name, `verifiedAsOf`), or declared only (a member number
// given that no roster confirms). Counted again at each check-in, and for every event whose
// registrations are still kept whenever a roster is applied or deleted.

/** A registration's verification in SQL: the roster's export day, or null. */
export const registrationVerifiedAsOf = verifiedAsOf({
  email: eventRegistrations.email,
  memberNumber: eventRegistrations.memberNumber,
  name: eventRegistrations.name,
});

const checkedIn = isNotNull(eventRegistrations.checkedInAt);

/** The member counts of the check-ins matched by `where`, per event. */
async function memberCountsWhere(db: Database, where: ReturnType<typeof and>) {
  const verified = sql<string | null>`${registrationVerifiedAsOf}`.as('verified_as_of');
  const checked = db
    .select({
      eventId: eventRegistrations.eventId,
      memberNumber: eventRegistrations.memberNumber,
      verifiedAsOf: verified,
    })
    .from(eventRegistrations)
    .where(where)
    .as('checked');
  const rows = await db
    .select({
      eventId: checked.eventId,
      verified: count(checked.verifiedAsOf),
      declared: sql<number>`count(*) filter (where ${checked.verifiedAsOf} is null and ${checked.memberNumber} is not null)::int`,
      verifiedAsOf: sql<string | null>`max(${checked.verifiedAsOf})::text`,
    })
    .from(checked)
    .groupBy(checked.eventId);
  return rows satisfies MemberCounts[];
}

/** Counts an event's verified and declared members again (a check-in changed), its row locked. */
export async function recountMembersOfEvent(db: Database, eventId: number): Promise<void> {
  const [counts] = await memberCountsWhere(
    db,
    and(eq(eventRegistrations.eventId, eventId), checkedIn),
  );
  await setMemberCounts(db, [counts ?? { eventId, verified: 0, declared: 0, verifiedAsOf: null }]);
}

/**
 * Counts every event's verified and declared members again, after a roster was applied or
 * deleted (`rosterChanged`), in that change's transaction. Events without check-ins kept keep
 * their counts (their registrations were erased: what was verified then stays counted).
 */
export async function recountVerifiedMembers(context: ServiceContext): Promise<void> {
  await setMemberCounts(context.db, await memberCountsWhere(context.db, and(checkedIn)));
}
