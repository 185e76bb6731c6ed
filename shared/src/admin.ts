import { z } from 'zod';
import { emailSchema, roleSchema } from './auth.js';
import { linkSchema } from './common.js';
import { TEXT_LONG_MAX } from './constants.js';
import {
  optionalEmail,
  optionalLink,
  optionalPhone,
  optionalText,
  requiredText,
  versionSchema,
} from './dashboard.js';
import { organisationRefSchema } from './organisations.js';
import { siteStatisticsSchema } from './site.js';

// The branch console's API (`/api/admin/...`, branch administrators only). Lists answer every
// record with its id and version; edits send the version they were based on (409 when stale).

const recordId = z.number().int().positive();

// ---- Organisations ----

/** The kinds the console creates; the branch itself exists once and is edited as 'About'. */
export const MANAGED_KINDS = ['society', 'council'] as const;
export const managedKindSchema = z.enum(MANAGED_KINDS, { message: 'Choose society or council' });
export type ManagedKind = z.infer<typeof managedKindSchema>;

/**
 * The address part of an organisation's URLs: lower-case words joined by single dashes. Never
 * only digits, because numeric URLs address organisations by id.
 */
export const slugSchema = z
  .string({ message: 'Slug is required' })
  .trim()
  .toLowerCase()
  .min(2, 'Use at least 2 characters')
  .max(80, 'Use at most 80 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes')
  .refine((slug) => !/^\d+$/.test(slug), 'A slug needs at least one letter');

/** `IEEE Computer Society` → `ieee-computer-society`: the slug a new name suggests. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

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

const organisationNameSchema = requiredText('Name is required', 120);

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

/** A new order of a whole list: every id of it, once, first shown first. */
export const orderSchema = z.object({
  ids: z
    .array(recordId)
    .min(1, 'List every item in its new order')
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'List each item once'),
});
export type OrderInput = z.infer<typeof orderSchema>;

export const organisationOrderSchema = orderSchema.extend({ kind: managedKindSchema });
export type OrganisationOrder = z.infer<typeof organisationOrderSchema>;

// ---- Accounts ----

export const adminAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  organisation: organisationRefSchema.nullable(),
  /** ISO timestamp, or null before the first sign-in. */
  lastLoginAt: z.string().nullable(),
  disabled: z.boolean(),
  /** Invited and has not set a password yet. */
  pending: z.boolean(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const invitationRequestSchema = z
  .object({
    email: emailSchema,
    name: z.string().trim().min(1, 'Enter a name').max(120),
    role: roleSchema,
    /** The organisation a society or council admin runs; none for a branch admin. */
    organisationId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((value) => (value.role === 'BRANCH_ADMIN') === (value.organisationId === null), {
    message: 'Choose the organisation this admin will run (branch admins run none)',
    path: ['organisationId'],
  });
export type InvitationRequest = z.input<typeof invitationRequestSchema>;

/** How long a link is valid; the invitation's comes from the issue: 7 days. */
export const INVITATION_VALID_DAYS = 7;
export const PASSWORD_RESET_VALID_HOURS = 24;

/** A one-time link for an account: its path on this site (`/invite/...`) and when it expires. */
export const accountLinkSchema = z.object({
  account: adminAccountSchema,
  /** Path on this site, e.g. `/invite/abc...`; the console shows it with the site's origin. */
  path: z.string(),
  expiresAt: z.string(),
});
export type AccountLink = z.infer<typeof accountLinkSchema>;

// ---- One-time links, used by the person they were made for (public, the token is the key) ----

export const ACCOUNT_LINK_PURPOSES = ['invitation', 'password-reset'] as const;
export const accountLinkPurposeSchema = z.enum(ACCOUNT_LINK_PURPOSES);
export type AccountLinkPurpose = z.infer<typeof accountLinkPurposeSchema>;

/** 43 characters of base64url: 256 random bits. */
export const accountLinkTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'This link is not valid.');

export const accountLinkInfoSchema = z.object({
  purpose: accountLinkPurposeSchema,
  email: z.string(),
  name: z.string(),
  organisation: organisationRefSchema.nullable(),
  expiresAt: z.string(),
});
export type AccountLinkInfo = z.infer<typeof accountLinkInfoSchema>;

// ---- Site content ----

export const heroSlideInputSchema = z.object({
  image: z
    .string({ message: 'Image URL is required' })
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
  name: requiredText('Name is required', 160),
  link: z
    .string({ message: 'Link is required' })
    .trim()
    .min(1, 'Link is required')
    .pipe(linkSchema),
  image: z
    .string({ message: 'Logo URL is required' })
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
  name: requiredText('Name is required', 160),
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

const statisticOverride = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.coerce
    .number({ message: 'Enter a number, or leave it blank to count automatically' })
    .int('Enter a whole number')
    .min(0, 'Cannot be negative')
    .max(10_000_000, 'That is more than any branch has')
    .nullable(),
);

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
