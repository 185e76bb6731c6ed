import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { achievements, events, galleryItems, slateMembers } from '../db/schema/index.js';
import { HttpError, notFound } from './http-errors.js';

/** The tables of an organisation's items: each row has an id, an owner and a version. */
export type ItemTable =
  | typeof slateMembers
  | typeof events
  | typeof achievements
  | typeof galleryItems;

export const STALE_ITEM =
  'Someone else changed this item since you opened it. Reload to see their changes, then make yours again.';

/**
 * Updates one item of one organisation if it is still at `version`, raising the version.
 * Answers 404 when the organisation has no such item and 409 when someone saved it meanwhile,
 * so two officers editing the same item never silently overwrite each other.
 */
export async function updateItem(
  db: Database,
  table: ItemTable,
  target: { organisationId: number; id: number; version: number; label: string },
  values: Record<string, unknown>,
): Promise<void> {
  // The four tables share these columns; drizzle cannot see that through the union.
  const t = table as typeof slateMembers;
  const updated = await db
    .update(t)
    .set({ ...values, version: sql`${t.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(t.id, target.id),
        eq(t.organisationId, target.organisationId),
        eq(t.version, target.version),
      ),
    )
    .returning({ id: t.id });
  if (updated.length > 0) return;
  await requireItem(db, table, target);
  throw new HttpError(409, STALE_ITEM);
}

/** Deletes one item of one organisation; 404 when it has no such item. */
export async function deleteItem(
  db: Database,
  table: ItemTable,
  target: { organisationId: number; id: number; label: string },
): Promise<void> {
  const t = table as typeof slateMembers;
  const deleted = await db
    .delete(t)
    .where(and(eq(t.id, target.id), eq(t.organisationId, target.organisationId)))
    .returning({ id: t.id });
  if (deleted.length === 0) throw notFound(`${target.label} not found.`);
}

/** Throws 404 unless the organisation has the item. */
export async function requireItem(
  db: Database,
  table: ItemTable,
  target: { organisationId: number; id: number; label: string },
): Promise<void> {
  const t = table as typeof slateMembers;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, target.id), eq(t.organisationId, target.organisationId)));
  if (!row) throw notFound(`${target.label} not found.`);
}
