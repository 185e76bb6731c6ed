import { z } from 'zod';
import {
  INT4_MAX,
  idOrSlugSchema,
  isoDateSchema,
  organisationRefSchema,
  pageSchema,
  paginationQuerySchema,
  recordIdSchema,
} from './common.js';

// The audit trail: who changed which record, when, and how (issue 7). Written by the database in
// the change's own transaction; branch admins read all of it, organisation admins their own.

/** What happened to a record, in the audit log. */
export const AUDIT_ACTIONS = ['created', 'updated', 'deleted'] as const;

export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditFieldChangeSchema = z.object({
  /** The column's name, e.g. `title`, `student_member_count`. */
  field: z.string(),
  /** JSON values as stored; null on the "before" of a creation and the "after" of a deletion. */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  at: z.string(),
  actor: z.object({
    /** Null once the account is removed, or for the command line. */
    id: z.number().int().nullable(),
    name: z.string(),
    email: z.string().nullable(),
  }),
  /** Null for site-wide content (hero slides, partners, FAQ, settings). */
  organisation: organisationRefSchema.nullable(),
  action: auditActionSchema,
  /** The table's name, e.g. `events`, `slate_members`; the UI names it. */
  itemType: z.string(),
  itemId: z.number().int().nullable(),
  itemLabel: z.string().nullable(),
  changes: z.array(auditFieldChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Dates are calendar days in the site's time zone, both included. */
export const auditQuerySchema = paginationQuerySchema
  .extend({
    organisationId: recordIdSchema.optional(),
    actorId: recordIdSchema.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must not be after the end date',
    path: ['to'],
  })
  .meta({ description: 'With both dates given, `from` must not be after `to`.' });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

// ---- Undo from History (issue 18, step 5; decision 010) ----

/** The items History can restore or bring back: the four lists of a dashboard. */
export const RESTORABLE_ITEM_TYPES = [
  'events',
  'achievements',
  'gallery_items',
  'slate_members',
] as const;
export type RestorableItemType = (typeof RESTORABLE_ITEM_TYPES)[number];

export const isRestorable = (itemType: string): itemType is RestorableItemType =>
  (RESTORABLE_ITEM_TYPES as readonly string[]).includes(itemType);

/**
 * What restoring an entry of History would do (`GET .../history/{entryId}/restore`): set the item
 * back as it was right after that change (`restore`), or, for a deletion, bring it back as it was
 * (`bring-back`).
 */
export const restorePlanSchema = z.object({
  entryId: z.number().int(),
  kind: z.enum(['restore', 'bring-back']),
  itemType: z.string(),
  itemId: z.number().int(),
  itemLabel: z.string().nullable(),
  /** Each field the restore changes: its value now (null when the item is gone) and restored. */
  changes: z.array(z.object({ field: z.string(), current: z.unknown(), restored: z.unknown() })),
  /**
   * The item's newest entry when the plan was made: sent back with the restore, which answers
   * 409 if anyone changed the item since.
   */
  latestEntryId: z.number().int(),
});
export type RestorePlan = z.infer<typeof restorePlanSchema>;

export const restoreRequestSchema = z.object({
  latestEntryId: z
    .number({ message: 'latestEntryId is required' })
    .int()
    .min(1)
    .max(INT4_MAX, 'latestEntryId must be a record id'),
});
export type RestoreRequest = z.infer<typeof restoreRequestSchema>;

export const restoreParamsSchema = z.object({ id: idOrSlugSchema, entryId: recordIdSchema });
