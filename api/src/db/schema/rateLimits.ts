import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters shared by every API instance: failed sign-ins per key in a fixed window, and one-time
 * claims (a solved captcha counts once). A row is dead once `expires_at` has passed; dead rows
 * are swept now and then.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expires_at)],
);
