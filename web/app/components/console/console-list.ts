import { ApiError } from '../../lib/api-client';

/** How many rows a console list shows at a time. */
export const CONSOLE_PAGE_SIZE = 20;

/** The query parameters of the console's lists: page number, status filter, Activity's filters. */
export const LIST_PARAMS = {
  page: 'page',
  status: 'status',
  organisation: 'organisation',
  person: 'person',
  from: 'from',
  to: 'to',
} as const;

/** `value` when it is one of `choices`, else `fallback` (a status filter from the URL, say). */
export const oneOf = <T extends string>(
  value: string | null,
  choices: readonly T[],
  fallback: T,
): T => (choices.includes(value as T) ? (value as T) : fallback);

/** A record id from the URL (`?organisation=3`), or null when missing or malformed. */
export const idParam = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** A day from the URL (`YYYY-MM-DD`), or null when missing or malformed. */
export const dayParam = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/**
 * A list the server refused to read as asked (400, dates the wrong way round, say): shown with
 * its reason, not as a crash.
 */
export async function orRefusal<T>(read: Promise<T>): Promise<{ page: T | null; error?: string }> {
  try {
    return { page: await read };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return { page: null, error: error.message };
    }
    throw error;
  }
}
