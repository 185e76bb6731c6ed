import { z } from 'zod';
import {
  isoDateSchema,
  optionalDate,
  optionalLink,
  optionalName,
  optionalText,
  organisationRefSchema,
  requiredText,
  TEXT_LONG_MAX,
} from './common.js';
import { publicationStateSchema } from './publication.js';

// Achievements: the public shape, the dashboard's form and what the dashboard reads.

export const ACHIEVEMENT_CATEGORIES = [
  'Academic Excellence',
  'Research',
  'Innovation',
  'Community Service',
  'Leadership',
  'Competition',
  'Publication',
  'Recognition',
] as const;

export const achievementCategorySchema = z.enum(ACHIEVEMENT_CATEGORIES);

/** How many years the achievement form offers, newest first (spec section 5). */
export const ACHIEVEMENT_YEAR_CHOICES = 20;

export function achievementYears(currentYear: number): number[] {
  return Array.from({ length: ACHIEVEMENT_YEAR_CHOICES }, (_, index) => currentYear - index);
}

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
  awardedBy: optionalName(),
  recipient: optionalName(),
  value: optionalText(),
  date: optionalDate,
  image: optionalLink,
});
export type AchievementInput = z.input<typeof achievementInputSchema>;

export const dashboardAchievementSchema = achievementSchema.extend({
  version: z.number().int(),
  ...publicationStateSchema.shape,
});
export type DashboardAchievement = z.infer<typeof dashboardAchievementSchema>;
