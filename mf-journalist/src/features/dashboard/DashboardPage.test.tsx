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
