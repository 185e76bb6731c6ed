import { z } from 'zod';
import {
  integerSchema,
  optionalLink,
  organisationRefSchema,
  pageSchema,
  paginationQuerySchema,
  requiredText,
  TEXT_LONG_MAX,
  versionSchema,
} from './common.js';
import { mailStatusSchema } from './mail.js';

// The newsletter the branch writes and sends (issue 16): issues composed in the console, items
// organisations propose for the next one, the public archive of sent issues, and the weekly digest.

// ---- What an issue carries besides its own words ----

/** How far ahead an issue's "coming events" reach, in weeks. */
export const NEWSLETTER_EVENT_WEEKS_MAX = 12;
/** The most proposals one issue takes. */
export const NEWSLETTER_PROPOSALS_MAX = 20;

/**
 * One entry of an issue's generated sections: a coming event, a recent achievement, or an item an
 * organisation proposed. `url` is absolute (the mail and the archive link to it).
 */
export const newsletterItemSchema = z.object({
  title: z.string(),
  /** The event's date (`YYYY-MM-DD`), the achievement's date or year; null for a proposal. */
  date: z.string().nullable(),
  /** One line under the title: an event's time and place, an achievement's summary. */
  summary: z.string(),
  url: z.string().nullable(),
  organisation: organisationRefSchema,
});
export type NewsletterItem = z.infer<typeof newsletterItemSchema>;

export const newsletterSectionsSchema = z.object({
  events: z.array(newsletterItemSchema),
  achievements: z.array(newsletterItemSchema),
  proposals: z.array(newsletterItemSchema),
});
export type NewsletterSections = z.infer<typeof newsletterSectionsSchema>;

// ---- Issues, in the console ----

/** `draft` until sent; a sent issue is archived at `/newsletters` and never changes. */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'sent'] as const;
export const newsletterIssueStatusSchema = z.enum(NEWSLETTER_ISSUE_STATUSES);
export type NewsletterIssueStatus = z.infer<typeof newsletterIssueStatusSchema>;

