import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, timestamps } from './columns';

/** The operations console's roles (issue 26): least privilege, `owner` may do everything. */
export const STAFF_ROLES = ['support', 'moderator', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The people who run the platform: a table of their own, never a `users` row, so a user token can
 * never reach a staff route nor a staff token a user route. Made by `npm run admin -- create-staff`.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    password: text('password').notNull(),
    role: varchar('role', { length: 16, enum: STAFF_ROLES }).notNull(),
    /** Authenticator secret; when set, every sign-in needs a code (STAFF_REQUIRE_2FA: it must be set). */
    totp_secret: text('totp_secret'),
    /** The last accepted time step: a code works once. */
    totp_last_step: bigint('totp_last_step', { mode: 'number' }),
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true, mode: 'string' }),
    /** A disabled member cannot sign in and their sessions end (staff rows are never deleted: the audit log names them). */
    disabled: boolean('disabled').notNull().default(false),
    created_at: timestamps.created_at,
  },
  (t) => [
    uniqueIndex('staff_email_unique').on(sql`lower(${t.email})`),
    check('staff_role_known', sql`${t.role} in ('support', 'moderator', 'owner')`),
  ],
);

/** Staff sessions: only a SHA-256 of the bearer token is kept, as for users, in a table of their own. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staff_id: belongsTo('staff_id', () => staff.id),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'string' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamps.created_at,
  },
  (t) => [uniqueIndex('staff_sessions_hash_unique').on(t.token_hash), index('staff_sessions_staff_idx').on(t.staff_id)],
);

/**
 * Every staff action, append-only: a trigger (migration 0015) refuses UPDATE, DELETE and TRUNCATE
 * on both engines. `staff_id` null: the command line (`npm run admin`) on the server did it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staff_id: integer('staff_id').references(() => staff.id),
    action: varchar('action', { length: 64 }).notNull(),
    target_type: varchar('target_type', { length: 32 }).notNull(),
    target_id: integer('target_id'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamps.created_at,
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at),
    index('audit_log_target_idx').on(t.target_type, t.target_id),
    index('audit_log_staff_idx').on(t.staff_id),
  ],
);
