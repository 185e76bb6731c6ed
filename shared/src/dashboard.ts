import { z } from 'zod';
import { isoDateSchema, linkSchema } from './common.js';
import {
  ACHIEVEMENT_CATEGORIES,
  CAROUSEL_IMAGES_MAX,
  SLATE_ROLES,
  TEXT_LONG_MAX,
  TEXT_SHORT_MAX,
} from './constants.js';
import {
  achievementSchema,
  eventSchema,
  galleryItemSchema,
  slateMemberSchema,
} from './organisations.js';

/** How many years the achievement form offers, newest first (spec section 5). */
export const ACHIEVEMENT_YEAR_CHOICES = 20;

export function achievementYears(currentYear: number): number[] {
  return Array.from({ length: ACHIEVEMENT_YEAR_CHOICES }, (_, index) => currentYear - index);
}

/** A text a form may leave empty: blank becomes `null`. */
export const optionalText = (max = TEXT_SHORT_MAX) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const requiredText = (message: string, max = TEXT_SHORT_MAX) =>
  z.string({ message }).trim().min(1, message).max(max, `Use at most ${max} characters`);

/** An optional link (http, https or a path on this site); blank becomes `null`. */
export const optionalLink = z
  .union([z.literal(''), linkSchema])
  .nullish()
  .transform((value) => (value ? value : null));

export const optionalEmail = z
  .union([
    z.literal(''),
    z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address')),
  ])
  .nullish()
  .transform((value) => (value ? value : null));

export const optionalPhone = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{5,25}$/, 'Enter a valid phone number'),
  ])
  .nullish()
  .transform((value) => (value ? value : null));

const optionalDate = z
  .union([z.literal(''), isoDateSchema])
  .nullish()
  .transform((value) => (value ? value : null));

/** Comma-separated in the form, a list everywhere else. */
export const tagsSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((tag) => tag.trim())
      .filter((tag) => tag.length > 0)
      .slice(0, 20),
  );

/** Every edit of an existing record says which version it was based on (409 when stale). */
export const versionSchema = z.number({ message: 'version is required' }).int().min(1);

export const memberInputSchema = z.object({
  name: requiredText('Full name is required'),
  role: z.enum(SLATE_ROLES, { message: 'Please choose a role' }),
  email: optionalEmail,
  phone: optionalPhone,
  photo: optionalLink,
  linkedin: optionalLink,
  bio: optionalText(TEXT_LONG_MAX),
});
export type MemberInput = z.input<typeof memberInputSchema>;

/** Numeric, as the spec's form says: blank is none, '40' is 40, anything else is refused. */
const capacitySchema = z.preprocess((value) => {
  if (value === '' || value === undefined || value === null) return null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}, z
  .number({ message: 'Capacity must be a number' })
  .int('Capacity must be a whole number')
  .min(0, 'Capacity cannot be negative')
  .nullable());

const eventFields = {
  title: requiredText('Title is required'),
  time: z
    .union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM')])
    .nullish()
    .transform((value) => (value ? value : null)),
  location: optionalText(),
  description: requiredText('Description is required', TEXT_LONG_MAX),
  organizer: optionalText(),
  capacity: capacitySchema,
  registrationLink: optionalLink,
  image: optionalLink,
  tags: tagsSchema,
};

export const eventInputSchema = z.object({
  ...eventFields,
  date: z.string({ message: 'Date is required' }).min(1, 'Date is required').pipe(isoDateSchema),
});
export type EventInput = z.input<typeof eventInputSchema>;

/** A past event may be added without a date: it gets today's (spec section 4). */
export const pastEventInputSchema = eventInputSchema.extend({ date: optionalDate });

export const achievementInputSchema = z.object({
  title: requiredText('Title is required'),
  year: z.coerce
    .number({ message: 'Year is required' })
    .int('Year is required')
    .min(1900, 'Choose a year')
    .max(2100, 'Choose a year'),
  description: requiredText('Description is required', TEXT_LONG_MAX),
  category: z
    .union([z.literal(''), z.enum(ACHIEVEMENT_CATEGORIES, { message: 'Choose a category' })])
    .nullish()
    .transform((value) => (value ? value : null)),
  awardedBy: optionalText(),
  recipient: optionalText(),
  value: optionalText(),
  date: optionalDate,
  image: optionalLink,
});
export type AchievementInput = z.input<typeof achievementInputSchema>;

export const galleryItemInputSchema = z.object({
  img: z
    .string({ message: 'Image URL is required' })
    .trim()
    .min(1, 'Image URL is required')
    .pipe(linkSchema),
  caption: requiredText('Caption is required'),
  date: optionalDate,
  event: optionalText(),
  photographer: optionalText(),
  tags: tagsSchema,
  description: optionalText(TEXT_LONG_MAX),
});
export type GalleryItemInput = z.input<typeof galleryItemInputSchema>;

/** The fields of a society an officer edits as a whole (Basic Info). Ids, kind, counts and owners are not among them. */
export const societyUpdateSchema = z.object({
  version: versionSchema,
  name: requiredText('Name is required'),
  image: optionalLink,
  description: optionalText(TEXT_LONG_MAX).transform((value) => value ?? ''),
  vision: optionalText(TEXT_LONG_MAX).transform((value) => value ?? ''),
  mission: optionalText(TEXT_LONG_MAX).transform((value) => value ?? ''),
  objectives: optionalText(TEXT_LONG_MAX).transform((value) => value ?? ''),
  studentMemberCount: z.coerce
    .number({ message: 'Student member count must be a number' })
    .int('Student member count must be a whole number')
    .min(0, 'Student member count cannot be negative'),
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
      z
        .string()
        .trim()
        .regex(/^\d{4}$/, 'Enter a four-digit year'),
    ])
    .nullish()
    .transform((value) => (value ? value : null)),
  logo: optionalLink,
});
export type CouncilUpdate = z.input<typeof councilUpdateSchema>;

/** An edit of one record: its fields and the version it was based on. */
export const withVersion = <T extends z.ZodObject>(schema: T) =>
  schema.extend({ version: versionSchema });

// ---- What the dashboard API answers: the public shapes plus what an editor needs. ----

export const dashboardMemberSchema = slateMemberSchema.extend({ version: z.number().int() });
export type DashboardMember = z.infer<typeof dashboardMemberSchema>;

export const dashboardEventSchema = eventSchema.extend({
  /** Marked held ('Move to Past Events'): stays past whatever its date. */
  held: z.boolean(),
  version: z.number().int(),
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

export const dashboardAchievementSchema = achievementSchema.extend({ version: z.number().int() });
export type DashboardAchievement = z.infer<typeof dashboardAchievementSchema>;

export const dashboardGalleryItemSchema = galleryItemSchema.extend({ version: z.number().int() });
export type DashboardGalleryItem = z.infer<typeof dashboardGalleryItemSchema>;

/** The dashboard's collections, as they appear in its URLs. */
export const DASHBOARD_COLLECTIONS = [
  'members',
  'events/past',
  'events/upcoming',
  'achievements',
  'gallery',
] as const;
