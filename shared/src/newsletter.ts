import { z } from 'zod';
import { pageSchema, paginationQuerySchema, textSchema } from './common.js';
import { contactEmailSchema } from './messages.js';

// The newsletter: the public sign-up and its links, and the branch console's subscriber list.
// Its answers' texts are in `messages-text.ts`, beside the contact form's.

export const newsletterSubscribeSchema = z.object({ email: contactEmailSchema });
export type NewsletterSubscribe = z.input<typeof newsletterSubscribeSchema>;

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
export const newsletterTokenSchema = textSchema().regex(
  /^[A-Za-z0-9_-]{16,200}$/,
  'This link is not valid.',
);
