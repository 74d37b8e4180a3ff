import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isActiveUser, useAuth, useRealtimeEvent, useRealtimeReconnected } from 'mf-shared';
import { conversationKeys } from './keys';

/** How many messages the signed-in user has not read; a failure is only logged (spec section 8). */
export async function fetchUnreadMessages(): Promise<number> {
  try {
    const { data } = await api.get<{ data: { count_unread: number } }>('/conversation/count-unread', { silent: true });
    return data.data.count_unread;
  } catch (error) {
    console.warn('Unread count did not load', error);
    throw error;
  }
}

export const unreadMessagesQuery = () =>
  queryOptions({ queryKey: conversationKeys.unread(), queryFn: fetchUnreadMessages });

/** Asked only for an active user: the API refuses the others (403). */
export function useUnreadMessages() {
  const active = useAuth((s) => isActiveUser(s.user));
  return useQuery({ ...unreadMessagesQuery(), enabled: active });
}

/** The private channel a user's conversation events arrive on (spec section 7). */
export const conversationChannel = (userId: number) => `user.${userId}`;

/**
 * While mounted for a signed-in user: each ConversationEvent sets the count, and the thread list and
 * the thread it names are read again (if a page shows them); a reconnect reads everything again.
 */
export function useLiveUnreadMessages(userId: number | null): void {
  const client = useQueryClient();
  useRealtimeEvent<{ count_unread: number; chat_id?: number }>(
    userId ? conversationChannel(userId) : null,
    'ConversationEvent',
    ({ count_unread, chat_id }) => {
      client.setQueryData(conversationKeys.unread(), count_unread);
      void client.invalidateQueries({ queryKey: conversationKeys.threads() });
      if (chat_id) void client.invalidateQueries({ queryKey: conversationKeys.thread(chat_id) });
    },
  );
  useRealtimeReconnected(() => void client.invalidateQueries({ queryKey: conversationKeys.all }));
}
