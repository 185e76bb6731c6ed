import { z } from 'zod';
import { EMAIL_INVALID, EMAIL_MISSING } from './auth.js';
import {
  nameCheck,
  pageSchema,
  paginationQuerySchema,
  TEXT_LONG_MAX,
  textSchema,
} from './common.js';

// Contact messages: the public form, and the branch console's inbox of what it received.

/** The public forms' e-mail field (contact and newsletter): required, as sign-in words it. */
export const contactEmailSchema = textSchema({ message: EMAIL_MISSING })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_MISSING)
  .max(254, 'Use at most 254 characters for an e-mail address')
  .pipe(z.email(EMAIL_INVALID));

/** The contact form (spec section 5: name, e-mail and message required, e-mail valid). */
export const contactRequestSchema = z.object({
  name: textSchema({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Use at most 120 characters for your name')
    .check(nameCheck),
  email: contactEmailSchema,
  message: textSchema({ message: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(TEXT_LONG_MAX, `Use at most ${TEXT_LONG_MAX} characters`),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** The spec's client reads `message` from the contact and newsletter answers. */
export const messageResponseSchema = z.object({ message: z.string() });

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

export * from './messages-text.js';
