import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { authStore, ROLE, STATUS, type User } from 'mf-shared';
import { apiError, http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
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
/** The API's answer that signs the user in. */
const session = () => HttpResponse.json({ data: { access_token: 'new-token', user } });

/** An answer of `status` with this body. */
const answer = (status: number, data: object) => HttpResponse.json(data, { status });

/** The callback Google sends back: POST /journalist/social-auth/google/{token}/{userType}. */
const CALLBACK = route('/journalist/social-auth/google/:token/:userType');
const CALLBACK_PATH = '/journalist/social-auth/google/header.payload.signature/1';

/** The error toasts, watched: the page asks the API quietly and says its words itself, never in a toast. */
const watchErrorToasts = () => jest.spyOn(toast, 'error');

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
  const toastError = watchErrorToasts();
  server.use(
    http.post(CALLBACK, () => answer(418, { message: ASKED, challenge_token: 'chal' })),
    http.post(route('/auth/social/two-factor'), async ({ request }) =>
      ((await request.json()) as { secret?: string }).secret
        ? apiError(422, 'Invalid', { secret: [BAD_CODE] })
        : session(),
    ),
  );
  renderCallback();

  expect(await screen.findByText(ASKED)).toBeInTheDocument();
  expect(authStore.getState().accessToken).toBeFalsy();

  // Checked here first, with the login dialog's rule.
  fireEvent.change(codeField(), { target: { value: '12' } });
  confirm();
  expect(await screen.findByText('Must be exactly 6 characters')).toBeInTheDocument();
  expect(await sent('POST')).toHaveLength(1);

  fireEvent.change(codeField(), { target: { value: '000000' } });
  confirm();
  expect(await screen.findByText(BAD_CODE)).toBeInTheDocument();
  expect((await sent('POST')).at(-1)).toEqual({
    method: 'POST',
    path: '/auth/social/two-factor',
    body: { challenge_token: 'chal', secret: '000000' },
  });

  fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Recovery code' }), { target: { value: ' abcde-12345 ' } });
  confirm();
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect((await sent('POST')).at(-1)).toEqual({
    method: 'POST',
    path: '/auth/social/two-factor',
    body: { challenge_token: 'chal', recovery_code: 'abcde-12345' },
  });
  expect(authStore.getState().accessToken).toBe('new-token');
  expect(toastError).not.toHaveBeenCalled();
});

it('asks for the code after the password of a link, and starts over when the challenge has expired', async () => {
  const expired = 'This sign-in has expired or its code was tried too many times. Please sign in again.';
  const toastError = watchErrorToasts();
  server.use(
    http.post(CALLBACK, () => answer(409, { message: 'Enter its password to link.', link_token: 'link' })),
    http.post(route('/auth/social/link'), () => answer(418, { message: ASKED, challenge_token: 'chal' })),
    http.post(route('/auth/social/two-factor'), () => apiError(422, 'Invalid', { challenge_token: [expired] })),
  );
  renderCallback();

  fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Demo2026pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Link and sign in' }));
  expect(await screen.findByText(ASKED)).toBeInTheDocument();
  expect((await sent('POST')).at(-1)).toEqual({
    method: 'POST',
    path: '/auth/social/link',
    body: { link_token: 'link', password: 'Demo2026pass' },
  });

  fireEvent.change(codeField(), { target: { value: '123456' } });
  confirm();
  expect(await screen.findByText(expired)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  expect(authStore.getState().accessToken).toBeFalsy();
  expect(toastError).not.toHaveBeenCalled();
});

it('sends the binding this tab kept when it started the round trip, once', async () => {
  window.sessionStorage.setItem('pp.social-binding.google', 'kept-by-this-tab');
  server.use(http.post(CALLBACK, session));
  renderCallback();
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(await sent('POST')).toEqual([{ method: 'POST', path: CALLBACK_PATH, body: { binding: 'kept-by-this-tab' } }]);
  expect(window.sessionStorage.getItem('pp.social-binding.google')).toBeNull();
});

it('shows the API’s refusal of a callback started in another browser, and offers to start again', async () => {
  const otherBrowser = 'This sign-in was started in another browser or tab. Please start again.';
  const toastError = watchErrorToasts();
  server.use(http.post(CALLBACK, () => apiError(422, 'Invalid', { state: [otherBrowser] })));
  renderCallback();
  expect(await screen.findByRole('alert')).toHaveTextContent(otherBrowser);
  expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  // Nothing kept here: the callback is still sent, so the API spends the round trip.
  expect(await sent('POST')).toEqual([{ method: 'POST', path: CALLBACK_PATH, body: {} }]);
  expect(authStore.getState().accessToken).toBeFalsy();
  expect(toastError).not.toHaveBeenCalled();
});
