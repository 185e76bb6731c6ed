import {
  type ActivityCategories,
  DEFAULT_ACADEMIC_YEAR_START_MONTH,
  DEFAULT_BRANCH_LOCALE,
  NOTIFICATION_TYPES,
} from '@chapterhouse/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns.js';
import { achievements, events } from './content.js';
import { organisations } from './organisations.js';
import { searchVector, tsvector, weighted } from './search-columns.js';

export const heroSlides = pgTable('hero_slides', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  title: text('title').notNull(),
  caption: text('caption'),
  alt: text('alt').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...version,
  ...timestamps,
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...version,
  ...timestamps,
});

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** What search matches (`search-columns.ts`): the question, then its answer. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchVector(weighted('question', 'A'), weighted('answer', 'B')),
    ),
    ...version,
    ...timestamps,
  },
  (table) => [
    index('faq_entries_search_idx').using('gin', table.searchVector),
    index('faq_entries_question_trgm_idx').using('gin', table.question.op('gin_trgm_ops')),
  ],
);

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    type: notificationType('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The organisation it is about, when it is about one. */
    organisationId: integer('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    /** Where "Read more" goes: a page of this site. */
    link: text('link'),
    /** What it announces, when an organisation's publishing created it; it goes with it. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id').references(() => achievements.id, {
      onDelete: 'cascade',
    }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...version,
    ...timestamps,
  },
  (table) => [
    index('notifications_published_idx').on(table.publishedAt, table.id),
    uniqueIndex('notifications_event_unique').on(table.eventId),
    uniqueIndex('notifications_achievement_unique').on(table.achievementId),
  ],
);

/**
 * The channel a change of the branch's locale (these settings' language tag, time zone and
 * currency) is announced on, for every server on the database to read it again: by the console's
 * edit (`modules/site/branch-locale.service.ts`) and by the sample's load.
 */
export const LOCALE_CHANGED = 'branch_locale_changed';

/**
 * Settings of the site as a whole: one row (id 1). The landing page's counters are computed from
 * the data; a branch admin may override each (null: computed).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    membersOverride: integer('members_override'),
    eventsOverride: integer('events_override'),
    awardsOverride: integer('awards_override'),
    /** The month (1 to 12) an academic year starts in, for the annual report. */
    academicYearStartMonth: integer('academic_year_start_month')
      .notNull()
      .default(DEFAULT_ACADEMIC_YEAR_START_MONTH),
    /** The branch's locale (`BranchLocale`): the language tag that names its time zone. */
    languageTag: text('language_tag').notNull().default(DEFAULT_BRANCH_LOCALE.languageTag),
    /**
     * The branch's time zone. Null until the server first starts on this database: it then
     * writes `SITE_TIMEZONE` in (how the zone was set before it was a setting), and the console
     * changes it from there.
     */
    timeZone: text('time_zone'),
    /** ISO 4217: what prices are in unless an event says otherwise. */
    currency: text('currency').notNull().default(DEFAULT_BRANCH_LOCALE.currency),
    /**
     * What each IEEE category counts as for the college (`ActivityCategories`), for students'
     * activity records; null until the branch saves its own (`DEFAULT_ACTIVITY_CATEGORIES`).
     */
    activityCategories: jsonb('activity_categories').$type<ActivityCategories>(),
    ...version,
    ...timestamps,
  },
  (table) => [
    check('site_settings_single_row', sql`${table.id} = 1`),
    check(
      'site_settings_academic_year_start_month',
      sql`${table.academicYearStartMonth} between 1 and 12`,
    ),
  ],
);
