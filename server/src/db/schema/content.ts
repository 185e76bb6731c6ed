import {
  type AttendanceMode,
  EVENT_CATEGORY_NAMES,
  EVENT_STATES,
  REGISTRATION_MODES,
  type RegistrationAudience,
  type RegistrationQuestion,
  type SeriesRegistrationScope,
  type SeriesRule,
  type Speaker,
} from '@chapterhouse/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { publication, timestamps, titleWords, version } from './columns.js';
import { organisations } from './organisations.js';
import { searchVector, tsvector, weighted, weightedStrings } from './search-columns.js';

/**
 * Past or upcoming is not stored: an event is past when it was marked held or its end
 * (`ends_at`) has come, so it can never be filed in the wrong list.
 */
/** Whether an event is still on: scheduled, cancelled or postponed (`EVENT_STATES`). */
export const eventState = pgEnum('event_state', EVENT_STATES);
/** How an event takes registrations: none, an outside link, or on this site. */
export const registrationMode = pgEnum('registration_mode', REGISTRATION_MODES);
/** IEEE's meeting categories (`EVENT_CATEGORIES`), for the reports IEEE asks for. */
export const eventCategory = pgEnum('event_category', EVENT_CATEGORY_NAMES);

/**
 * A series of sessions (issue 48; `docs/series.md`): its repeat rule, exceptions and one-off
 * changes (`rule`, `seriesRuleSchema`'s output), and what each new session is made of
 * (`template`: the event form's fields but its date and times). Its sessions are rows of
 * `events` (`series_id`, `series_date`), made only up to `sessions_through`, the look-ahead
 * window that the `series-sessions` job moves on each day.
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    rule: jsonb('rule').$type<SeriesRule>().notNull(),
    /** The rule in words (`seriesSummary`), kept so that every event read can name it cheaply. */
    summary: text('summary').notNull(),
    /** The event form's fields every new session takes (`SessionTemplate` in series.service.ts). */
    template: jsonb('template').$type<Record<string, unknown>>().notNull(),
    registrationScope: text('registration_scope')
      .$type<SeriesRegistrationScope>()
      .notNull()
      .default('session'),
    /** The share of sessions (percent) that earns the series' certificate; null: none. */
    certificateShare: integer('certificate_share'),
    /** The last day on which its sessions exist as events: the look-ahead window's end. */
    sessionsThrough: date('sessions_through', { mode: 'string' }).notNull(),
    ...version,
    ...timestamps,
  },
  (table) => [
    index('event_series_organisation_idx').on(table.organisationId),
    index('event_series_sessions_through_idx').on(table.sessionsThrough),
    check(
      'event_series_registration_scope',
      sql`${table.registrationScope} in ('session', 'series')`,
    ),
    check(
      'event_series_certificate_share',
      sql`${table.certificateShare} is null or ${table.certificateShare} between 1 and 100`,
    ),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time'),
    /** The last day of an event over several days; null when it ends on `date`. */
    endDate: date('end_date', { mode: 'string' }),
    endTime: text('end_time'),
    /**
     * The instant it ends, from the columns above in the site's time zone (`endsAtOf` in the
     * events service; the end of its last day when it has no end time). An event is past from
     * then on, or once marked held.
     */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * How people attend (issue 48): `in-person` at the venue, `online` through the meeting link,
     * or `hybrid` (either).
     */
    attendanceMode: text('attendance_mode').$type<AttendanceMode>().notNull().default('in-person'),
    /**
     * The online meeting's address (Meet, Zoom, Jitsi...) of an online or hybrid event: private.
     * Only confirmed registrants reach it, through their personal join link (`/join/{token}`,
     * modules/registrations/online-joins.ts); no public read selects it (`eventFields` in
     * public-events.service.ts leaves it out) and the visibility sweep proves it.
     */
    meetingUrl: text('meeting_url'),
    /** A livestream everyone may watch (YouTube...), shown on the public page when given. */
    livestreamUrl: text('livestream_url'),
    /** How many minutes before the start the join link is mailed to online registrants. */
    joinReminderMinutes: integer('join_reminder_minutes').notNull().default(30),
    /** The series it is a session of (issue 48); null for an event on its own. */
    seriesId: integer('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    /**
     * The date the series' rule gives this session (its RECURRENCE-ID): its identity in the
     * series, which a one-off move keeps. Null outside a series.
     */
    seriesDate: date('series_date', { mode: 'string' }),
    /** Where it is held: the venue's name (free text, the spec's `location`). */
    location: text('location'),
    /** The venue's postal address, all optional (schema.org's PostalAddress). */
    streetAddress: text('street_address'),
    locality: text('locality'),
    postalCode: text('postal_code'),
    region: text('region'),
    country: text('country'),
    /** A map of the venue (any https link: OpenStreetMap, Google Maps...). */
    mapUrl: text('map_url'),
    /** What a place costs, in `price_currency`; null: free. */
    price: numeric('price', { precision: 12, scale: 2 }),
    /** ISO 4217 code of `price`; null for a free event. */
    priceCurrency: text('price_currency'),
    description: text('description').notNull(),
    organizer: text('organizer'),
    /** The places (of a hybrid event: in the room); null: unlimited. */
    capacity: integer('capacity'),
    /**
     * A hybrid event's online places (issue 48, item 7), beside `capacity`'s places in the room;
     * null: unlimited. Events that are not hybrid leave it null.
     */
    onlineCapacity: integer('online_capacity'),
    registrationLink: text('registration_link'),
    image: text('image'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    registrations: integer('registrations').notNull().default(0),
    /**
     * Of a hybrid event, how many of `registrations` hold an online place (the rest are in the
     * room): kept beside it by whoever changes places, under the event's row lock.
     */
    registrationsOnline: integer('registrations_online').notNull().default(0),
    /** Attendance as text, e.g. '500+'. */
    participants: text('participants'),
    /** Set by 'Move to Past Events': the event stays past whatever its date. */
    held: boolean('held').notNull().default(false),
    state: eventState('state').notNull().default('scheduled'),
    registrationMode: registrationMode('registration_mode').notNull().default('none'),
    /** Registrations on this site wait as `pending` until an officer accepts them. */
    registrationApproval: boolean('registration_approval').notNull().default(false),
    /**
     * Each registration must be confirmed through the link mailed to its address within
     * CONFIRMATION_WINDOW_MS, or it is dropped: nobody fills the places with others' addresses.
     * False for events made before the setting existed (their behaviour stays as it was).
     */
    registrationConfirmEmail: boolean('registration_confirm_email').notNull().default(false),
    /** On-site registration opens then (else as soon as the event is published). */
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
    /**
     * Who may register (issue 47, item 4): `everyone`; `members`, only verified IEEE members
     * (an OU Analytics roster lists their address as Active); `members-first`, verified members
     * until `open_to_everyone_at`, everyone from then.
     */
    registrationAudience: text('registration_audience')
      .$type<RegistrationAudience>()
      .notNull()
      .default('everyone'),
    openToEveryoneAt: timestamp('open_to_everyone_at', { withTimezone: true }),
    /** What a place costs a verified IEEE member, in `price_currency`; null: as `price`. */
    memberPrice: numeric('member_price', { precision: 12, scale: 2 }),
    /**
     * What a place costs those who register by `early_bird_until` (the branch's date, that day
     * included), in `price_currency` (issue 49); both null: no early-bird price.
     */
    earlyBirdPrice: numeric('early_bird_price', { precision: 12, scale: 2 }),
    earlyBirdUntil: date('early_bird_until', { mode: 'string' }),
    /**
     * Registrations on this site are paid by UPI (issue 49): a place is held this many hours
     * for its payment, then goes to the next in line. Null: nothing is collected on the site
     * (the price is paid at the door, or the event is free).
     */
    paymentHoldHours: integer('payment_hold_hours'),
    /** On-site registration closes then (else when the event starts). */
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }),
    /** The event's own questions (`savedQuestionSchema` of each). */
    registrationQuestions: jsonb('registration_questions')
      .$type<RegistrationQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Registrations checked in at the door: the verified attendance. */
    checkedIn: integer('checked_in').notNull().default(0),
    category: eventCategory('category').notNull().default('Technical'),
    /** One of the category's sub-categories, when it has them and one was chosen. */
    subCategory: text('sub_category'),
    /** Who speaks, in the order the event lists them (`speakerSchema` of each). */
    speakers: jsonb('speakers').$type<Speaker[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * The other organisations of the branch that host it with `organisation_id`, in the order it
     * names them. A joint event shows on each co-host's pages, feeds and dashboard; it is one
     * event, so branch totals count it once. Kept on the row (not a table of its own) so History
     * and undo restore them with the rest of the event; an id whose organisation was deleted is
     * dropped by every read, which joins `organisations`.
     */
    coHostIds: integer('co_host_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** The co-hosts whose officers may edit it (and run its door), not only see it. */
    coHostEditorIds: integer('co_host_editor_ids').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * Of `checked_in`, those whose registration gave an IEEE member number: kept with it, so the
     * members/guests split outlives the registrations (REGISTRATION_RETENTION_DAYS).
     */
    checkedInMembers: integer('checked_in_members').notNull().default(0),
    /** Of `checked_in`, those who attended online (joined through their personal link). */
    checkedInOnline: integer('checked_in_online').notNull().default(0),
    /**
     * The IEEE members and guests who attended, as officers counted them by hand (an event held
     * without registration, or a door list not kept); null: taken from the check-ins.
     */
    membersAttended: integer('members_attended'),
    guestsAttended: integer('guests_attended'),
    /**
     * What search matches (`search-columns.ts`): its title, its text and speakers, where and by
     * whom.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchVector(
        weighted('title', 'A'),
        weighted('description', 'B'),
        weightedStrings('speakers', 'B'),
        weighted('location', 'C'),
        weighted('organizer', 'C'),
      ),
    ),
    ...publication,
    ...version,
    ...timestamps,
  },
  (table) => [
    // Both in the lists' order (upcoming forwards, past backwards: `orderFor` in the service),
    // so a page of a list is read from the index in order and stops after its last row.
    index('events_org_date_idx').on(table.organisationId, table.date, table.time, table.id),
    index('events_date_idx').on(table.date, table.time, table.id),
    // Upcoming events, of one organisation or across all, in order and counted from the index
    // alone; and the few held early (past though dated later), so the past list need not step
    // over the upcoming ones.
    index('events_org_upcoming_idx')
      .on(table.organisationId, table.date, table.time, table.id)
      .where(sql`not ${table.held}`),
    index('events_upcoming_idx')
      .on(table.date, table.time, table.id, table.organisationId)
      .where(sql`not ${table.held}`),
    index('events_held_idx').on(table.date, table.time, table.id).where(sql`${table.held}`),
    check('events_capacity_min', sql`${table.capacity} is null or ${table.capacity} >= 0`),
    check(
      'events_online_capacity',
      sql`${table.onlineCapacity} is null or (${table.onlineCapacity} >= 0 and ${table.attendanceMode} = 'hybrid')`,
    ),
    check('events_registrations_min', sql`${table.registrations} >= 0`),
    check(
      'events_registrations_online',
      sql`${table.registrationsOnline} between 0 and ${table.registrations}`,
    ),
    check(
      'events_attendance_min',
      sql`${table.checkedInMembers} between 0 and ${table.checkedIn} and coalesce(${table.membersAttended}, 0) >= 0 and coalesce(${table.guestsAttended}, 0) >= 0`,
    ),
    // An organisation's joint events (`co_host_ids @> array[id]`), beside its own.
    index('events_co_hosts_idx').using('gin', table.coHostIds),
    check('events_co_host_editors', sql`${table.coHostIds} @> ${table.coHostEditorIds}`),
    // The events that had someone checked in, by their end: the few that ended lately are the
    // feedback job's candidates (reports' `feedback_rounds` says which were asked already).
    index('events_attended_ends_idx').on(table.endsAt).where(sql`${table.checkedIn} > 0`),
    check('events_price_min', sql`${table.price} is null or ${table.price} >= 0`),
    check(
      'events_member_price',
      sql`${table.memberPrice} is null or (${table.price} is not null and ${table.memberPrice} >= 0)`,
    ),
    check(
      'events_early_bird_price',
      sql`(${table.earlyBirdPrice} is null) = (${table.earlyBirdUntil} is null) and (${table.earlyBirdPrice} is null or (${table.price} is not null and ${table.earlyBirdPrice} >= 0))`,
    ),
    check(
      'events_payment_hold_hours',
      sql`${table.paymentHoldHours} is null or (${table.price} is not null and ${table.paymentHoldHours} between 1 and 336)`,
    ),
    check(
      'events_registration_audience',
      sql`${table.registrationAudience} in ('everyone', 'members', 'members-first') and (${table.registrationAudience} = 'members-first') = (${table.openToEveryoneAt} is not null)`,
    ),
    check(
      'events_price_currency',
      sql`(${table.price} is null) = (${table.priceCurrency} is null)`,
    ),
    check(
      'events_attendance_mode',
      sql`${table.attendanceMode} in ('in-person', 'online', 'hybrid')`,
    ),
    check(
      'events_checked_in_online',
      sql`${table.checkedInOnline} between 0 and ${table.checkedIn}`,
    ),
    check('events_join_reminder_minutes', sql`${table.joinReminderMinutes} between 0 and 1440`),
    // A series' sessions, each once; and its next one, for the lists that show a series once.
    uniqueIndex('events_series_session_unique')
      .on(table.seriesId, table.seriesDate)
      .where(sql`${table.seriesId} is not null`),
    index('events_series_idx')
      .on(table.seriesId, table.date, table.time, table.id)
      .where(sql`${table.seriesId} is not null`),
    // A session keeps its date should its series be deleted (`series_id` set null).
    check('events_series_date', sql`${table.seriesId} is null or ${table.seriesDate} is not null`),
    // Upcoming events are those not yet ended: found by their end, few at any time.
    index('events_ends_idx').on(table.endsAt).where(sql`not ${table.held}`),
    index('events_org_ends_idx')
      .on(table.organisationId, table.endsAt)
      .where(sql`not ${table.held}`),
    // The drafts waiting for their time, for the scheduled-publishing job.
    index('events_publish_at_idx').on(table.publishAt).where(sql`${table.publishAt} is not null`),
    index('events_search_idx').using('gin', table.searchVector),
    index('events_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('events_title_words_idx').using('gin', titleWords(table.title)),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    year: integer('year').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    category: text('category'),
    awardedBy: text('awarded_by'),
    recipient: text('recipient'),
    value: text('value'),
    date: date('date', { mode: 'string' }),
    /** What search matches (`search-columns.ts`): its title, text and recipient, who awarded it. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchVector(
        weighted('title', 'A'),
        weighted('description', 'B'),
        weighted('recipient', 'B'),
        weighted('awarded_by', 'C'),
        weighted('category', 'C'),
      ),
    ),
    ...publication,
    ...version,
    ...timestamps,
  },
  (table) => [
    // Newest first (year, date, id, read backwards), within an organisation or across all.
    index('achievements_org_idx').on(table.organisationId, table.year, table.date, table.id),
    index('achievements_year_idx').on(table.year, table.date, table.id),
    index('achievements_publish_at_idx')
      .on(table.publishAt)
      .where(sql`${table.publishAt} is not null`),
    index('achievements_search_idx').using('gin', table.searchVector),
    index('achievements_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('achievements_title_words_idx').using('gin', titleWords(table.title)),
  ],
);

export const galleryItems = pgTable(
  'gallery_items',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The event the photo was taken at, when it is one of ours. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    img: text('img').notNull(),
    caption: text('caption').notNull(),
    url: text('url'),
    height: integer('height').notNull().default(400),
    description: text('description'),
    date: date('date', { mode: 'string' }),
    /** The event's name as typed, for photos of events not recorded here. */
    eventName: text('event_name'),
    photographer: text('photographer'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    ...publication,
    ...version,
    ...timestamps,
  },
  (table) => [
    // Newest first (date, id, read backwards), within an organisation or across all.
    index('gallery_items_org_idx').on(table.organisationId, table.date, table.id),
    // The organisation too, so a deep page of the whole gallery finds its ids (and checks each
    // photo's organisation is public) from the index alone, without reading the photos it skips;
    // published photos only (drafts are never in the public gallery), so it need not read each
    // photo to learn whether it is public (decision 010).
    index('gallery_items_date_idx')
      .on(table.date, table.id, table.organisationId)
      .where(sql`${table.publishedAt} is not null`),
    check('gallery_items_height_positive', sql`${table.height} > 0`),
    index('gallery_items_publish_at_idx')
      .on(table.publishAt)
      .where(sql`${table.publishAt} is not null`),
  ],
);

/**
 * How many events, achievements and photos each organisation has, kept by triggers (migration
 * 0006) in the statement that adds, moves or removes them, so a page of a list knows its total
 * without counting a hundred thousand photos each time. Read through
 * `modules/organisations/organisation-totals.ts`; the application never writes it. An
 * organisation without a row has none of any.
 */
export const organisationTotals = pgTable('organisation_totals', {
  organisationId: integer('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  events: integer('events').notNull().default(0),
  achievements: integer('achievements').notNull().default(0),
  galleryItems: integer('gallery_items').notNull().default(0),
});

/**
 * The verified IEEE members among an event's check-ins, and those who gave a member number the
 * rosters do not confirm: recounted at each check-in and whenever a roster is applied or deleted
 * (for events whose registrations are still kept, so an erased year keeps what it counted). Its
 * own table, not a column of `events`, so a roster applied over a year of events is one History
 * entry, not one per event.
 */
export const eventMemberCounts = pgTable(
  'event_member_counts',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    verified: integer('verified').notNull(),
    declared: integer('declared').notNull(),
    /** The newest export date among the rosters that verified them; null with none. */
    verifiedAsOf: date('verified_as_of', { mode: 'string' }),
  },
  (table) => [
    check(
      'event_member_counts_not_negative',
      sql`${table.verified} >= 0 and ${table.declared} >= 0`,
    ),
  ],
);
