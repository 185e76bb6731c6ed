import { z } from 'zod';

// What every domain's contracts build on: errors, pages, ids and slugs, the organisation an item
// belongs to, and the form fields and version check every editor uses.

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 100;

export const TEXT_SHORT_MAX = 200;
export const TEXT_LONG_MAX = 5000;

/** Every error answer of the API has this shape. */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A calendar date without a time, as `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();

/**
 * A link or image address. Absolute http(s) URLs, or a path on this site (uploaded and sample
 * images live under `/media`). Anything else, `javascript:` included, is refused.
 */
export const linkSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => {
      if (value.startsWith('/') && !value.startsWith('//')) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: 'Enter a valid http or https URL' },
  );

/** `123` or `some-slug`: organisations are addressed by either. */
export const idOrSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/i, 'Use a numeric id or a slug of letters, digits and dashes');

/** A record's id in a URL or query string: a positive PostgreSQL `integer`. */
export const recordIdSchema = z.coerce
  .number({ message: 'must be a record id' })
  .int()
  .positive()
  .max(2_147_483_647);

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

// ---- Pages of a list ----

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    pageCount: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  pageCount: number;
}

// ---- The organisation an item belongs to (every domain refers to one) ----

export const ORGANISATION_KINDS = ['society', 'council', 'branch'] as const;

export const organisationKindSchema = z.enum(ORGANISATION_KINDS);
export type OrganisationKind = z.infer<typeof organisationKindSchema>;

/** Who an aggregated item belongs to. */
export const organisationRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: organisationKindSchema,
});
export type OrganisationRef = z.infer<typeof organisationRefSchema>;

/** A public list of one organisation's items, or of everyone's. */
export const orgListQuerySchema = paginationQuerySchema.extend({
  org: idOrSlugSchema.optional(),
});
export type OrgListQuery = z.infer<typeof orgListQuerySchema>;

// ---- Form fields ----

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

export const optionalDate = z
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

// ---- Editing: versions and order ----

/** Every edit of an existing record says which version it was based on (409 when stale). */
export const versionSchema = z.number({ message: 'version is required' }).int().min(1);

/** An edit of one record: its fields and the version it was based on. */
export const withVersion = <T extends z.ZodObject>(schema: T) =>
  schema.extend({ version: versionSchema });

const recordId = z.number().int().positive();

/** A new order of a whole list: every id of it, once, first shown first. */
export const orderSchema = z.object({
  ids: z
    .array(recordId)
    .min(1, 'List every item in its new order')
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'List each item once'),
});
export type OrderInput = z.infer<typeof orderSchema>;
