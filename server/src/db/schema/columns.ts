import { integer, timestamp } from 'drizzle-orm/pg-core';

/** `created_at` and `updated_at` on every table; services set `updated_at` on each write. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Rows edited as a whole carry a version; an edit based on an older one is refused (409). */
export const version = {
  version: integer('version').notNull().default(1),
};
