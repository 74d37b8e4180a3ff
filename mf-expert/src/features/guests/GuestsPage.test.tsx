import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from 'mf-shared';
import GuestsPage from './GuestsPage';

beforeEach(() => act(() => authStore.getState().clearSession()));

it('invites a visitor to sign in as an Expert through the shell’s login dialog', async () => {
  render(<GuestsPage />);
  expect(screen.getByRole('tab', { name: 'Create new guest' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Login as an Expert' }));
  expect(authStore.getState()).toMatchObject({ userType: 'expert', loginOpen: true });
});
