import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api, authStore, ROLE, STATUS, type AppRoute } from 'mf-shared';
import { conversationKeys } from 'mf-shared/entities/conversation';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { signInForTest } from 'mf-shared/test/session';
import { DashboardLayout } from './DashboardLayout';

// The header's live parts are not under test here.
jest.mock('./Header', () => ({ Header: () => null }));

const journalistPage = (path: string, label: string, order: number, badge?: 'unread-messages'): AppRoute => ({
  path,
  title: label,
  access: { kind: 'signed-in', roles: [ROLE.JOURNALIST], statuses: [STATUS.SIMPLE_USER] },
  layout: 'dashboard',
  menu: { label, order, badge },
  load: () => Promise.resolve({ default: () => null }),
});

const menu = [
  { route: journalistPage('/questions/journalist', 'Questions', 4, 'unread-messages'), remote: 'mf_journalist' },
  { route: journalistPage('/dashboard', 'Dashboard', 1), remote: 'mf_journalist' },
];

function renderMenu(unread: number) {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/conversation/count-unread') return { data: { data: { count_unread: unread } } };
    throw new Error(`unexpected GET ${url}`);
  });
  return renderWithServerData(
    <MemoryRouter>
      <DashboardLayout menu={menu} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authStore.getState().clearSession());
});

it('shows the unread-message count beside Questions, and follows the count as it changes', async () => {
  signInForTest();
  const { client } = renderMenu(2);
  expect(await screen.findByRole('link', { name: 'Questions, 2 unread' })).toHaveAttribute(
    'href',
    '/questions/journalist',
  );
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Questions2']);

  // A ConversationEvent sets the count (see useLiveUnreadMessages); the badge follows.
  act(() => client.setQueryData(conversationKeys.unread(), 3));
  expect(await screen.findByRole('link', { name: 'Questions, 3 unread' })).toBeInTheDocument();
  act(() => client.setQueryData(conversationKeys.unread(), 0));
  expect(await screen.findByRole('link', { name: 'Questions' })).not.toHaveTextContent(/\d/);
});

it('asks nothing for a visitor, whose menu has no counts', () => {
  renderMenu(2);
  expect(screen.getByRole('link', { name: 'Questions' })).toBeInTheDocument();
  expect(api.get).not.toHaveBeenCalled();
});
