import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, authStore, ROLE, ROUTES, STATUS, STORAGE_KEYS } from 'mf-shared';
import { renderAt } from 'mf-shared/test/server-data';
import AcceptInvitationPage from './AcceptInvitationPage';
import { userForTest } from 'mf-shared/test/session';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    authStore.getState().clearSession();
    authStore.getState().closeLogin();
  });
});

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const member = userForTest({
  id: 40,
  role: ROLE.EXPERT,
  status: STATUS.SIMPLE_USER,
  email: 'tara@example.org',
  profile: { first_name: 'Tara', last_name: 'Helper' },
});
const invitation = (has_account: boolean) => ({
  data: {
    data: {
      account_name: 'Erin Expert',
      company_name: 'Reef Co',
      email: 'tara@example.org',
      first_name: 'Tara',
      has_account,
    },
  },
});
const session = { data: { access_token: 'member-token', user: member, message: 'Welcome to the team' } };

const render = () => renderAt(`/team/accept/${TOKEN}`, { [ROUTES.TEAM_ACCEPT]: <AcceptInvitationPage /> });

const errorOf = (label: string) => {
  const item = screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
  return [...item.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent).join(' ');
};

it('shows who invites; someone new chooses a password by the spec’s rules, gets a session and lands on /guests', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue(invitation(false));
  const post = jest.spyOn(api, 'post').mockResolvedValue(session);
  render();
  expect(await screen.findByText('Erin Expert')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(`/team-invitations/${TOKEN}`, expect.objectContaining({ silent: true }));

  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
  fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
  await waitFor(() => expect(errorOf('Password')).toBe('Password is too short - should be at least 8 symbols'));
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'alllowercase1' } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'different' } });
  fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
  await waitFor(() =>
    expect(errorOf('Password')).toBe(
      'Password must only contain Latin letters and number and at least one uppercase letter',
    ),
  );
  expect(errorOf('Confirm password')).toBe('The passwords do not match!');
  expect(post).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Reef2026Sailing' } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Reef2026Sailing' } });
  fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(ROUTES.GUESTS));
  expect(post).toHaveBeenCalledWith(`/team-invitations/${TOKEN}/accept`, {
    password: 'Reef2026Sailing',
    password_confirmation: 'Reef2026Sailing',
  });
  // Stored as sign-in stores it: the token in local storage, the user in the auth store.
  expect(authStore.getState().accessToken).toBe('member-token');
  expect(localStorage.getItem(STORAGE_KEYS.ACCESS_TOKEN)).toBe('member-token');
  expect(authStore.getState().user?.email).toBe('tara@example.org');
});

it('asks someone with an account to sign in as an expert, then accepts once they have', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(invitation(true));
  const post = jest.spyOn(api, 'post').mockResolvedValue(session);
  render();
  fireEvent.click(await screen.findByRole('button', { name: 'Sign in to accept' }));
  expect(authStore.getState().loginOpen).toBe(true);
  expect(authStore.getState().userType).toBe('expert');
  expect(post).not.toHaveBeenCalled();
  // The login dialog signs them in (and closes).
  act(() => {
    authStore.getState().setSession({ accessToken: 'own-token', user: member });
    authStore.getState().closeLogin();
  });
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/team-invitations/${TOKEN}/accept`, {}));
  await waitFor(() => expect(authStore.getState().accessToken).toBe('member-token'));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(ROUTES.GUESTS));
});

it('accepts at once for someone already signed in', async () => {
  act(() => authStore.getState().setSession({ accessToken: 'own-token', user: member }));
  jest.spyOn(api, 'get').mockResolvedValue(invitation(true));
  const post = jest.spyOn(api, 'post').mockResolvedValue(session);
  render();
  expect(await screen.findByText('tara@example.org')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/team-invitations/${TOKEN}/accept`, {}));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(ROUTES.GUESTS));
});

it('says an invalid link in the API’s words, with a way home', async () => {
  jest.spyOn(api, 'get').mockRejectedValue({
    isAxiosError: true,
    response: { status: 404, data: { message: 'This invitation link is no longer valid. Ask for a new one.' } },
  });
  render();
  expect(await screen.findByText('This invitation link is no longer valid. Ask for a new one.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the main page' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
});

it('calls a malformed link invalid, not the validator’s words', async () => {
  jest.spyOn(api, 'get').mockRejectedValue({
    isAxiosError: true,
    response: { status: 400, data: { message: 'params/token must NOT have fewer than 20 characters' } },
  });
  render();
  expect(await screen.findByText('This invitation link is no longer valid. Ask for a new one.')).toBeInTheDocument();
});

it('waits for one sign-in only, however often Sign in is clicked, and gives up when the dialog closes', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(invitation(true));
  const post = jest.spyOn(api, 'post').mockResolvedValue(session);
  render();
  const signIn = await screen.findByRole('button', { name: 'Sign in to accept' });
  fireEvent.click(signIn);
  act(() => authStore.getState().closeLogin());
  fireEvent.click(signIn);
  fireEvent.click(signIn);
  act(() => {
    authStore.getState().setSession({ accessToken: 'own-token', user: member });
    authStore.getState().closeLogin();
  });
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  // Nothing is left waiting: signing in again later accepts nothing.
  act(() => authStore.getState().clearSession());
  act(() => authStore.getState().setSession({ accessToken: 'again', user: member }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(post).toHaveBeenCalledTimes(1);
});
