// Raw Pusher protocol clients for the realtime tests (what pusher-js does, one frame at a time).
import { createHash, createHmac } from 'node:crypto';
import Echo from 'laravel-echo';
import PusherClient from 'pusher-js';
import WebSocket, { type ClientOptions } from 'ws';
import type { PusherApp } from './pusherEndpoint';

export interface PusherFrame {
  event: string;
  data: string;
  channel?: string;
}

export interface RawClient {
  ws: WebSocket;
  socketId: string;
  frames: PusherFrame[];
  /** Resolves with the next frame (from now on) whose event is `event`. */
  next(event: string): Promise<PusherFrame>;
}

export const socketUrl = (port: number, key: string, query = 'protocol=7&client=js&version=8.6.0') =>
  `ws://127.0.0.1:${port}/app/${key}?${query}`;

/** Opens a socket and resolves once the server said pusher:connection_established. */
export function connect(url: string, options?: ClientOptions): Promise<RawClient> {
  const ws = new WebSocket(url, options);
  const frames: PusherFrame[] = [];
  const waiting: { event: string; resolve: (f: PusherFrame) => void }[] = [];
  ws.on('message', (raw) => {
    const received = JSON.parse(raw.toString()) as PusherFrame;
    frames.push(received);
    for (const w of waiting.filter((w) => w.event === received.event)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(received);
    }
  });
  const next = (event: string) => new Promise<PusherFrame>((resolve) => waiting.push({ event, resolve }));
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`closed with ${code} before connection_established`)));
    void next('pusher:connection_established').then((established) =>
      resolve({ ws, socketId: JSON.parse(established.data).socket_id, frames, next }),
    );
  });
}

/** How a connection attempt ended: the HTTP status of a refused upgrade, or the close code. */
export function refusal(url: string, options?: ClientOptions): Promise<{ status?: number; code?: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, options);
    ws.on('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode });
      ws.terminate();
    });
    ws.on('error', () => undefined);
    ws.on('close', (code) => resolve({ code }));
  });
}

/** A URL for POST /apps/{id}/events with `body`, signed the way the pusher SDK signs it. */
export function signedEventsUrl(port: number, app: PusherApp, body: string): string {
  const params: Record<string, string> = {
    auth_key: app.key,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: createHash('md5').update(body).digest('hex'),
  };
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const path = `/apps/${app.id}/events`;
  const signature = createHmac('sha256', app.secret).update(`POST\n${path}\n${query}`).digest('hex');
  return `http://127.0.0.1:${port}${path}?${query}&auth_signature=${signature}`;
}

/** The pusher app of a test app's settings. */
export const pusherAppOf = (settings: {
  PUSHER_APP_ID: string;
  PUSHER_APP_KEY: string;
  PUSHER_APP_SECRET: string;
}) => ({
  id: settings.PUSHER_APP_ID,
  key: settings.PUSHER_APP_KEY,
  secret: settings.PUSHER_APP_SECRET,
});

/** laravel-echo on the real pusher-js, as the shell runs it, against the API at `port`. */
export function echoClient(port: number, key: string, authorization: string): Echo<'pusher'> {
  const echo = new Echo({
    broadcaster: 'pusher',
    key,
    cluster: 'mt1', // pusher-js insists on one; wsHost decides where it connects
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    Pusher: PusherClient,
    authEndpoint: `http://127.0.0.1:${port}/broadcasting/auth`,
    auth: { headers: { Authorization: authorization } },
    userAuthentication: {
      endpoint: `http://127.0.0.1:${port}/broadcasting/user-auth`,
      transport: 'ajax',
      headers: { Authorization: authorization },
    },
  });
  echo.connector.pusher.signin();
  return echo;
}
