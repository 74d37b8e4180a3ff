import { loadRemote, registerRemotes as registerWithRuntime } from '@module-federation/enhanced/runtime';
import type { AppRoute, RemoteConfig } from 'mf-shared';

/** How long a remote may take to answer before the shell shows its fallback. */
const LOAD_TIMEOUT_MS = 10_000;

export function registerRemotes(remotes: RemoteConfig[]): void {
  registerWithRuntime(remotes.map((r) => ({ name: r.name, entry: r.entry })));
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    );
  });
}

/** Loads a remote's `./routes`. A retry re-registers the remote so nothing stale is reused. */
export async function loadRemoteRoutes(remote: RemoteConfig, retry = false): Promise<AppRoute[]> {
  if (retry) registerWithRuntime([{ name: remote.name, entry: remote.entry }], { force: true });
  const module = await withTimeout(
    loadRemote<{ default: AppRoute[] }>(`${remote.name}/routes`),
    LOAD_TIMEOUT_MS,
    remote.name,
  );
  if (!module || !Array.isArray(module.default)) throw new Error(`${remote.name} exposes no route list`);
  return module.default;
}
