import { errorResponseSchema } from '@chapterhouse/shared';

/** What a route behind a sign-in may answer besides its success. */
export const guarded = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** What an edit may answer besides its success: a bad body (400) or a stale version (409). */
export const editErrors = { ...guarded, 400: errorResponseSchema, 409: errorResponseSchema };

/**
 * The headers of an answer that is one person's or one officer's (a registration through its
 * link, a roster, a statement): no shared cache (a proxy, the public cache) may keep it.
 */
export const PRIVATE_ANSWER = { 'cache-control': 'private, no-store' };
