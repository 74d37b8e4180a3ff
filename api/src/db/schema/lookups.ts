import { boolean, index, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    /** ISO 3166-1 alpha-2. */
    code: varchar('code', { length: 2 }).notNull(),
  },
  (t) => [uniqueIndex('countries_code_unique').on(t.code)],
);

export const expertises = pgTable(
  'expertises',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    /** 'preset' and 'overflow' topics are the /allposts filter buttons (spec section 9). */
    topic_filter: varchar('topic_filter', { length: 16, enum: ['preset', 'overflow'] }),
    filter_order: smallint('filter_order'),
  },
  (t) => [uniqueIndex('expertises_name_unique').on(t.name)],
);

export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    /** ISO 639-1. */
    code: varchar('code', { length: 8 }).notNull(),
  },
  (t) => [uniqueIndex('languages_code_unique').on(t.code)],
);

/** Kinds of media a journalist works in (print, TV, podcast…). */
export const mediums = pgTable('mediums', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull().unique(),
});

/** Media regions a guest is available for appearances in (`GET /available`). */
export const mediaRegions = pgTable('media_regions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull().unique(),
});

/** Beats a journalist covers. */
export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull().unique(),
});

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    audience: varchar('audience', { length: 16, enum: ['journalist', 'expert', 'all'] })
      .notNull()
      .default('all'),
    sort_order: smallint('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('faq_entries_order_idx').on(t.sort_order)],
);
