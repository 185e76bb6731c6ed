import { ORGANISATION_KINDS } from '@chapterhouse/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { publication, timestamps, version } from './columns.js';
import { initialsOf, searchVector, tsvector, weighted } from './search-columns.js';

export const organisationKind = pgEnum('organisation_kind', ORGANISATION_KINDS);

/**
 * Societies, councils and the branch itself (kind `branch`, exactly one), so the branch's slate,
 * events and gallery reuse the same tables as everyone else's.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    kind: organisationKind('kind').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    logo: text('logo'),
    description: text('description').notNull().default(''),
    vision: text('vision').notNull().default(''),
    mission: text('mission').notNull().default(''),
    /** Sanitised HTML. */
    objectives: text('objectives').notNull().default(''),
    carouselImages: text('carousel_images').array().notNull().default(sql`'{}'::text[]`),
    studentMemberCount: integer('student_member_count').notNull().default(0),
    foundedYear: integer('founded_year'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    location: text('location'),
    /** Position in menus and on the landing page. */
    sortOrder: integer('sort_order').notNull().default(0),
    /** Archived organisations are hidden from the public site; their data stays. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** What search matches (`search-columns.ts`): its name and initials, what it says of itself. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchVector(
        weighted('name', 'A'),
        initialsOf('name'),
        weighted('description', 'B'),
        weighted('vision', 'C'),
        weighted('mission', 'C'),
      ),
    ),
    ...version,
    ...timestamps,
  },
  (table) => [
    uniqueIndex('organisations_slug_unique').on(table.slug),
    index('organisations_kind_order_idx').on(table.kind, table.sortOrder, table.id),
    check('organisations_student_member_count_min', sql`${table.studentMemberCount} >= 0`),
    index('organisations_search_idx').using('gin', table.searchVector),
    index('organisations_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);

export const slateMembers = pgTable(
  'slate_members',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    photo: text('photo'),
    email: text('email'),
    phone: text('phone'),
    linkedin: text('linkedin'),
    bio: text('bio'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** What search matches (`search-columns.ts`): the person's name, role and bio. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchVector(weighted('name', 'A'), weighted('role', 'B'), weighted('bio', 'C')),
    ),
    ...publication,
    ...version,
    ...timestamps,
  },
  (table) => [
    index('slate_members_org_idx').on(table.organisationId, table.sortOrder, table.id),
    index('slate_members_publish_at_idx')
      .on(table.publishAt)
      .where(sql`${table.publishAt} is not null`),
    index('slate_members_search_idx').using('gin', table.searchVector),
    index('slate_members_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);
