import { z } from 'zod';
import { linkSchema, pageSchema, textSchema, versionSchema } from './common.js';

// Notifications: what the public bell and `/notifications` show, and what the branch admin (or an
// organisation's publishing) creates.

export const NOTIFICATION_TYPES = [
  'event',
  'achievement',
  'reminder',
  'membership',
  'newsletter',
  'other',
] as const;

/** A notification younger than this counts as unread for a visitor who has not seen it. */
export const NOTIFICATION_RECENT_DAYS = 14;

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  /** A page of this site it is about, if any. */
  link: z.string().nullable(),
  /** When it was published (ISO timestamp). */
  time: z.string(),
  /**
   * Recent enough (NOTIFICATION_RECENT_DAYS) to count as unread for a visitor who has not seen it
   * in this browser yet; the browser remembers what it has seen.
   */
  unread: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageSchema(notificationSchema);

export const notificationInputSchema = z.object({
  type: notificationTypeSchema,
  title: textSchema().trim().min(1, 'Enter a title').max(120, 'Use at most 120 characters'),
  message: textSchema().trim().min(1, 'Enter a message').max(500, 'Use at most 500 characters'),
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
