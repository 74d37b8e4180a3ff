import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../../db/database';
import { outbox } from '../../lib/outbox';
import type { Paging } from '../../lib/lists';
import { HttpError } from '../../plugins/errors';
import { notificationChannel, userChannel } from '../broadcasting/channels';
import { notificationsRepository, type NotificationType } from './notifications.repository';

export type { NotificationType };

/** What the service publishes events with (app.realtime). */
export type Broadcaster = Pick<FastifyInstance['realtime'], 'broadcast'>;

/**
 * A notification a transaction decides: its row is written in the transaction, its realtime push
 * goes to the outbox (sent after the commit), so a crash after the commit loses neither.
 */
export async function notifyInTransaction(tx: Executor, userId: number, type: NotificationType, html: string) {
  const row = await notificationsRepository(tx).insert(userId, type, html);
  await outbox(tx).broadcast(notificationChannel(userId), 'NotificationEvent', { notification: row });
  return row;
}

/** The one way to notify outside a transaction: store first, then publish, so a client that missed the event refetches it. */
export function notificationsService(db: Database, { realtime }: { realtime: Broadcaster }) {
  const repository = notificationsRepository(db);

  return {
    async notify(userId: number, type: NotificationType, html: string) {
      const row = await repository.insert(userId, type, html);
      await realtime.broadcast(notificationChannel(userId), 'NotificationEvent', { notification: row });
      return row;
    },

    /** One notification to each of `userIds`: stored in one statement, then published to each at once. */
    async notifyMany(userIds: number[], type: NotificationType, html: string) {
      const rows = await repository.insertMany(userIds, type, html);
      await Promise.all(
        rows.map(({ user_id, ...row }) =>
          realtime.broadcast(notificationChannel(user_id), 'NotificationEvent', { notification: row }),
        ),
      );
      return rows.length;
    },

    list: (userId: number, paging: Paging) => repository.page(userId, paging),

    /** Someone else's notification is as good as missing. */
    async markRead(userId: number, id: number) {
      const row = await repository.markRead(userId, id);
      if (!row) throw new HttpError(404, 'Notification not found');
      return row;
    },

    unreadMessageCount: (userId: number) => repository.unreadMessageCount(userId),

    async publishUnreadCount(userId: number) {
      await realtime.broadcast(userChannel(userId), 'ConversationEvent', {
        count_unread: await repository.unreadMessageCount(userId),
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
