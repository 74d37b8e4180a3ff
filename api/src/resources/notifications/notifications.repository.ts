import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { messages, notifications } from '../../db/schema';
import type { AppNotification } from 'mf-shared/types/notification';
import { pagedQuery, type ListBody, type Paging } from '../../lib/lists';

// The client's type is the one source of a notification's shape (a change fails either side's check).
export type NotificationType = AppNotification['type'];

const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  data: notifications.data,
  created_at: notifications.created_at,
  read_at: notifications.read_at,
};

/** A user's notifications and unread conversation messages. */
export function notificationsRepository(db: Executor) {
  return {
    async insert(userId: number, type: NotificationType, html: string): Promise<AppNotification> {
      const [row] = await db
        .insert(notifications)
        .values({ user_id: userId, type, data: html })
        .returning(notificationColumns);
      return row;
    },

    /** The same notification for several users, in one statement (a fan-out: a source request's alerts). */
    async insertMany(userIds: number[], type: NotificationType, html: string) {
      if (!userIds.length) return [];
      return db
        .insert(notifications)
        .values(userIds.map((user_id) => ({ user_id, type, data: html })))
        .returning({ user_id: notifications.user_id, ...notificationColumns });
    },

    page(userId: number, paging: Paging): Promise<ListBody<AppNotification>> {
      const mine = eq(notifications.user_id, userId);
      return pagedQuery(
        paging,
        db
          .select(notificationColumns)
          .from(notifications)
          .where(mine)
          .orderBy(desc(notifications.created_at), desc(notifications.id)),
        () => db.$count(notifications, mine),
      );
    },

    /** Marks one of the user's notifications read; undefined when the user has no such notification. */
    async markRead(userId: number, id: number) {
      const [row] = await db
        .update(notifications)
        .set({ read_at: new Date().toISOString() })
        .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
        .returning(notificationColumns);
      return row;
    },

    async unreadMessageCount(userId: number): Promise<number> {
      const [{ n }] = await db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.recipient_id, userId), isNull(messages.read_at)));
      return n;
    },
  };
}
