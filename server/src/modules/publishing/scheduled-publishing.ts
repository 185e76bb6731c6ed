import { achievements, events, galleryItems, slateMembers } from '../../db/schema/index.js';
import { type Actor, runAsActor } from '../../lib/actor-transaction.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import { isDueDraft } from '../../lib/publication.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { afterAchievementPublication } from '../achievements/achievements.service.js';
import { afterEventPublication } from '../events/events.service.js';
import { organisationRefOf } from '../organisations/organisations.service.js';

// Drafts scheduled for a time go public by themselves then (issue 18, step 4; decision 010).

/** Who History names for what went public at its scheduled time. */
export const SCHEDULED_PUBLISHING_ACTOR: Actor = {
  id: null,
  name: 'Scheduled publishing',
  email: null,
};

/** The tables whose items may wait for a time to go public, with what follows their going. */
const SCHEDULED = [
  { table: events, afterPublication: afterEventPublication },
  { table: achievements, afterPublication: afterAchievementPublication },
  { table: galleryItems, afterPublication: null },
  { table: slateMembers, afterPublication: null },
] as const;

/**
 * Publishes every draft whose time has come, in one transaction recorded against
 * SCHEDULED_PUBLISHING_ACTOR. Each table's rows are claimed by one update that only matches
 * drafts, so whatever the number of servers running this at once, each item is published (and
 * announced) once. The version is left as it is: the officer's open form edits the item's fields,
 * which publishing does not touch, so it need not become stale. Returns how many went public.
 */
export async function publishDue(context: ServiceContext): Promise<number> {
  const now = context.clock.now();
  return runAsActor(
    context.db,
    SCHEDULED_PUBLISHING_ACTOR,
    async () => {
      let published = 0;
      for (const { table, afterPublication } of SCHEDULED) {
        // The four tables share these columns; drizzle cannot see that through the union.
        const t = table as typeof slateMembers;
        const due = await context.db
          .update(t)
          .set({ publishedAt: t.publishAt, publishAt: null, updatedAt: now })
          .where(isDueDraft(t, now))
          .returning({ id: t.id, organisationId: t.organisationId });
        published += due.length;
        if (!afterPublication) continue;
        for (const item of due) {
          const organisation = await organisationRefOf(context.db, item.organisationId);
          if (!organisation) continue;
          await afterPublication(context, organisation, item.id, {
            wentPublic: true,
            leftPublic: false,
          });
        }
      }
      return published;
    },
    now,
  );
}

/**
 * Looks for drafts due every minute, so an item goes public within a minute of its time (tests
 * call `runDue()`); empties the public caches when anything went public.
 */
export class ScheduledPublishing extends PeriodicJob<number> {
  constructor(options: {
    context: ServiceContext;
    /** Empties this server's public cache and tells the others to. */
    onPublished: () => Promise<void>;
    everyMs?: number;
    onError?: (error: unknown) => void;
  }) {
    super(
      async () => {
        const published = await publishDue(options.context);
        if (published > 0) await options.onPublished();
        return published;
      },
      { everyMs: options.everyMs ?? 60_000, onError: options.onError },
    );
  }
}
