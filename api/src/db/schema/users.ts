import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, timestamps } from './columns';
import { areas, mediums } from './lookups';

/** Journalists (role 1) and experts (role 0), with the statuses of spec section 4. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: smallint('role').notNull(),
    status: smallint('status').notNull().default(0),
    /** Set when the user asked to delete the account; WILL_BE_DELETED (9) is derived from it. */
    date_deleting: timestamp('date_deleting', { withTimezone: true, mode: 'string' }),
    /**
     * Set by the daily deletion job once `date_deleting` has passed: the personal data is gone
     * (name, email, phone, photos, guests) and nobody can sign in; the row stays so that the other
     * side's interviews and threads, and the payments the law asks us to keep, still read.
     */
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
    email: varchar('email', { length: 255 }).notNull(),
    /** Null for an account made by social sign-in until it sets its first password (POST password/create). */
    password: text('password'),
    first_name: varchar('first_name', { length: 255 }).notNull(),
    last_name: varchar('last_name', { length: 255 }).notNull(),
    title: varchar('title', { length: 255 }),
    company_name: varchar('company_name', { length: 255 }),
    /** The expert account's company, shown on its profile (issue 14). */
    company_description: text('company_description'),
    company_logo: varchar('company_logo', { length: 512 }),
    work_phone: varchar('work_phone', { length: 32 }),
    linkedin: varchar('linkedin', { length: 255 }),
    avatar: text('avatar'),
    /** Journalists: the publication they write for, its medium and their beat. */
    publication: varchar('publication', { length: 255 }),
    medium_id: integer('medium_id').references(() => mediums.id, { onDelete: 'set null' }),
    area_id: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    /** Authenticator second factor: secret (encrypted at rest), on/off, last accepted time step. */
    twofa_secret: text('twofa_secret'),
    twofa_status: boolean('twofa_status').notNull().default(false),
    twofa_last_step: bigint('twofa_last_step', { mode: 'number' }),
    approved_at: timestamp('approved_at', { withTimezone: true, mode: 'string' }),
    locked_at: timestamp('locked_at', { withTimezone: true, mode: 'string' }),
    /**
     * The private calendar feed's address is an HMAC of the user's id and this version (no token is
     * kept); null until the first ask, and a reset moves it on, so the old address stops working.
     */
    calendar_feed_version: integer('calendar_feed_version'),
    /** Expert accounts: median minutes to a question's first answer, and how many answers it counts. */
    answer_median_minutes: integer('answer_median_minutes'),
    answer_count: integer('answer_count').notNull().default(0),
    /** The payment provider's customer for this account (issue 17). */
    provider_customer_ref: varchar('provider_customer_ref', { length: 255 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_status_idx').on(t.role, t.status),
    // The daily deletion job's queue: accounts with a date, not yet deleted.
    index('users_deleting_idx')
      .on(t.date_deleting)
      .where(sql`${t.date_deleting} IS NOT NULL AND ${t.deleted_at} IS NULL`),
  ],
);

/** Bearer tokens: only a SHA-256 of the token is stored; revoked on logout, password change and lock. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull().default('web'),
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'string' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamps.created_at,
  },
  (t) => [uniqueIndex('access_tokens_hash_unique').on(t.token_hash), index('access_tokens_user_idx').on(t.user_id)],
);

/** One-time second-factor recovery codes, stored hashed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    code_hash: varchar('code_hash', { length: 128 }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamps.created_at,
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id)],
);

/** Single-use password reset tokens, stored hashed, valid for a limited time. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamps.created_at,
  },
  (t) => [uniqueIndex('password_resets_hash_unique').on(t.token_hash), index('password_resets_user_idx').on(t.user_id)],
);

/** People who help an expert account manager run the account. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    expert_id: belongsTo('expert_id', () => users.id),
    first_name: varchar('first_name', { length: 255 }).notNull(),
    last_name: varchar('last_name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    title: varchar('title', { length: 255 }),
    /** The user who accepted the invitation and now acts for the account (one account per user). */
    member_user_id: integer('member_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the invitation link's token; cleared once accepted. */
    invite_token_hash: varchar('invite_token_hash', { length: 64 }),
    invited_at: timestamp('invited_at', { withTimezone: true, mode: 'string' }),
    accepted_at: timestamp('accepted_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('team_members_expert_idx').on(t.expert_id),
    uniqueIndex('team_members_member_user_unique').on(t.member_user_id),
    uniqueIndex('team_members_invite_token_unique').on(t.invite_token_hash),
  ],
);

