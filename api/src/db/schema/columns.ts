import { customType, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type, for generated search columns. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};

/**
 * A row's required link to the row it belongs to (its owner, its parent), deleted with it:
 * `integer NOT NULL REFERENCES … ON DELETE CASCADE`, the most common foreign key here.
 */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** The key of a table that adds to another's rows one to one: that row's id, deleted with it. */
export const extensionKey = (name: string, parent: () => AnyPgColumn) =>
  integer(name).primaryKey().references(parent, { onDelete: 'cascade' });
