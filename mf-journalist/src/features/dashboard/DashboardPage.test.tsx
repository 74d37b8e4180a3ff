import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { authStore, ROUTES } from 'mf-shared';
import DashboardPage from './DashboardPage';
import { signInForTest } from 'mf-shared/test/session';

beforeEach(() => act(() => authStore.getState().clearSession()));

const renderPage = () =>
  render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );

it('invites a visitor to sign in as a Journalist', async () => {
  act(() => authStore.getState().setUserType('expert'));
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Login as a Journalist' }));
  expect(authStore.getState()).toMatchObject({ userType: 'journalist', loginOpen: true });
});

it('greets a signed-in journalist by name', () => {
  signInForTest({ email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' });
  renderPage();
  expect(screen.getByRole('heading', { name: 'Welcome back, Ann' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Login as a Journalist' })).not.toBeInTheDocument();
});

it('links the email templates card to its page; the coming features stay plain cards', () => {
  renderPage();
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
  const links = screen.getAllByRole('link');
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', ROUTES.EMAIL_TEMPLATES);
  expect(links[0]).toHaveTextContent('Email templates');
  expect(links[0]).not.toHaveTextContent('Coming soon');

  const cards = screen.getAllByTestId('dashboard-card');
  expect(cards).toHaveLength(3);
  for (const card of cards) {
    expect(card).toHaveTextContent('Coming soon');
    expect(card).not.toHaveClass('ant-card-hoverable');
    expect(card).not.toHaveAttribute('tabindex');
    expect(card.closest('a')).toBeNull();
  }
});
