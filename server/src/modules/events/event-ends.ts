// Where events end: each event's `ends_at` set again in the site's time zone when the server
// starts, by the rule `endsAtOf` applies to an event saved from a form.
import { DEFAULT_EVENT_MINUTES } from '@chapterhouse/shared/event-entry';
import { sql } from 'drizzle-orm';
import { events } from '../../db/schema/index.js';
import type { ServiceContext } from '../../lib/service-context.js';

/**
 * Sets every event's end in the site's time zone: run when the server starts, because the
 * migration that added `ends_at` could only read the old events' days in UTC, and when the
 * branch changes its time zone (the console's locale). The rule of `endsAtOf`, in one statement;
 * returns how many events it changed.
 */
export async function alignEventEnds(context: ServiceContext): Promise<number> {
  const clock = sql.raw(`'^([01][0-9]|2[0-3]):[0-5][0-9]$'`);
  const lastDay = sql`coalesce(${events.endDate}, ${events.date})`;
  // `endOf`'s end for a start time without an end: that long after it, on the wall clock.
  const endsAt = sql`(case when ${events.endTime} ~ ${clock}
    then (${lastDay} + ${events.endTime}::time) at time zone ${context.timeZone}
    when ${events.endDate} is null and ${events.endTime} is null and ${events.time} ~ ${clock}
    then (${events.date} + ${events.time}::time + interval '${sql.raw(String(DEFAULT_EVENT_MINUTES))} minutes')
      at time zone ${context.timeZone}
    else (${lastDay} + 1)::timestamp at time zone ${context.timeZone} end)`;
  const changed = await context.db
    .update(events)
    .set({ endsAt })
    .where(sql`${events.endsAt} is distinct from ${endsAt}`)
    .returning({ id: events.id });
  return changed.length;
}
