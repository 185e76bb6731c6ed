import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './common.js';

// The mail outbox: every mail the site sends, as the branch console lists it.

/**
 * A mail's state in the outbox: `not-sent` when no mail server is configured (it is only a
 * record), `pending` while it waits for (another) attempt, `failed` when attempts ran out.
 */
export const MAIL_STATUSES = ['not-sent', 'pending', 'sent', 'failed'] as const;

export const mailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** A file sent with a mail: an event's `.ics`, a ticket's QR code. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64. */
  content: string;
}

export const outboxMailSchema = z.object({
  id: z.number().int(),
  /** What caused it: `invitation`, `password-reset`, `contact-copy`, `newsletter-confirmation`. */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['all', ...MAIL_STATUSES]).default('all'),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxPageSchema = pageSchema(outboxMailSchema).extend({
  /** False when no SMTP server is configured: mail is only recorded here. */
  mailConfigured: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
