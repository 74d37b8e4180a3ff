import { describe, it } from 'node:test';
import { expect } from '../../test/expect';
import { parseClientFrame, parsePublishRequest, parseSubscription } from './protocol';

describe('Pusher client frames', () => {
  it('reads data given as an object or as a JSON string of one', () => {
    expect(parseClientFrame('{"event":"pusher:subscribe","data":{"channel":"news"}}')).toEqual({
      ok: true,
      frame: { event: 'pusher:subscribe', data: { channel: 'news' } },
    });
    expect(parseClientFrame('{"event":"pusher:ping","data":"{}"}')).toEqual({
      ok: true,
      frame: { event: 'pusher:ping', data: {} },
    });
    expect(parseClientFrame('{"event":"pusher:pong"}')).toEqual({
      ok: true,
      frame: { event: 'pusher:pong', data: {} },
    });
  });

  it('refuses with 4200 what is not a frame of the protocol’s shape', () => {
    const bad = [
      '',
      'null',
      '[]',
      '"x"',
      '{',
      '{}',
      '{"event":1}',
      '{"event":""}',
      `{"event":"${'e'.repeat(201)}"}`,
      '{"event":"pusher:ping","data":"{"}',
      '{"event":"pusher:subscribe","data":"null"}',
      '{"event":"pusher:subscribe","data":"[]"}',
      '{"event":"pusher:subscribe","data":5}',
      '{"event":"pusher:subscribe","data":null}',
      '{"event":"x","channel":5,"data":{}}',
      '{"event":"x","channel":"a b","data":{}}',
    ];
    for (const text of bad)
      expect({ text, parsed: parseClientFrame(text) }).toMatchObject({ parsed: { ok: false, code: 4200 } });
  });

  it('takes channel names of Pusher’s characters, at most 164 of them', () => {
    expect(parseSubscription({ channel: 'private-user.1' })).toEqual({ channel: 'private-user.1' });
    expect(parseSubscription({ channel: 'A-z_0=9@,.;' })).toEqual({ channel: 'A-z_0=9@,.;' });
    expect(parseSubscription({ channel: 'a'.repeat(164), auth: 'k:s' })).toEqual({
      channel: 'a'.repeat(164),
      auth: 'k:s',
    });
    for (const channel of ['a'.repeat(165), 'a b', 'é', 'a/b', 5, null, ['a'], {}]) {
      expect(typeof parseSubscription({ channel })).toBe('string');
    }
    expect(parseSubscription({})).toBe('Channel name required');
    expect(typeof parseSubscription({ channel: 'private-a', auth: 5 })).toBe('string');
  });

  it('checks the body of an events API call', () => {
    expect(parsePublishRequest('{"name":"e","channel":"news","data":"{}"}')).toEqual({
      name: 'e',
      channels: ['news'],
      data: '{}',
    });
    expect(parsePublishRequest('{"name":"e","channels":["a","b"],"data":"1","socket_id":"1.2"}')).toEqual({
      name: 'e',
      channels: ['a', 'b'],
      data: '1',
      socketId: '1.2',
    });
    const tooMany = JSON.stringify({ name: 'e', channels: Array.from({ length: 101 }, (_, i) => `c${i}`), data: '' });
    for (const body of ['null', '{', '{"name":"e","channels":[],"data":""}', tooMany]) {
      expect(typeof parsePublishRequest(body)).toBe('string');
    }
  });
});
