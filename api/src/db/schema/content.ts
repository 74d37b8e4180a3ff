import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, timestamps } from './columns';
import { guests } from './guests';
import { expertises } from './lookups';
import { moderationColumns } from './moderation';
import { staff } from './staff';
import { users } from './users';

/** News articles experts publish, with suggested guests (the stories hub). */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 255 }).notNull(),
    author_id: belongsTo('author_id', () => users.id),
    title: varchar('title', { length: 255 }).notNull(),
    /** Sanitized HTML. */
    text: text('text').notNull(),
    link: varchar('link', { length: 512 }),
    picture: varchar('picture', { length: 512 }),
    picture_type: varchar('picture_type', { length: 8, enum: ['image', 'video'] }),
    ...moderationColumns(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('news_slug_unique').on(t.slug),
    index('news_author_idx').on(t.author_id, t.updated_at),
    index('news_updated_idx').on(t.updated_at),
  ],
);

export const newsExpertises = pgTable(
  'news_expertises',
  {
    news_id: belongsTo('news_id', () => news.id),
    expertise_id: belongsTo('expertise_id', () => expertises.id),
  },
  (t) => [
    primaryKey({ columns: [t.news_id, t.expertise_id] }),
    index('news_expertises_expertise_idx').on(t.expertise_id),
  ],
);

export const newsGuests = pgTable(
  'news_guests',
  {
    news_id: belongsTo('news_id', () => news.id),
    guest_id: belongsTo('guest_id', () => guests.id),
  },
  (t) => [primaryKey({ columns: [t.news_id, t.guest_id] }), index('news_guests_guest_idx').on(t.guest_id)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 255 }).notNull(),
    blog_title: varchar('blog_title', { length: 255 }).notNull(),
    /** Sanitized HTML. */
    blog_description: text('blog_description').notNull(),
    picture: varchar('picture', { length: 512 }),
    expertise_id: integer('expertise_id').references(() => expertises.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_created_idx').on(t.created_at),
    index('blog_posts_expertise_idx').on(t.expertise_id),
  ],
);

/**
 * Background-briefing events and story ideas. The spec creates story ideas with the event form
 * (`?tab=posts`), so both live here, told apart by `kind`.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16, enum: ['event', 'story_idea'] })
      .notNull()
      .default('event'),
    slug: varchar('slug', { length: 255 }).notNull(),
    user_id: belongsTo('user_id', () => users.id),
    heading: varchar('heading', { length: 255 }).notNull(),
    header_image: varchar('header_image', { length: 512 }),
    header_image_json: jsonb('header_image_json').$type<{ url: string }[]>(),
    /** Sanitized HTML. */
    description: text('description').notNull(),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    start_time: time('start_time'),
    end_time: time('end_time'),
    all_day: smallint('all_day').notNull().default(0),
    location: varchar('location', { length: 255 }),
    organised_by: varchar('organised_by', { length: 255 }),
    phone_number: varchar('phone_number', { length: 32 }),
    email: varchar('email', { length: 255 }),
    signups_url: varchar('signups_url', { length: 512 }),
    /** The IANA zone the dates and times are written in (issue 16). */
    time_zone: varchar('time_zone', { length: 64 }),
    /** Until then the public page shows only the heading, date and organiser. */
    embargo_until: timestamp('embargo_until', { withTimezone: true, mode: 'string' }),
    /** iCalendar SEQUENCE of the registrants' invitations: rises on every change. */
    sequence: integer('sequence').notNull().default(0),
    ...moderationColumns(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('events_slug_unique').on(t.slug),
    index('events_kind_start_idx').on(t.kind, t.start_date),
    index('events_user_idx').on(t.user_id),
  ],
);

export const eventMedia = pgTable(
  'event_media',
  {
    id: serial('id').primaryKey(),
    event_id: belongsTo('event_id', () => events.id),
    file: varchar('file', { length: 512 }).notNull(),
    type: varchar('type', { length: 8, enum: ['image', 'video'] }).notNull(),
  },
  (t) => [index('event_media_event_idx').on(t.event_id)],
);

export const eventGuests = pgTable(
  'event_guests',
  {
    event_id: belongsTo('event_id', () => events.id),
    guest_id: belongsTo('guest_id', () => guests.id),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.guest_id] }), index('event_guests_guest_idx').on(t.guest_id)],
);

export const eventIndustries = pgTable(
  'event_industries',
  {
    id: serial('id').primaryKey(),
    event_id: belongsTo('event_id', () => events.id),
    name: varchar('name', { length: 255 }).notNull(),
  },
  (t) => [index('event_industries_event_idx').on(t.event_id)],
);

/** Approved journalists registered for a briefing; the embargo acknowledgement is stored with its time. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    event_id: belongsTo('event_id', () => events.id),
    user_id: belongsTo('user_id', () => users.id),
    embargo_acknowledged_at: timestamp('embargo_acknowledged_at', { withTimezone: true, mode: 'string' }),
    reminded_at: timestamp('reminded_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamps.created_at,
  },
  (t) => [
    uniqueIndex('event_registrations_event_user_unique').on(t.event_id, t.user_id),
    index('event_registrations_user_idx').on(t.user_id),
  ],
);

/** Questions in advance, from a briefing's registrants. */
export const eventQuestions = pgTable(
  'event_questions',
  {
    id: serial('id').primaryKey(),
    event_id: belongsTo('event_id', () => events.id),
    user_id: belongsTo('user_id', () => users.id),
    body: text('body').notNull(),
    created_at: timestamps.created_at,
  },
  (t) => [index('event_questions_event_idx').on(t.event_id, t.created_at)],
);

/** Related content shown on an event page: other news, blog posts or events, by id. */
export const eventRelated = pgTable(
  'event_related',
  {
    event_id: belongsTo('event_id', () => events.id),
    related_type: varchar('related_type', { length: 16, enum: ['news', 'blog', 'event'] }).notNull(),
    related_id: integer('related_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.related_type, t.related_id] })],
);

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  author_name: varchar('author_name', { length: 255 }).notNull(),
  author_title: varchar('author_title', { length: 255 }).notNull(),
  rating: smallint('rating').notNull(),
  text: varchar('text', { length: 510 }).notNull(),
  created_at: timestamps.created_at,
});

export const CONTACT_STATUSES = ['new', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * Messages from the contact form, read in the console's contact inbox (issue 26): `new` until a
 * staff member marks it handled (`handled_at`), optionally assigned to one staff member.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    question: varchar('question', { length: 510 }).notNull(),
    created_at: timestamps.created_at,
    handled_at: timestamp('handled_at', { withTimezone: true, mode: 'string' }),
    status: varchar('status', { length: 16, enum: CONTACT_STATUSES }).notNull().default('new'),
    /** Who answers it; null: nobody yet. A staff row is never deleted (disabled instead). */
    assigned_staff_id: integer('assigned_staff_id').references(() => staff.id),
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.created_at),
    check('contact_messages_status_known', sql`${t.status} in ('new', 'handled')`),
  ],
);

/** Answers mailed from the console to a contact message's sender, as sent (plain text). */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    message_id: belongsTo('message_id', () => contactMessages.id),
    staff_id: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.message_id)],
);
