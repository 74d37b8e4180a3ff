import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import Echo from 'laravel-echo';
import Pusher from 'pusher';
import PusherClient from 'pusher-js';
import { createHash, createHmac } from 'node:crypto';
import WebSocket from 'ws';
import { expect } from '../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../test/helper';
import { emailTemplates, guests } from '../db/schema';
import { notificationsService } from '../resources/notifications/notifications.service';

let t: TestApp;
let port: number;
let journalist: Record<string, string>;
let expert: Record<string, string>;
const echos: Echo<'pusher'>[] = [];

function echoFor(authorization: string) {
  const echo = new Echo({
    broadcaster: 'pusher',
    key: 'presspoint-key',
    cluster: 'mt1', // pusher-js insists on one; wsHost decides where it connects
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    Pusher: PusherClient,
    authEndpoint: `http://127.0.0.1:${port}/broadcasting/auth`,
    auth: { headers: { Authorization: authorization } },
  });
  echos.push(echo);
  return echo;
}

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  journalist = await signIn(t.app, 'journalist@example.com');
  expert = await signIn(t.app, 'expert@example.com');
});
after(async () => {
  echos.forEach((e) => e.disconnect());
  await t.app.close();
});

describe('realtime over the Pusher protocol, with the real pusher-js and laravel-echo', () => {
  it('delivers a private NotificationEvent to the user’s listener when a journalist requests an interview', async () => {
    const echo = echoFor(expert.authorization);
    const expertId = 2;
    const received = new Promise<{ notification: { type: string; data: string } }>((resolve) => {
      const channel = echo.private(`newNotification-${expertId}`);
      channel.listen('NotificationEvent', resolve);
    });
    await new Promise<void>((resolve) => echo.private(`newNotification-${expertId}`).subscribed(() => resolve()));

    const [guest] = await t.database.db
      .select({ id: guests.id })
      .from(guests)
      .where(eq(guests.user_id, expertId))
      .limit(1);
    const [template] = await t.database.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.user_id, 1), eq(emailTemplates.is_default, true)));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/interview/create',
      headers: journalist,
      payload: {
        guest_id: guest.id,
        email_template_id: template.id,
        date_interview: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(created.statusCode).toBe(201);

    const event = await received;
    expect(event.notification.type).toBe('Interview');
    expect(event.notification.data).toContain('New interview request from <b>Jordan Lee</b>');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/notifications?per_page=1', headers: expert });
    expect(list.json().data[0].data).toBe(event.notification.data);
  });

  it('delivers the unread-message count as ConversationEvent on the user’s private channel', async () => {
    const echo = echoFor(journalist.authorization);
    const channel = echo.private('user.1');
    const received = new Promise<{ count_unread: number }>((resolve) => channel.listen('ConversationEvent', resolve));
    await new Promise<void>((resolve) => channel.subscribed(() => resolve()));
    await notificationsService(t.app).publishUnreadCount(1);
    const expected = (
      await t.app.inject({ method: 'GET', url: '/api/v1/conversation/count-unread', headers: journalist })
    ).json().data.count_unread;
    expect(await received).toEqual({ count_unread: expected });
  });

  it('refuses a subscription to someone else’s channel (403 from /broadcasting/auth)', async () => {
    const echo = echoFor(journalist.authorization);
    const status = await new Promise<number>((resolve) =>
      echo.private('newNotification-2').error((e: { status: number }) => resolve(e.status)),
    );
    expect(status).toBe(403);
  });

  it('refuses a private subscription with a wrong signature', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/presspoint-key?protocol=7&client=js&version=8.6.0`);
    const frames: { event: string; data: string }[] = [];
    await new Promise<void>((resolve) => {
      ws.on('message', (raw) => {
        const frame = JSON.parse(raw.toString());
        frames.push(frame);
        if (frame.event === 'pusher:connection_established') {
          ws.send(
            JSON.stringify({
              event: 'pusher:subscribe',
              data: { channel: 'private-user.1', auth: 'presspoint-key:0000' },
            }),
          );
        }
        if (frame.event === 'pusher:error') resolve();
      });
    });
    ws.close();
    expect(JSON.parse(frames[0].data)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    expect(JSON.parse(frames.at(-1)!.data)).toMatchObject({
      code: 4009,
      message: expect.stringContaining('Invalid signature'),
    });
    expect(frames.some((f) => f.event === 'pusher_internal:subscription_succeeded')).toBe(false);
  });

  it('answers ping with pong, and closes a connection with an unknown key (4001)', async () => {
    const code = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/app/wrong-key?protocol=7`);
      ws.on('close', (c) => resolve(c));
    });
    expect(code).toBe(4001);
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/presspoint-key?protocol=7`);
    const pong = await new Promise<string>((resolve) => {
      ws.on('message', (raw) => {
        const frame = JSON.parse(raw.toString());
        if (frame.event === 'pusher:connection_established')
          ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
        if (frame.event === 'pusher:pong') resolve(frame.event);
      });
    });
    ws.close();
    expect(pong).toBe('pusher:pong');
  });

  it('accepts the pusher SDK’s signed publish and refuses a tampered one (401)', async () => {
    const sdk = new Pusher({
      appId: 'presspoint',
      key: 'presspoint-key',
      secret: 'presspoint-secret',
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    const ok = await sdk.trigger('public-news', 'App\\Events\\Ping', { hello: 'world' });
    expect(ok.status).toBe(200);

    // A request signed for one body, sent with another: body_md5 and the signature no longer match.
    const target = signedRequestUrl();
    const realFetch = globalThis.fetch;
    const original = JSON.stringify({
      name: 'App\\Events\\Ping',
      channels: ['public-news'],
      data: '{"hello":"world"}',
    });
    expect(
      (await realFetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: original }))
        .status,
    ).toBe(200);
    const tampered = await realFetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'App\\Events\\Ping', channels: ['public-news'], data: '{"hello":"mallory"}' }),
    });
    expect(tampered.status).toBe(401);
    const forged = await realFetch(
      `http://127.0.0.1:${port}/apps/presspoint/events?auth_key=presspoint-key&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0&body_md5=x&auth_signature=deadbeef`,
      { method: 'POST', body: '{}' },
    );
    expect(forged.status).toBe(401);
  });
});

/** A publish URL signed the way the SDK signs it, for the body `{"hello":"world"}`. */
function signedRequestUrl(): string {
  const body = JSON.stringify({ name: 'App\\Events\\Ping', channels: ['public-news'], data: '{"hello":"world"}' });
  const params: Record<string, string> = {
    auth_key: 'presspoint-key',
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: createHash('md5').update(body).digest('hex'),
  };
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const signature = createHmac('sha256', 'presspoint-secret')
    .update(`POST\n/apps/presspoint/events\n${query}`)
    .digest('hex');
  return `http://127.0.0.1:${port}/apps/presspoint/events?${query}&auth_signature=${signature}`;
}
