import {
  ACCOUNT_LINK_PURPOSES,
  ROLES,
  TEAM_INVITATION_STATUSES,
  TEAM_ROLES,
} from '@chapterhouse/shared';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns.js';
import { organisations } from './organisations.js';

export const role = pgEnum('role', ROLES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored as typed; unique ignoring case (see the index) and looked up in lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /**
     * `scrypt$N$r$p$salt$key`, all parameters kept so they can be raised later. None while an
     * invited person has not set their password yet: such an account cannot sign in.
     */
    passwordHash: text('password_hash'),
    /**
     * `BRANCH_ADMIN` runs the whole site. Anyone else may do only what their teams
     * (`team_memberships`) allow; their role names the kind they were first invited for.
     */
    role: role('role').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...version,
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export const teamRole = pgEnum('team_role', TEAM_ROLES);

/**
 * Who runs an organisation: each member is an owner (manages the team) or an editor (manages the
 * content), until their term ends (`ends_at`, none for no end). A person may be on several
 * teams, once on each. Access is read from here at every request, so an ended term is refused at
 * the next one.
 */
export const teamMemberships = pgTable(
  'team_memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    role: teamRole('role').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When the member, the owners and the branch admins were told the term ends within a week. */
    endNoticeSentAt: timestamp('end_notice_sent_at', { withTimezone: true }),
    ...version,
    ...timestamps,
  },
  (table) => [
    uniqueIndex('team_memberships_user_organisation_unique').on(table.userId, table.organisationId),
    index('team_memberships_organisation_idx').on(table.organisationId),
  ],
);

export const teamInvitationStatus = pgEnum('team_invitation_status', TEAM_INVITATION_STATUSES);

/**
 * An invitation onto a team of someone who has an account already (issue 26): the account joins
 * only when its holder accepts, signed in, so whoever else may know its password (or once set
 * it) gains nothing by being invited. Kept after the answer, with what became of it (`status`);
 * at most one waits per person and team. Its term (`ends_at`) is the membership's once accepted.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: teamRole('role').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: teamInvitationStatus('status').notNull().default('pending'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was accepted, declined or withdrawn. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...version,
    ...timestamps,
  },
  (table) => [
    uniqueIndex('team_invitations_waiting_unique')
      .on(table.userId, table.organisationId)
      .where(sql`${table.status} = 'pending'`),
    index('team_invitations_organisation_idx').on(table.organisationId),
  ],
);

/** A signed-in browser. The token itself is never stored: only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

export const accountLinkPurpose = pgEnum('account_link_purpose', ACCOUNT_LINK_PURPOSES);

/**
 * One-time links to set a password (an invitation, a reset). Like sessions, only the token's
 * SHA-256 is stored. A link is used once (`used_at`) and expires.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountLinkPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The branch admin who issued it. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_links_token_hash_unique').on(table.tokenHash),
    index('account_links_user_idx').on(table.userId),
  ],
);

/**
 * Hits counted in windows, by key: failed sign-ins (per account, per address, per known device)
 * and the API's rate limits. In the database, not in a server's memory, so that several servers on
 * one PostgreSQL share one count (`lib/shared-counters.ts`). Rows past their window are reset on
 * the next hit and swept now and then.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_counters_window_idx').on(table.windowEndsAt)],
);

/**
 * Random secrets every server on one database signs with (e.g. the known-device cookie of a
 * sign-in), made by the first server that needs one (`lib/server-secret.ts`). In the database so
 * that several servers agree, and a cookie one signed is good at the others.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
