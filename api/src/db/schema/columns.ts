import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type, for generated search columns. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};
