// The endpoint alone (mounted as the standalone process mounts it), with small limits.
import { after, before, describe, it } from 'node:test';
import { randomBytes } from 'node:crypto';
import type { ClientOptions } from 'ws';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from '../../test/expect';
import { mountPusherEndpoint } from '../plugins/realtime';
import { createPusherEndpoint, type PusherApp, type PusherEndpoint } from './pusherEndpoint';
import { connect, refusal, signedEventsUrl, socketUrl, type RawClient } from './testing';

const MAX_PER_ADDRESS = 3;
const SHELL = 'http://shell.example';
const pusherApp: PusherApp = { id: 'app', key: 'key', secret: randomBytes(32).toString('base64url') };
const silent = { warn: () => undefined, error: () => undefined };

let server: FastifyInstance;
let endpoint: PusherEndpoint;
let port: number;

before(async () => {
  server = Fastify();
  endpoint = createPusherEndpoint(pusherApp, {
    allowedOrigins: [SHELL],
    maxConnectionsPerIp: MAX_PER_ADDRESS,
    log: silent,
  });
  await mountPusherEndpoint(server, endpoint);
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as { port: number }).port;
});
after(() => server.close());

const url = (query?: string) => socketUrl(port, pusherApp.key, query);

async function closeAll(clients: RawClient[]) {
  await Promise.all(clients.map((c) => new Promise((resolve) => (c.ws.once('close', resolve), c.ws.close()))));
}

/** Connects once the server has let go of closed connections (it counts a place free on TCP close). */
async function connectSoon(options?: ClientOptions): Promise<RawClient> {
  const until = Date.now() + 2_000;
  for (;;) {
    try {
      return await connect(url(), options);
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Sends one frame and resolves with the data of the pusher:error it earns. */
async function errorFor(client: RawClient, text: string): Promise<{ code: number | null; message: string }> {
  const answer = client.next('pusher:error');
  client.ws.send(text);
  return JSON.parse((await answer).data);
}

describe('the Pusher endpoint', () => {
  it('holds the connection limit per address, and frees a place when a connection closes', async () => {
    const clients = await Promise.all(Array.from({ length: MAX_PER_ADDRESS }, () => connect(url())));
    expect(await refusal(url())).toEqual({ status: 429 });
    expect(endpoint.connectionCount).toBe(MAX_PER_ADDRESS);
    await closeAll(clients.slice(0, 1));
    const another = await connectSoon();
    expect(await refusal(url())).toEqual({ status: 429 });
    await closeAll([...clients.slice(1), another]);
  });

  it('counts refused handshakes and unknown keys as closed, not as held places', async () => {
    for (let i = 0; i < MAX_PER_ADDRESS * 2; i += 1) {
      expect(await refusal(socketUrl(port, 'wrong'))).toEqual({ code: 4001 });
      expect(await refusal(url(), { origin: 'https://evil.example' })).toEqual({ status: 403 });
    }
    const clients = [await connectSoon(), await connectSoon(), await connectSoon()];
    expect(await refusal(url())).toEqual({ status: 429 });
    await closeAll(clients);
  });

  it('takes browsers from the allowed origins and server-side clients without an Origin', async () => {
    const clients = [await connectSoon({ origin: SHELL }), await connectSoon()];
    expect(await refusal(url(), { origin: 'http://shell.example.evil.example' })).toEqual({ status: 403 });
    await closeAll(clients);
  });

  it('closes with the protocol’s codes for a missing, malformed or unsupported version', async () => {
    expect(await refusal(url(''))).toEqual({ code: 4008 });
    expect(await refusal(url('protocol=seven'))).toEqual({ code: 4006 });
    expect(await refusal(url('protocol=6'))).toEqual({ code: 4007 });
  });

  it('answers bad frames with pusher:error and keeps the connection', async () => {
    const client = await connectSoon();
    expect(await errorFor(client, 'null')).toMatchObject({ code: 4200 });
    expect(await errorFor(client, '{"event":"pusher:ping","data":"{"}')).toMatchObject({ code: 4200 });
    expect(await errorFor(client, '{"event":"pusher:subscribe","data":"null"}')).toMatchObject({ code: 4200 });
    expect(await errorFor(client, '{"event":"pusher:subscribe","data":{"channel":"a b"}}')).toMatchObject({
      code: 4009,
    });
    expect(await errorFor(client, '{"event":"client-typing","channel":"news","data":{}}')).toMatchObject({
      code: 4301,
    });
    const binary = client.next('pusher:error');
    client.ws.send(Buffer.from([0, 1, 2]), { binary: true });
    expect(JSON.parse((await binary).data)).toMatchObject({ code: 4200 });
    const pong = client.next('pusher:pong');
    client.ws.send('{"event":"pusher:ping","data":"{}"}');
    await pong;
    await closeAll([client]);
  });

  it('answers a signed publish with a bad body 400 and publishes nothing', async () => {
    const client = await connectSoon();
    const subscribed = client.next('pusher_internal:subscription_succeeded');
    client.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news' } }));
    await subscribed;
    const bodies = [
      'null',
      '[]',
      '{"name":"e","channels":5,"data":"{}"}',
      '{"name":"e","channels":["news",null],"data":"{}"}',
      '{"name":"e","channels":["news"],"data":{}}',
      '{"name":1,"channels":["news"],"data":"{}"}',
      '{"name":"e","channels":["news"],"data":"{}","socket_id":7}',
    ];
    for (const body of bodies) {
      const answer = await fetch(signedEventsUrl(port, pusherApp, body), { method: 'POST', body });
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
    }
    const good = '{"name":"e","channels":["news"],"data":"{}"}';
    const delivered = client.next('e');
    expect((await fetch(signedEventsUrl(port, pusherApp, good), { method: 'POST', body: good })).status).toBe(200);
    await delivered;
    expect(client.frames.filter((f) => f.event === 'e')).toHaveLength(1);
    await closeAll([client]);
  });
});
