import { ROLE } from 'mf-shared/roles';
import { CONVERSATION_MESSAGES as M, MESSAGE_TYPE } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { actingAccountId } from '../../lib/account';
import { found } from '../../lib/access';
import { escapeHtml } from '../../lib/html';
import { userChannel } from '../broadcasting/channels';
import { notificationsService, type Broadcaster } from '../notifications/notifications.service';
import { conversationsRepository, HIDDEN_MESSAGE, type Side } from './conversations.repository';

/** Threads a list shows at most (the latest): enough for any desk, bounded for a busy account. */
export const THREADS_MAX = 200;

interface Viewer {
  id: number;
  role: number;
}

/**
 * Questions: a journalist asks a guest; the guest's expert account (its owner or a team member)
 * answers. Drafts (type 0) are one per writer per thread, never sent, never counted, never
 * broadcast; a sent message (type 1) raises the other side's unread count and reaches it live.
 */
export function conversationsService(db: Database, { realtime }: { realtime: Broadcaster }) {
  const repository = conversationsRepository(db);
  const notifications = notificationsService(db, { realtime });

  async function sideOf(user: Viewer): Promise<Side> {
    if (user.role === ROLE.JOURNALIST) return { role: 'journalist', partyId: user.id, userId: user.id };
    return { role: 'expert', partyId: await actingAccountId(db, user), userId: user.id };
  }

  /** Tells every reader of a party (an account's owner and members) its new unread count. */
  async function publishCount(partyId: number, chatId: number) {
    const count_unread = await repository.unreadCount(partyId);
    for (const userId of await repository.readersOf(partyId))
      await realtime.broadcast(userChannel(userId), 'ConversationEvent', { count_unread, chat_id: chatId });
  }

  async function thread(side: Side, id: number) {
    return found(await repository.find(side, id), M.NOT_FOUND);
  }

  /** Stores a message of `side` in a thread; a sent one deletes the writer's draft and tells the other side. */
  async function post(
    side: Side,
    chat: { id: number; journalist_id: number; expert_id: number },
    type: number,
    body: string,
  ) {
    const recipient = side.role === 'journalist' ? chat.expert_id : chat.journalist_id;
    const row = await db.transaction(async (tx) => {
      const r = conversationsRepository(tx);
      // One draft per writer per thread: saving again replaces it, sending clears it.
      await r.deleteDrafts(chat.id, side.userId);
      const inserted = await r.insertMessage({
        chat_id: chat.id,
        sender_id: side.userId,
        recipient_id: recipient,
        type,
        body,
      });
      if (type === MESSAGE_TYPE.ANSWER) await r.touch(chat.id, inserted.created_at);
      return inserted;
    });
    if (type === MESSAGE_TYPE.DRAFT) return { row, firstAnswer: false };
    let firstAnswer = false;
    if (side.role === 'expert') {
      firstAnswer = await repository.markFirstAnswer(chat.id, row.created_at);
      if (firstAnswer) await repository.recomputeMedian(chat.expert_id);
    }
    await publishCount(recipient, chat.id);
    return { row, firstAnswer };
  }

  return {
    sideOf,

    list: async (user: Viewer) => repository.list(await sideOf(user), THREADS_MAX),

    /** A journalist asks a guest shown in the directory; their existing thread with that guest is reused. */
    async ask(user: Viewer, guestId: number, message: string) {
      const side = await sideOf(user);
      const guest = found(await repository.visibleGuest(guestId), M.GUEST_NOT_FOUND);
      const existing = await repository.threadWith(user.id, guest.id);
      const chat = existing
        ? { id: existing.id, journalist_id: user.id, expert_id: existing.expert_id }
        : {
            ...(await repository.insertChat({
              journalist_id: user.id,
              guest_id: guest.id,
              expert_id: guest.expert_id,
              subject: `Question to ${guest.first_name} ${guest.last_name}`.slice(0, 255),
            })),
            journalist_id: user.id,
            expert_id: guest.expert_id,
          };
      await post(side, chat, MESSAGE_TYPE.ANSWER, message);
      // A new question is worth a notification; later messages of a thread come as the unread count only.
      if (!existing) {
        const html = `<p>You have a new question from <b>${escapeHtml(await repository.userName(user.id))}</b> for <b>${escapeHtml(`${guest.first_name} ${guest.last_name}`)}</b>.</p>`;
        for (const reader of await repository.readersOf(guest.expert_id))
          await notifications.notify(reader, 'Question', html);
      }
      return { id: chat.id, created: !existing };
    },

    /** A page of a thread (page 1 the latest messages, oldest first) and the viewer's own draft. */
    async show(user: Viewer, id: number, page: number, perPage: number) {
      const side = await sideOf(user);
      const chat = await thread(side, id);
      const [{ rows, total }, draft] = await Promise.all([
        repository.messages(chat.id, page, perPage),
        repository.draft(chat.id, side.userId),
      ]);
      const [guestName, journalistName] = await Promise.all([
        repository.guestName(chat.guest_id),
        repository.userName(chat.journalist_id),
      ]);
      const fromJournalist = (senderId: number) => senderId === chat.journalist_id;
      return {
        chat: {
          id: chat.id,
          subject: chat.subject,
          fullname: side.role === 'journalist' ? guestName : journalistName,
          guest: { id: chat.guest_id, name: guestName },
          journalist: { id: chat.journalist_id, name: journalistName },
          created_at: chat.created_at,
        },
        messages: rows.map((m) => {
          const mine = fromJournalist(m.sender_id) === (side.role === 'journalist');
          // Hidden by a moderator: its reader no longer sees the text; its writer's side sees it, and why.
          const hidden = m.hidden_at !== null;
          return {
            id: m.id,
            type: m.type,
            body: hidden && !mine ? HIDDEN_MESSAGE : m.body,
            mine,
            read: m.read_at !== null,
            created_at: m.created_at,
            hidden,
            hidden_reason: hidden && mine ? m.hidden_reason : null,
          };
        }),
        draft: draft ? { id: draft.id, body: draft.body } : null,
        total,
        page,
        per_page: perPage,
      };
    },

    async send(user: Viewer, id: number, type: number, message: string) {
      const side = await sideOf(user);
      const chat = await thread(side, id);
      const { row, firstAnswer } = await post(side, chat, type, message);
      if (firstAnswer) {
        const html = `<p><b>${escapeHtml(await repository.guestName(chat.guest_id))}</b> answered your question.</p>`;
        await notifications.notify(chat.journalist_id, 'Question', html);
      }
      return { id: row.id, type: row.type, body: row.body, mine: true, read: false, created_at: row.created_at };
    },

    /** Marks what the viewer's side received in the thread read and tells its readers the new count. */
    async read(user: Viewer, id: number) {
      const side = await sideOf(user);
      const chat = await thread(side, id);
      await repository.markRead(chat.id, side.partyId);
      await publishCount(side.partyId, chat.id);
      return { count_unread: await repository.unreadCount(side.partyId) };
    },

    unreadCount: async (user: Viewer) => repository.unreadCount((await sideOf(user)).partyId),
  };
}
