import type { OrganisationRef } from '@chapterhouse/shared';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import { events, organisations } from '../../db/schema/index.js';
import { visibleOrganisation } from '../organisations/organisations.visibility.js';

// Who hosts an event: its own organisation (`events.organisation_id`) and its co-hosts
// (`events.co_host_ids`). A joint event is one row, so whatever counts events (the branch's
// totals, the annual report's branch figures) counts it once; what is read "of an organisation"
// (its pages, feeds, dashboard, report) takes the events it co-hosts too, through these.

/** Its id as an integer array of one, for the GIN index on `co_host_ids` (`@>`). */
const oneId = (organisationId: number) => sql`array[${organisationId}]::integer[]`;

/**
 * The events the organisation hosts, on its own or jointly. Two indexed conditions PostgreSQL
 * reads as one bitmap (the organisation's btree index or'ed with the co-hosts' GIN index).
 */
export function hostedBy(organisationId: number): SQL {
  return or(
    eq(events.organisationId, organisationId),
    sql`${events.coHostIds} @> ${oneId(organisationId)}`,
  ) as SQL;
}

/** The events the organisation's officers may edit: its own, and the joint ones it may edit. */
export function editableBy(organisationId: number): SQL {
  return or(
    eq(events.organisationId, organisationId),
    sql`${events.coHostEditorIds} @> ${oneId(organisationId)}`,
  ) as SQL;
}

/** Its co-hosts as a JSON array of `fields`, in the event's order, of organisations `where`. */
const coHostsOf = <T>(fields: SQL, where: SQL) =>
  sql<T[]>`coalesce((select jsonb_agg(${fields} order by host.position)
    from unnest(${events.coHostIds}) with ordinality as host(id, position)
    join ${organisations} on ${organisations.id} = host.id
    where ${where}), '[]'::jsonb)`;

const refFields = sql`jsonb_build_object('id', ${organisations.id}, 'slug', ${organisations.slug},
  'name', ${organisations.name}, 'kind', ${organisations.kind})`;

/** The co-hosts visitors see ("with …"): those not archived. A column of a select on `events`. */
export const visibleCoHosts = coHostsOf<OrganisationRef>(refFields, visibleOrganisation);

/** Every co-host, and whether its officers may edit the event: what the dashboard shows. */
export const dashboardCoHosts = coHostsOf<OrganisationRef & { canEdit: boolean }>(
  sql`${refFields} || jsonb_build_object('canEdit', ${organisations.id} = any(${events.coHostEditorIds}))`,
  sql`true`,
);
