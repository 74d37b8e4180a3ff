import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnected } from 'mf-shared';
import { notificationKeys } from './keys';
import type { AppNotification } from './types';

/** The private channel a user's notifications arrive on (spec section 7). */
export const notificationChannel = (userId: number) => `newNotification-${userId}`;

/**
 * While mounted for a signed-in user: each NotificationEvent goes to the top of the cached list;
 * after a reconnect the list is read again, so what was published during the gap shows.
 */
export function useLiveNotifications(
  userId: number | null,
  { onNotification, onReconnected }: { onNotification?: (n: AppNotification) => void; onReconnected?: () => void } = {},
): void {
  const client = useQueryClient();
  useRealtimeEvent<{ notification: AppNotification }>(
    userId ? notificationChannel(userId) : null,
    'NotificationEvent',
    ({ notification }) => {
      // Into a list already read; before the first read, the read will bring it.
      client.setQueryData<AppNotification[]>(notificationKeys.list(), (list) =>
        list ? [notification, ...list.filter((n) => n.id !== notification.id)] : list,
      );
      onNotification?.(notification);
    },
  );
  useRealtimeReconnected(() => {
    void client.invalidateQueries({ queryKey: notificationKeys.all });
    onReconnected?.();
  });
}
