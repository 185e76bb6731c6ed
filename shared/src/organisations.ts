import { z } from 'zod';
import { achievementSchema } from './achievements.js';
import {
  INT4_MAX,
  linkSchema,
  nameSchema,
  numberFromText,
  optionalEmail,
  optionalLink,
  optionalPhone,
  optionalText,
  orderSchema,
  organisationKindSchema,
  slugSchema,
  TEXT_LONG_MAX,
  textSchema,
  versionSchema,
} from './common.js';
import { eventSchema } from './events.js';
import { galleryItemSchema } from './gallery.js';
import { slateMemberSchema } from './members.js';

// Societies and councils: their public pages, the settings their officers edit in the dashboard,
// and how the branch console creates, renames, orders and archives them. The kind and the
// reference every item carries are in `common.ts`.

/**
 * How many items of each list an organisation's detail response carries inline: what its page
 * shows (the next upcoming events, the latest past events, achievements and photos). `counts`
 * tells how many exist in all; the paged lists (`/api/events?org=...`, `/api/gallery?org=...`)
 * hold the rest, so the response stays small however much an organisation has done.
 */
export const DETAIL_EVENTS_LIMIT = 6;
export const DETAIL_ACHIEVEMENTS_LIMIT = 6;
export const DETAIL_GALLERY_LIMIT = 10;

/** Pictures of an organisation's banner carousel. */
export const CAROUSEL_IMAGES_MAX = 10;

export const organisationStatsSchema = z.object({
  /** The student member count, which the public pages show as members. */
  members: z.number().int(),
  /** Events held (past events). */
  events: z.number().int(),
  /** Achievements recorded. */
  awards: z.number().int(),
});
export type OrganisationStats = z.infer<typeof organisationStatsSchema>;

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
  /** The latest past events and the next upcoming ones; `counts` tells how many exist in all. */
  events: z.object({
    past: z.array(eventSchema).max(DETAIL_EVENTS_LIMIT),
    upcoming: z.array(eventSchema).max(DETAIL_EVENTS_LIMIT),
  }),
  /** The newest achievements; `counts.achievements` tells how many exist in all. */
  achievements: z.array(achievementSchema).max(DETAIL_ACHIEVEMENTS_LIMIT),
  /** The newest gallery items; `counts.gallery` tells how many exist in all. */
  gallery: z.array(galleryItemSchema).max(DETAIL_GALLERY_LIMIT),
  counts: z.object({
    slate: z.number().int(),
    pastEvents: z.number().int(),
    upcomingEvents: z.number().int(),
    achievements: z.number().int(),
    gallery: z.number().int(),
  }),
  /** The paged public lists the first items above come from (`?page=N` reads further). */
  lists: z.object({
    pastEvents: z.string(),
    upcomingEvents: z.string(),
    achievements: z.string(),
    gallery: z.string(),
  }),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type OrganisationDetail = z.infer<typeof organisationDetailSchema>;

/** A visible society or council as the sitemap lists it: its page's address and last change. */
export interface OrganisationLink {
  kind: 'society' | 'council';
  slug: string;
  /** ISO 8601: the sitemap's `lastmod`. */
  updatedAt: string;
}

// ---- The organisation's dashboard ----

/** The dashboard's collections, as they appear in its URLs. */
export const DASHBOARD_COLLECTIONS = [
  'members',
  'events/past',
  'events/upcoming',
  'achievements',
  'gallery',
  'team',
  'team/invitations',
] as const;

/** The fields of a society an officer edits as a whole (Basic Info). Ids, kind, counts and owners are not among them. */
export const societyUpdateSchema = z.object({
  version: versionSchema,
  name: nameSchema('Name is required'),
  image: optionalLink,
  description: optionalText(TEXT_LONG_MAX).transform((value) => value ?? ''),
  vision: optionalText(TEXT_LONG_MAX).transform((value) => value ?? ''),
  mission: optionalText(TEXT_LONG_MAX).transform((value) => value ?? ''),
  objectives: optionalText(TEXT_LONG_MAX).transform((value) => value ?? ''),
  studentMemberCount: numberFromText(
    z
      .number({ message: 'Student member count must be a number' })
      .int('Student member count must be a whole number')
      .min(0, 'Student member count cannot be negative')
      .max(INT4_MAX, `Use a number up to ${INT4_MAX.toLocaleString('en')}`),
  ),
  carouselImages: z
    .array(linkSchema)
    .max(CAROUSEL_IMAGES_MAX, `Use at most ${CAROUSEL_IMAGES_MAX} carousel images`)
    .default([]),
});
export type SocietyUpdate = z.input<typeof societyUpdateSchema>;

/** Council Settings: the society fields plus contact details, founding year and logo. */
export const councilUpdateSchema = societyUpdateSchema.extend({
  email: optionalEmail,
  phone: optionalPhone,
  website: optionalLink,
  location: optionalText(),
  founded: z
    .union([
      z.literal(''),
      textSchema()
        .trim()
        .regex(/^\d{4}$/, 'Enter a four-digit year'),
    ])
    .nullish()
    .transform((value) => (value ? value : null)),
  logo: optionalLink,
});
export type CouncilUpdate = z.input<typeof councilUpdateSchema>;

// ---- The branch console (`/api/admin/...`, branch administrators only) ----

/** The kinds the console creates; the branch itself exists once and is edited as 'About'. */
export const MANAGED_KINDS = ['society', 'council'] as const;
export const managedKindSchema = z.enum(MANAGED_KINDS, { message: 'Choose society or council' });
export type ManagedKind = z.infer<typeof managedKindSchema>;

export const adminOrganisationSchema = z.object({
  id: z.number().int(),
  kind: managedKindSchema,
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** Position in menus and on the landing page, within its kind. */
  sortOrder: z.number().int(),
  archived: z.boolean(),
  /** ISO timestamp of the last change to the organisation's own record. */
  updatedAt: z.string(),
  version: z.number().int(),
  admins: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>;

const organisationNameSchema = nameSchema('Name is required', 120);

export const organisationCreateSchema = z.object({
  kind: managedKindSchema,
  name: organisationNameSchema,
  /** Blank: made from the name. */
  slug: z
    .union([z.literal(''), slugSchema])
    .nullish()
    .transform((value) => (value ? value : null)),
  image: optionalLink,
});
export type OrganisationCreate = z.input<typeof organisationCreateSchema>;

export const organisationEditSchema = z.object({
  version: versionSchema,
  name: organisationNameSchema,
  slug: slugSchema,
  image: optionalLink,
});
export type OrganisationEdit = z.input<typeof organisationEditSchema>;

export const organisationOrderSchema = orderSchema.extend({ kind: managedKindSchema });
export type OrganisationOrder = z.infer<typeof organisationOrderSchema>;
