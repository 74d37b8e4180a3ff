import { useEffect, useState } from 'react';
import { api, authStore, loaderStore, type User } from 'mf-shared';

/**
 * On app start, with a stored token, asks who the user is; the full-screen loader shows until
 * the answer. A refused token (401) simply ends the session.
 */
export function useSessionStart(): boolean {
  const [ready, setReady] = useState(() => !authStore.getState().accessToken);
  useEffect(() => {
    if (ready) return;
    const release = loaderStore.getState().show();
    api
      .get<{ data: User }>('/profile', { silent: true })
      .then(({ data }) => authStore.getState().setUser(data.data))
      .catch(() => authStore.getState().clearSession())
      .finally(() => {
        release();
        setReady(true);
      });
  }, [ready]);
  return ready;
}
