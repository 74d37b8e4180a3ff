import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { authStore, ROLE, STATUS, type AppRoute, type MenuEntry } from 'mf-shared';
import { conversationKeys } from 'mf-shared/entities/conversation';
import { db, sent } from 'mf-shared/test/api';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { signInForTest } from 'mf-shared/test/session';
import { DashboardLayout } from './DashboardLayout';

// The header's live parts are not under test here.
jest.mock('./Header', () => ({ Header: () => null }));

const journalistPage = (path: string, label: string, order: number, badge?: MenuEntry['badge']): AppRoute => ({
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

/** The menu with `unread` messages in the data set (GET /conversation/count-unread answers it; any other call is unhandled). */
function renderMenu(unread: number) {
  db.unreadMessages = unread;
  return renderWithServerData(
    <MemoryRouter>
      <DashboardLayout menu={menu} />
    </MemoryRouter>,
  );
}

afterEach(() => act(() => authStore.getState().clearSession()));

/** The link's name as a browser gives it (jsdom puts a space before the comma of the hidden words). */
const UNREAD = (n: number) => new RegExp(`^Questions ?, ${n} unread$`);

it('shows the unread-message count beside Questions, and follows the count as it changes', async () => {
  signInForTest();
  const { client } = renderMenu(2);
  expect(await screen.findByRole('link', { name: UNREAD(2) })).toHaveAttribute('href', '/questions/journalist');
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Questions, 2 unread']);

  // A ConversationEvent sets the count (see useLiveUnreadMessages); the badge follows.
  act(() => client.setQueryData(conversationKeys.unread(), 3));
  expect(await screen.findByRole('link', { name: UNREAD(3) })).toBeInTheDocument();
  act(() => client.setQueryData(conversationKeys.unread(), 0));
  expect(await screen.findByRole('link', { name: 'Questions' })).not.toHaveTextContent(/\d/);
});

it('asks nothing for a visitor, whose menu has no counts', async () => {
  renderMenu(2);
  expect(screen.getByRole('link', { name: 'Questions' })).toBeInTheDocument();
  // Time for a call to reach the network, had one been made.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(await sent()).toEqual([]);
});

it('shows a count a remote’s route list supplies, named by what it counts, only when signed in', async () => {
  const useCount = jest.fn(() => 4);
  const withBadge = [
    ...menu,
    { route: journalistPage('/requests', 'Requests', 2, { useCount, label: 'new' }), remote: 'mf_journalist' },
  ];
  db.unreadMessages = 0;
  const { unmount } = renderWithServerData(
    <MemoryRouter>
      <DashboardLayout menu={withBadge} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Requests' })).not.toHaveTextContent(/\d/);
  expect(useCount).not.toHaveBeenCalled();
  unmount();

  signInForTest();
  renderWithServerData(
    <MemoryRouter>
      <DashboardLayout menu={withBadge} />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('link', { name: /^Requests ?, 4 new$/ })).toHaveAttribute('href', '/requests');
});
