import {
  type AuditFieldChange,
  isRestorable,
  type OrganisationRef,
  type RestorableItemType,
  type RestorePlan,
} from '@chapterhouse/shared';
import { and, desc, eq, getTableColumns, gt, type SQL, sql } from 'drizzle-orm';
import {
  achievements,
  auditLog,
  events,
  galleryItems,
  slateMembers,
} from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import type { ItemTable } from '../../lib/versioned-items.js';
import { afterAchievementPublication } from '../achievements/achievements.service.js';
import { afterEventPublication } from '../events/events.service.js';
import { requirePlaceable } from '../media/media-usage.js';

// Undo from History (issue 18, step 5; decision 010): an item of a dashboard's lists set back as
// it was right after one of its recorded changes, or a deleted one brought back with its id. The
// restore is itself a signed-in write, so History records it like any other change.

/** A record as the audit log holds it: its columns' JSON values by column name. */
type RecordState = Record<string, unknown>;

interface Restorable {
  table: ItemTable;
  label: string;
  /** The column holding its picture: an upload must still be in the organisation's library. */
  picture: string;
  /**
   * Columns a restore leaves as they are now: bookkeeping kept by the site (counts of
   * registrations and check-ins) and, for a restore of an item that exists, whether it is
   * public (restoring its words does not publish or unpublish it). Other domains' rows about it
   * (registrations' reminder round) are theirs, and a restore leaves them alone.
   */
  kept: readonly string[];
}

const BOOKKEEPING = ['id', 'organisation_id', 'version', 'created_at', 'updated_at'];
const PUBLICATION = ['published_at', 'publish_at'];

const RESTORABLE: Record<RestorableItemType, Restorable> = {
  events: {
    table: events,
    label: 'Event',
    picture: 'image',
    kept: [...BOOKKEEPING, 'registrations', 'checked_in'],
  },
  achievements: { table: achievements, label: 'Achievement', picture: 'image', kept: BOOKKEEPING },
  gallery_items: { table: galleryItems, label: 'Photo', picture: 'img', kept: BOOKKEEPING },
  slate_members: { table: slateMembers, label: 'Member', picture: 'photo', kept: BOOKKEEPING },
};

/**
 * The table's columns by their names in the database (the audit log's field names), but those
 * the database computes (search's `search_vector`): nobody writes them, the audit leaves them out.
 */
function columnNames(table: ItemTable): string[] {
  return Object.values(getTableColumns(table))
    .filter((column) => !column.generated)
    .map((column) => column.name);
}

const stateOfChanges = (changes: AuditFieldChange[], side: 'before' | 'after') =>
  Object.fromEntries(changes.map((change) => [change.field, change[side]]));

interface Entry {
  id: number;
  action: 'created' | 'updated' | 'deleted';
  itemType: string;
  itemId: number | null;
  itemLabel: string | null;
  changes: AuditFieldChange[];
}

/** One entry of the organisation's history, of an item History can restore; 404 otherwise. */
async function findEntry(
  context: ServiceContext,
  organisation: OrganisationRef,
  entryId: number,
): Promise<Entry & { itemType: RestorableItemType; itemId: number }> {
  const [entry] = await context.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      itemType: auditLog.itemType,
      itemId: auditLog.itemId,
      itemLabel: auditLog.itemLabel,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .where(and(eq(auditLog.id, entryId), eq(auditLog.organisationId, organisation.id)));
  if (!entry) throw notFound('That change is not in this history.');
  const { itemType, itemId } = entry;
  if (!isRestorable(itemType) || itemId === null) {
    throw new HttpError(
      409,
      'Only events, achievements, photos and slate members can be restored.',
    );
  }
  return { ...entry, itemType, itemId };
}

/** The item as it is now (null when it is gone), its row locked until the transaction ends. */
async function currentState(
  context: ServiceContext,
  restorable: Restorable,
  organisationId: number,
  itemId: number,
): Promise<RecordState | null> {
  const t = restorable.table as typeof slateMembers;
  const [row] = await context.db
    .select({ state: sql<RecordState>`to_jsonb(${t})` })
    .from(t)
    .where(and(eq(t.id, itemId), eq(t.organisationId, organisationId)))
    .for('update');
  return row?.state ?? null;
}

