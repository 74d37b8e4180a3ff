import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { CODE, parseClientFrame, parsePublishRequest, parseSubscription } from './protocol';
import { clientAddress } from '../lib/network';

/**
 * A Pusher protocol 7 endpoint (what pusher-js and laravel-echo speak): connections at
 * /app/{key}, public and private channels, ping/pong with an activity timeout, the protocol's
 * close codes, and the HTTP events API (POST /apps/{id}/events, Pusher-signed) that the official
 * `pusher` server SDK publishes through.
 *
 * Anyone can open a socket here, so every frame is checked (./protocol) and every handler is
 * contained: a bad frame gets a pusher:error, a bug closes that one socket, nothing throws out
 * to the process (whose uncaught-error handler would shut the whole API down).
 */
export interface PusherApp {
  id: string;
  key: string;
  secret: string;
}

/** Where contained failures are reported (Fastify's logger fits). */
export interface EndpointLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EndpointOptions {
  activityTimeoutS?: number;
  /**
   * Browser origins that may connect (the API's CORS origins). An upgrade that carries another
   * Origin is refused; one without Origin (a server-side client) is allowed.
   */
  allowedOrigins?: string[];
  /** Connections one remote address may hold open (and in handshake) at once. */
  maxConnectionsPerIp?: number;
  /** Proxies in front whose X-Forwarded-For is believed, for the per-address limit. */
  trustedProxyHops?: number;
  /**
   * The user a private channel belongs to (its authorization is only given to that user), so that
   * a socket subscribed to it is theirs for terminate_connections without `pusher:signin` (which
   * an outside Pusher service needs to know a socket's user).
   */
  userOfChannel?: (channel: string) => string | null;
  log?: EndpointLog;
}

interface Connection {
  socket: WebSocket;
  socketId: string;
  channels: Set<string>;
  /** Whose socket it is, once a private channel of theirs was authorized (see userOfChannel). */
  userId: string | null;
  lastSeen: number;
  pingSentAt: number | null;
}

const PROTOCOL = 7;
const AUTH_TIMESTAMP_GRACE_S = 600;
/** Largest frame a client may send (ws closes the socket with 1009 above it). */
const MAX_PAYLOAD_BYTES = 10 * 1024;
/** A client that reads slower than events arrive is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const MAX_CHANNELS_PER_CONNECTION = 100;
const PONG_WAIT_MS = 30_000;

const consoleLog: EndpointLog = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

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

/**
 * The signature pusher-js expects for `pusher:signin` (user authentication): `key:hex(hmac(secret,
 * "socket_id::user::user_data"))`, what the pusher SDK's authenticateUser makes.
 */
export function userAuth(app: PusherApp, socketId: string, userData: string): string {
  return `${app.key}:${createHmac('sha256', app.secret).update(`${socketId}::user::${userData}`).digest('hex')}`;
}

/** Longest user_data a signin may carry. */
const MAX_USER_DATA_LENGTH = 1_000;

/** The app key and protocol version of an upgrade URL; null when it is not /app/{key}. Never throws. */
function parseUpgradeTarget(rawUrl: string | undefined): { key: string; protocol: string | null } | null {
  let url: URL;
  try {
    url = new URL(rawUrl ?? '/', 'http://localhost');
  } catch {
    return null;
  }
  const match = /^\/app\/([^/]+)$/.exec(url.pathname);
  return match ? { key: match[1], protocol: url.searchParams.get('protocol') } : null;
}

/** The close code and reason for a protocol version, or null when it is the one spoken here. */
function protocolProblem(protocol: string | null): [number, string] | null {
  if (protocol === null) return [CODE.NO_PROTOCOL_VERSION, 'No protocol version supplied'];
  if (!/^\d{1,3}$/.test(protocol)) return [CODE.INVALID_VERSION_FORMAT, 'Invalid version string format'];
  if (Number(protocol) !== PROTOCOL)
    return [CODE.UNSUPPORTED_PROTOCOL, `Unsupported protocol version; use ${PROTOCOL}`];
  return null;
}

