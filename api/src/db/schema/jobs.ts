import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Recurring jobs (saved-search digests, reminders). An instance runs a job only after claiming
 * its row in one UPDATE (`next_run_at` due, `locked_until` past), so among any number of API
 * instances sharing the database exactly one runs each turn.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: varchar('name', { length: 64 }).primaryKey(),
  next_run_at: timestamp('next_run_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** Set while an instance runs the job; a crashed run frees the job once it passes. */
  locked_until: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
  last_started_at: timestamp('last_started_at', { withTimezone: true, mode: 'string' }),
  last_finished_at: timestamp('last_finished_at', { withTimezone: true, mode: 'string' }),
  last_error: text('last_error'),
});
