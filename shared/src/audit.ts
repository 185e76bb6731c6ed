import { z } from 'zod';
import {
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
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
