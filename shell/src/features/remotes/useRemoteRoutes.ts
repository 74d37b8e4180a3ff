import { useCallback, useEffect, useRef, useState } from 'react';
import { matchRoutes } from 'react-router-dom';
import { authStore, ROLE, useAuth, type AppRoute, type RemoteConfig, type UserType } from 'mf-shared';
import { loadsOnDemand, loadsOnlyForItsPaths, ownsPath, workspaceOf } from './apps';
import { loadRemoteRoutes } from './remoteRegistry';

export type RemoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; routes: AppRoute[] }
  | { status: 'failed'; error: string };

/** Events that say a visitor is about to go somewhere: the on-demand route lists load then. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'pointerover', 'focusin'] as const;

function showsIntent(event: Event): boolean {
  if (event.type !== 'pointerover' && event.type !== 'focusin') return true;
  return event.target instanceof Element && event.target.closest('a, button') !== null;
}

/**
 * Starts loading the code of the page at `pathname` as soon as its route list is in, while the
 * session is still being confirmed (GET /profile): the page is then ready when the router may
 * show it, instead of being asked for only then (one round trip fewer before a deep link's page).
 */
export function prefetchPageAt(pathname: string, routes: AppRoute[]) {
  const [match] = matchRoutes(routes, pathname) ?? [];
  // A failure is the page's to show (RemoteBoundary), when it asks again.
  match?.route.load().catch(() => undefined);
}

/**
 * Each remote's route list, loaded in parallel; one failing never holds back the others. The
 * lists of remotes marked on-demand in apps.json (the workspaces) wait until they are needed:
 * once someone is signed in (their own workspace's only: a journalist never loads the expert
 * workspace's list), when the page asks (a path no loaded list has), or at a visitor's first
 * sign of intent (a press, a key, hovering or focusing a link). A visitor reading the landing
 * page never loads them. Lists marked on-path (the operations console) load only for a path no
 * loaded list has, or a page opened under its `paths` (then no other list loads at start). A page opened signed in starts with its workspace's list alone: the lists
 * read at start for visitors (the public pages) wait for the same signs, so a workspace page's
 * first load carries no public remote (issue 25's 300 KB budget).
 */
export function useRemoteRoutes(remotes: RemoteConfig[]) {
  // Read once: a page opened signed in defers the visitors' lists (a sign-in later changes nothing).
  const [opened] = useState(() => ({
    signedIn: authStore.getState().accessToken !== null,
    path: window.location.pathname,
  }));
  const waits = useCallback(
    (remote: string) => {
      if (ownsPath(remote, opened.path)) return false;
      // A page opened under a remote's paths needs that list alone (the console's sign-in).
      const owned = remotes.some((r) => ownsPath(r.name, opened.path));
      return owned || loadsOnDemand(remote) || (opened.signedIn && !workspaceOf(remote));
    },
    [opened, remotes],
  );
  // Loading from the first render on for the lists read at start (the router waits for them).
  const [states, setStates] = useState<Record<string, RemoteState>>(() =>
    Object.fromEntries(remotes.map((r) => [r.name, { status: waits(r.name) ? 'idle' : 'loading' } as RemoteState])),
  );
  const started = useRef(new Set<string>());
  // A stored token most likely means a signed-in user: their workspace's list loads with the
  // profile, guessed from the stored user type until the profile says the role.
  const workspace = useAuth((s): UserType | null =>
    s.accessToken === null ? null : s.user ? (s.user.role === ROLE.EXPERT ? 'expert' : 'journalist') : s.userType,
  );

  const load = useCallback((remote: RemoteConfig, retry: boolean) => {
    started.current.add(remote.name);
    setStates((s) => ({ ...s, [remote.name]: { status: 'loading' } }));
    loadRemoteRoutes(remote, retry).then(
      (routes) => {
        prefetchPageAt(window.location.pathname, routes);
        setStates((s) => ({ ...s, [remote.name]: { status: 'ready', routes } }));
      },
      (error: unknown) => {
        console.error(`Remote ${remote.name} failed to load`, error);
        setStates((s) => ({ ...s, [remote.name]: { status: 'failed', error: String(error) } }));
      },
    );
  }, []);

  /** The lists a person may want next: not the console's, not another workspace's. */
  const likely = useCallback(
    (remote: string) =>
      !started.current.has(remote) &&
      !loadsOnlyForItsPaths(remote) &&
      (!workspace || (workspaceOf(remote) ?? workspace) === workspace),
    [workspace],
  );

  // A path no loaded list has: the likely lists first, then every other.
  const loadOnDemand = useCallback(() => {
    const next = remotes.filter((r) => likely(r.name));
    (next.length ? next : remotes.filter((r) => !started.current.has(r.name))).forEach((r) => load(r, false));
  }, [remotes, load, likely]);

  useEffect(() => {
    remotes.filter((r) => !waits(r.name)).forEach((r) => load(r, false));
  }, [remotes, load, waits]);

  useEffect(() => {
    if (!workspace) return;
    remotes
      .filter((r) => !started.current.has(r.name) && !loadsOnlyForItsPaths(r.name) && workspaceOf(r.name) === workspace)
      .forEach((r) => load(r, false));
  }, [workspace, remotes, load]);

  useEffect(() => {
    // Under the console's paths a press means the console: nothing more loads ahead.
    if (remotes.every((r) => !waits(r.name)) || remotes.some((r) => ownsPath(r.name, opened.path))) return;
    const onIntent = (event: Event) => {
      if (!showsIntent(event)) return;
      remotes.filter((r) => likely(r.name)).forEach((r) => load(r, false));
      INTENT_EVENTS.forEach((type) => window.removeEventListener(type, onIntent, true));
    };
    INTENT_EVENTS.forEach((type) => window.addEventListener(type, onIntent, { capture: true, passive: true }));
    return () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, onIntent, true));
  }, [remotes, load, waits, likely, opened]);

  const retryFailed = useCallback(() => {
    remotes.filter((r) => states[r.name]?.status === 'failed').forEach((r) => load(r, true));
  }, [remotes, states, load]);

  return { states, retryFailed, loadOnDemand };
}
