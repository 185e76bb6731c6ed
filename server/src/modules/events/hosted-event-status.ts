// Whether an event an organisation hosts itself is over: what it may issue certificates for.
// Certificates ask here and never query the events table themselves (decision 011).
import { and, eq } from 'drizzle-orm';
import { events, organisations } from '../../db/schema/index.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { statusOf } from './event-status.js';

/**
 * One event the organisation hosts itself (drafts too; co-hosts issue none: a joint event's
 * certificates are its host's), with whether it is over (held or ended, not cancelled); null
 * when the organisation hosts no such event.
 */
export async function certificateEventOf(
  context: ServiceContext,
  organisationId: number,
  eventId: number,
) {
  const [row] = await context.db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      state: events.state,
      held: events.held,
      endsAt: events.endsAt,
      organisation: organisationRefColumns,
    })
    .from(events)
    .innerJoin(organisations, eq(events.organisationId, organisations.id))
    .where(and(eq(events.id, eventId), eq(events.organisationId, organisationId)));
  if (!row) return null;
  const { held, endsAt, state, ...event } = row;
  return {
    ...event,
    over: state !== 'cancelled' && statusOf(context, { held, endsAt }) === 'past',
  };
}
export type CertificateEvent = NonNullable<Awaited<ReturnType<typeof certificateEventOf>>>;
