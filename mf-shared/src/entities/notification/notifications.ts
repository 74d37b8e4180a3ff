import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'mf-shared';
import { notificationKeys } from './keys';
import type { AppNotification } from './types';

/** How many of the newest notifications the bell shows. */
export const NOTIFICATIONS_SHOWN = 20;

export async function fetchNotifications(): Promise<AppNotification[]> {
  try {
    const { data } = await api.get<{ data: AppNotification[] }>('/notifications', {
      params: { per_page: NOTIFICATIONS_SHOWN },
      silent: true,
    });
    return data.data;
  } catch (error) {
    console.warn('Notifications did not load', error);
    throw error;
  }
}

export const notificationsQuery = () =>
  queryOptions({ queryKey: notificationKeys.list(), queryFn: fetchNotifications });

/** The signed-in user's newest notifications, kept current by the realtime events (see live.ts). */
export function useNotifications() {
  return useQuery(notificationsQuery());
}

export function markNotificationRead(id: number): Promise<unknown> {
  return api.post(`/notifications/read/${id}`, undefined, { silent: true });
}

/** Marks the cached notifications with these ids read (the server already knows). */
function markedRead(list: AppNotification[] | undefined, ids: number[]): AppNotification[] | undefined {
  const now = new Date().toISOString();
  return list?.map((n) => (ids.includes(n.id) && !n.read_at ? { ...n, read_at: now } : n));
}

/**
 * Marks notifications read (spec section 4): one request each; once all succeed they are read in
 * the cache too; a failure is only logged.
 */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...notificationKeys.all, 'read'],
    mutationFn: (ids: number[]) => Promise.all(ids.map(markNotificationRead)),
    onSuccess: (_answers, ids) =>
      client.setQueryData<AppNotification[]>(notificationKeys.list(), (list) => markedRead(list, ids)),
    onError: (error) => console.warn('Marking notifications read failed', error),
  });
}
