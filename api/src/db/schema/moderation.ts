import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { staff } from './staff';
import { users } from './users';

/**
 * What visitors and users may report (issue 26): news, story ideas and briefings (both `events`
 * rows), guest profiles, and questions (a message of a question thread, reported by the other side).
 */
export const REPORT_ITEM_TYPES = ['news', 'story_idea', 'event', 'guest', 'question'] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];

export const REPORT_REASONS = ['spam', 'offensive', 'misleading', 'personal_data', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** `open` until a moderator dismisses it or acts on its item (hides it: `actioned`). */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * A moderator's hiding of a published item: while `hidden_at` is set the item leaves every public
 * list, page, the directory and search; its owner still sees it, with `hidden_reason`. On news,
 * events (story ideas too), guests and question messages. `hidden_by`: the staff member (never deleted).
 */
export const moderationColumns = () => ({
  hidden_at: timestamp('hidden_at', { withTimezone: true, mode: 'string' }),
  hidden_reason: text('hidden_reason'),
  hidden_by: integer('hidden_by').references(() => staff.id),
});

/**
 * Reports from visitors and users, one row each; the console's queue groups the open ones by item.
 * `item_id` points into the table of `item_type` (no foreign key: five tables); a report of an item
 * deleted since is left and shown as gone. `reporter_key`: a SHA-256 of the reporting account or
 * address, so one reporter's repeated report of one item is refused without keeping the address.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    item_type: varchar('item_type', { length: 16, enum: REPORT_ITEM_TYPES }).notNull(),
    item_id: integer('item_id').notNull(),
    reason: varchar('reason', { length: 16, enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    reporter_user_id: integer('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    reporter_key: varchar('reporter_key', { length: 64 }).notNull(),
    status: varchar('status', { length: 16, enum: REPORT_STATUSES }).notNull().default('open'),
    resolved_at: timestamp('resolved_at', { withTimezone: true, mode: 'string' }),
    resolved_by: integer('resolved_by').references(() => staff.id),
    created_at: timestamps.created_at,
  },
  (t) => [
    index('reports_open_item_idx')
      .on(t.item_type, t.item_id)
      .where(sql`status = 'open'`),
    index('reports_status_created_idx').on(t.status, t.created_at),
    check('reports_item_type_known', sql`${t.item_type} in ('news', 'story_idea', 'event', 'guest', 'question')`),
    check('reports_reason_known', sql`${t.reason} in ('spam', 'offensive', 'misleading', 'personal_data', 'other')`),
    check('reports_status_known', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
  ],
);
