import type { PublicationChange, PublicationChoice, PublicationState } from '@chapterhouse/shared';
import { and, eq, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { slateMembers } from '../db/schema/index.js';
import { HttpError } from './http-errors.js';
import type { ServiceContext } from './service-context.js';
import { type ItemTable, updateItem } from './versioned-items.js';

/**
 * Drafts, and drafts waiting for their scheduled time, are in their organisation's dashboard
 * only (decision 010). This is the generic half of what visitors may see of events,
 * achievements, photos and slates: only the domains' `*.visibility.ts` files use it, each adding
 * its organisation's visibility (decision 011; `modules/visibility-boundaries.test.ts` fails on
 * any other use). Written `published_at is not null`, the predicate of the partial index the
 * gallery's deep pages read (migration 0017).
 */
export function isPublished(table: ItemTable): SQL {
  // The four tables share these columns; drizzle cannot see that through the union.
  return isNotNull((table as typeof slateMembers).publishedAt);
}

/** Drafts whose scheduled time has come by `now`: what the publishing job makes public. */
export function isDueDraft(table: ItemTable, now: Date): SQL {
  const t = table as typeof slateMembers;
  return and(isNotNull(t.publishAt), lte(t.publishAt, now), isNull(t.publishedAt)) as SQL;
}

/** What the two columns hold for a choice: public from now, a draft, or public at its time. */
export interface PublicationColumns {
  publishedAt: Date | null;
  publishAt: Date | null;
}

/**
 * The columns of an officer's choice. Left out, an item is public at once (as before drafts). A
 * scheduled time must be in the future: one in the past would publish at once without the
 * officer having said so. Scheduling a published item takes it back to a draft until then.
 */
export function publicationColumns(
  context: ServiceContext,
  choice: PublicationChoice | undefined,
): PublicationColumns {
  const now = context.clock.now();
  if (!choice || choice.action === 'publish') return { publishedAt: now, publishAt: null };
  if (choice.action === 'draft') return { publishedAt: null, publishAt: null };
  const at = new Date(choice.at);
  if (!(at.getTime() > now.getTime())) {
    throw new HttpError(400, 'Choose a time in the future to publish at.');
  }
  return { publishedAt: null, publishAt: at };
}

/** The state as the API says it (`PublicationState`). */
export function publicationStateOf(row: PublicationColumns): PublicationState {
  return {
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishAt: row.publishAt?.toISOString() ?? null,
  };
}

/** Whether a change made an item public, or took a public one back to a draft. */
export interface PublicationOutcome {
  wentPublic: boolean;
  leftPublic: boolean;
}

/**
 * Publishes, schedules or unpublishes one item of one organisation at the version the officer
 * saw (404 when there is no such item, 409 when someone changed it meanwhile). Publishing an item
 * that is public already keeps its first publication time.
 */
export async function changePublication(
  context: ServiceContext,
  table: ItemTable,
  target: { organisationId: number; id: number; label: string },
  { version, ...choice }: PublicationChange,
): Promise<PublicationOutcome> {
  const t = table as typeof slateMembers;
  const columns = publicationColumns(context, choice);
  const [before] = await context.db
    .select({ publishedAt: t.publishedAt })
    .from(t)
    .where(and(eq(t.id, target.id), eq(t.organisationId, target.organisationId)));
  const wasPublic = before !== undefined && before.publishedAt !== null;
  await updateItem(
    context.db,
    table,
    { ...target, version },
    {
      publishedAt:
        columns.publishedAt === null
          ? null
          : sql`coalesce(${t.publishedAt}, ${columns.publishedAt.toISOString()}::timestamptz)`,
      publishAt: columns.publishAt,
    },
  );
  const isPublicNow = columns.publishedAt !== null;
  return { wentPublic: !wasPublic && isPublicNow, leftPublic: wasPublic && !isPublicNow };
}
