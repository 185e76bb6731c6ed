import { AUDIT_ACTIONS } from '@chapterhouse/shared';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { organisations } from './organisations.js';

export const auditAction = pgEnum('audit_action', AUDIT_ACTIONS);

/** One field of a change: its value before and after (null when created or deleted). */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * Who changed which record, when, and how. Rows are written only by the `record_audit` trigger
 * (migration 0004), inside the transaction of the change itself, so a change that fails leaves no
 * entry and one that succeeds always has one. The trigger records only writes made while an
 * actor is set (`chapterhouse.actor`, see `modules/audit/`): a signed-in person's API request or
 * a command-line change, never a visitor's message or the sample content.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept as they were then, so the entry still reads right after the account is removed. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    organisationId: integer('organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    action: auditAction('action').notNull(),
    /** The table's name, e.g. `events`. */
    itemType: text('item_type').notNull(),
    itemId: integer('item_id'),
    /** The record's title, name or question at the time. */
    itemLabel: text('item_label'),
    changes: jsonb('changes').$type<AuditFieldChange[]>().notNull(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_organisation_idx').on(table.organisationId, table.at, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.at, table.id),
  ],
);