export const newsletterIssueInputSchema = z.object({
  subject: requiredText('Subject is required', 150),
  /** Plain text; blank lines separate paragraphs. */
  intro: requiredText('Write an introduction', TEXT_LONG_MAX),
  eventWeeks: integerSchema()
    .min(1, 'At least one week')
    .max(NEWSLETTER_EVENT_WEEKS_MAX, `At most ${NEWSLETTER_EVENT_WEEKS_MAX} weeks`)
    .default(4),
  /** Open proposals taken into this issue, in order. */
  proposalIds: z
    .array(integerSchema().min(1))
    .max(NEWSLETTER_PROPOSALS_MAX, `At most ${NEWSLETTER_PROPOSALS_MAX} proposals`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type NewsletterIssueInput = z.input<typeof newsletterIssueInputSchema>;

export const newsletterIssueUpdateSchema = newsletterIssueInputSchema.extend({
  version: versionSchema,
});
export type NewsletterIssueUpdate = z.input<typeof newsletterIssueUpdateSchema>;

/** Sending names the version the admin previewed: a newer edit by someone else answers 409. */
export const newsletterSendSchema = z.object({ version: versionSchema });
export type NewsletterSend = z.input<typeof newsletterSendSchema>;

/** Where a sent issue's mails are, counted from the outbox (`not-sent`: recorded only, no SMTP). */
export const newsletterProgressSchema = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  waiting: z.number().int(),
  failed: z.number().int(),
  notSent: z.number().int(),
});
export type NewsletterProgress = z.infer<typeof newsletterProgressSchema>;

export const newsletterIssueSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  intro: z.string(),
  eventWeeks: z.number().int(),
  proposalIds: z.array(z.number().int()),
  status: newsletterIssueStatusSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  /** Zero for a draft. */
  progress: newsletterProgressSchema,
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

export const newsletterIssuePageSchema = pageSchema(newsletterIssueSchema);
export type NewsletterIssuePage = z.infer<typeof newsletterIssuePageSchema>;

/** Preview as one subscriber would get it (their choice applied); without one, the whole branch. */
export const newsletterPreviewQuerySchema = z.object({
  subscriberId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type NewsletterPreviewQuery = z.input<typeof newsletterPreviewQuerySchema>;

export const newsletterPreviewSchema = z.object({
  /** The subscriber previewed as; null for the whole-branch version. */
  to: z.string().nullable(),
  /** "The whole branch", or the names of the organisations they follow. */
  follows: z.string(),
  subject: z.string(),
  /** The mail's text exactly as it would be sent. */
  text: z.string(),
  sections: newsletterSectionsSchema,
});
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

export const newsletterRecipientSchema = z.object({
  email: z.string(),
  /** The outbox's status of their mail; `null` once the outbox no longer has it. */
  status: mailStatusSchema.nullable(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type NewsletterRecipient = z.infer<typeof newsletterRecipientSchema>;

export const newsletterRecipientsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['all', 'sent', 'waiting', 'failed', 'not-sent']).default('all'),
});
export type NewsletterRecipientsQuery = z.input<typeof newsletterRecipientsQuerySchema>;

export const newsletterRecipientPageSchema = pageSchema(newsletterRecipientSchema);
export type NewsletterRecipientPage = z.infer<typeof newsletterRecipientPageSchema>;

// ---- Proposals: organisations suggest items for the next issue ----

export const NEWSLETTER_PROPOSAL_STATUSES = ['open', 'included', 'dismissed'] as const;
export const newsletterProposalStatusSchema = z.enum(NEWSLETTER_PROPOSAL_STATUSES);
export type NewsletterProposalStatus = z.infer<typeof newsletterProposalStatusSchema>;

export const newsletterProposalInputSchema = z.object({
  title: requiredText('Title is required', 150),
  text: requiredText('Say what it is about', 2000),
  link: optionalLink,
});
export type NewsletterProposalInput = z.input<typeof newsletterProposalInputSchema>;

export const newsletterProposalSchema = z.object({
  id: z.number().int(),
  organisation: organisationRefSchema,
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  /** `open` until an issue carrying it is sent (`included`) or the branch admin dismisses it. */
  status: newsletterProposalStatusSchema,
  /** The issue it went out in. */
  issueId: z.number().int().nullable(),
  /** Who proposed it; null once their account is gone. */
  proposedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type NewsletterProposal = z.infer<typeof newsletterProposalSchema>;

export const newsletterProposalsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['all', ...NEWSLETTER_PROPOSAL_STATUSES]).default('all'),
});
export type NewsletterProposalsQuery = z.input<typeof newsletterProposalsQuerySchema>;

export const newsletterProposalPageSchema = pageSchema(newsletterProposalSchema);
export type NewsletterProposalPage = z.infer<typeof newsletterProposalPageSchema>;

// ---- The public archive: sent issues, each as the whole branch got it ----

export const newsletterArchiveEntrySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  sentAt: z.string(),
  /** The start of the introduction, for the list. */
  excerpt: z.string(),
});
export type NewsletterArchiveEntry = z.infer<typeof newsletterArchiveEntrySchema>;

export const newsletterArchivePageSchema = pageSchema(newsletterArchiveEntrySchema);

export const publishedNewsletterSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  intro: z.string(),
  sentAt: z.string(),
  sections: newsletterSectionsSchema,
});
export type PublishedNewsletter = z.infer<typeof publishedNewsletterSchema>;

// ---- The weekly digest ----

export const digestSettingsInputSchema = z.object({
  enabled: z.boolean(),
  /** 0 Sunday ... 6 Saturday, on the branch's clock (`SITE_TIMEZONE`). */
  weekday: integerSchema().min(0).max(6),
  hour: integerSchema().min(0).max(23),
  version: versionSchema,
});
export type DigestSettingsInput = z.input<typeof digestSettingsInputSchema>;

export const digestSettingsSchema = z.object({
  enabled: z.boolean(),
  weekday: z.number().int(),
  hour: z.number().int(),
  version: z.number().int(),
  /** The branch's time zone the weekday and hour are read in. */
  timeZone: z.string(),
  /** The next time it goes, when enabled. */
  nextRunAt: z.string().nullable(),
  lastRun: z.object({ at: z.string(), recipients: z.number().int() }).nullable(),
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;
