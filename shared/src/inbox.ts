import { z } from 'zod';
import { emailSchema } from './auth.js';
import { linkSchema, pageSchema, paginationQuerySchema } from './common.js';
import { MAIL_STATUSES } from './constants.js';
import { versionSchema } from './dashboard.js';
import { notificationTypeSchema } from './site.js';

// What reaches the branch from outside (contact messages, subscribers), what it sends (the mail
// outbox) and what it announces (notifications): issue 7, read and managed in the console.

// ---- Contact messages ----

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  /** ISO timestamps. */
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageFilterSchema = z.enum(['all', 'unhandled']);

export const contactMessagesQuerySchema = paginationQuerySchema.extend({
  status: contactMessageFilterSchema.default('all'),
});
export type ContactMessagesQuery = z.input<typeof contactMessagesQuerySchema>;

export const contactMessagePageSchema = pageSchema(contactMessageSchema).extend({
  /** Across all pages: messages nobody has marked handled yet (the console's unread count). */
  unhandled: z.number().int(),
});
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;

export const contactMessageUpdateSchema = z.object({ handled: z.boolean() });
export type ContactMessageUpdate = z.infer<typeof contactMessageUpdateSchema>;

// ---- Newsletter subscribers ----

/**
 * `pending`: waiting for the confirmation link to be followed (double opt-in, only with mail).
 * There is no "unsubscribed": unsubscribing deletes the address, as removal in the console does.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'subscribed'] as const;
export const subscriberStatusSchema = z.enum(SUBSCRIBER_STATUSES);
export type SubscriberStatus = z.infer<typeof subscriberStatusSchema>;

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: subscriberStatusSchema,
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscribersQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['all', ...SUBSCRIBER_STATUSES]).default('all'),
});
export type SubscribersQuery = z.input<typeof subscribersQuerySchema>;

export const subscriberPageSchema = pageSchema(subscriberSchema).extend({
  /** Per status, across all pages. */
  counts: z.object({ pending: z.number().int(), subscribed: z.number().int() }),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

/** The token in `/unsubscribe/{token}` and `/newsletter/confirm/{token}` links. */
export const newsletterTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,200}$/, 'This link is not valid.');

// ---- Mail outbox ----

export const mailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof mailStatusSchema>;

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

// ---- Notifications (published by the branch admin, or created by an organisation's publishing) ----

export const notificationInputSchema = z.object({
  type: notificationTypeSchema,
  title: z.string().trim().min(1, 'Enter a title').max(120, 'Use at most 120 characters'),
  message: z.string().trim().min(1, 'Enter a message').max(500, 'Use at most 500 characters'),
  /** Where "Read more" goes. */
  link: linkSchema
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
});
export type NotificationInput = z.input<typeof notificationInputSchema>;

export const notificationUpdateSchema = notificationInputSchema.extend({ version: versionSchema });
export type NotificationUpdate = z.input<typeof notificationUpdateSchema>;

export const adminNotificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  publishedAt: z.string(),
  /** The organisation whose event or achievement created it, if one did. */
  organisation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  version: z.number().int(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;

export const adminNotificationPageSchema = pageSchema(adminNotificationSchema);

// ---- Self-service password reset ----

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The same answer whether or not an account has that address. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses that address, we have sent it a link to choose a new password. The link works for 24 hours.';
