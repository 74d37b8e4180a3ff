import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A Pusher protocol 7 endpoint (what pusher-js and laravel-echo speak): connections at
 * /app/{key}, public and private channels, ping/pong with an activity timeout, the protocol's
 * close codes, and the HTTP events API (POST /apps/{id}/events, Pusher-signed) that the official
 * `pusher` server SDK publishes through.
 */
export interface PusherApp {
  id: string;
  key: string;
  secret: string;
}

interface Connection {
  socket: WebSocket;
  socketId: string;
  channels: Set<string>;
  lastSeen: number;
  pingSentAt: number | null;
}

export const CLOSE = {
  APP_NOT_FOUND: 4001,
  UNSUPPORTED_PROTOCOL: 4007,
  RECONNECT: 4200,
  PONG_NOT_RECEIVED: 4201,
} as const;

const PROTOCOL = 7;
const AUTH_TIMESTAMP_GRACE_S = 600;

const frame = (event: string, data: unknown, channel?: string) =>
  JSON.stringify({
    event,
    ...(channel ? { channel } : {}),
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The signature pusher-js expects for a private channel: `key:hex(hmac(secret, "socket_id:channel"))`. */
export function channelAuth(app: PusherApp, socketId: string, channel: string): string {
  return `${app.key}:${createHmac('sha256', app.secret).update(`${socketId}:${channel}`).digest('hex')}`;
}

export function createPusherEndpoint(app: PusherApp, options: { activityTimeoutS?: number } = {}) {
  const activityTimeoutS = options.activityTimeoutS ?? 120;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 10 * 1024 });
  const connections = new Set<Connection>();
  const channels = new Map<string, Set<Connection>>();

  const leave = (conn: Connection, channel: string) => {
    conn.channels.delete(channel);
    const members = channels.get(channel);
    members?.delete(conn);
    if (members && members.size === 0) channels.delete(channel);
  };

  const error = (conn: Connection, code: number | null, message: string) =>
    conn.socket.send(frame('pusher:error', { code, message }));

  function onMessage(conn: Connection, raw: string) {
    conn.lastSeen = Date.now();
    conn.pingSentAt = null;
    let message: { event?: string; data?: unknown; channel?: string };
    try {
      message = JSON.parse(raw);
    } catch {
      return error(conn, 4200, 'Invalid JSON');
    }
    // Clients send `data` as an object; the protocol's text says a JSON string. Accept both.
    const data = (typeof message.data === 'string' ? JSON.parse(message.data || '{}') : (message.data ?? {})) as Record<
      string,
      string
    >;
    switch (message.event) {
      case 'pusher:ping':
        return conn.socket.send(frame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe': {
        const channel = String(data.channel ?? '');
        if (!channel) return error(conn, 4009, 'Channel name required');
        if (channel.startsWith('presence-')) return error(conn, 4009, 'Presence channels are not enabled');
        if (
          channel.startsWith('private-') &&
          !(typeof data.auth === 'string' && safeEqual(data.auth, channelAuth(app, conn.socketId, channel)))
        ) {
          return error(conn, 4009, `Invalid signature: Expected HMAC SHA256 hex digest of ${conn.socketId}:${channel}`);
        }
        conn.channels.add(channel);
        if (!channels.has(channel)) channels.set(channel, new Set());
        channels.get(channel)!.add(conn);
        return conn.socket.send(frame('pusher_internal:subscription_succeeded', {}, channel));
      }
      case 'pusher:unsubscribe':
        return leave(conn, String(data.channel ?? ''));
      default:
        if (message.event?.startsWith('client-')) return error(conn, 4301, 'Client events are not enabled');
        return error(conn, null, `Unknown event ${message.event}`);
    }
  }

  // Ask idle connections for a pong; close those that stay silent.
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const conn of connections) {
      if (conn.pingSentAt !== null && now - conn.pingSentAt > 30_000) {
        conn.socket.close(CLOSE.PONG_NOT_RECEIVED, 'Pong reply not received');
      } else if (conn.pingSentAt === null && now - conn.lastSeen > activityTimeoutS * 1000) {
        conn.pingSentAt = now;
        conn.socket.send(frame('pusher:ping', {}));
      }
    }
  }, 5_000);
  sweeper.unref();

  return {
    /** Takes an HTTP upgrade for /app/{key}; false when the path is not this endpoint's. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const match = /^\/app\/([^/]+)$/.exec(url.pathname);
      if (!match) return false;
      wss.handleUpgrade(request, socket, head, (ws) => {
        if (match[1] !== app.key) return ws.close(CLOSE.APP_NOT_FOUND, 'App key not found');
        if (Number(url.searchParams.get('protocol') ?? PROTOCOL) !== PROTOCOL) {
          return ws.close(CLOSE.UNSUPPORTED_PROTOCOL, `Unsupported protocol version; use ${PROTOCOL}`);
        }
        const conn: Connection = {
          socket: ws,
          socketId: `${randomInt(1e9)}.${randomInt(1e9)}`,
          channels: new Set(),
          lastSeen: Date.now(),
          pingSentAt: null,
        };
        connections.add(conn);
        ws.on('message', (raw) => onMessage(conn, raw.toString()));
        ws.on('close', () => {
          for (const channel of [...conn.channels]) leave(conn, channel);
          connections.delete(conn);
        });
        ws.on('error', () => ws.terminate());
        ws.send(
          frame('pusher:connection_established', { socket_id: conn.socketId, activity_timeout: activityTimeoutS }),
        );
      });
      return true;
    },

    /** Sends an event to every subscriber of the channels, except the socket that caused it. */
    publish(channelNames: string[], event: string, data: string, exceptSocketId?: string): void {
      for (const channel of channelNames) {
        for (const conn of channels.get(channel) ?? []) {
          if (conn.socketId !== exceptSocketId) conn.socket.send(frame(event, data, channel));
        }
      }
    },

    /**
     * The HTTP events API. Returns the status and body to answer. The signature is Pusher's:
     * hex HMAC-SHA256(secret, "POST\n{path}\n{query without auth_signature, sorted by key}").
     */
    handleEventsRequest(
      method: string,
      path: string,
      query: Record<string, string>,
      rawBody: string,
    ): { status: number; body: object } {
      const appId = /^\/apps\/([^/]+)\/events$/.exec(path)?.[1];
      if (appId !== app.id) return { status: 404, body: { error: 'Unknown app' } };
      const { auth_signature: signature, ...params } = query;
      const canonical = Object.keys(params)
        .sort()
        .map((k) => `${k}=${params[k]}`)
        .join('&');
      const expected = createHmac('sha256', app.secret).update(`${method}\n${path}\n${canonical}`).digest('hex');
      if (params.auth_key !== app.key || !signature || !safeEqual(signature, expected))
        return { status: 401, body: { error: 'Invalid signature' } };
      if (Math.abs(Date.now() / 1000 - Number(params.auth_timestamp)) > AUTH_TIMESTAMP_GRACE_S)
        return { status: 401, body: { error: 'Timestamp expired' } };
      if (params.body_md5 !== createHash('md5').update(rawBody).digest('hex'))
        return { status: 401, body: { error: 'Body does not match body_md5' } };
      let event: { name?: string; data?: string; channels?: string[]; channel?: string; socket_id?: string };
      try {
        event = JSON.parse(rawBody);
      } catch {
        return { status: 400, body: { error: 'Invalid JSON' } };
      }
      const targets = event.channels ?? (event.channel ? [event.channel] : []);
      if (!event.name || targets.length === 0 || typeof event.data !== 'string')
        return { status: 400, body: { error: 'name, channels and data are required' } };
      this.publish(targets, event.name, event.data, event.socket_id);
      return { status: 200, body: {} };
    },

    get connectionCount() {
      return connections.size;
    },

    async close(): Promise<void> {
      clearInterval(sweeper);
      for (const conn of connections) conn.socket.close(CLOSE.RECONNECT, 'Server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

export type PusherEndpoint = ReturnType<typeof createPusherEndpoint>;
