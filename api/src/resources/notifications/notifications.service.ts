import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages, notifications } from '../../db/schema';
import { notificationChannel, userChannel } from '../broadcasting/channels';

export type NotificationType = 'Interview' | 'Question';

export const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  data: notifications.data,
  created_at: notifications.created_at,
  read_at: notifications.read_at,
};

/** The one way to notify: store first, then publish, so a client that missed the event refetches it. */
export function notificationsService(app: FastifyInstance) {
  return {
    async notify(userId: number, type: NotificationType, html: string) {
      const [row] = await app.db
        .insert(notifications)
        .values({ user_id: userId, type, data: html })
        .returning(notificationColumns);
      await app.realtime.broadcast(notificationChannel(userId), 'NotificationEvent', { notification: row });
      return row;
    },

    async unreadMessageCount(userId: number): Promise<number> {
      const [{ n }] = await app.db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.recipient_id, userId), isNull(messages.read_at)));
      return n;
    },

    async publishUnreadCount(userId: number) {
      await app.realtime.broadcast(userChannel(userId), 'ConversationEvent', {
        count_unread: await this.unreadMessageCount(userId),
      });
    },
  };
}
