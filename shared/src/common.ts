import { z } from 'zod';

// What every domain's contracts build on: errors, pages, ids and slugs, the organisation an item
// belongs to, and the form fields and version check every editor uses.

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 100;

export const TEXT_SHORT_MAX = 200;
export const TEXT_LONG_MAX = 5000;

// ---- What every request field is built on ----

/** The largest value of a PostgreSQL `integer`: every integer column of the schema is one. */
export const INT4_MAX = 2_147_483_647;

// PostgreSQL `text` cannot hold NUL, and a UTF-16 surrogate without its pair is no character at
// all (it cannot be encoded as UTF-8). With the `u` flag the range matches unpaired halves only.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const UNSTORABLE_CHARACTER = /[\u0000\ud800-\udfff]/u;

export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a character that cannot be saved (a NUL or a broken emoji half); remove it';

/** True when PostgreSQL can store the text as it is. */
export const isStorableText = (value: string): boolean => !UNSTORABLE_CHARACTER.test(value);

/**
 * The check every text of a request carries. One instance, so the test over the route table can
 * tell that every string field of every route has it (plugins/input-rules.test.ts).
 */
export const storableTextCheck = z.refine<string>(isStorableText, {
  message: UNSTORABLE_TEXT_MESSAGE,
});

/**
 * A string a request may carry: every text field of the contracts starts here instead of at
 * `z.string()`, so NUL and unpaired surrogates get a 400 rather than reaching the database.
 */
export const textSchema = (params?: string | { message?: string }) =>
  z.string(params).check(storableTextCheck);

/**
 * A whole number a request may carry, bounded to what an `integer` column holds (callers add
 * their own minimum; `INT4_MAX` is the ceiling unless they lower it).
 */
export const integerSchema = (message?: string) =>
  z
    .number(message ? { message } : undefined)
    .int(message)
    .max(INT4_MAX, `Use a number up to ${INT4_MAX.toLocaleString('en')}`);

/**
 * A number a form may send as text ('40'), read as `z.coerce` reads text; anything else stays as
 * it is, so `true` or `[]` are refused rather than counted as 1 and 0.
 */
export const numberFromText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && !Number.isNaN(Number(value)) ? Number(value) : value),
    schema,
  );

/** A calendar date without a time, as `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date().check(storableTextCheck);

/** Every error answer of the API has this shape. */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * A link or image address. Absolute http(s) URLs, or a path on this site (uploaded and sample
 * images live under `/media`). Anything else, `javascript:` included, is refused.
 */
