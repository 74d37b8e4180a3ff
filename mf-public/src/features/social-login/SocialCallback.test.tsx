import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, authStore, ROLE, STATUS, type User } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { SocialCallback } from './SocialCallback';
import { userForTest } from 'mf-shared/test/session';

const ASKED = 'Enter the code from your authenticator app.';
const BAD_CODE = 'The code is invalid or was already used.';

const user: User = userForTest({
  id: 7,
  role: ROLE.JOURNALIST,
  status: STATUS.SIMPLE_USER,
  email: 'journalist@example.com',
});
const session = { data: { data: { access_token: 'new-token', user } } };

/** An axios error as the API answers it. */
const answer = (status: number, data: object) => ({ isAxiosError: true, response: { status, data } });

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authStore.getState().clearSession());
});

function renderCallback() {
  // What Google puts in the address: the ID token in the fragment.
  window.history.replaceState(null, '', '/login/callback/google#id_token=header.payload.signature');
  renderWithServerData(
    <MemoryRouter initialEntries={['/login/callback/google']}>
      <Routes>
        <Route path="/login/callback/google" element={<SocialCallback provider="google" />} />
        <Route path="*" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const codeField = () => screen.getByRole('textbox', { name: /^Code from your authenticator app/ });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

it('asks an account with two-factor on for its code, says a wrong one in the API’s words, and signs in with a recovery code', async () => {
  const post = jest.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url.startsWith('/journalist/social-auth/google/'))
      throw answer(418, { message: ASKED, challenge_token: 'chal' });
    if ((body as { secret?: string }).secret) throw answer(422, { message: 'Invalid', errors: { secret: [BAD_CODE] } });
    return session;
  });
  renderCallback();

  expect(await screen.findByText(ASKED)).toBeInTheDocument();
  expect(authStore.getState().accessToken).toBeFalsy();

  // Checked here first, with the login dialog's rule.
  fireEvent.change(codeField(), { target: { value: '12' } });
  confirm();
  expect(await screen.findByText('Must be exactly 6 characters')).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(1);

  fireEvent.change(codeField(), { target: { value: '000000' } });
  confirm();
  expect(await screen.findByText(BAD_CODE)).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith(
    '/auth/social/two-factor',
    { challenge_token: 'chal', secret: '000000' },
    { silent: true },
  );

  fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Recovery code' }), { target: { value: ' abcde-12345 ' } });
  confirm();
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith(
    '/auth/social/two-factor',
    { challenge_token: 'chal', recovery_code: 'abcde-12345' },
    { silent: true },
  );
  expect(authStore.getState().accessToken).toBe('new-token');
});

it('asks for the code after the password of a link, and starts over when the challenge has expired', async () => {
  const expired = 'This sign-in has expired or its code was tried too many times. Please sign in again.';
  const post = jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
    if (url.startsWith('/journalist/social-auth/google/'))
      throw answer(409, { message: 'Enter its password to link.', link_token: 'link' });
    if (url === '/auth/social/link') throw answer(418, { message: ASKED, challenge_token: 'chal' });
    throw answer(422, { message: 'Invalid', errors: { challenge_token: [expired] } });
  });
  renderCallback();

  fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Demo2026pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Link and sign in' }));
  expect(await screen.findByText(ASKED)).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith(
    '/auth/social/link',
    { link_token: 'link', password: 'Demo2026pass' },
    { silent: true },
  );

  fireEvent.change(codeField(), { target: { value: '123456' } });
  confirm();
  expect(await screen.findByText(expired)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  expect(authStore.getState().accessToken).toBeFalsy();
});

it('sends the binding this tab kept when it started the round trip, once', async () => {
  window.sessionStorage.setItem('pp.social-binding.google', 'kept-by-this-tab');
  const post = jest.spyOn(api, 'post').mockResolvedValue(session);
  renderCallback();
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith(
    '/journalist/social-auth/google/header.payload.signature/1',
    { binding: 'kept-by-this-tab' },
    { silent: true },
  );
  expect(window.sessionStorage.getItem('pp.social-binding.google')).toBeNull();
});

it('shows the API’s refusal of a callback started in another browser, and offers to start again', async () => {
  const otherBrowser = 'This sign-in was started in another browser or tab. Please start again.';
  const post = jest
    .spyOn(api, 'post')
    .mockRejectedValue(answer(422, { message: 'Invalid', errors: { state: [otherBrowser] } }));
  renderCallback();
  expect(await screen.findByRole('alert')).toHaveTextContent(otherBrowser);
  expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  // Nothing kept here: the callback is still sent, so the API spends the round trip.
  expect(post).toHaveBeenCalledWith('/journalist/social-auth/google/header.payload.signature/1', {}, { silent: true });
  expect(authStore.getState().accessToken).toBeFalsy();
});
