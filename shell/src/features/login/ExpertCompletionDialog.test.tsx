import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authStore, ROLE, ROUTES, STATUS, type User } from 'mf-shared';
import { http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
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
  // Either completion route answers a new session for the completed account.
  const completed = () => HttpResponse.json({ access_token: 't2', user: { ...user, company_name: 'Acme' } });
  server.use(
    http.post(route('/expert/social-auth/updation'), completed),
    http.post(route('/expert/complete-registration'), completed),
  );
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<ExpertCompletionDialog />} />
        <Route path={ROUTES.REG_AS_EXPERT2} element={<p>Step 2</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Company name'), 'Acme');
  await userEvent.type(screen.getByLabelText('Title'), 'Director');
  await userEvent.type(screen.getByLabelText('Phone'), '6561234567');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

afterEach(() => act(() => authStore.getState().clearSession()));

it('completes an account made by social sign-in through the social updation route, then goes to step 2', async () => {
  renderDialog(expert(false));
  await fillAndSend();
  await waitFor(async () =>
    expect(await sent('POST')).toEqual([
      {
        method: 'POST',
        path: '/expert/social-auth/updation',
        body: { companyName: 'Acme', title: 'Director', phone: '6561234567', expert_id: 7 },
      },
    ]),
  );
  expect(await screen.findByText('Step 2')).toBeInTheDocument();
  expect(authStore.getState().accessToken).toBe('t2');
});

it('completes an account registered with a password through the completion route', async () => {
  renderDialog(expert(true));
  await fillAndSend();
  await waitFor(async () =>
    expect(await sent('POST')).toEqual([
      { method: 'POST', path: '/expert/complete-registration', body: expect.any(Object) },
    ]),
  );
});
