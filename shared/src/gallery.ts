import { z } from 'zod';
import {
  isoDateSchema,
  linkSchema,
  optionalDate,
  optionalText,
  organisationRefSchema,
  requiredText,
  TEXT_LONG_MAX,
  tagsSchema,
  textSchema,
} from './common.js';
import { publicationStateSchema } from './publication.js';

// Gallery photos: the public shape, the dashboard's form and what the dashboard reads. The bulk
// upload's fields are with the other upload forms in `media.ts`.

export const galleryItemSchema = z.object({
  id: z.number().int(),
  organisation: organisationRefSchema,
  img: z.string(),
  caption: z.string(),
  /** Where a click on the photo leads; the image itself unless set. */
  url: z.string(),
  /** Natural height in pixels; the masonry renders items at half of it. */
  height: z.number().int(),
  description: z.string().nullable(),
  date: isoDateSchema.nullable(),
  event: z.string().nullable(),
  photographer: z.string().nullable(),
  tags: z.array(z.string()),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const galleryItemInputSchema = z.object({
  img: textSchema({ message: 'Image URL is required' })
    .trim()
    .min(1, 'Image URL is required')
    .pipe(linkSchema),
  caption: requiredText('Caption is required'),
  date: optionalDate,
  event: optionalText(),
  photographer: optionalText(),
  tags: tagsSchema,
  description: optionalText(TEXT_LONG_MAX),
});
export type GalleryItemInput = z.input<typeof galleryItemInputSchema>;

export const dashboardGalleryItemSchema = galleryItemSchema.extend({
  version: z.number().int(),
  ...publicationStateSchema.shape,
});
export type DashboardGalleryItem = z.infer<typeof dashboardGalleryItemSchema>;
