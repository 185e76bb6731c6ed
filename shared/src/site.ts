import { z } from 'zod';
import {
  linkSchema,
  nameSchema,
  numberFromText,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  TEXT_LONG_MAX,
  textSchema,
  versionSchema,
} from './common.js';
import { slateMemberSchema } from './members.js';
import { notificationSchema } from './notifications.js';

// The branch's locale is a site setting too (the console's Site tab).
export * from './branch-locale.js';

// The branch's own site content: the landing page (hero, about, partners, FAQ, counters) as the
// public reads it and as the branch console edits it.

export const heroSlideSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  caption: z.string().nullable(),
  alt: z.string(),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const partnerSchema = z.object({
  id: z.number().int(),
  /** The partner's name (the spec's `text`). */
  text: z.string(),
  link: z.string(),
  image: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const faqEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const siteStatisticsSchema = z.object({
  members: z.number().int(),
  events: z.number().int(),
  awards: z.number().int(),
});
export type SiteStatistics = z.infer<typeof siteStatisticsSchema>;

export const siteContentSchema = z.object({
  branch: z.object({
    name: z.string(),
    description: z.string(),
    vision: z.string(),
    mission: z.string(),
    /** Sanitised HTML, as for organisations. */
    objectives: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
  }),
  heroSlides: z.array(heroSlideSchema),
  partners: z.array(partnerSchema),
  faqs: z.array(faqEntrySchema),
  slate: z.array(slateMemberSchema),
  statistics: siteStatisticsSchema,
  notifications: z.array(notificationSchema),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

// ---- The branch console (`/api/admin/...`): lists carry ids and versions ----

export const heroSlideInputSchema = z.object({
  image: textSchema({ message: 'Image URL is required' })
    .trim()
    .min(1, 'Image URL is required')
    .pipe(linkSchema),
  title: requiredText('Title is required', 160),
  caption: optionalText(400),
  alt: requiredText('Describe the image for people who cannot see it', 300),
});
export type HeroSlideInput = z.input<typeof heroSlideInputSchema>;

export const adminHeroSlideSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  caption: z.string().nullable(),
  alt: z.string(),
  sortOrder: z.number().int(),
  version: z.number().int(),
});
export type AdminHeroSlide = z.infer<typeof adminHeroSlideSchema>;

export const partnerInputSchema = z.object({
  name: nameSchema('Name is required', 160),
  link: textSchema({ message: 'Link is required' })
    .trim()
    .min(1, 'Link is required')
    .pipe(linkSchema),
  image: textSchema({ message: 'Logo URL is required' })
    .trim()
    .min(1, 'Logo URL is required')
    .pipe(linkSchema),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;

export const adminPartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  image: z.string(),
  sortOrder: z.number().int(),
  version: z.number().int(),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

export const faqInputSchema = z.object({
  question: requiredText('Question is required', 300),
  answer: requiredText('Answer is required', TEXT_LONG_MAX),
});
export type FaqInput = z.input<typeof faqInputSchema>;

export const adminFaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int(),
  version: z.number().int(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

/** The branch's own record: its name, the landing page's about text and contact details. */
export const branchAboutSchema = z.object({
  name: z.string(),
  description: z.string(),
  vision: z.string(),
  mission: z.string(),
  /** Sanitised HTML. */
  objectives: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  version: z.number().int(),
});
export type BranchAbout = z.infer<typeof branchAboutSchema>;

export const branchAboutUpdateSchema = z.object({
  version: versionSchema,
  name: nameSchema('Name is required', 160),
  description: optionalText(TEXT_LONG_MAX).transform((value) => value ?? ''),
  vision: optionalText(TEXT_LONG_MAX).transform((value) => value ?? ''),
  mission: optionalText(TEXT_LONG_MAX).transform((value) => value ?? ''),
  objectives: optionalText(TEXT_LONG_MAX).transform((value) => value ?? ''),
  email: optionalEmail,
  phone: optionalPhone,
  location: optionalText(),
});
export type BranchAboutUpdate = z.input<typeof branchAboutUpdateSchema>;

export const STATISTICS = ['members', 'events', 'awards'] as const;

const statisticOverride = z
  .preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    numberFromText(
      z
        .number({ message: 'Enter a number, or leave it blank to count automatically' })
        .int('Enter a whole number')
        .min(0, 'Cannot be negative')
        .max(10_000_000, 'That is more than any branch has')
        .nullable(),
    ),
  )
  // Left out is blank too: optional, so that the API's document does not list it as required.
  .optional()
  .transform((value) => value ?? null);

export const statisticsOverridesSchema = z.object({
  members: statisticOverride,
  events: statisticOverride,
  awards: statisticOverride,
});

/** The landing page's counters: computed from the data unless the branch admin overrides one. */
export const adminStatisticsSchema = z.object({
  computed: siteStatisticsSchema,
  overrides: z.object({
    members: z.number().int().nullable(),
    events: z.number().int().nullable(),
    awards: z.number().int().nullable(),
  }),
  version: z.number().int(),
});
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;

export const statisticsUpdateSchema = statisticsOverridesSchema.extend({ version: versionSchema });
export type StatisticsUpdate = z.input<typeof statisticsUpdateSchema>;
