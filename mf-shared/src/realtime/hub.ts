import { useEffect, useRef } from 'react';

/**
 * The realtime hub: one connection per page, for every app. Its state lives here, behind the
 * singleton 'mf-shared' entry, so the shell and every remote share it; the connection itself
 * (laravel-echo over pusher-js, about 25 KB gzip) is a chunk loaded only once someone signs in.
 *
 * The shell starts it when a user signs in and stops it when they sign out. Any app listens with
 * `useRealtimeEvent(channel, event, handler)` (a private channel, as laravel-echo names it:
 * `user.7` is `private-user.7` on the wire) and refetches after a reconnect with
 * `useRealtimeReconnected`.
 */

type Handler = (payload: unknown) => void;

/** What the lazily loaded connection offers the hub (see echo.ts). */
export interface RealtimeConnection {
  /** Binds `dispatch` to `event` on the private `channel`; returns the unbinding. */
  listen(channel: string, event: string, dispatch: Handler): () => void;
  disconnect(): void;
}

interface Subscription {
  channel: string;
  event: string;
  handlers: Set<Handler>;
  /** Set while bound on the current connection. */
  unbind: (() => void) | null;
}

interface HubState {
  session: { token: string; userId: number } | null;
  connection: RealtimeConnection | null;
  /** Bumped on every start and stop, so a connection that arrives late for an old session is dropped. */
  generation: number;
  /** One per channel and event, bound on the connection once whatever the number of listeners. */
  subscriptions: Map<string, Subscription>;
  reconnected: Set<() => void>;
}

const hub: HubState = {
  session: null,
  connection: null,
  generation: 0,
  subscriptions: new Map(),
  reconnected: new Set(),
};

function bind(subscription: Subscription) {
  if (!hub.connection || subscription.unbind) return;
  subscription.unbind = hub.connection.listen(subscription.channel, subscription.event, (payload) =>
    subscription.handlers.forEach((handler) => handler(payload)),
  );
}

/** Opens the page's one connection for this user (again only if the user or token changed). */
export function startRealtime(token: string, userId: number): void {
  if (typeof window === 'undefined') return;
  if (hub.session?.token === token && hub.session.userId === userId) return;
  stopRealtime();
  hub.session = { token, userId };
  const generation = ++hub.generation;
  void import(/* webpackChunkName: "realtime-echo" */ './echo')
    .then(({ connect }) => {
      if (generation !== hub.generation) return;
      hub.connection = connect(token, () => hub.reconnected.forEach((callback) => callback()));
      hub.subscriptions.forEach(bind);
    })
    .catch((error: unknown) => console.warn('The realtime client did not load', error));
}

/** Closes the connection (sign-out, or a session the API refused). Listeners stay, bound again on the next start. */
export function stopRealtime(): void {
  hub.generation += 1;
  hub.session = null;
  hub.connection?.disconnect();
  hub.connection = null;
  hub.subscriptions.forEach((subscription) => (subscription.unbind = null));
}

/** Whether a connection is open or opening (for tests and diagnostics). */
export function realtimeActive(): boolean {
  return hub.session !== null;
}

/** Adds a listener to `event` on the private `channel`; returns its removal. */
export function onRealtimeEvent<T>(channel: string, event: string, handler: (payload: T) => void): () => void {
  const key = `${channel}\u0000${event}`;
  let subscription = hub.subscriptions.get(key);
  if (!subscription) {
    subscription = { channel, event, handlers: new Set(), unbind: null };
    hub.subscriptions.set(key, subscription);
  }
  const listener = handler as Handler;
  subscription.handlers.add(listener);
  bind(subscription);
  return () => {
    const current = hub.subscriptions.get(key);
    if (!current) return;
    current.handlers.delete(listener);
    if (current.handlers.size > 0) return;
    current.unbind?.();
    hub.subscriptions.delete(key);
  };
}

/** Called each time the connection comes back after a drop: refetch what may have been missed. */
export function onRealtimeReconnected(callback: () => void): () => void {
  hub.reconnected.add(callback);
  return () => {
    hub.reconnected.delete(callback);
  };
}

/** Runs `handler` for each `event` on the private `channel` while mounted; `null` listens to nothing. */
export function useRealtimeEvent<T>(channel: string | null, event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!channel) return;
    return onRealtimeEvent<T>(channel, event, (payload) => latest.current(payload));
  }, [channel, event]);
}

/** Runs `callback` after every reconnect while mounted. */
export function useRealtimeReconnected(callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => onRealtimeReconnected(() => latest.current()), []);
}
