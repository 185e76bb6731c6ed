import { z } from 'zod';
import {
  optionalText,
  organisationRefSchema,
  pageSchema,
  paginationQuerySchema,
  recordIdSchema,
  TEXT_SHORT_MAX,
  textSchema,
  versionSchema,
} from './common.js';

// Uploaded images: the media library, its upload forms (the gallery's bulk upload included) and
// the usages that keep a picture from being deleted while the site shows it.

/** The largest file an upload may be (phone photos are 2-8 MB; HEIC/RAW exports stay under). */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** How many files the gallery's bulk upload sends at once. */
export const MEDIA_UPLOAD_CONCURRENCY = 3;
/** What the file pickers offer; the server decides the type from the content, not from this. */
export const MEDIA_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';

export const ALT_TEXT_MAX = 300;

/** One place an uploaded image is shown on the site. */
export const mediaUsageSchema = z.object({
  /** What kind of record uses it: `event`, `gallery photo`, `hero slide`, ... */
  kind: z.string(),
  /** The record's id (the organisation's own for its image, logo and carousel). */
  id: z.number().int(),
  /** Readable: 'Event “Intro to ML”', 'Carousel of Computer Society'. */
  description: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaItemSchema = z.object({
  id: z.number().int(),
  organisation: organisationRefSchema,
  /** The address image fields store (`/media/uploads/<key>/<width>.webp`). */
  url: z.string(),
  /** The file's name as uploaded. */
  name: z.string(),
  /** The type read from the content, e.g. `image/jpeg`. */
  mimeType: z.string(),
  /** Of the largest rendition (the original, capped). */
  width: z.number().int(),
  height: z.number().int(),
  /** Widths of the WebP renditions. */
  widths: z.array(z.number().int()),
  /** Size of the uploaded file, and of all renditions together. */
  bytes: z.number().int(),
  storedBytes: z.number().int(),
  /** `#rrggbb`, shown while the picture loads. */
  placeholderColor: z.string(),
  /** Empty until someone describes the picture; required before it is used on a public page. */
  alt: z.string(),
  caption: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  usages: z.array(mediaUsageSchema),
  version: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** A page of a media library, newest first. */
export const mediaPageSchema = pageSchema(mediaItemSchema);
export type MediaPage = z.infer<typeof mediaPageSchema>;

export const altTextSchema = textSchema()
  .trim()
  .max(ALT_TEXT_MAX, `Use at most ${ALT_TEXT_MAX} characters`);

/** The text fields of an upload form (multipart fields next to the file). */
export const mediaUploadFieldsSchema = z.object({
  alt: altTextSchema.optional().transform((value) => value ?? ''),
  caption: optionalText(TEXT_SHORT_MAX),
});

/** Alt text and caption, with the version the edit was based on. */
export const mediaUpdateSchema = z.object({
  alt: altTextSchema,
  caption: optionalText(TEXT_SHORT_MAX),
  version: versionSchema,
});
export type MediaUpdate = z.input<typeof mediaUpdateSchema>;

/** The fields of one photo of the gallery's bulk upload (multipart, next to the file). */
export const galleryUploadFieldsSchema = z.object({
  /** The event the photos were taken at (one of the organisation's). */
  eventId: recordIdSchema.optional(),
  /** Blank: the event's title, else the file's name. Also the photo's alt text. */
  caption: optionalText(TEXT_SHORT_MAX),
});

export const adminMediaQuerySchema = paginationQuerySchema.extend({
  /** Only this organisation's uploads (the branch's for the site's own content). */
  organisation: recordIdSchema.optional(),
});
