import { CERTIFICATE_TITLES, type CertificateSignatory } from '@chapterhouse/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { eventSeries, events } from './content.js';
import { organisations } from './organisations.js';
import { eventRegistrations } from './registrations.js';

export const certificateTitle = pgEnum('certificate_title', CERTIFICATE_TITLES);

/** What a certificate prints besides its recipient and event: a template, or a copy of one. */
export interface CertificateDesign {
  title: (typeof CERTIFICATE_TITLES)[number];
  /** With its `{placeholders}`, filled in when the certificate is drawn. */
  body: string;
  signatories: CertificateSignatory[];
  color: string;
}

/**
 * Each organisation's certificate template, once its officers saved one (until then the
 * default of `certificates/certificate-template.ts` applies).
 */
export const certificateTemplates = pgTable('certificate_templates', {
  organisationId: integer('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  title: certificateTitle('title').notNull(),
  body: text('body').notNull(),
  signatories: jsonb('signatories').$type<CertificateSignatory[]>().notNull(),
  color: text('color').notNull(),
  ...version,
  ...timestamps,
});

/**
 * The certificates issued for events. Each keeps a copy of the template it was issued with and of
 * the event's title and date, so a later change of the template or of the event (or its deletion)
 * never changes one already given; the recipient's name and address
 * are kept beyond the registration's retention (the certificate is verified for years), and
 * removed when the recipient erases their data (it is then `withdrawn`).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    /** 128 random bits, base64url: the key of its public page and PDF. */
    code: text('code').notNull(),
    /** Null once the event is deleted: the certificate stands, with its copy of the event. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    /**
     * A series' certificate (issue 48, item 4), given for attending at least the series' share of
     * its sessions: `event_id` is null, the event's copy is the series' title and its last
     * session's date, and the sessions attended and held are printed. Null once the series is
     * deleted, or for an event's certificate.
     */
    seriesId: integer('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    sessionsAttended: integer('sessions_attended'),
    sessionsHeld: integer('sessions_held'),
    /** The event as it was when issued: what the certificate prints and its page states. */
    eventTitle: text('event_title').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** The organisation that issued it (the event's host). */
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Null for someone added by hand, or once the registration is gone. */
    registrationId: integer('registration_id').references(() => eventRegistrations.id, {
      onDelete: 'set null',
    }),
    /** Null once withdrawn. */
    recipientName: text('recipient_name'),
    /** In lower case; null once withdrawn. One certificate per address and event. */
    email: text('email'),
    role: text('role').notNull(),
    design: jsonb('design').$type<CertificateDesign>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /** When the recipient erased their data. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * Its mail (with the PDF) is owed: set when issued or corrected, cleared by the
     * `certificate-mails` job in the transaction that queues it.
     */
    mailDue: boolean('mail_due').notNull(),
    /** A server drawing its PDF holds it until then; another server takes it after. */
    mailClaimedUntil: timestamp('mail_claimed_until', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    ...version,
    ...timestamps,
  },
  (table) => [
    uniqueIndex('certificates_code_unique').on(table.code),
    uniqueIndex('certificates_event_email_unique').on(table.eventId, table.email),
    index('certificates_registration_idx').on(table.registrationId),
    // One certificate per address and series.
    uniqueIndex('certificates_series_email_unique')
      .on(table.seriesId, table.email)
      .where(sql`${table.seriesId} is not null`),
    check(
      'certificates_series_sessions',
      sql`(${table.sessionsHeld} is null) = (${table.sessionsAttended} is null) and (${table.sessionsHeld} is null or ${table.sessionsAttended} between 1 and ${table.sessionsHeld})`,
    ),
    // A student's certificates, by their address (their page, their erasure).
    index('certificates_email_idx').on(table.email),
    // The few whose mail is still to be written.
    index('certificates_mail_due_idx').on(table.id).where(sql`${table.mailDue}`),
    check('certificates_email_lower', sql`${table.email} = lower(${table.email})`),
    check(
      'certificates_withdrawn_nameless',
      sql`${table.withdrawnAt} is null or (${table.recipientName} is null and ${table.email} is null)`,
    ),
    check(
      'certificates_named',
      sql`${table.withdrawnAt} is not null or (${table.recipientName} is not null and ${table.email} is not null)`,
    ),
  ],
);
