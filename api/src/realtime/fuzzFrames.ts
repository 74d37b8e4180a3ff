// Hostile client frames for the realtime fuzz test: random, malformed and mutated Pusher frames.
// Deterministic for a seed, so a failure can be replayed with FUZZ_SEED.
import type { Random } from '../lib/random';

export interface FuzzFrame {
  payload: string | Buffer;
  binary: boolean;
  /** The server is expected to close the socket for it (too large, or text that is not UTF-8). */
  closesSocket: boolean;
}

/** The frames that stopped the whole API before the endpoint checked frames. */
export const KNOWN_CRASHERS = [
  '{"event":"pusher:ping","data":"{"}',
  'null',
  '{"event":"pusher:subscribe","data":"null"}',
];

/** The endpoint's frame size limit (ws closes with 1009 above it). */
const MAX_PAYLOAD_BYTES = 10 * 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const isUtf8 = (bytes: Buffer) => {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const int = (random: Random, max: number) => Math.floor(random() * max);

const EVENTS = ['pusher:ping', 'pusher:pong', 'pusher:subscribe', 'pusher:unsubscribe', 'client-typing', 'x'];
const CHANNELS = ['news', 'private-user.1', 'private-newNotification-2', 'presence-room', 'private-', 'a'.repeat(165)];

/** Values of every JSON type (and then some), for each field in turn. */
const ODD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  [1, 'a'],
  {},
  { toString: 'x', valueOf: 1 },
  '',
  'null',
  '[]',
  '{',
  '"str"',
  '{"channel":null}',
  '\u0000',
  '\ud800',
  'é'.repeat(200),
  'x'.repeat(300),
  '__proto__',
  'constructor',
  'hasOwnProperty',
];

function validFrame(random: Random): Record<string, unknown> {
  const event = pick(random, EVENTS);
  const channel = pick(random, CHANNELS);
  const data = { channel, auth: `presspoint-key:${'0'.repeat(64)}`, channel_data: '{"user_id":1}' };
  return random() < 0.5
    ? { event, data }
    : { event, data: JSON.stringify(data), ...(random() < 0.3 ? { channel } : {}) };
}

/** A valid-looking frame with one field (top level or inside data) set to an odd value. */
function wrongType(random: Random): string {
  const frame = validFrame(random);
  const value = pick(random, ODD_VALUES);
  const field = pick(random, ['event', 'data', 'channel', 'data.channel', 'data.auth', 'data.channel_data']);
  if (field.startsWith('data.')) {
    const data = typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data;
    data[field.slice(5)] = value;
    frame.data = random() < 0.5 ? data : JSON.stringify(data);
  } else {
    frame[field] = value;
  }
  return JSON.stringify(frame);
}

function randomText(random: Random, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1)
    text += String.fromCodePoint(pick(random, [int(random, 128), int(random, 0xd7ff)]));
  return text;
}

const randomBytes = (random: Random, length: number) => Buffer.from(Array.from({ length }, () => int(random, 256)));

function nested(random: Random): string {
  const depth = 100 + int(random, 1800);
  const open = pick(random, ['[', '{"a":']);
  const close = open === '[' ? ']' : '}';
  const deep = open.repeat(depth) + '1' + close.repeat(depth);
  return random() < 0.5 ? deep : JSON.stringify({ event: 'pusher:subscribe', data: deep });
}

/** A valid frame, mutated: truncated, bit-flipped, a character added or removed, or two fields swapped. */
function mutated(random: Random): string | Buffer {
  const text = JSON.stringify(validFrame(random));
  switch (int(random, 5)) {
    case 0:
      return text.slice(0, int(random, text.length));
    case 1: {
      const bytes = Buffer.from(text);
      bytes[int(random, bytes.length)] ^= 1 << int(random, 8);
      return bytes;
    }
    case 2: {
      const at = int(random, text.length);
      return text.slice(0, at) + pick(random, ['"', '{', '}', ',', ':', '\\', '\u0000', 'ÿ']) + text.slice(at);
    }
    case 3: {
      const at = int(random, text.length);
      return text.slice(0, at) + text.slice(at + 1);
    }
    default: {
      const frame = validFrame(random);
      const keys = Object.keys(frame);
      const [a, b] = [pick(random, keys), pick(random, ['event', 'data', 'channel'])];
      [frame[a], frame[b]] = [frame[b], frame[a]];
      return JSON.stringify(frame);
    }
  }
}

function oversized(random: Random): string {
  const filler = 'x'.repeat(MAX_PAYLOAD_BYTES + int(random, 4 * MAX_PAYLOAD_BYTES));
  return JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news', auth: filler } });
}

function textFrame(payload: string | Buffer): FuzzFrame {
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
  return { payload, binary: false, closesSocket: bytes.length > MAX_PAYLOAD_BYTES || !isUtf8(bytes) };
}

/** One hostile frame, of a kind drawn at random. */
export function fuzzFrame(random: Random): FuzzFrame {
  const kind = random();
  if (kind < 0.3) return textFrame(wrongType(random));
  if (kind < 0.6) return textFrame(mutated(random));
  if (kind < 0.7) return textFrame(JSON.stringify(validFrame(random)));
  if (kind < 0.78) return textFrame(randomText(random, int(random, 300)));
  if (kind < 0.855) return { payload: randomBytes(random, int(random, 300)), binary: true, closesSocket: false };
  if (kind < 0.87) return textFrame(randomBytes(random, 1 + int(random, 100)));
  if (kind < 0.95) return textFrame(pick(random, [...KNOWN_CRASHERS, '', '{}', '[]', '1', '"x"', 'true']));
  if (kind < 0.995) return textFrame(nested(random));
  return textFrame(oversized(random));
}

/** `count` frames: the known crashers first, then random ones. */
export function fuzzFrames(random: Random, count: number): FuzzFrame[] {
  const frames = KNOWN_CRASHERS.map((payload) => textFrame(payload));
  while (frames.length < count) frames.push(fuzzFrame(random));
  return frames;
}
