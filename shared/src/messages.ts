import { z } from 'zod';
import { TEXT_LONG_MAX } from './constants.js';

const contactEmail = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Enter a valid e-mail address'));

/** The contact form (spec section 5: name, e-mail and message required, e-mail valid). */
export const contactRequestSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  email: contactEmail,
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(TEXT_LONG_MAX, `Use at most ${TEXT_LONG_MAX} characters`),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const newsletterSubscribeSchema = z.object({ email: contactEmail });
export type NewsletterSubscribe = z.input<typeof newsletterSubscribeSchema>;

/** The spec's client reads `message` from the newsletter answer. */
export const messageResponseSchema = z.object({ message: z.string() });

export * from './messages-text.js';
