import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { extensionKey, tsvector } from './columns';
import { guests } from './guests';

/**
 * The directory's search document of each guest (POST /search-guest), kept by database triggers
 * (migration 0002: on guests, guest_expertises and expertises) since it joins the guest's
 * expertise names, which a generated column cannot. `document`: weighted full text (names A;
 * title, company and expertise names B; description C), accents folded. `search_text`: names and
 * expertise names, lower case and accent-free, for trigram typo tolerance.
 */
export const guestSearchDocuments = pgTable(
  'guest_search_documents',
  {
    guest_id: extensionKey('guest_id', () => guests.id),
    document: tsvector('document').notNull(),
    search_text: text('search_text').notNull(),
  },
  (t) => [
    index('guest_search_documents_document_idx').using('gin', t.document),
    index('guest_search_documents_text_trgm_idx').using('gin', t.search_text.op('gin_trgm_ops')),
  ],
);

/** A GIN index over the visible guests' rows only, as the directory reads no others. */
const visibleGinIndex = (name: string, column: AnyPgColumn) =>
  index(name)
    .using('gin', column)
    .where(sql`visible`);

/**
 * What the directory filters, sorts and counts by, one narrow row per guest (migration 0004),
 * kept by triggers on guests, their link tables and users: a filter-only search and the facet
 * counts read this table (about 200 bytes a row) instead of joining five tables per guest.
 * `visible`: the directory's rule (published, not a journalist's private contact, of an active
 * expert account not being deleted); the partial indexes hold visible guests only.
 */
export const guestSearchFilters = pgTable(
  'guest_search_filters',
  {
    guest_id: extensionKey('guest_id', () => guests.id),
    visible: boolean('visible').notNull(),
    gender: varchar('gender', { length: 32 }).notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** lower(last_name), lower(first_name): the name sort. */
    sort_last: varchar('sort_last', { length: 255 }).notNull(),
    sort_first: varchar('sort_first', { length: 255 }).notNull(),
    /** lower, accent-free "first last": an exact full-name search ranks first. */
    name_key: text('name_key').notNull(),
    expertise_ids: integer('expertise_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    country_ids: integer('country_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    region_ids: integer('region_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    language_ids: integer('language_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    visibleGinIndex('guest_search_filters_expertise_idx', t.expertise_ids),
    visibleGinIndex('guest_search_filters_country_idx', t.country_ids),
    visibleGinIndex('guest_search_filters_region_idx', t.region_ids),
    visibleGinIndex('guest_search_filters_language_idx', t.language_ids),
  ],
);

/**
 * The directory's version (one row, migration 0020): moved by statement triggers on every table a
 * search reads, in the changing transaction, so an answer kept under a version is never older than it.
 */
export const directoryVersion = pgTable('directory_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** Every filter row changed after this version is in directory_changes (migration 0024). */
  changes_from: bigint('changes_from', { mode: 'number' }).notNull().default(0),
});

/**
 * The guests whose filter rows a version changed (migration 0024, the filter rows' statement
 * triggers, in the changing transaction): each API process keeps the visible rows in memory
 * (directory.index.ts) and reads only these to catch up. Versions follow commit order, since every
 * writer takes the version row's lock until it commits.
 */
export const directoryChanges = pgTable(
  'directory_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    guest_id: integer('guest_id').notNull(),
  },
  (t) => [index('directory_changes_version_idx').on(t.version)],
);

/**
 * Search answers kept under the directory's version (issue 28; directory.cache.ts), shared by every
 * API instance on the database; with REDIS_URL they are kept in Redis instead. `key`: the search as
 * parsed and its page, hashed; `body`: the answer as sent.
 */
export const directorySearchCache = pgTable(
  'directory_search_cache',
  {
    key: text('key').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('directory_search_cache_version_idx').on(t.version)],
);
