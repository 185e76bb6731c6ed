// What a table held and no longer holds: the records deleted since a moment, read from the audit
// log's deletion entries (each holds every field the record had). A domain asks it to know what
// it held during a period, as the annual report's slate does for officers removed since.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import type { ServiceContext } from '../../lib/service-context.js';

export interface RemovedRecord {
  itemId: number;
  organisationId: number | null;
  removedAt: Date;
  /** The record's fields when it was deleted, by column name (`published_at`); empty ones left out. */
  fields: Record<string, unknown>;
}

/**
 * The records of `itemType` (a table's name, `slate_members`) deleted at `since` or later, of the
 * organisations given (every one when left out), oldest first. Deletions made without an actor
 * (the sample content) have no entry, so they are not among them.
 */
export async function removedRecords(
  context: ServiceContext,
  query: { itemType: string; since: Date; organisationIds?: readonly number[] },
): Promise<RemovedRecord[]> {
  if (query.organisationIds?.length === 0) return [];
  const rows = await context.db
    .select({
      itemId: auditLog.itemId,
      organisationId: auditLog.organisationId,
      removedAt: auditLog.at,
      fields: sql<Record<string, unknown> | null>`(
        select jsonb_object_agg(change ->> 'field', change -> 'before')
        from jsonb_array_elements(${auditLog.changes}) as change
      )`,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'deleted'),
        eq(auditLog.itemType, query.itemType),
        gte(auditLog.at, query.since),
        query.organisationIds
          ? inArray(auditLog.organisationId, [...query.organisationIds])
          : undefined,
      ),
    )
    .orderBy(auditLog.at, auditLog.id);
  return rows.flatMap((row) =>
    row.itemId === null ? [] : [{ ...row, itemId: row.itemId, fields: row.fields ?? {} }],
  );
}
