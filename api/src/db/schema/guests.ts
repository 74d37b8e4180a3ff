import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, extensionKey, timestamps, tsvector } from './columns';
import { countries, expertises, languages, mediaRegions } from './lookups';
import { moderationColumns } from './moderation';
import { users } from './users';
import { GUEST_GENDERS } from 'mf-shared/validation';

export { GUEST_GENDERS as GENDERS } from 'mf-shared/validation';

/** People an expert account offers to journalists for interviews. */
export const guests = pgTable(
  'guests',
  {
    id: serial('id').primaryKey(),
    /** The expert account that manages this guest. */
    user_id: belongsTo('user_id', () => users.id),
    first_name: varchar('first_name', { length: 255 }).notNull(),
    last_name: varchar('last_name', { length: 255 }).notNull(),
    gender: varchar('gender', { length: 32, enum: GUEST_GENDERS }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    company_name: varchar('company_name', { length: 255 }).notNull(),
    linkedin: varchar('linkedin', { length: 255 }).notNull(),
    description: varchar('description', { length: 510 }).notNull(),
    /** 0.5 to 5 in half steps. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(4),
    avatar: text('avatar'),
    is_company_logo_visible: boolean('is_company_logo_visible').notNull().default(false),
    guest_company_logo: varchar('guest_company_logo', { length: 512 }),
    is_company_description_visible: boolean('is_company_description_visible').notNull().default(false),
    guest_company_description: varchar('guest_company_description', { length: 510 }),
    manager_company_description: varchar('manager_company_description', { length: 510 }),
    manager_company_logo: varchar('manager_company_logo', { length: 512 }),
    last_date_trained: date('last_date_trained', { mode: 'string' }),
    /** One line under the name on cards and profiles (up to 140 characters). */
    headline: varchar('headline', { length: 140 }),
    /** Step 1 of creation stores a draft; step 2 (media) completes it. */
    is_draft: boolean('is_draft').notNull().default(false),
    /** A journalist's private contact: owned by that journalist, seen by nobody else, never in the directory. */
    is_private: boolean('is_private').notNull().default(false),
    /** The expert's visibility switch: a hidden guest stays in the account but leaves the directory. */
    is_hidden: boolean('is_hidden').notNull().default(false),
    /** Removed by its account: kept (interviews and questions point at it) but out of every list. */
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
    /**
     * The import (guest_import_batches) whose row this is until it is made live: removed until then,
     * so invisible everywhere; null for every guest made otherwise.
     */
    import_batch: uuid('import_batch'),
    /** When the account last confirmed the guest's availability ("Confirm availability"). */
    last_confirmed_at: timestamp('last_confirmed_at', { withTimezone: true, mode: 'string' }),
    /** Hidden by a moderator (issue 26): out of the directory like `is_hidden`, but only staff undo it. */
    ...moderationColumns(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A') || setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(company_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    ...timestamps,
  },
  (t) => [
    index('guests_user_idx').on(t.user_id),
    index('guests_search_idx').using('gin', t.search),
    index('guests_last_name_idx').on(t.last_name, t.first_name),
    index('guests_rating_idx').on(t.rating),
    // The account's own list and the monthly reminder read an account's live guests.
    index('guests_account_live_idx')
      .on(t.user_id, t.last_confirmed_at)
      .where(sql`deleted_at IS NULL`),
    index('guests_import_batch_idx')
      .on(t.import_batch)
      .where(sql`import_batch IS NOT NULL`),
  ],
);

/**
 * One CSV import of guests or private contacts while it is written. Its rows carry its id and stay
 * removed (invisible) until `committed_at` is set, in the short transaction that re-checks the
 * account's cap; from then on the import is decided and its rows are made live in small steps, by
 * the import itself or, after a crash, by the sweep. A batch never committed is deleted with its rows.
 */
export const guestImportBatches = pgTable('guest_import_batches', {
  id: uuid('id').primaryKey(),
  user_id: belongsTo('user_id', () => users.id),
  committed_at: timestamp('committed_at', { withTimezone: true, mode: 'string' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const guestCountries = pgTable(
  'guest_countries',
  {
    guest_id: belongsTo('guest_id', () => guests.id),
    country_id: belongsTo('country_id', () => countries.id),
  },
  (t) => [primaryKey({ columns: [t.guest_id, t.country_id] }), index('guest_countries_country_idx').on(t.country_id)],
);

export const guestExpertises = pgTable(
  'guest_expertises',
  {
    guest_id: belongsTo('guest_id', () => guests.id),
    expertise_id: belongsTo('expertise_id', () => expertises.id),
  },
  (t) => [
    primaryKey({ columns: [t.guest_id, t.expertise_id] }),
    index('guest_expertises_expertise_idx').on(t.expertise_id),
  ],
);

/** Media regions the guest is available for appearances in (`available`). */
export const guestRegions = pgTable(
  'guest_regions',
  {
    guest_id: belongsTo('guest_id', () => guests.id),
    region_id: belongsTo('region_id', () => mediaRegions.id),
  },
  (t) => [primaryKey({ columns: [t.guest_id, t.region_id] }), index('guest_regions_region_idx').on(t.region_id)],
);

export const guestLanguages = pgTable(
  'guest_languages',
  {
    guest_id: belongsTo('guest_id', () => guests.id),
    language_id: belongsTo('language_id', () => languages.id),
  },
  (t) => [
    primaryKey({ columns: [t.guest_id, t.language_id] }),
    index('guest_languages_language_idx').on(t.language_id),
  ],
);

export const guestImages = pgTable(
  'guest_images',
  {
    id: serial('id').primaryKey(),
    guest_id: belongsTo('guest_id', () => guests.id),
    image: varchar('image', { length: 512 }).notNull(),
    created_at: timestamps.created_at,
  },
  (t) => [index('guest_images_guest_idx').on(t.guest_id)],
);

export const guestVideos = pgTable(
  'guest_videos',
  {
    id: serial('id').primaryKey(),
    guest_id: belongsTo('guest_id', () => guests.id),
    url: text('url').notNull(),
    created_at: timestamps.created_at,
  },
  (t) => [index('guest_videos_guest_idx').on(t.guest_id)],
);

/** When an expert account was last reminded to confirm its stale guests (at most once per 30 days). */
export const guestReminders = pgTable('guest_reminders', {
  account_id: extensionKey('account_id', () => users.id),
  last_sent_at: timestamp('last_sent_at', { withTimezone: true, mode: 'string' }).notNull(),
});