/**
 * The item as it was right after `entry` (before it, for a deletion: what it held when it was
 * deleted), worked back from `current` through the later entries, newest first: an edit's fields
 * take their values from before it, a deletion gives back the whole record, an addition leaves
 * nothing (the item did not exist before it). Null when the item did not exist then.
 */
async function stateAfter(
  context: ServiceContext,
  entry: Entry & { itemId: number },
  current: RecordState | null,
): Promise<{ state: RecordState | null; latestEntryId: number }> {
  const later = await context.db
    .select({ id: auditLog.id, action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.itemType, entry.itemType),
        eq(auditLog.itemId, entry.itemId),
        gt(auditLog.id, entry.id),
      ),
    )
    .orderBy(desc(auditLog.id));
  const undone = entry.action === 'deleted' ? [...later, entry] : later;
  let state = current;
  for (const change of undone) {
    if (change.action === 'created') state = null;
    else if (change.action === 'deleted') state = stateOfChanges(change.changes, 'before');
    else state = { ...(state ?? {}), ...stateOfChanges(change.changes, 'before') };
  }
  return { state, latestEntryId: later[0]?.id ?? entry.id };
}

/** The columns a restore may write: all but those it keeps (`Restorable.kept`). */
function restorableFields(restorable: Restorable, current: RecordState | null): string[] {
  const kept = new Set(current ? [...restorable.kept, ...PUBLICATION] : restorable.kept);
  return columnNames(restorable.table).filter((field) => !kept.has(field));
}

/** The fields a restore changes, each with its value now and restored; none when nothing differs. */
function differences(
  restorable: Restorable,
  current: RecordState | null,
  restored: RecordState,
): RestorePlan['changes'] {
  return restorableFields(restorable, current)
    .map((field) => ({
      field,
      current: current ? (current[field] ?? null) : null,
      restored: restored[field] ?? null,
    }))
    .filter(
      (change) =>
        JSON.stringify(change.current) !== JSON.stringify(change.restored) ||
        (current === null && change.restored !== null),
    );
}

async function planOf(context: ServiceContext, organisation: OrganisationRef, entryId: number) {
  const entry = await findEntry(context, organisation, entryId);
  const restorable = RESTORABLE[entry.itemType];
  const current = await currentState(context, restorable, organisation.id, entry.itemId);
  const { state, latestEntryId } = await stateAfter(context, entry, current);
  if (!state) {
    throw new HttpError(
      409,
      'There is nothing to restore: the item did not exist after that change.',
    );
  }
  const plan: RestorePlan = {
    entryId: entry.id,
    kind: current ? 'restore' : 'bring-back',
    itemType: entry.itemType,
    itemId: entry.itemId,
    itemLabel: entry.itemLabel,
    changes: differences(restorable, current, state),
    latestEntryId,
  };
  return { plan, restorable, restored: state, itemType: entry.itemType };
}

/** What restoring the entry would change, for the officer to confirm. */
export async function planRestore(
  context: ServiceContext,
  organisation: OrganisationRef,
  entryId: number,
): Promise<RestorePlan> {
  return (await planOf(context, organisation, entryId)).plan;
}

export const STALE_HISTORY =
  'Someone changed this item since you opened its history. Reload to see their change, then restore again if you still want to.';

/**
 * Restores the entry's item, if nobody changed it since `latestEntryId` (409 otherwise): sets
 * back the fields that differ (raising its version, so a form open on it becomes stale), or
 * brings a deleted item back with its id. Its picture must still be in the library; a photo's
 * event that is gone is left out. A published event or achievement brought back is announced
 * again, as when it was first published.
 */
