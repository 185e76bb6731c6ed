import { z } from 'zod';
import { pageSchema } from './common.js';
import { NOTIFICATION_TYPES } from './constants.js';
import { slateMemberSchema } from './organisations.js';

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