export const linkSchema = textSchema()
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
  )
  // The refinement above in the API's document (which cannot run it): an absolute http(s) URL
  // or a path on this site, never `//host`.
  .meta({
    anyOf: [{ format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' }, { pattern: '^/(?!/)' }],
  });

/** `123` or `some-slug`: organisations are addressed by either (no spaces: ` 1` is neither). */
export const idOrSlugSchema = textSchema()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/i, 'Use a numeric id or a slug of letters, digits and dashes');

/**
 * A regular expression of the decimal numbers from 1 to `max` (no sign, no leading zeros), for
 * the API's document, whose patterns cannot compare numbers: shorter numbers, then each digit of
 * `max` in turn (a smaller digit there and any after it), then `max` itself.
 */
export function decimalsUpTo(max: number): string {
  const digits = String(max);
  const branches = digits.length > 1 ? [`[1-9]\\d{0,${digits.length - 2}}`] : [];
  for (const [index, character] of [...digits].entries()) {
    const lowest = index === 0 ? 1 : 0;
    const below = Number(character) - 1;
    if (below < lowest) continue;
    const rest = digits.length - index - 1;
    branches.push(`${digits.slice(0, index)}[${lowest}-${below}]${rest > 0 ? `\\d{${rest}}` : ''}`);
  }
  branches.push(digits);
  return `(?:${branches.join('|')})`;
}

/**
 * A record's id in a URL, query string or form field: decimal digits only (`0x10` and `1e3` are
 * not ids, though `Number()` would read them), a positive PostgreSQL `integer`.
 */
export const recordIdSchema = textSchema({ message: 'must be a record id' })
  .regex(/^\d{1,10}$/, 'must be a record id (decimal digits only)')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be a record id').max(INT4_MAX, 'must be a record id'))
  .meta({
    pattern: `^(?=\\d{1,10}$)0*${decimalsUpTo(INT4_MAX)}$`,
    description: `A record id: decimal digits, from 1 to ${INT4_MAX}.`,
  });

/**
 * The address part of an organisation's URLs: lower-case words joined by single dashes. Never
 * only digits, because numeric URLs address organisations by id.
 */
export const slugSchema = textSchema({ message: 'Slug is required' })
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
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
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
  textSchema()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const requiredText = (message: string, max = TEXT_SHORT_MAX) =>
  textSchema({ message }).trim().min(1, message).max(max, `Use at most ${max} characters`);

// ---- Names of people and organisations ----

// The C0 controls (tab, line feed, bell, escape, ...), DEL and the C1 controls. No name has one,
// and a name is printed everywhere: pages, mails, CSVs, PDFs, a terminal reading the logs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/u;

export const NAME_CONTROL_MESSAGE =
  'Remove the control character (such as a tab, line break, bell or escape)';

/** True when the text has no control character (ordinary spaces are fine). */
export const hasNoControlCharacter = (value: string): boolean => !CONTROL_CHARACTER.test(value);

/**
 * The check every name of a person or an organisation carries (registrants, accounts, officers,
 * speakers, certificate recipients, organisations, ...). One instance, so a test can tell which
 * fields have it. It runs after trimming: spaces and line breaks around a name are dropped.
 */
export const nameCheck = z.refine<string>(hasNoControlCharacter, {
  message: NAME_CONTROL_MESSAGE,
});

/** A required name: `requiredText` without control characters. */
export const nameSchema = (message: string, max = TEXT_SHORT_MAX) =>
  requiredText(message, max).check(nameCheck);

/** A name a form may leave empty (an organiser, a recipient): blank becomes `null`. */
export const optionalName = (max = TEXT_SHORT_MAX) =>
  textSchema()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .check(nameCheck)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Blank, or what `schema` accepts. When neither fits, the message is `schema`'s own ("Enter a
 * valid e-mail address", a character that cannot be saved) rather than zod's "Invalid input".
 */
export const blankOr = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal(''), schema], {
    error: (issue) =>
      issue.code === 'invalid_union' ? issue.errors.at(-1)?.[0]?.message : undefined,
  });

/** An optional link (http, https or a path on this site); blank becomes `null`. */
export const optionalLink = blankOr(linkSchema)
  .nullish()
  .transform((value) => (value ? value : null));

export const optionalEmail = blankOr(
  textSchema().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address')),
)
  .nullish()
  .transform((value) => (value ? value : null));

export const optionalPhone = blankOr(
  textSchema()
    .trim()
    .regex(/^\+?[0-9 ()-]{5,25}$/, 'Enter a valid phone number'),
)
  .nullish()
  .transform((value) => (value ? value : null));

export const optionalDate = blankOr(isoDateSchema)
  .nullish()
  .transform((value) => (value ? value : null));

/** Comma-separated in the form, a list everywhere else. */
export const tagsSchema = z
  .union([textSchema(), z.array(textSchema())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((tag) => tag.trim())
      .filter((tag) => tag.length > 0)
      .slice(0, 20),
  );

// ---- Editing: versions and order ----

/** Every edit of an existing record says which version it was based on (409 when stale). */
export const versionSchema = integerSchema().min(1);

/** An edit of one record: its fields and the version it was based on. */
export const withVersion = <T extends z.ZodObject>(schema: T) =>
  schema.extend({ version: versionSchema });

const recordId = integerSchema().min(1);

/** A new order of a whole list: every id of it, once, first shown first. */
export const orderSchema = z.object({
  ids: z
    .array(recordId)
    .min(1, 'List every item in its new order')
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'List each item once')
    .meta({ uniqueItems: true }),
});
export type OrderInput = z.infer<typeof orderSchema>;
