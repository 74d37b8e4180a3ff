import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { SavedSearchQuery } from 'mf-shared/types/saved-search';
import { belongsTo, timestamps } from './columns';
import { guests } from './guests';
import { users } from './users';

/**
 * A journalist's contacts (`/directory/all-contacts`): guests saved from the directory and the
 * private contacts the journalist made (a guest row with `is_private`, owned by the journalist,
 * so the guest form, its rules and its media serve both).
 */
export const journalistContacts = pgTable(
  'journalist_contacts',
  {
    id: serial('id').primaryKey(),
    journalist_id: belongsTo('journalist_id', () => users.id),
    guest_id: belongsTo('guest_id', () => guests.id),
    created_at: timestamps.created_at,
  },
  (t) => [
    uniqueIndex('journalist_contacts_unique').on(t.journalist_id, t.guest_id),
    index('journalist_contacts_guest_idx').on(t.guest_id),
  ],
);

/**
 * A directory search a journalist saved under a name. The daily digest tells of guests new or
 * changed since `last_run_at`, only when there are any; `last_new_count` is what the last run found.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    name: varchar('name', { length: 255 }).notNull(),
    /** The search as POST /search-guest takes it (filters, text, sort), checked before storing. */
    query: jsonb('query').$type<SavedSearchQuery>().notNull(),
    is_paused: boolean('is_paused').notNull().default(false),
    last_run_at: timestamp('last_run_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    last_new_count: integer('last_new_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('saved_searches_user_name').on(t.user_id, sql`lower(${t.name})`),
    index('saved_searches_due_idx').on(t.is_paused, t.last_run_at),
  ],
);
