import { z } from 'zod';
import { storableTextCheck, versionSchema } from './common.js';

/**
 * Whether visitors see an item (an event, an achievement, a photo, a slate member): published
 * (`publishedAt` set), a draft (both null), or a draft that goes public by itself at `publishAt`.
 * Drafts are in the organisation's dashboard only (decision 010).
 */
export const publicationStateSchema = z.object({
  /** When it went public (ISO 8601); null while it is a draft. */
  publishedAt: z.string().nullable(),
  /** When a draft goes public by itself (ISO 8601); null when it is not scheduled. */
  publishAt: z.string().nullable(),
});
export type PublicationState = z.infer<typeof publicationStateSchema>;

/**
 * The moment a draft goes public, as an ISO 8601 instant (`2026-07-01T11:30:00.000Z` or with an
 * offset): the browser turns the officer's `datetime-local` into one on their own clock, so the
 * time they chose is the time it goes public wherever they are.
 */
export const publishAtSchema = z.iso
  .datetime({ offset: true, message: 'Enter a date and time' })
  .check(storableTextCheck);

const publish = z.object({ action: z.literal('publish') });
const draft = z.object({ action: z.literal('draft') });
const schedule = z.object({ action: z.literal('schedule'), at: publishAtSchema });

/**
 * What an officer chooses for an item: public now, a draft, or public by itself at a time (in
 * the future). Sent with a new item (`publication`, public when left out)
 * or on its own to change an item's.
 */
export const publicationChoiceSchema = z.discriminatedUnion('action', [publish, draft, schedule], {
  error: 'Choose publish, draft or schedule',
});
export type PublicationChoice = z.infer<typeof publicationChoiceSchema>;

/** What a new item's body may add to its fields: how it is published (public when left out). */
export const newItemPublicationSchema = z.object({
  publication: publicationChoiceSchema.optional(),
});

/** A change of an item's publication (`PUT .../:itemId/publication`), with the version seen. */
export const publicationChangeSchema = z.discriminatedUnion(
  'action',
  [
    publish.extend({ version: versionSchema }),
    draft.extend({ version: versionSchema }),
    schedule.extend({ version: versionSchema }),
  ],
  { error: 'Choose publish, draft or schedule' },
);
export type PublicationChange = z.infer<typeof publicationChangeSchema>;
