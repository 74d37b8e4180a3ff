import { api, authStore, ROUTES } from 'mf-shared';

/** Log out: the token dies on the server, local flags are cleared, then main page, reloaded. */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout', undefined, { silent: true });
  } catch {
    // The session ends here regardless; a token the server did not revoke expires unused.
  }
  authStore.getState().clearSession();
  window.location.assign(ROUTES.MAIN);
}
