import { useCallback, useEffect, useState } from 'react';
import type { AppRoute, RemoteConfig } from 'mf-shared';
import { loadRemoteRoutes } from './remoteRegistry';

export type RemoteState =
  { status: 'loading' } | { status: 'ready'; routes: AppRoute[] } | { status: 'failed'; error: string };

/** Each remote's route list, loaded in parallel; one failing never holds back the others. */
export function useRemoteRoutes(remotes: RemoteConfig[]) {
  const [states, setStates] = useState<Record<string, RemoteState>>(() =>
    Object.fromEntries(remotes.map((r) => [r.name, { status: 'loading' } as RemoteState])),
  );

  const load = useCallback((remote: RemoteConfig, retry: boolean) => {
    setStates((s) => ({ ...s, [remote.name]: { status: 'loading' } }));
    loadRemoteRoutes(remote, retry).then(
      (routes) => setStates((s) => ({ ...s, [remote.name]: { status: 'ready', routes } })),
      (error: unknown) => {
        console.error(`Remote ${remote.name} failed to load`, error);
        setStates((s) => ({ ...s, [remote.name]: { status: 'failed', error: String(error) } }));
      },
    );
  }, []);

  useEffect(() => {
    remotes.forEach((remote) => load(remote, false));
  }, [remotes, load]);

  const retryFailed = useCallback(() => {
    remotes.filter((r) => states[r.name]?.status === 'failed').forEach((r) => load(r, true));
  }, [remotes, states, load]);

  return { states, retryFailed };
}
