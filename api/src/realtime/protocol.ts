/**
 * The shapes of Pusher protocol 7 client frames, checked before anything uses them. A frame from a
 * socket is untrusted input: any byte sequence may arrive, and none may throw past this module.
 */

/** Close and error codes of the protocol (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/). */
export const CODE = {
  /** 4000–4099: the client must not reconnect with the same parameters. */
  APP_NOT_FOUND: 4001,
  INVALID_VERSION_FORMAT: 4006,
  UNSUPPORTED_PROTOCOL: 4007,
  NO_PROTOCOL_VERSION: 4008,
  UNAUTHORIZED: 4009,
  /** 4200–4299: the client may reconnect at once. */
  RECONNECT: 4200,
  PONG_NOT_RECEIVED: 4201,
  /** 4300–4399: other errors. */
  CLIENT_EVENT_REJECTED: 4301,
} as const;

/** Pusher's channel names: these characters, at most 164 of them. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
const MAX_EVENT_NAME_LENGTH = 200;

export interface ClientFrame {
  event: string;
  data: Record<string, unknown>;
  channel?: string;
}

export type ParsedFrame = { ok: true; frame: ClientFrame } | { ok: false; code: number; message: string };

const invalid = (message: string): ParsedFrame => ({ ok: false, code: CODE.RECONNECT, message });

export const isChannelName = (value: unknown): value is string => typeof value === 'string' && CHANNEL_NAME.test(value);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * `data` is an object, or (as the protocol's text has it) a JSON string of one. A frame without
 * data (some clients' pong) counts as empty data.
 */
function parseData(data: unknown): Record<string, unknown> | null {
  if (data === undefined) return {};
  if (isPlainObject(data)) return data;
  if (typeof data !== 'string') return null;
  const parsed = parseJson(data);
  return parsed.ok && isPlainObject(parsed.value) ? parsed.value : null;
}

/** Parses one text frame; never throws. A bad frame gives the pusher:error code and message to answer. */
export function parseClientFrame(text: string): ParsedFrame {
  const parsed = parseJson(text);
  if (!parsed.ok) return invalid('Invalid message format: not JSON');
  const message = parsed.value;
  if (!isPlainObject(message)) return invalid('Invalid message format: not a JSON object');
  const { event, channel } = message;
  if (typeof event !== 'string' || event.length === 0 || event.length > MAX_EVENT_NAME_LENGTH)
    return invalid('Invalid message format: event must be a string');
  if (channel !== undefined && !isChannelName(channel)) return invalid('Invalid message format: invalid channel name');
  const data = parseData(message.data);
  if (data === null) return invalid('Invalid message format: data must be an object or a JSON string of one');
  return { ok: true, frame: { event, data, ...(channel !== undefined ? { channel } : {}) } };
}

export interface Subscription {
  channel: string;
  auth?: string;
}

/** The data of pusher:subscribe and pusher:unsubscribe; a string message when it is not valid. */
export function parseSubscription(data: Record<string, unknown>): Subscription | string {
  const { channel, auth } = data;
  if (channel === undefined || channel === '') return 'Channel name required';
  if (!isChannelName(channel))
    return 'Invalid channel name: use at most 164 of the characters A-Z a-z 0-9 _ - = @ , . ;';
  if (auth !== undefined && typeof auth !== 'string') return 'Invalid auth: must be a string';
  return { channel, ...(auth !== undefined ? { auth } : {}) };
}

export interface PublishRequest {
  name: string;
  channels: string[];
  data: string;
  socketId?: string;
}

/** Pusher's limit on the channels one events API call may name. */
const MAX_PUBLISH_CHANNELS = 100;
const SOCKET_ID = /^\d+\.\d+$/;

/** The JSON body of POST /apps/{id}/events (one event); a string message when it is not valid. */
export function parsePublishRequest(rawBody: string): PublishRequest | string {
  const parsed = parseJson(rawBody);
  if (!parsed.ok || !isPlainObject(parsed.value)) return 'Invalid JSON: expected an object';
  const { name, data, channel, channels, socket_id: socketId } = parsed.value;
  const targets = channels ?? (channel !== undefined ? [channel] : []);
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_EVENT_NAME_LENGTH)
    return 'name must be a string of at most 200 characters';
  if (typeof data !== 'string') return 'data must be a string';
  if (!Array.isArray(targets) || targets.length === 0 || targets.length > MAX_PUBLISH_CHANNELS)
    return 'channels must list 1 to 100 channels';
  if (!targets.every(isChannelName)) return 'Invalid channel name';
  if (socketId !== undefined && !(typeof socketId === 'string' && SOCKET_ID.test(socketId))) return 'Invalid socket_id';
  return { name, channels: targets, data, ...(socketId !== undefined ? { socketId } : {}) };
}