/** Answers an upgrade with a plain HTTP status and drops the socket (before any WebSocket exists). */
function refuseUpgrade(socket: Duplex, status: number, reason: string) {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Closes without ever throwing (a bad code or a socket already gone ends in terminate). */
function closeQuietly(socket: WebSocket, code: number, reason: string) {
  try {
    socket.close(code, reason);
  } catch {
    socket.terminate();
  }
}

/** Counts open connections (and handshakes) per remote address. */
function connectionCounter(max: number) {
  const counts = new Map<string, number>();
  return {
    /** Takes a place for the address, released once `socket` closes; false when none is left. */
    admit(address: string, socket: Duplex): boolean {
      const count = counts.get(address) ?? 0;
      if (count >= max) return false;
      counts.set(address, count + 1);
      socket.once('close', () => {
        const left = (counts.get(address) ?? 1) - 1;
        if (left > 0) counts.set(address, left);
        else counts.delete(address);
      });
      return true;
    },
  };
}

export function createPusherEndpoint(app: PusherApp, options: EndpointOptions = {}) {
  const activityTimeoutS = options.activityTimeoutS ?? 120;
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const counter = connectionCounter(options.maxConnectionsPerIp ?? 100);
  const log = options.log ?? consoleLog;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES, clientTracking: true });
  const connections = new Set<Connection>();
  const channels = new Map<string, Set<Connection>>();
  const users = new Map<string, Set<Connection>>();

  /** Sends when the socket is open; a closing socket or a failed write is not an error here. */
  function send(conn: Connection, text: string) {
    const { socket } = conn;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.terminate();
    try {
      socket.send(text, () => {
        // A failed write surfaces as the socket's 'error', handled there.
      });
    } catch (err) {
      log.warn({ err, socketId: conn.socketId }, 'realtime: send failed');
      socket.terminate();
    }
  }

  /** Runs one socket's handler; a failure is logged and ends that socket only. */
  function contained(conn: Connection, what: string, handler: () => void) {
    try {
      handler();
    } catch (err) {
      log.error({ err, socketId: conn.socketId }, `realtime: ${what} failed; closing that connection`);
      closeQuietly(conn.socket, CODE.RECONNECT, 'Internal error; reconnect');
    }
  }

  const error = (conn: Connection, code: number | null, message: string) =>
    send(conn, frame('pusher:error', { code, message }));

  const join = (conn: Connection, channel: string) => {
    conn.channels.add(channel);
    let members = channels.get(channel);
    if (!members) channels.set(channel, (members = new Set()));
    members.add(conn);
  };

  const leave = (conn: Connection, channel: string) => {
    conn.channels.delete(channel);
    const members = channels.get(channel);
    members?.delete(conn);
    if (members && members.size === 0) channels.delete(channel);
  };

  /** Makes the socket the user's; false when it is already another user's (one socket, one user). */
  function belongsTo(conn: Connection, userId: string): boolean {
    if (conn.userId !== null) return conn.userId === userId;
    conn.userId = userId;
    let mine = users.get(userId);
    if (!mine) users.set(userId, (mine = new Set()));
    mine.add(conn);
    return true;
  }

  /** `pusher:signin` (Pusher's user authentication): the socket becomes that user's. */
  function signin(conn: Connection, data: Record<string, unknown>) {
    const { auth, user_data: userData } = data;
    if (typeof auth !== 'string' || typeof userData !== 'string' || userData.length > MAX_USER_DATA_LENGTH)
      return error(conn, CODE.UNAUTHORIZED, 'Invalid signin: auth and user_data must be strings');
    if (!safeEqual(auth, userAuth(app, conn.socketId, userData)))
      return error(
        conn,
        CODE.UNAUTHORIZED,
        `Invalid signature: Expected HMAC SHA256 hex digest of ${conn.socketId}::user::user_data`,
      );
    let id: unknown;
    try {
      id = (JSON.parse(userData) as { id?: unknown }).id;
    } catch {
      id = undefined;
    }
    if (typeof id !== 'string' || id.length === 0) return error(conn, CODE.UNAUTHORIZED, 'user_data must carry an id');
    if (!belongsTo(conn, id)) return error(conn, CODE.UNAUTHORIZED, 'This connection belongs to another user');
    send(conn, frame('pusher:signin_success', { user_data: userData }));
  }

  function subscribe(conn: Connection, data: Record<string, unknown>) {
    const subscription = parseSubscription(data);
    if (typeof subscription === 'string') return error(conn, CODE.UNAUTHORIZED, subscription);
    const { channel, auth } = subscription;
    if (channel.startsWith('presence-')) return error(conn, CODE.UNAUTHORIZED, 'Presence channels are not enabled');
    if (channel.startsWith('private-') && !(auth && safeEqual(auth, channelAuth(app, conn.socketId, channel)))) {
      return error(
        conn,
        CODE.UNAUTHORIZED,
        `Invalid signature: Expected HMAC SHA256 hex digest of ${conn.socketId}:${channel}`,
      );
    }
    if (!conn.channels.has(channel) && conn.channels.size >= MAX_CHANNELS_PER_CONNECTION)
      return error(conn, CODE.UNAUTHORIZED, `At most ${MAX_CHANNELS_PER_CONNECTION} channels per connection`);
    const owner = channel.startsWith('private-') ? (options.userOfChannel?.(channel) ?? null) : null;
    if (owner !== null && !belongsTo(conn, owner))
      return error(conn, CODE.UNAUTHORIZED, 'This connection belongs to another user');
    join(conn, channel);
    send(conn, frame('pusher_internal:subscription_succeeded', {}, channel));
  }

  function unsubscribe(conn: Connection, data: Record<string, unknown>) {
    const subscription = parseSubscription(data);
    if (typeof subscription === 'string') return error(conn, CODE.UNAUTHORIZED, subscription);
    leave(conn, subscription.channel);
  }

  function onMessage(conn: Connection, raw: RawData, isBinary: boolean) {
    conn.lastSeen = Date.now();
    conn.pingSentAt = null;
    if (isBinary) return error(conn, CODE.RECONNECT, 'Invalid message format: binary frames are not supported');
    const parsed = parseClientFrame(raw.toString());
    if (!parsed.ok) return error(conn, parsed.code, parsed.message);
    const { event, data } = parsed.frame;
    switch (event) {
      case 'pusher:ping':
        return send(conn, frame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return subscribe(conn, data);
      case 'pusher:unsubscribe':
        return unsubscribe(conn, data);
      case 'pusher:signin':
        return signin(conn, data);
      default:
        if (event.startsWith('client-'))
          return error(conn, CODE.CLIENT_EVENT_REJECTED, 'Client events are not enabled');
        return error(conn, null, `Unknown event ${event.slice(0, 100)}`);
    }
  }

  function onClose(conn: Connection) {
    for (const channel of [...conn.channels]) leave(conn, channel);
    connections.delete(conn);
    if (conn.userId !== null) {
      const mine = users.get(conn.userId);
      mine?.delete(conn);
      if (mine && mine.size === 0) users.delete(conn.userId);
    }
  }

  function accept(ws: WebSocket, protocol: string | null, key: string) {
    ws.on('error', () => ws.terminate());
    if (key !== app.key) return closeQuietly(ws, CODE.APP_NOT_FOUND, 'App key not found');
    const problem = protocolProblem(protocol);
    if (problem) return closeQuietly(ws, ...problem);
    const conn: Connection = {
      socket: ws,
      socketId: `${randomInt(1e9)}.${randomInt(1e9)}`,
      channels: new Set(),
      userId: null,
      lastSeen: Date.now(),
      pingSentAt: null,
    };
    connections.add(conn);
    ws.on('message', (raw, isBinary) => contained(conn, 'message', () => onMessage(conn, raw, isBinary)));
    ws.on('close', () => contained(conn, 'close', () => onClose(conn)));
    send(
      conn,
      frame('pusher:connection_established', { socket_id: conn.socketId, activity_timeout: activityTimeoutS }),
    );
  }

  // Ask idle connections for a pong; close those that stay silent.
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const conn of connections) {
      contained(conn, 'activity check', () => {
        if (conn.pingSentAt !== null && now - conn.pingSentAt > PONG_WAIT_MS) {
          closeQuietly(conn.socket, CODE.PONG_NOT_RECEIVED, 'Pong reply not received');
        } else if (conn.pingSentAt === null && now - conn.lastSeen > activityTimeoutS * 1000) {
          conn.pingSentAt = now;
          send(conn, frame('pusher:ping', {}));
        }
      });
    }
  }, 5_000);
  sweeper.unref();

  return {
    /**
     * Takes an HTTP upgrade for /app/{key}; false when the path is not this endpoint's. A browser
     * Origin not allowed gets 403, an address over its connection limit 429. Never throws.
     */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const target = parseUpgradeTarget(request.url);
      if (!target) return false;
      // A reset during the handshake must not become an unhandled 'error' event.
      socket.on('error', () => socket.destroy());
      try {
        const origin = request.headers.origin;
        if (origin !== undefined && !allowedOrigins.has(origin)) {
          refuseUpgrade(socket, 403, 'Forbidden');
          return true;
        }
        if (!counter.admit(clientAddress(request, options.trustedProxyHops ?? 0), socket)) {
          refuseUpgrade(socket, 429, 'Too Many Requests');
          return true;
        }
        wss.handleUpgrade(request, socket, head, (ws) => {
          try {
            accept(ws, target.protocol, target.key);
          } catch (err) {
            log.error({ err }, 'realtime: accepting a connection failed');
            ws.terminate();
          }
        });
      } catch (err) {
        log.error({ err }, 'realtime: upgrade failed');
        socket.destroy();
      }
      return true;
    },

    /** Sends an event to every subscriber of the channels, except the socket that caused it. */
    publish(channelNames: string[], event: string, data: string, exceptSocketId?: string): void {
      for (const channel of channelNames) {
        for (const conn of channels.get(channel) ?? []) {
          if (conn.socketId !== exceptSocketId) send(conn, frame(event, data, channel));
        }
      }
    },

    /**
     * Closes every socket of the user (Pusher's terminate_connections): with "reconnect", so a
     * client whose session still works subscribes again, and one whose session ended is refused
     * its channels. Answers how many were closed.
     */
    terminateUser(userId: string): number {
      const mine = [...(users.get(userId) ?? [])];
      for (const conn of mine) closeQuietly(conn.socket, CODE.RECONNECT, 'Session changed; authorize again');
      return mine.length;
    },

    /**
     * The HTTP API: POST /apps/{id}/events, and /apps/{id}/users/{user}/terminate_connections.
     * Returns the status and body to answer. The signature is Pusher's:
     * hex HMAC-SHA256(secret, "POST\n{path}\n{query without auth_signature, sorted by key}").
     */
    handleEventsRequest(
      method: string,
      path: string,
      query: Record<string, unknown>,
      rawBody: string,
    ): { status: number; body: object } {
      const target = /^\/apps\/([^/]+)\/(?:events|users\/([^/]{1,200})\/terminate_connections)$/.exec(path);
      if (target?.[1] !== app.id) return { status: 404, body: { error: 'Unknown app' } };
      if (!Object.values(query).every((value) => typeof value === 'string'))
        return { status: 400, body: { error: 'Each query parameter may appear once' } };
      const { auth_signature: signature, ...params } = query as Record<string, string>;
      const canonical = Object.keys(params)
        .sort()
        .map((k) => `${k}=${params[k]}`)
        .join('&');
      const expected = createHmac('sha256', app.secret).update(`${method}\n${path}\n${canonical}`).digest('hex');
      if (params.auth_key !== app.key || !signature || !safeEqual(signature, expected))
        return { status: 401, body: { error: 'Invalid signature' } };
      const timestamp = Number(params.auth_timestamp);
      if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > AUTH_TIMESTAMP_GRACE_S)
        return { status: 401, body: { error: 'Timestamp expired' } };
      if (params.body_md5 !== createHash('md5').update(rawBody).digest('hex'))
        return { status: 401, body: { error: 'Body does not match body_md5' } };
      if (target[2] !== undefined) {
        let userId: string;
        try {
          userId = decodeURIComponent(target[2]);
        } catch {
          return { status: 400, body: { error: 'Invalid user id' } };
        }
        this.terminateUser(userId);
        return { status: 200, body: {} };
      }
      const event = parsePublishRequest(rawBody);
      if (typeof event === 'string') return { status: 400, body: { error: event } };
      this.publish(event.channels, event.name, event.data, event.socketId);
      return { status: 200, body: {} };
    },

    get connectionCount() {
      return connections.size;
    },

    async close(): Promise<void> {
      clearInterval(sweeper);
      for (const conn of connections) closeQuietly(conn.socket, CODE.RECONNECT, 'Server shutting down');
      // A client that never answers the close handshake would hold its socket for ws's 30 s;
      // shutdown has 10 s in all, so after 2 s the rest are cut.
      const deadline = Date.now() + 2_000;
      while (connections.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      for (const conn of connections) conn.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

export type PusherEndpoint = ReturnType<typeof createPusherEndpoint>;