export async function restoreEntry(
  context: ServiceContext,
  organisation: OrganisationRef,
  entryId: number,
  latestEntryId: number,
): Promise<RestorePlan> {
  const { plan, restorable, restored, itemType } = await planOf(context, organisation, entryId);
  if (plan.latestEntryId !== latestEntryId) throw new HttpError(409, STALE_HISTORY);
  if (plan.changes.length === 0) return plan;
  const picture = restored[restorable.picture];
  if (plan.changes.some((change) => change.field === restorable.picture)) {
    await requirePlaceable(context.db, organisation.id, [
      typeof picture === 'string' ? picture : null,
    ]);
  }
  // Brought back, every field is written, empty ones too: left out, a column's default (e.g. a
  // draft's publication) would take their place.
  const fields =
    plan.kind === 'restore'
      ? plan.changes.map((change) => change.field)
      : restorableFields(restorable, null);
  const values: RecordState = Object.fromEntries(
    fields.map((field) => [field, restored[field] ?? null]),
  );
  if (plan.kind === 'restore') {
    await setBack(context, restorable.table, organisation.id, plan.itemId, values);
  } else {
    await bringBack(context, restorable, organisation.id, plan.itemId, values);
    await announceAgain(context, organisation, itemType, plan.itemId, restored);
  }
  return plan;
}

/** `(column, ...)` and `(r.column, ...)` of a record read with `jsonb_populate_record`. */
function columnsOf(fields: string[]): { names: SQL; values: SQL } {
  return {
    names: sql.join(
      fields.map((field) => sql.identifier(field)),
      sql`, `,
    ),
    values: sql.join(
      fields.map((field) => sql`r.${sql.identifier(field)}`),
      sql`, `,
    ),
  };
}

/** The values as the table's own types: PostgreSQL reads them from their JSON. */
const recordOf = (table: ItemTable, values: RecordState) =>
  sql`jsonb_populate_record(null::${table}, ${JSON.stringify(values)}::jsonb) as r`;

async function setBack(
  context: ServiceContext,
  table: ItemTable,
  organisationId: number,
  itemId: number,
  values: RecordState,
): Promise<void> {
  const { names, values: restored } = columnsOf(Object.keys(values));
  // One column would make `(a) = (select ...)` a row of one, which PostgreSQL reads as a value.
  const target = Object.keys(values).length === 1 ? names : sql`(${names})`;
  await context.db.execute(
    sql`update ${table} set ${target} = (select ${restored} from ${recordOf(table, values)}),
      "version" = "version" + 1, "updated_at" = ${context.clock.now().toISOString()}::timestamptz
      where "id" = ${itemId} and "organisation_id" = ${organisationId}`,
  );
}

async function bringBack(
  context: ServiceContext,
  restorable: Restorable,
  organisationId: number,
  itemId: number,
  values: RecordState,
): Promise<void> {
  const now = context.clock.now().toISOString();
  const record: RecordState = {
    ...values,
    id: itemId,
    organisation_id: organisationId,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  // A photo of an event that has gone since stays, without its event.
  if (restorable.table === galleryItems && typeof record.event_id === 'number') {
    const [event] = await context.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, record.event_id));
    if (!event) record.event_id = null;
  }
  const { names, values: restored } = columnsOf(Object.keys(record));
  try {
    await context.db.execute(
      sql`insert into ${restorable.table} (${names})
        select ${restored} from ${recordOf(restorable.table, record)}`,
    );
  } catch (error) {
    // Brought back by someone else meanwhile.
    if (isUniqueViolation(error)) throw new HttpError(409, STALE_HISTORY);
    throw error;
  }
}

/** A published event or achievement is on the bell again once it is back. */
async function announceAgain(
  context: ServiceContext,
  organisation: OrganisationRef,
  itemType: RestorableItemType,
  itemId: number,
  restored: RecordState,
): Promise<void> {
  if (!restored.published_at) return;
  const outcome = { wentPublic: true, leftPublic: false };
  if (itemType === 'events') await afterEventPublication(context, organisation, itemId, outcome);
  if (itemType === 'achievements') {
    await afterAchievementPublication(context, organisation, itemId, outcome);
  }
}