/** Mail that was sent; in the embedded default this is the local mailbox. */
export const sentMails = pgTable(
  'sent_mails',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** An iCalendar part sent with the mail (text/calendar), and its METHOD: REQUEST or CANCEL. */
    calendar: text('calendar'),
    calendar_method: varchar('calendar_method', { length: 16 }),
    created_at: timestamps.created_at,
  },
  (t) => [index('sent_mails_to_idx').on(t.to)],
);

/** Social sign-in: an account is keyed by its provider and the provider's subject. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    provider: varchar('provider', { length: 16, enum: ['google', 'linkedin'] }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }),
    created_at: timestamps.created_at,
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_unique').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.user_id),
  ],
);

/**
 * Sign-in email changes waiting for the link mailed to the new address: the token's SHA-256, single
 * use, expiring; only the user's newest one works. The sign-in email stays the old one until then.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    new_email: varchar('new_email', { length: 255 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamps.created_at,
  },
  (t) => [uniqueIndex('email_changes_hash_unique').on(t.token_hash), index('email_changes_user_idx').on(t.user_id)],
);

/**
 * OpenID Connect round trips in flight (state, PKCE verifier, nonce, the role asked for), and
 * links waiting for the existing account's password (`link_user_id`, `subject`, `email` set).
 */
export const oauthStates = pgTable('oauth_states', {
  state: varchar('state', { length: 128 }).primaryKey(),
  provider: varchar('provider', { length: 16, enum: ['google', 'linkedin'] }).notNull(),
  code_verifier: varchar('code_verifier', { length: 128 }),
  nonce: varchar('nonce', { length: 128 }),
  user_type: smallint('user_type'),
  link_user_id: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  subject: varchar('subject', { length: 255 }),
  email: varchar('email', { length: 255 }),
  /** SHA-256 of the value the starting browser keeps (sessionStorage): the callback must bring it back. */
  binding_hash: varchar('binding_hash', { length: 64 }),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  created_at: timestamps.created_at,
});

/**
 * Social sign-ins of accounts with two-factor on, waiting for the code (POST /auth/social/two-factor):
 * the challenge token's SHA-256, a few attempts, 5 minutes, spent once. A link confirmed by the
 * account's password (`link_subject`, `link_email`) is made only when the code is right.
 */
export const socialChallenges = pgTable(
  'social_challenges',
  {
    token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    provider: varchar('provider', { length: 16, enum: ['google', 'linkedin'] }).notNull(),
    link_subject: varchar('link_subject', { length: 255 }),
    link_email: varchar('link_email', { length: 255 }),
    attempts: smallint('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    created_at: timestamps.created_at,
  },
  (t) => [index('social_challenges_user_idx').on(t.user_id)],
);

/**
 * "Download my data": a JSON archive of everything the account holds, made by a job and kept for
 * seven days; only its owner can fetch it (the mail links to the Security tab, never to a file).
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    status: varchar('status', { length: 16, enum: ['queued', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    archive: text('archive'),
    size_bytes: integer('size_bytes'),
    created_at: timestamps.created_at,
    ready_at: timestamp('ready_at', { withTimezone: true, mode: 'string' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('account_exports_user_idx').on(t.user_id, t.created_at),
    index('account_exports_status_idx').on(t.status),
  ],
);
