import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Side effects a transaction decides (a mail, a realtime push, closing a user's sockets), written in
 * that transaction and delivered after it commits by `api/src/lib/outbox.ts`: a crash between the
 * commit and the delivery delays them, never loses them.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16, enum: ['mail', 'broadcast', 'close-sockets'] }).notNull(),
    payload: jsonb('payload').notNull(),
    /** Deliveries started so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When it is due: a claim moves it a lease ahead (a delivery that crashes is taken again then),
     * a failure by the back-off; null once sent or given up.
     */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }).defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    last_error: text('last_error'),
    created_at: timestamps.created_at,
  },
  (t) => [index('outbox_messages_due_idx').on(t.next_attempt_at)],
);
