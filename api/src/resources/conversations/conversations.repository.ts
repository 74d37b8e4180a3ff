import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { MESSAGE_TYPE } from 'mf-shared/validation';
import type { ChatItem } from 'mf-shared/types/conversation';
import type { Executor } from '../../db/database';
import { chats, guests, messages, teamMembers, users } from '../../db/schema';

/** Whose side of a thread a viewer is on: the journalist, or the expert account (owner or team member). */
export interface Side {
  role: 'journalist' | 'expert';
  /** The journalist's id, or the expert account's (a team member acts for the owner). */
  partyId: number;
  /** The signed-in user: drafts are theirs alone. */
  userId: number;
}

const own = (side: Side) =>
  side.role === 'journalist' ? eq(chats.journalist_id, side.partyId) : eq(chats.expert_id, side.partyId);

/** A sent message the side has not read. Drafts are never unread (they were never sent). */
const unreadFor = (partyId: number) =>
  and(eq(messages.recipient_id, partyId), eq(messages.type, MESSAGE_TYPE.ANSWER), isNull(messages.read_at));

/** What a question or answer a moderator hid reads as, for its reader (issue 26). */
export const HIDDEN_MESSAGE = 'This message was hidden by a moderator.';

export function conversationsRepository(db: Executor) {
  return {
    /**
     * The side's threads, latest first. `fullname`/`avatar` are the other party as the viewer knows
     * them: the guest for a journalist, the journalist for the expert side. `message` is the last sent one.
     */
    async list(side: Side, limit: number): Promise<ChatItem[]> {
      const journalist = side.role === 'journalist';
      const result = (await db.execute(sql`
        SELECT c.id, c.last_message_at AS last_message_date,
          g.id AS guest_id, g.first_name AS guest_first_name, g.last_name AS guest_last_name, g.avatar AS guest_avatar,
          j.id AS journalist_id, trim(j.first_name || ' ' || j.last_name) AS journalist_name, j.avatar AS journalist_avatar,
          CASE WHEN last.hidden_at IS NOT NULL THEN ${HIDDEN_MESSAGE} ELSE last.body END AS message, last.read_at AS last_read_at, last.recipient_id AS last_recipient_id,
          (SELECT count(*)::int FROM messages u WHERE u.chat_id = c.id AND u.recipient_id = ${side.partyId}
            AND u.type = ${MESSAGE_TYPE.ANSWER} AND u.read_at IS NULL) AS unread_count
        FROM chats c
        JOIN guests g ON g.id = c.guest_id
        JOIN users j ON j.id = c.journalist_id
        LEFT JOIN LATERAL (SELECT m.body, m.read_at, m.recipient_id, m.hidden_at FROM messages m
          WHERE m.chat_id = c.id AND m.type = ${MESSAGE_TYPE.ANSWER} ORDER BY m.created_at DESC, m.id DESC LIMIT 1) last ON true
        WHERE ${journalist ? sql`c.journalist_id` : sql`c.expert_id`} = ${side.partyId}
        ORDER BY c.last_message_at DESC, c.id DESC
        LIMIT ${limit}`)) as unknown as { rows: Record<string, unknown>[] };
      return result.rows.map((r) => ({
        id: Number(r.id),
        fullname: journalist ? `${r.guest_first_name} ${r.guest_last_name}` : String(r.journalist_name),
        avatar: ((journalist ? r.guest_avatar : r.journalist_avatar) as string | null) ?? null,
        last_message_date: new Date(r.last_message_date as string).toISOString(),
        message: (r.message as string | null) ?? '',
        // A message the viewer sent counts as read by them; one sent to them, once they opened it.
        is_read_last_message: Number(r.last_recipient_id) !== side.partyId || r.last_read_at !== null,
        unread_count: Number(r.unread_count),
        guest: {
          id: Number(r.guest_id),
          first_name: String(r.guest_first_name),
          last_name: String(r.guest_last_name),
        },
        journalist: { id: Number(r.journalist_id), name: String(r.journalist_name) },
      }));
    },

    /** One of the side's threads, or undefined (someone else's is as good as missing). */
    async find(side: Side, id: number) {
      const [row] = await db
        .select({
          id: chats.id,
          journalist_id: chats.journalist_id,
          expert_id: chats.expert_id,
          guest_id: chats.guest_id,
          subject: chats.subject,
          first_answered_at: chats.first_answered_at,
          created_at: chats.created_at,
        })
        .from(chats)
        .where(and(eq(chats.id, id), own(side)));
      return row;
    },

    /** A page of the thread's sent messages: page 1 is the latest `perPage`, each page oldest first. */
    async messages(chatId: number, page: number, perPage: number) {
      const sent = and(eq(messages.chat_id, chatId), eq(messages.type, MESSAGE_TYPE.ANSWER));
      const [rows, [{ n }]] = await Promise.all([
        db
          .select({
            id: messages.id,
            type: messages.type,
            body: messages.body,
            sender_id: messages.sender_id,
            read_at: messages.read_at,
            created_at: messages.created_at,
            hidden_at: messages.hidden_at,
            hidden_reason: messages.hidden_reason,
          })
          .from(messages)
          .where(sent)
          .orderBy(desc(messages.created_at), desc(messages.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(messages).where(sent),
      ]);
      return { rows: rows.reverse(), total: n };
    },

    async draft(chatId: number, userId: number) {
      const [row] = await db
        .select({ id: messages.id, body: messages.body, created_at: messages.created_at })
        .from(messages)
        .where(and(eq(messages.chat_id, chatId), eq(messages.sender_id, userId), eq(messages.type, MESSAGE_TYPE.DRAFT)))
        .orderBy(asc(messages.id))
        .limit(1);
      return row ?? null;
    },

    deleteDrafts: (chatId: number, userId: number) =>
      db
        .delete(messages)
        .where(
          and(eq(messages.chat_id, chatId), eq(messages.sender_id, userId), eq(messages.type, MESSAGE_TYPE.DRAFT)),
        ),

    async insertMessage(row: { chat_id: number; sender_id: number; recipient_id: number; type: number; body: string }) {
      const [inserted] = await db
        .insert(messages)
        .values(row)
        .returning({ id: messages.id, type: messages.type, body: messages.body, created_at: messages.created_at });
      return inserted;
    },

    /** The journalist's latest thread with a guest, to be reused by a new question. */
    async threadWith(journalistId: number, guestId: number) {
      const [row] = await db
        .select({ id: chats.id, expert_id: chats.expert_id })
        .from(chats)
        .where(and(eq(chats.journalist_id, journalistId), eq(chats.guest_id, guestId)))
        .orderBy(desc(chats.last_message_at), desc(chats.id))
        .limit(1);
      return row;
    },

    async insertChat(row: { journalist_id: number; guest_id: number; expert_id: number; subject: string }) {
      const [inserted] = await db.insert(chats).values(row).returning({ id: chats.id });
      return inserted;
    },

    touch: (chatId: number, at: string) =>
      db.update(chats).set({ last_message_at: at, updated_at: at }).where(eq(chats.id, chatId)),

    /** A guest the directory shows (published, of an active account): who answers for it. */
    async visibleGuest(guestId: number) {
      const result = (await db.execute(sql`
        SELECT g.id, g.user_id AS expert_id, g.first_name, g.last_name FROM guests g
        JOIN guest_search_filters f ON f.guest_id = g.id AND f.visible
        WHERE g.id = ${guestId}`)) as unknown as {
        rows: { id: number; expert_id: number; first_name: string; last_name: string }[];
      };
      return result.rows[0];
    },

    async userName(userId: number) {
      const [row] = await db
        .select({ first_name: users.first_name, last_name: users.last_name })
        .from(users)
        .where(eq(users.id, userId));
      return row ? `${row.first_name} ${row.last_name}`.trim() : '';
    },

    async guestName(guestId: number) {
      const [row] = await db
        .select({ first_name: guests.first_name, last_name: guests.last_name })
        .from(guests)
        .where(eq(guests.id, guestId));
      return row ? `${row.first_name} ${row.last_name}` : '';
    },

    /** Marks what the side received in a thread read; answers how many were marked. */
    async markRead(chatId: number, partyId: number) {
      const rows = await db
        .update(messages)
        .set({ read_at: new Date().toISOString() })
        .where(and(eq(messages.chat_id, chatId), unreadFor(partyId)))
        .returning({ id: messages.id });
      return rows.length;
    },

    async unreadCount(partyId: number): Promise<number> {
      const [{ n }] = await db.select({ n: count() }).from(messages).where(unreadFor(partyId));
      return n;
    },

    /** Everyone who reads for a party: the user, and for an expert account its accepted team members. */
    async readersOf(partyId: number): Promise<number[]> {
      const members = await db
        .select({ id: teamMembers.member_user_id })
        .from(teamMembers)
        .where(
          and(
            eq(teamMembers.expert_id, partyId),
            isNotNull(teamMembers.member_user_id),
            isNotNull(teamMembers.accepted_at),
          ),
        );
      return [partyId, ...members.map((m) => m.id!).filter((id) => id !== partyId)];
    },

    /** The first answer of a thread: set once (a later answer leaves it). Answers whether it was the first. */
    async markFirstAnswer(chatId: number, at: string) {
      const rows = await db
        .update(chats)
        .set({ first_answered_at: at })
        .where(and(eq(chats.id, chatId), isNull(chats.first_answered_at)))
        .returning({ id: chats.id });
      return rows.length > 0;
    },

    /**
     * The account's median time to first answer (minutes) and how many threads it answered, over
     * all its threads: percentile_cont runs the same on PostgreSQL and PGlite.
     */
    recomputeMedian: (expertId: number) =>
      db.execute(sql`
        UPDATE users SET
          answer_median_minutes = s.median, answer_count = s.n
        FROM (
          SELECT round(percentile_cont(0.5) WITHIN GROUP (
              ORDER BY extract(epoch FROM (c.first_answered_at - c.created_at)) / 60))::int AS median,
            count(*)::int AS n
          FROM chats c WHERE c.expert_id = ${expertId} AND c.first_answered_at IS NOT NULL
        ) s
        WHERE users.id = ${expertId}`),
  };
}

export type ConversationsRepository = ReturnType<typeof conversationsRepository>;
