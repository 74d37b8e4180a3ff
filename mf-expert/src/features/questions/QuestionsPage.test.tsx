import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, authStore, ROLE, ROUTES } from 'mf-shared';
import type { ChatItem, ThreadPage } from 'mf-shared/entities/conversation';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { signInForTest } from 'mf-shared/test/session';
import QuestionsPage from './QuestionsPage';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authStore.getState().clearSession());
});

const thread: ChatItem = {
  id: 7,
  fullname: 'Jordan Lee',
  avatar: null,
  last_message_date: '2026-11-20T10:00:00.000Z',
  message: 'Will rates fall?',
  is_read_last_message: true,
  unread_count: 0,
  guest: { id: 42, first_name: 'Ann', last_name: 'Lee' },
  journalist: { id: 1, name: 'Jordan Lee' },
};

const page = (draft: ThreadPage['draft']): ThreadPage => ({
  chat: {
    id: 7,
    subject: 'Question to Ann Lee',
    fullname: 'Jordan Lee',
    guest: { id: 42, name: 'Ann Lee' },
    journalist: { id: 1, name: 'Jordan Lee' },
    created_at: '2026-11-20T09:00:00.000Z',
  },
  messages: [
    { id: 1, type: 1, body: 'Will rates fall?', mine: false, read: true, created_at: '2026-11-20T09:00:00.000Z' },
  ],
  draft,
  total: 1,
  page: 1,
  per_page: 30,
});

function serve(draft: ThreadPage['draft']) {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/conversation') return { data: { data: [thread] } };
    if (url === '/conversation/7') return { data: { data: page(draft) } };
    throw new Error(`unexpected GET ${url}`);
  });
  return jest.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    const { message, type } = body as { message: string; type: number };
    if (url !== '/conversation/7/message') throw new Error(`unexpected POST ${url}`);
    return {
      data: {
        data: { id: 9, type, body: message, mine: true, read: false, created_at: '' },
        message: type === 0 ? 'Draft saved' : 'Message sent',
      },
    };
  });
}

function renderAt(url: string) {
  signInForTest({ id: 2, role: ROLE.EXPERT, email: 'ex@example.com' });
  return renderWithServerData(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={ROUTES.EXPERT_QUESTIONS} element={<QuestionsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('fills the box with the kept draft, saves a draft as type 0 and keeps the text', async () => {
  const post = serve({ id: 3, body: 'Half an answer' });
  renderAt('/questions/expert?chat=7');
  expect(await screen.findByText('About Ann Lee')).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: 'Your answer' });
  await waitFor(() => expect(box).toHaveValue('Half an answer'));
  fireEvent.change(box, { target: { value: 'Most of an answer' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/conversation/7/message', { message: 'Most of an answer', type: 0 }),
  );
  expect(box).toHaveValue('Most of an answer');
  // Nothing unread in the thread: opening it asks nothing to be marked read.
  expect(post).not.toHaveBeenCalledWith('/conversation/7/read', undefined, { silent: true });
});

it('sends the answer as type 1 and empties the box', async () => {
  const post = serve(null);
  renderAt('/questions/expert?chat=7');
  const box = await screen.findByRole('textbox', { name: 'Your answer' });
  fireEvent.change(box, { target: { value: 'Yes, by spring.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/conversation/7/message', { message: 'Yes, by spring.', type: 1 }),
  );
  await waitFor(() => expect(box).toHaveValue(''));
});

it('after sending, the box is empty even when a kept draft was cleared by the send', async () => {
  let draft: ThreadPage['draft'] = { id: 3, body: 'Half an answer' };
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/conversation') return { data: { data: [thread] } };
    if (url === '/conversation/7') return { data: { data: page(draft) } };
    throw new Error(`unexpected GET ${url}`);
  });
  const post = jest.spyOn(api, 'post').mockImplementation(async (_url: string, body?: unknown) => {
    draft = null;
    const { message, type } = body as { message: string; type: number };
    return {
      data: { data: { id: 9, type, body: message, mine: true, read: false, created_at: '' }, message: 'Message sent' },
    };
  });
  renderAt('/questions/expert?chat=7');
  const box = await screen.findByRole('textbox', { name: 'Your answer' });
  await waitFor(() => expect(box).toHaveValue('Half an answer'));
  fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
  await waitFor(() => expect(post).toHaveBeenCalled());
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue(''));
});
