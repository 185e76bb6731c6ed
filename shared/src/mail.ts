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

/** An attachment as the console lists it: what it is, never its bytes (those are downloaded). */
export const outboxAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  /** In bytes. */
  size: z.number().int(),
});
export type OutboxAttachment = z.infer<typeof outboxAttachmentSchema>;

export const outboxMailSchema = z.object({
  id: z.number().int(),
  /**
   * What caused it: `invitation`, `password-reset`, `contact-copy`, `newsletter-confirmation`,
   * `registration-<kind>` (a registrant's mails).
   */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** Its files, in order (the download route takes the position in this list). */
  attachments: z.array(outboxAttachmentSchema),
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
  /**
   * The origin the site's links in its mails start with (PUBLIC_URL's, else the server's own
   * address), which may not be the one the console is browsed at (an address by IP, say).
   */
  siteOrigin: z.string(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
