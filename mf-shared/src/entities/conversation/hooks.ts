import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'mf-shared';
import { conversationKeys } from './keys';
import type { ChatItem, ChatMessage, ThreadPage } from './types';

// Every call of the conversation entity lives here; components use these hooks, never the API client.

/** Messages a page of a thread holds. */
export const THREAD_PAGE_SIZE = 30;

/** The viewer's threads, latest first. */
export function useThreads() {
  return useQuery({
    queryKey: conversationKeys.threads(),
    queryFn: async () => (await api.get<{ data: ChatItem[] }>('/conversation')).data.data,
  });
}

/** A thread, page by page: page 1 is the latest messages; `fetchNextPage` loads earlier ones. */
export function useThread(id: number | null) {
  return useInfiniteQuery({
    queryKey: conversationKeys.thread(id ?? 0),
    enabled: id !== null,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      (
        await api.get<{ data: ThreadPage }>(`/conversation/${id}`, {
          params: { page: pageParam, per_page: THREAD_PAGE_SIZE },
        })
      ).data.data,
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
  });
}

/** A thread's messages oldest first, from the pages read so far (page 1 the latest). */
export function threadMessages(pages: ThreadPage[] | undefined): ChatMessage[] {
  const seen = new Set<number>();
  return [...(pages ?? [])]
    .reverse()
    .flatMap((p) => p.messages)
    .filter((m) => !seen.has(m.id) && seen.add(m.id));
}

/** A journalist asks a guest a question; answers the thread's id (an existing thread with the guest is reused). */
export function useAskQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: { guest_id: number; message: string }) =>
      (await api.post<{ data: { id: number }; message: string }>('/conversation', payload)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: conversationKeys.threads() }),
  });
}

/** Keeps a draft (type 0) or sends (type 1) in a thread. */
export function useSendMessage(chatId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: { message: string; type: 0 | 1 }) =>
      (await api.post<{ data: ChatMessage; message: string }>(`/conversation/${chatId}/message`, payload)).data,
    onSuccess: (_, { type }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: conversationKeys.thread(chatId) }),
        type === 1 ? client.invalidateQueries({ queryKey: conversationKeys.threads() }) : null,
      ]),
  });
}

/** Marks what the viewer received in a thread read; the badge takes the count the server answers. */
export function useMarkThreadRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (chatId: number) =>
      (await api.post<{ data: { count_unread: number } }>(`/conversation/${chatId}/read`, undefined, { silent: true }))
        .data.data,
    onSuccess: ({ count_unread }, chatId) => {
      client.setQueryData(conversationKeys.unread(), count_unread);
      return Promise.all([
        client.invalidateQueries({ queryKey: conversationKeys.threads() }),
        client.invalidateQueries({ queryKey: conversationKeys.thread(chatId) }),
      ]);
    },
  });
}
