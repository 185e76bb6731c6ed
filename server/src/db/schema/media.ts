import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamps, version } from './columns.js';
import { organisations } from './organisations.js';

/**
 * Uploaded images, one row per upload, in the library of the organisation that uploaded it (the
 * branch's for the site's own content). The files are WebP renditions under `storage_key` in the
 * media storage (docs/media.md); image fields of other tables store the address of one of them.
 * Where an upload is used is not stored: it is read from those fields when asked
 * (`modules/media/media-usage.ts`), so it can never disagree with them.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    /** Never cascaded away: deleting the row must also delete its files, which only the API does. */
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    /** `<id>-<W>x<H>-<rrggbb>`: the folder of the renditions, part of their public address. */
    storageKey: text('storage_key').notNull(),
    /** The file's name as uploaded (also the audit log's label for the row). */
    name: text('name').notNull(),
    /** The type read from the file's content, e.g. `image/jpeg`. */
    mimeType: text('mime_type').notNull(),
    /** Of the largest rendition (the original, capped to MAX_IMAGE_EDGE). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Of the file as uploaded (after orientation). */
    sourceWidth: integer('source_width').notNull(),
    sourceHeight: integer('source_height').notNull(),
    widths: integer('widths').array().notNull(),
    bytes: integer('bytes').notNull(),
    storedBytes: integer('stored_bytes').notNull(),
    placeholderColor: text('placeholder_color').notNull(),
    /** Empty until described; an empty one cannot be placed on a public page. */
    alt: text('alt').notNull().default(''),
    caption: text('caption'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...version,
    ...timestamps,
  },
  (table) => [
    uniqueIndex('media_storage_key_unique').on(table.storageKey),
    index('media_organisation_idx').on(table.organisationId, table.id),
    check('media_size_positive', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);
