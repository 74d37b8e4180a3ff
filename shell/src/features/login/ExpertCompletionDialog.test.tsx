import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, authStore, ROLE, ROUTES, STATUS, type User } from 'mf-shared';
import ExpertCompletionDialog from './ExpertCompletionDialog';
import { userForTest } from 'mf-shared/test/session';

const expert = (has_password: boolean): User =>
  userForTest({
    id: 7,
    role: ROLE.EXPERT,
    status: STATUS.MUST_ADD_GUEST,
    email: 'new.expert@example.com',
    has_password,
    profile: { first_name: 'Nia', last_name: 'Expert' },
  });

function renderDialog(user: User) {
  act(() => authStore.getState().setSession({ accessToken: 't', user }));
  const post = jest.spyOn(api, 'post').mockResolvedValue({
    data: { access_token: 't2', user: { ...user, company_name: 'Acme' } },
  });
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<ExpertCompletionDialog />} />
        <Route path={ROUTES.REG_AS_EXPERT2} element={<p>Step 2</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return post;
}

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Company name'), 'Acme');
  await userEvent.type(screen.getByLabelText('Title'), 'Director');
  await userEvent.type(screen.getByLabelText('Phone'), '6561234567');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authStore.getState().clearSession());
});

it('completes an account made by social sign-in through the social updation route, then goes to step 2', async () => {
  const post = renderDialog(expert(false));
  await fillAndSend();
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/expert/social-auth/updation', {
      companyName: 'Acme',
      title: 'Director',
      phone: '6561234567',
      expert_id: 7,
    }),
  );
  expect(await screen.findByText('Step 2')).toBeInTheDocument();
  expect(authStore.getState().accessToken).toBe('t2');
});

it('completes an account registered with a password through the completion route', async () => {
  const post = renderDialog(expert(true));
  await fillAndSend();
  await waitFor(() => expect(post).toHaveBeenCalledWith('/expert/complete-registration', expect.any(Object)));
});
