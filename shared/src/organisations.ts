import { z } from 'zod';
import { idOrSlugSchema, isoDateSchema, paginationQuerySchema } from './common.js';
import { ACHIEVEMENT_CATEGORIES, ORGANISATION_KINDS, SLATE_ROLES } from './constants.js';

export const organisationKindSchema = z.enum(ORGANISATION_KINDS);
export type OrganisationKind = z.infer<typeof organisationKindSchema>;

export const slateRoleSchema = z.enum(SLATE_ROLES);
export const achievementCategorySchema = z.enum(ACHIEVEMENT_CATEGORIES);

/** Who an aggregated item belongs to. */
export const organisationRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: organisationKindSchema,
});
export type OrganisationRef = z.infer<typeof organisationRefSchema>;

export const organisationStatsSchema = z.object({
  /** The student member count, which the public pages show as members. */
  members: z.number().int(),
  /** Events held (past events). */
  events: z.number().int(),
  /** Achievements recorded. */
  awards: z.number().int(),
});
export type OrganisationStats = z.infer<typeof organisationStatsSchema>;

export const slateMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  photo: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedin: z.string().nullable(),
  bio: z.string().nullable(),
});
export type SlateMember = z.infer<typeof slateMemberSchema>;

export const eventStatusSchema = z.enum(['past', 'upcoming']);
export type EventStatus = z.infer<typeof eventStatusSchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  organisation: organisationRefSchema,
  status: eventStatusSchema,
  title: z.string(),
  date: isoDateSchema,
  time: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string(),
  organizer: z.string().nullable(),
  capacity: z.number().int().nullable(),
  registrationLink: z.string().nullable(),
  image: z.string().nullable(),
  tags: z.array(z.string()),
  registrations: z.number().int(),
  participants: z.string().nullable(),
});
export type Event = z.infer<typeof eventSchema>;

export const achievementSchema = z.object({
  id: z.number().int(),
  organisation: organisationRefSchema,
  title: z.string(),
  year: z.number().int(),
  description: z.string(),
  image: z.string().nullable(),
  category: z.string().nullable(),
  awardedBy: z.string().nullable(),
  recipient: z.string().nullable(),
  value: z.string().nullable(),
  date: isoDateSchema.nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const galleryItemSchema = z.object({
  id: z.number().int(),
  organisation: organisationRefSchema,
  img: z.string(),
  caption: z.string(),
  /** Where a click on the photo leads; the image itself unless set. */
  url: z.string(),
  /** Natural height in pixels; the masonry renders items at half of it. */
  height: z.number().int(),
  description: z.string().nullable(),
  date: isoDateSchema.nullable(),
  event: z.string().nullable(),
  photographer: z.string().nullable(),
  tags: z.array(z.string()),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const organisationSummarySchema = z.object({
  id: z.number().int(),
  kind: organisationKindSchema,
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  logo: z.string().nullable(),
  description: z.string(),
  isActive: z.boolean(),
  /** Size of the slate. */
  memberCount: z.number().int(),
  studentMemberCount: z.number().int(),
  establishedYear: z.number().int().nullable(),
  stats: organisationStatsSchema,
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

export const organisationDetailSchema = organisationSummarySchema.extend({
  vision: z.string(),
  mission: z.string(),
  /** Sanitised HTML (paragraphs, line breaks, lists, emphasis, links). */
  objectives: z.string(),
  carouselImages: z.array(z.string()),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  /** The founding year as text, as the spec's council carries it. */
  founded: z.string().nullable(),
  slate: z.array(slateMemberSchema),
  events: z.object({ past: z.array(eventSchema), upcoming: z.array(eventSchema) }),
  achievements: z.array(achievementSchema),
  /** The newest gallery items; `counts.gallery` tells how many exist in all. */
  gallery: z.array(galleryItemSchema),
  counts: z.object({
    slate: z.number().int(),
    pastEvents: z.number().int(),
    upcomingEvents: z.number().int(),
    achievements: z.number().int(),
    gallery: z.number().int(),
  }),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type OrganisationDetail = z.infer<typeof organisationDetailSchema>;

export const eventListQuerySchema = paginationQuerySchema.extend({
  when: eventStatusSchema.default('upcoming'),
  org: idOrSlugSchema.optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const orgListQuerySchema = paginationQuerySchema.extend({
  org: idOrSlugSchema.optional(),
});
export type OrgListQuery = z.infer<typeof orgListQuerySchema>;
