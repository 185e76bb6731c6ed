import { type SQL, sql } from 'drizzle-orm';
import { integer, type PgColumn, timestamp } from 'drizzle-orm/pg-core';

/** `created_at` and `updated_at` on every table; services set `updated_at` on each write. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Rows edited as a whole carry a version; an edit based on an older one is refused (409). */
export const version = {
  version: integer('version').notNull().default(1),
};

/**
 * Whether visitors see an item (decision 010): public from `published_at`; a draft while it is
 * null, which goes public by itself at `publish_at` when that is set (the scheduled-publishing
 * job). New rows are public unless the service says otherwise, so loaders and imports publish.
 */
export const publication = {
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  publishAt: timestamp('publish_at', { withTimezone: true }),
};

/**
 * A title's words as its row's `search_vector` weighs them A (a title alone): indexed apart
 * (`*_title_words_idx`), so that a search finds the rows a word is in the title of through the
 * index, without reading every row the word is anywhere in (`kindSelect`). The same
 * expression in the index and in the query: the planner matches them by their form.
 */
export const titleWords = (title: PgColumn): SQL =>
  sql`to_tsvector('english'::regconfig, coalesce(${title}, ''))`;
