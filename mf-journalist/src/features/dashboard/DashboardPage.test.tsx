import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, ROLE, STATUS } from 'mf-shared';
import DashboardPage from './DashboardPage';

beforeEach(() => act(() => authStore.getState().clearSession()));

it('invites a visitor to sign in as a Journalist', async () => {
  act(() => authStore.getState().setUserType('expert'));
  render(<DashboardPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Login as a Journalist' }));
  expect(authStore.getState()).toMatchObject({ userType: 'journalist', loginOpen: true });
});

it('greets a signed-in journalist by name', () => {
  act(() =>
    authStore.getState().setSession({
      accessToken: 't',
      user: {
        id: 1,
        role: ROLE.JOURNALIST,
        status: STATUS.SIMPLE_USER,
        date_deleting: null,
        email: 'ann@example.com',
        profile: { first_name: 'Ann', last_name: 'Lee' },
      },
    }),
  );
  render(<DashboardPage />);
  expect(screen.getByRole('heading', { name: 'Welcome back, Ann' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Login as a Journalist' })).not.toBeInTheDocument();
});

it('shows the coming features as plain cards, not links', () => {
  render(<DashboardPage />);
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(4);
  expect(screen.queryAllByRole('link')).toHaveLength(0);
  for (const item of items) expect(item).toHaveTextContent('Coming soon');
  for (const card of screen.getAllByTestId('dashboard-card')) {
    expect(card).not.toHaveClass('ant-card-hoverable');
    expect(card).not.toHaveAttribute('tabindex');
  }
});
