import { index, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, timestamps } from './columns';
import { guests } from './guests';
import { moderationColumns } from './moderation';
import { users } from './users';

/** A journalist's questions to a guest, answered by the expert account that manages it. */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    journalist_id: belongsTo('journalist_id', () => users.id),
    guest_id: belongsTo('guest_id', () => guests.id),
    expert_id: belongsTo('expert_id', () => users.id),
    subject: varchar('subject', { length: 255 }).notNull(),
    last_message_at: timestamp('last_message_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** When the expert side first sent an answer: the account's median time to first answer reads it. */
    first_answered_at: timestamp('first_answered_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('chats_journalist_idx').on(t.journalist_id, t.last_message_at),
    index('chats_expert_idx').on(t.expert_id, t.last_message_at),
  ],
);

/**
 * Message type (spec section 7): Draft 0 is kept and seen only by its writer, Answer 1 is sent.
 * A journalist's question is sent, so it is stored as 1 too.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    chat_id: belongsTo('chat_id', () => chats.id),
    sender_id: belongsTo('sender_id', () => users.id),
    recipient_id: belongsTo('recipient_id', () => users.id),
    type: smallint('type').notNull(),
    body: text('body').notNull(),
    read_at: timestamp('read_at', { withTimezone: true, mode: 'string' }),
    /** A question or answer hidden by a moderator after a report: its reader no longer sees its text. */
    ...moderationColumns(),
    created_at: timestamps.created_at,
  },
  (t) => [
    index('messages_chat_idx').on(t.chat_id, t.created_at),
    index('messages_unread_idx').on(t.recipient_id, t.read_at),
  ],
);
