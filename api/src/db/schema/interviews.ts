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
import { belongsTo, timestamps } from './columns';
import { guests } from './guests';
import { users } from './users';

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    title: varchar('title', { length: 255 }).notNull(),
    content: text('content').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('email_templates_user_idx').on(t.user_id),
    // At most one default template per journalist.
    uniqueIndex('email_templates_one_default')
      .on(t.user_id)
      .where(sql`${t.is_default}`),
  ],
);

/**
 * An interview request: the journalist's invitation (guest, template, date, comment) and its
 * life: Pending 0, Approved 1, Rejected 2, Cancelled 3, Done 4.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    journalist_id: belongsTo('journalist_id', () => users.id),
    guest_id: belongsTo('guest_id', () => guests.id),
    /** The expert account managing the guest when the request was made. */
    expert_id: belongsTo('expert_id', () => users.id),
    email_template_id: integer('email_template_id'),
    /** The invitation as sent, kept even if the template changes later. */
    invitation_subject: varchar('invitation_subject', { length: 255 }),
    invitation_body: text('invitation_body'),
    date_interview: timestamp('date_interview', { withTimezone: true, mode: 'string' }).notNull(),
    comment: text('comment'),
    status: smallint('status').notNull().default(0),
    note: text('note'),
    /** The requester's IANA zone, in which the date was chosen (issue 15). */
    time_zone: varchar('time_zone', { length: 64 }),
    /** The expert side's IANA zone, taken when it answers, so each side sees the other's local time. */
    expert_time_zone: varchar('expert_time_zone', { length: 64 }),
    /** iCalendar SEQUENCE: rises on every change sent to calendars (RFC 5545 3.8.7.4). */
    sequence: integer('sequence').notNull().default(0),
    /** After Done: where the interview was published; the expert sees it as coverage. */
    published_link: varchar('published_link', { length: 512 }),
    /** Reminder marks, cleared by a reschedule so the new date is reminded again. */
    reminded_24h_at: timestamp('reminded_24h_at', { withTimezone: true, mode: 'string' }),
    reminded_1h_at: timestamp('reminded_1h_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('interviews_journalist_idx').on(t.journalist_id, t.status, t.date_interview),
    index('interviews_expert_idx').on(t.expert_id, t.status, t.date_interview),
    index('interviews_guest_idx').on(t.guest_id),
  ],
);

/** The request's history: every status it took, who set it and when (median time to approval too). */
export const interviewStatusChanges = pgTable(
  'interview_status_changes',
  {
    id: serial('id').primaryKey(),
    interview_id: belongsTo('interview_id', () => interviews.id),
    status: smallint('status').notNull(),
    /** Who made the change; null when the system did (a past interview marked done, say). */
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'status' for a transition; 'reschedule' for a new date or message (status unchanged). */
    kind: varchar('kind', { length: 16, enum: ['status', 'reschedule'] })
      .notNull()
      .default('status'),
    /** The date the interview had after this change. */
    date_interview: timestamp('date_interview', { withTimezone: true, mode: 'string' }),
    /** The message sent with a reschedule, cleaned HTML. */
    message: text('message'),
    created_at: timestamps.created_at,
  },
  (t) => [index('interview_status_changes_interview_idx').on(t.interview_id, t.created_at)],
);

/** Notes on an interview, each private to its writer. */
export const interviewNotes = pgTable(
  'interview_notes',
  {
    id: serial('id').primaryKey(),
    interview_id: belongsTo('interview_id', () => interviews.id),
    user_id: belongsTo('user_id', () => users.id),
    body: text('body').notNull(),
    created_at: timestamps.created_at,
  },
  (t) => [index('interview_notes_interview_user_idx').on(t.interview_id, t.user_id, t.created_at)],
);
