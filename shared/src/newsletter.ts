import { z } from 'zod';
import {
  integerSchema,
  organisationRefSchema,
  pageSchema,
  paginationQuerySchema,
  textSchema,
} from './common.js';
import { contactEmailSchema } from './messages.js';

// The newsletter: the public sign-up and its links, and the branch console's subscriber list.
// Its answers' texts are in `messages-text.ts`, beside the contact form's.

/** Most organisations one person may follow by name (more than any branch has). */
export const FOLLOW_ORGANISATIONS_MAX = 100;

export const FOLLOW_CHOICE_REQUIRED = 'Choose the whole branch or at least one society or council.';

/**
 * What a subscriber follows: the whole branch (every organisation's news), or only the societies
 * and councils named; and whether the weekly digest goes to them besides the newsletter.
 * Without a choice (the spec's `{ email }` body) a subscriber follows the whole branch.
 */
const followFields = {
  branch: z.boolean().default(true),
  organisationIds: z
    .array(integerSchema().min(1))
    .max(FOLLOW_ORGANISATIONS_MAX)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  digest: z.boolean().default(false),
};
const hasAChoice = (follow: { branch: boolean; organisationIds: number[] }) =>
  follow.branch || follow.organisationIds.length > 0;

/** `hasAChoice` in words, for the API's document (which cannot run it). */
const FOLLOW_RULE =
  'Follow the whole branch (`branch`: true) or at least one organisation (`organisationIds`).';

export const newsletterFollowSchema = z
  .object(followFields)
  .refine(hasAChoice, { message: FOLLOW_CHOICE_REQUIRED, path: ['organisationIds'] })
  .meta({ description: FOLLOW_RULE });
export type NewsletterFollow = z.output<typeof newsletterFollowSchema>;

export const newsletterSubscribeSchema = z
  .object({ email: contactEmailSchema, ...followFields })
  .refine(hasAChoice, { message: FOLLOW_CHOICE_REQUIRED, path: ['organisationIds'] })
  .meta({ description: FOLLOW_RULE });
export type NewsletterSubscribe = z.input<typeof newsletterSubscribeSchema>;

/**
 * A subscription as its manage page (`/newsletter/manage/{token}`, linked from every mail) reads
 * it, with the societies and councils one may choose from.
 */
export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  confirmed: z.boolean(),
  branch: z.boolean(),
  organisationIds: z.array(z.number().int()),
  digest: z.boolean(),
  /** The active societies and councils, by kind then name. */
  choices: z.array(organisationRefSchema),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/**
 * A signed-in student's own subscription, found by their proven address, as their page (`/me`)
 * shows it and changes it: null when the address is not subscribed.
 */
export const ownSubscriptionSchema = z.object({
  subscription: z
    .object({
      /** False while its confirmation link waits to be followed (saving from `/me` confirms it). */
      confirmed: z.boolean(),
      branch: z.boolean(),
      /** The societies and councils followed by name, by kind then name (empty when `branch`). */
      organisations: z.array(organisationRefSchema),
      digest: z.boolean(),
    })
    .nullable(),
  /** The active societies and councils one may choose from, by kind then name. */
  choices: z.array(organisationRefSchema),
});
export type OwnSubscription = z.infer<typeof ownSubscriptionSchema>;

/** The answer when a signed-in student saves their newsletter choice on their page. */
export const OWN_SUBSCRIPTION_SAVED = 'Your newsletter choices are saved.';

/** Unsubscribing an address that is not (any more) on the list. */
export const OWN_SUBSCRIPTION_NONE = 'This address is not subscribed to the newsletter.';

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
  /** What they follow: the whole branch, or these organisations (names, by kind then name). */
  branch: z.boolean(),
  organisations: z.array(organisationRefSchema),
  digest: z.boolean(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** The longest search of the subscriber list: an e-mail address is at most 254 characters. */
export const SUBSCRIBER_SEARCH_MAX = 254;

export const subscribersQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['all', ...SUBSCRIBER_STATUSES]).default('all'),
  /** Part of an e-mail address, in any case. */
  q: textSchema()
    .trim()
    .max(SUBSCRIBER_SEARCH_MAX, `Search for at most ${SUBSCRIBER_SEARCH_MAX} characters`)
    .optional(),
});
export type SubscribersQuery = z.input<typeof subscribersQuerySchema>;

export const subscriberPageSchema = pageSchema(subscriberSchema).extend({
  /** Per status, across all pages. */
  counts: z.object({ pending: z.number().int(), subscribed: z.number().int() }),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

/**
 * The token in `/unsubscribe/{token}`, `/newsletter/manage/{token}` and `/newsletter/confirm/{token}`
 * links.
 */
export const newsletterTokenSchema = textSchema().regex(
  /^[A-Za-z0-9_-]{16,200}$/,
  'This link is not valid.',
);
