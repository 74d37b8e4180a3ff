import { api, authStore, type User } from 'mf-shared';

// The standalone runner's calls: a remote run alone signs in against the API itself (the shell,
// with its login dialog, is not there). Components call these, never the API client.

interface SessionAnswer {
  access_token: string;
  user: User;
}

/** POST /auth/login (with `secret` when the account has two-factor on: the API answers 418 first). */
export async function signInAlone(credentials: { email: string; password: string; secret?: string }): Promise<User> {
  const { data } = await api.post<SessionAnswer>('/auth/login', credentials, { silent: true });
  authStore.getState().setSession({ user: data.user, accessToken: data.access_token });
  authStore.getState().closeLogin();
  return data.user;
}

/** With a stored token, loads who is signed in (as the shell does on start); a refused token ends the session. */
export async function resumeSession(): Promise<void> {
  if (!authStore.getState().accessToken) return;
  try {
    const { data } = await api.get<{ data: User }>('/profile', { silent: true });
    authStore.getState().setUser(data.data);
  } catch {
    authStore.getState().clearSession();
  }
}

export async function signOutAlone(): Promise<void> {
  try {
    await api.post('/auth/logout', undefined, { silent: true });
  } catch {
    // The session ends here regardless.
  }
  authStore.getState().clearSession();
}
