import { ApiError } from '../../lib/api-client';
import type { Paging } from '../../lib/dashboard-api';
import { readPage } from '../../lib/lists';

/** How many rows a console or dashboard list shows at a time. */
export const CONSOLE_PAGE_SIZE = 20;

/** The page of a console or dashboard list its URL asks for (`?page=`, or `?<param>=`). */
export const pagingOf = (url: URL, param: string = LIST_PARAMS.page): Paging => ({
  page: readPage(url, param),
  limit: CONSOLE_PAGE_SIZE,
});

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
