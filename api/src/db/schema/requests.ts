import { sql } from 'drizzle-orm';
import {
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
import { belongsTo, extensionKey, timestamps } from './columns';
import { guests } from './guests';
import { users } from './users';

const idList = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'`);

/**
 * A journalist's source request (issue 27): what they need, by when. The lookups it names are id
 * lists, as in `guest_search_filters`, so matching is an overlap of arrays, the directory's own rule.
 * `pitches_seen_at`: when the journalist last opened its pitches (newer ones count as new).
 */
export const sourceRequests = pgTable(
  'source_requests',
  {
    id: serial('id').primaryKey(),
    journalist_id: belongsTo('journalist_id', () => users.id),
    summary: varchar('summary', { length: 140 }).notNull(),
    /** Cleaned HTML. */
    details: text('details').notNull(),
    expertise_ids: idList('expertise_ids'),
    country_ids: idList('country_ids'),
    region_ids: idList('region_ids'),
    language_ids: idList('language_ids'),
    medium: varchar('medium', { length: 16 }).notNull(),
    format: varchar('format', { length: 16 }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'string' }).notNull(),
    time_zone: varchar('time_zone', { length: 64 }).notNull(),
    outlet_name: varchar('outlet_name', { length: 120 }),
    anonymous_outlet: boolean('anonymous_outlet').notNull().default(false),
    max_pitches: smallint('max_pitches'),
    status: varchar('status', { length: 8, enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closed_at: timestamp('closed_at', { withTimezone: true, mode: 'string' }),
    pitches_seen_at: timestamp('pitches_seen_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('source_requests_journalist_idx').on(t.journalist_id, t.status, t.deadline),
    index('source_requests_open_deadline_idx')
      .on(t.deadline)
      .where(sql`status = 'open'`),
    index('source_requests_open_created_idx')
      .on(t.created_at, t.id)
      .where(sql`status = 'open'`),
    index('source_requests_open_expertise_idx')
      .using('gin', t.expertise_ids)
      .where(sql`status = 'open'`),
  ],
);

/**
 * A pitch: an expert account offers one of its guests for a request, with a short answer. One per
 * guest and request (a withdrawn one is taken up again by a new pitch). `expert_id`: the account
 * (a team member pitches for the owner); `author_id`: who wrote it.
 */
export const requestPitches = pgTable(
  'request_pitches',
  {
    id: serial('id').primaryKey(),
    request_id: belongsTo('request_id', () => sourceRequests.id),
    expert_id: belongsTo('expert_id', () => users.id),
    guest_id: belongsTo('guest_id', () => guests.id),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Cleaned HTML. */
    answer: text('answer').notNull(),
    status: varchar('status', {
      length: 24,
      enum: ['pitched', 'shortlisted', 'declined', 'interview_requested', 'withdrawn', 'closed'],
    })
      .notNull()
      .default('pitched'),
    decline_note: varchar('decline_note', { length: 500 }),
    /** 0..100: how well the guest fits the request (expertise, places, languages). */
    match_score: smallint('match_score').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('request_pitches_guest_uq').on(t.request_id, t.guest_id),
    index('request_pitches_expert_idx').on(t.expert_id, t.created_at),
  ],
);

/**
 * An expert account's request alerts: the topics it hears about (empty: every expertise of its
 * guests), how often (each at once, or one daily digest), paused; and when the account last opened
 * its opportunities and last got its digest. No row: the defaults.
 */
export const requestAlerts = pgTable('request_alerts', {
  user_id: extensionKey('user_id', () => users.id),
  expertise_ids: idList('expertise_ids'),
  frequency: varchar('frequency', { length: 16, enum: ['immediate', 'daily'] })
    .notNull()
    .default('immediate'),
  paused: boolean('paused').notNull().default(false),
  opportunities_seen_at: timestamp('opportunities_seen_at', { withTimezone: true, mode: 'string' }),
  last_digest_at: timestamp('last_digest_at', { withTimezone: true, mode: 'string' }),
  updated_at: timestamps.updated_at,
});
