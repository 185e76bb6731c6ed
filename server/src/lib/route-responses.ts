import { errorResponseSchema } from '@chapterhouse/shared';

/** What a route behind a sign-in may answer besides its success. */
export const guarded = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** What an edit may answer besides its success: a bad body (400) or a stale version (409). */
export const editErrors = { ...guarded, 400: errorResponseSchema, 409: errorResponseSchema };
