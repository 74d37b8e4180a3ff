import { AxiosError, AxiosHeaders } from 'axios';
import { authStore } from '../auth/authStore';
import type { User } from '../auth/types';
import { setRuntimeConfig } from '../config/runtimeConfig';
import { LOGIN_REASONS } from '../constants/messages';
import { createApiClient, errorToastText, fieldErrors } from './client';

describe('the error catalogue (spec section 8)', () => {
  it('shows the server message on 401', () => {
    expect(errorToastText(401, { message: 'Unauthenticated.' })).toBe('Unauthenticated.');
  });

  it('names the fields of a 422, 400 or 404 form error, in the spec’s words', () => {
    const body = { message: 'Invalid', errors: { email: ['Must be valid email'], title: ['This field is required'] } };
    for (const status of [422, 400, 404]) {
      expect(errorToastText(status, body)).toBe('The following fields are reqiured email, title.');
    }
  });

  it('shows the server message of a 422 or 400 without field errors', () => {
    expect(errorToastText(422, { message: 'Code already used' })).toBe('Code already used');
  });

  it('never shows internals of a 500 or a network failure', () => {
    expect(errorToastText(500, { message: 'relation "users" does not exist' })).toBe('Something went wrong');
    expect(errorToastText(undefined, undefined)).toBe('Something went wrong');
  });

  it('leaves 418 to the login flow', () => {
    expect(errorToastText(418, { message: 'Two-factor code required' })).toBeNull();
  });

  it('gives the first message of each field, for the form to place under the field', () => {
    const error = new AxiosError('422', '422', undefined, undefined, {
      status: 422,
      statusText: 'Unprocessable',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: { message: 'Invalid', errors: { email: ['Must be valid email', 'Taken'], linkedin: [] } },
    });
    expect(fieldErrors(error)).toEqual({ email: 'Must be valid email' });
    expect(fieldErrors(new Error('boom'))).toEqual({});
  });
});

jest.mock('sonner', () => ({ toast: { error: jest.fn() } }));

describe('a 401 in the middle of a session', () => {
  const { toast } = jest.requireMock('sonner') as { toast: { error: jest.Mock } };
  const expert = { id: 7, role: 0, status: 1, email: 'e@example.com' } as unknown as User;

  /** An API client whose every call is answered 401 "Unauthenticated." (after `meanwhile`). */
  function refusingClient(meanwhile = () => {}) {
    const client = createApiClient();
    client.defaults.adapter = async (config) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      meanwhile();
      const response = {
        status: 401,
        statusText: 'Unauthorized',
        headers: {},
        config,
        data: { message: 'Unauthenticated.' },
      };
      throw new AxiosError('401', AxiosError.ERR_BAD_REQUEST, config, null, response);
    };
    return client;
  }

  beforeEach(() => {
    setRuntimeConfig({ apiUrl: 'http://api.test/api/v1', remotes: [], realtime: {} as never });
    toast.error.mockClear();
    authStore.setState({ user: null, accessToken: null, loginOpen: false, userType: 'journalist' });
  });

  it('ends the session, opens the login dialog for the same kind of user and says why, once', async () => {
    authStore.getState().setSession({ user: expert, accessToken: 'tok-1' });
    const client = refusingClient();
    // Two calls on their way with the same token: the first answer ends the session, the second is late.
    const answers = await Promise.allSettled([
      client.get('/notifications', { silent: true }),
      client.get('/interview'),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
    expect(authStore.getState()).toMatchObject({ user: null, accessToken: null, loginOpen: true, userType: 'expert' });
    // Signing in again leads back to the page the person was on.
    expect(authStore.getState()).toMatchObject({ loginReason: LOGIN_REASONS.SESSION_ENDED, loginReturnTo: '/' });
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Unauthenticated.');
  });

  it('leaves a newer session alone when a late answer refuses an old token', async () => {
    authStore.getState().setSession({ user: expert, accessToken: 'tok-1' });
    // Signed in again (tok-2) while a call sent with tok-1 was on its way.
    const client = refusingClient(() => authStore.getState().setSession({ user: expert, accessToken: 'tok-2' }));
    await expect(client.get('/profile')).rejects.toThrow();
    expect(authStore.getState()).toMatchObject({ accessToken: 'tok-2', loginOpen: false });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('at start-up only drops a stored token the API refuses, quietly when asked', async () => {
    authStore.setState({ accessToken: 'stale' });
    await expect(refusingClient().get('/profile', { silent: true })).rejects.toThrow();
    expect(authStore.getState()).toMatchObject({ accessToken: null, loginOpen: false });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("a call that brings its own token (a staff member's) keeps it, and its 401 leaves the user's session alone", async () => {
    authStore.getState().setSession({ user: expert, accessToken: 'tok-1' });
    const client = refusingClient();
    const refused = await client
      .get('/staff/me', { headers: { Authorization: 'Bearer staff-1' }, silent: true })
      .catch((error: AxiosError) => error);
    expect((refused as AxiosError).config?.headers.get('Authorization')).toBe('Bearer staff-1');
    expect(authStore.getState()).toMatchObject({ accessToken: 'tok-1', loginOpen: false });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
