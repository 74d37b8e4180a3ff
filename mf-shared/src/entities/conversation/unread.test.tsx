import { act, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { startRealtime, stopRealtime, type RealtimeConnection } from 'mf-shared';
import { testQueryClient } from 'mf-shared/test/server-data';
import { conversationKeys } from './keys';
import { useLiveUnreadMessages } from './unread';

// The Echo chunk, replaced by a connection the test dispatches on.
const dispatch = new Map<string, (payload: unknown) => void>();
jest.mock('../../realtime/echo', () => ({
  connect: (): RealtimeConnection => ({
    listen: (channel, event, handler) => {
      dispatch.set(`${channel} ${event}`, handler);
      return () => dispatch.delete(`${channel} ${event}`);
    },
    disconnect: () => {},
  }),
}));

function Live() {
  useLiveUnreadMessages(7);
  return null;
}

afterEach(() => stopRealtime());

it('on ConversationEvent sets the badge’s count and reads the thread list and the named thread again', async () => {
  const client = testQueryClient();
  client.setQueryData(conversationKeys.unread(), 1);
  client.setQueryData(conversationKeys.threads(), []);
  client.setQueryData(conversationKeys.thread(5), { pages: [] });
  client.setQueryData(conversationKeys.thread(6), { pages: [] });
  startRealtime('token', 7);
  render(
    <QueryClientProvider client={client}>
      <Live />
    </QueryClientProvider>,
  );
  await act(async () => {
    for (let i = 0; i < 50 && !dispatch.has('user.7 ConversationEvent'); i++)
      await new Promise((r) => setTimeout(r, 10));
  });
  act(() => dispatch.get('user.7 ConversationEvent')!({ count_unread: 3, chat_id: 5 }));

  expect(client.getQueryData(conversationKeys.unread())).toBe(3);
  expect(client.getQueryState(conversationKeys.threads())?.isInvalidated).toBe(true);
  expect(client.getQueryState(conversationKeys.thread(5))?.isInvalidated).toBe(true);
  expect(client.getQueryState(conversationKeys.thread(6))?.isInvalidated).toBe(false);
});
