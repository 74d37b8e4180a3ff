/** Query keys of the conversation entity (question threads and their messages). */
export const conversationKeys = {
  all: ['conversation'] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
  threads: () => [...conversationKeys.all, 'threads'] as const,
  thread: (id: number) => [...conversationKeys.all, 'thread', id] as const,
};
