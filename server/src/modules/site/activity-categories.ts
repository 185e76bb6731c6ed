import {
  type ActivityCategories,
  type AdminActivityCategories,
  DEFAULT_ACTIVITY_CATEGORIES,
  EVENT_CATEGORY_NAMES,
} from '@chapterhouse/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { siteSettings } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { STALE_ITEM } from '../../lib/versioned-items.js';

// The branch's mapping of IEEE's event categories to its college's activity categories (a site
// setting, issue 47 item 5): students' activity records read it; the console's Site tab edits it.

/** The mapping in force (the default until the branch saves one), and the settings' version. */
export async function readActivityCategories(db: Database): Promise<AdminActivityCategories> {
  const [row] = await db
    .select({ categories: siteSettings.activityCategories, version: siteSettings.version })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  const saved = row?.categories ?? null;
  return {
    version: row?.version ?? 1,
    isDefault: saved === null,
    categories: withEveryCategory(saved),
  };
}

/**
 * A saved mapping with every category of today: one saved before IEEE's list grew takes the
 * default for the new ones, so no event is ever left without a category.
 */
function withEveryCategory(saved: Partial<ActivityCategories> | null): ActivityCategories {
  return Object.fromEntries(
    EVENT_CATEGORY_NAMES.map((name) => [name, saved?.[name] ?? DEFAULT_ACTIVITY_CATEGORIES[name]]),
  ) as ActivityCategories;
}

/** Saves the mapping if the settings are still at `version` (else 409); History records it. */
export async function updateActivityCategories(
  context: ServiceContext,
  input: { version: number; categories: ActivityCategories },
): Promise<AdminActivityCategories> {
  await context.db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  const updated = await context.db
    .update(siteSettings)
    .set({
      activityCategories: input.categories,
      version: sql`${siteSettings.version} + 1`,
      updatedAt: context.clock.now(),
    })
    .where(and(eq(siteSettings.id, 1), eq(siteSettings.version, input.version)))
    .returning({ id: siteSettings.id });
  if (updated.length === 0) throw new HttpError(409, STALE_ITEM);
  return readActivityCategories(context.db);
}
