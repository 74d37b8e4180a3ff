import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, timestamps } from './columns';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    type: varchar('type', {
      length: 16,
      enum: ['Interview', 'Question', 'Search', 'Guest', 'Payment', 'Moderation', 'Request'],
    }).notNull(),
    /** Sanitized HTML text. */
    data: text('data').notNull(),
    read_at: timestamp('read_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamps.created_at,
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id, t.created_at),
    index('notifications_unread_idx').on(t.user_id, t.read_at),
  ],
);
