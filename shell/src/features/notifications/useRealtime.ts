import { useEffect } from 'react';
import { useAuth } from 'mf-shared';
import { notificationsStore, type AppNotification } from './notificationsStore';

/**
 * While signed in: one Echo client, the user's two private channels, and a refetch after every
 * reconnect so what was published during the gap is shown.
 */
export function useRealtime(): void {
  const userId = useAuth((s) => s.user?.id);
  const token = useAuth((s) => s.accessToken);
  useEffect(() => {
    if (!userId || !token) return;
    let disposed = false;
    let disconnect: (() => void) | null = null;
    const store = notificationsStore.getState();
    const refresh = () => {
      void store.load().catch((error) => console.warn('Notifications did not load', error));
      void store.loadUnreadMessages();
    };
    refresh();
    void import('mf-shared/realtime').then(({ createEcho, onReconnected }) => {
      if (disposed) return;
      const echo = createEcho(token);
      echo
        .private(`newNotification-${userId}`)
        .listen('NotificationEvent', (e: { notification: AppNotification }) => store.add(e.notification));
      echo
        .private(`user.${userId}`)
        .listen('ConversationEvent', (e: { count_unread: number }) => store.setUnreadMessages(e.count_unread));
      onReconnected(echo, refresh);
      disconnect = () => echo.disconnect();
    });
    return () => {
      disposed = true;
      disconnect?.();
    };
  }, [userId, token]);
}
