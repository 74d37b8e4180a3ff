import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
// Relative on purpose: this chunk is loaded by the hub, inside the one shared copy of mf-shared.
import { api } from '../api/client';
import { getRuntimeConfig } from '../config/runtimeConfig';
import type { RealtimeConnection } from './hub';

export type EchoClient = Echo<'pusher'>;

/**
 * The realtime client: laravel-echo over pusher-js, set up from /config.json's realtime section,
 * authorizing private channels with the user's bearer token and signing the connection in as the
 * user (`pusher:signin`: a Pusher service then knows whose socket it is, and closes it when the
 * user's sessions end). It also tags the project's own API calls with X-Socket-Id (Echo's
 * interceptor only reaches the global axios), so a user's own actions are not echoed back to them.
 */
export function createEcho(accessToken: string): EchoClient {
  const { realtime } = getRuntimeConfig();
  const headers = { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' };
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: realtime.key,
    cluster: 'mt1', // pusher-js requires one; wsHost decides where it connects
    wsHost: realtime.wsHost,
    wsPort: realtime.wsPort,
    wssPort: realtime.wsPort,
    forceTLS: realtime.forceTLS,
    enabledTransports: realtime.forceTLS ? ['wss'] : ['ws'],
    authEndpoint: realtime.authEndpoint,
    auth: { headers },
    // Beside the channel authorization: /broadcasting/auth → /broadcasting/user-auth.
    userAuthentication: {
      endpoint: realtime.authEndpoint.replace(/\/auth$/, '/user-auth'),
      transport: 'ajax',
      headers,
    },
  });
  // pusher-js signs in again after each reconnection.
  echo.connector.pusher.signin();
  const interceptor = api.interceptors.request.use((config) => {
    const socketId = echo.socketId();
    if (socketId) config.headers.set('X-Socket-Id', socketId);
    return config;
  });
  const disconnect = echo.disconnect.bind(echo);
  echo.disconnect = () => {
    api.interceptors.request.eject(interceptor);
    disconnect();
  };
  return echo;
}

/** Calls `callback` each time the connection is established again after the first time. */
export function onReconnected(echo: EchoClient, callback: () => void): void {
  let wasConnected = false;
  echo.connector.pusher.connection.bind('state_change', ({ current }: { current: string }) => {
    if (current !== 'connected') return;
    if (wasConnected) callback();
    wasConnected = true;
  });
}

/** The hub's connection: one Echo client, listeners bound per private channel and event. */
export function connect(accessToken: string, reconnected: () => void): RealtimeConnection {
  const echo = createEcho(accessToken);
  onReconnected(echo, reconnected);
  const events = new Map<string, number>();
  return {
    listen(channel, event, dispatch) {
      echo.private(channel).listen(event, dispatch);
      events.set(channel, (events.get(channel) ?? 0) + 1);
      return () => {
        echo.private(channel).stopListening(event, dispatch);
        const left = (events.get(channel) ?? 1) - 1;
        events.set(channel, left);
        if (left === 0) {
          events.delete(channel);
          echo.leave(channel);
        }
      };
    },
    disconnect: () => echo.disconnect(),
  };
}
