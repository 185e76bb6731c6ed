import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.js';

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
