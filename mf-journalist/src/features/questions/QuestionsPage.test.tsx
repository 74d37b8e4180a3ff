import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore, ROUTES } from 'mf-shared';
import type { ChatItem, ThreadPage } from 'mf-shared/entities/conversation';
import { db, http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { renderAt as renderPagesAt } from 'mf-shared/test/server-data';
import { signInForTest } from 'mf-shared/test/session';
import QuestionsPage from './QuestionsPage';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authStore.getState().clearSession());
});

const thread = (over: Partial<ChatItem> = {}): ChatItem => ({
  id: 7,
  fullname: 'Ann Lee',
  avatar: null,
  last_message_date: '2026-11-20T10:00:00.000Z',
  message: 'Rates will fall.',
  is_read_last_message: false,
  unread_count: 1,
  guest: { id: 42, first_name: 'Ann', last_name: 'Lee' },
  journalist: { id: 1, name: 'Jo Reporter' },
  ...over,
});

const page = (over: Partial<ThreadPage> = {}): ThreadPage => ({
  chat: {
    id: 7,
    subject: 'Question to Ann Lee',
    fullname: 'Ann Lee',
    guest: { id: 42, name: 'Ann Lee' },
    journalist: { id: 1, name: 'Jo Reporter' },
    created_at: '2026-11-20T09:00:00.000Z',
  },
  messages: [
    { id: 1, type: 1, body: 'Will rates fall?', mine: true, read: true, created_at: '2026-11-20T09:00:00.000Z' },
    { id: 2, type: 1, body: 'Rates will fall.', mine: false, read: false, created_at: '2026-11-20T10:00:00.000Z' },
  ],
  draft: null,
  total: 2,
  page: 1,
  per_page: 30,
  ...over,
});

function renderAt(url: string) {
  signInForTest();
  return renderPagesAt(url, { [ROUTES.JOURNALIST_QUESTIONS]: <QuestionsPage /> });
}

/** The data set the page reads: the thread list, and thread 7 (one page unless `pages` say how the API pages it). */
function serve(threads: ChatItem[], pages?: Record<number, ThreadPage>) {
  db.conversations = threads;
  const { chat, messages, draft } = page();
  db.threads.set(7, { chat, messages, draft });
  if (pages)
    server.use(
      http.get(route('/conversation/7'), ({ request }) =>
        HttpResponse.json({ data: pages[Number(new URL(request.url).searchParams.get('page') ?? 1)] }),
      ),
    );
}

it("says 'No data' when the journalist has asked nothing yet", async () => {
  serve([]);
  renderAt('/questions/journalist');
  expect(await screen.findByText('No data')).toBeInTheDocument();
});

it('lists threads with their unread mark; opening one shows its messages oldest first and marks it read', async () => {
  serve([thread(), thread({ id: 8, fullname: 'Bo Tan', unread_count: 0, is_read_last_message: true })]);
  renderAt('/questions/journalist');
  const list = await screen.findByRole('list', { name: 'Threads' });
  expect(within(list).getByRole('button', { name: /^Ann Lee ?, 1 unread/ })).toBeInTheDocument();
  expect(within(list).getByRole('button', { name: /^Bo Tan(?!,)/ })).toBeInTheDocument();

  fireEvent.click(within(list).getByRole('button', { name: /^Ann Lee ?, 1 unread/ }));
  expect(screen.getByTestId('where')).toHaveTextContent('/questions/journalist?chat=7');
  const messages = await screen.findByRole('list', { name: 'Messages' });
  expect(
    within(messages)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent),
  ).toEqual(['Will rates fall?', 'Rates will fall.']);
  await waitFor(async () =>
    expect(await sent('POST')).toEqual([{ method: 'POST', path: '/conversation/7/read', body: undefined }]),
  );
});

it('opens the thread named by ?chat=, loads earlier messages on demand, and sends a message', async () => {
  const first = page({ total: 3, per_page: 2 });
  const earlier = page({
    page: 2,
    per_page: 2,
    total: 3,
    messages: [{ id: 0, type: 1, body: 'Hello!', mine: true, read: true, created_at: '2026-11-19T09:00:00.000Z' }],
  });
  serve([thread({ unread_count: 0, is_read_last_message: true })], { 1: first, 2: earlier });
  renderAt('/questions/journalist?chat=7');
  expect(await screen.findByRole('heading', { level: 2, name: 'Ann Lee' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Load earlier' }));
  const messages = screen.getByRole('list', { name: 'Messages' });
  await waitFor(() =>
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Hello!', 'Will rates fall?', 'Rates will fall.']),
  );
  expect(screen.queryByRole('button', { name: 'Load earlier' })).not.toBeInTheDocument();

  // A journalist sends; there is no draft button on this side.
  expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
  fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: '  And next year?  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(async () =>
    expect(await sent('POST')).toContainEqual({
      method: 'POST',
      path: '/conversation/7/message',
      body: { message: 'And next year?', type: 1 },
    }),
  );
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue(''));
});
