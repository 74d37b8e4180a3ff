import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type Echo from 'laravel-echo';
import Pusher from 'pusher';
import { expect } from '../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../test/helper';
import { allowedOrigins } from '../config/settings';
import { emailTemplates, guests } from '../db/schema';
import { notificationsService } from '../resources/notifications/notifications.service';
import { channelAuth } from './pusherEndpoint';
import { connect, echoClient, pusherAppOf, refusal, signedEventsUrl, socketUrl } from './testing';

let t: TestApp;
let port: number;
let journalist: Record<string, string>;
let expert: Record<string, string>;
const echos: Echo<'pusher'>[] = [];

const echoFor = (authorization: string) => {
  const echo = echoClient(port, t.settings.PUSHER_APP_KEY, authorization);
  echos.push(echo);
  return echo;
};

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
    await notificationsService(t.app.db, { realtime: t.app.realtime }).publishUnreadCount(1);
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

  it('answers 422 to /broadcasting/auth for a socket id or channel name the protocol refuses', async () => {
    for (const payload of [
      { socket_id: '1.2', channel_name: 'private-user.1 ' },
      { socket_id: '1.2', channel_name: `private-user.1${'1'.repeat(164)}` },
      { socket_id: 'x', channel_name: 'private-user.1' },
      { socket_id: ['1.2', '3.4'], channel_name: 'private-user.1' },
    ]) {
      const answer = await t.app.inject({ method: 'POST', url: '/broadcasting/auth', headers: journalist, payload });
      expect({ payload, status: answer.statusCode }).toEqual({ payload, status: 422 });
    }
  });

  it('refuses a private subscription with a wrong signature', async () => {
    const client = await connect(socketUrl(port, t.settings.PUSHER_APP_KEY));
    const refused = client.next('pusher:error');
    client.ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: 'private-user.1', auth: `${t.settings.PUSHER_APP_KEY}:0000` },
      }),
    );
    const error = await refused;
    client.ws.close();
    expect(JSON.parse(client.frames[0].data)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    expect(JSON.parse(error.data)).toMatchObject({ code: 4009, message: expect.stringContaining('Invalid signature') });
    expect(client.frames.some((f) => f.event === 'pusher_internal:subscription_succeeded')).toBe(false);
  });

  it('refuses channel signatures and publishes made with values from the repository', async () => {
    const app = pusherAppOf(t.settings);
    expect(REPOSITORY_VALUES).not.toContain(app.secret);
    const client = await connect(socketUrl(port, app.key));
    for (const secret of REPOSITORY_VALUES) {
      const forged = { ...app, secret };
      const refused = client.next('pusher:error');
      client.ws.send(
        JSON.stringify({
          event: 'pusher:subscribe',
          data: { channel: 'private-user.1', auth: channelAuth(forged, client.socketId, 'private-user.1') },
        }),
      );
      expect(JSON.parse((await refused).data)).toMatchObject({ code: 4009 });
      const published = await fetch(signedEventsUrl(port, forged, PING_BODY), { method: 'POST', body: PING_BODY });
      expect({ secret, status: published.status }).toEqual({ secret, status: 401 });
    }
    expect(client.frames.some((f) => f.event === 'pusher_internal:subscription_succeeded')).toBe(false);
    // The same requests signed with the install's secret pass: the refusals above are the secret's doing.
    const subscribed = client.next('pusher_internal:subscription_succeeded');
    client.ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: 'private-user.1', auth: channelAuth(app, client.socketId, 'private-user.1') },
      }),
    );
    await subscribed;
    const published = await fetch(signedEventsUrl(port, app, PING_BODY), { method: 'POST', body: PING_BODY });
    expect(published.status).toBe(200);
    client.ws.close();
  });

  it('refuses a browser page from an origin that is not the shell’s (403), accepts the shell’s', async () => {
    const url = socketUrl(port, t.settings.PUSHER_APP_KEY);
    expect(await refusal(url, { origin: 'https://evil.example' })).toEqual({ status: 403 });
    expect(await refusal(url, { origin: 'null' })).toEqual({ status: 403 });
    const [shellOrigin] = allowedOrigins(t.settings);
    const client = await connect(url, { origin: shellOrigin });
    expect(client.socketId).toMatch(/^\d+\.\d+$/);
    client.ws.close();
  });

  it('answers ping with pong, and closes a connection with an unknown key (4001)', async () => {
    expect(await refusal(socketUrl(port, 'wrong-key'))).toEqual({ code: 4001 });
    const client = await connect(socketUrl(port, t.settings.PUSHER_APP_KEY));
    const pong = client.next('pusher:pong');
    client.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    expect((await pong).event).toBe('pusher:pong');
    client.ws.close();
  });

  it('accepts the pusher SDK’s signed publish and refuses a tampered one (401)', async () => {
    const app = pusherAppOf(t.settings);
    const sdk = new Pusher({
      appId: app.id,
      key: app.key,
      secret: app.secret,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    const ok = await sdk.trigger('public-news', 'App\\Events\\Ping', { hello: 'world' });
    expect(ok.status).toBe(200);

    // A request signed for one body, sent with another: body_md5 and the signature no longer match.
    const target = signedEventsUrl(port, app, PING_BODY);
    const json = { 'content-type': 'application/json' };
    expect((await fetch(target, { method: 'POST', headers: json, body: PING_BODY })).status).toBe(200);
    const tampered = await fetch(target, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'App\\Events\\Ping', channels: ['public-news'], data: '{"hello":"mallory"}' }),
    });
    expect(tampered.status).toBe(401);
    const forged = await fetch(
      `http://127.0.0.1:${port}/apps/${app.id}/events?auth_key=${app.key}&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0&body_md5=x&auth_signature=deadbeef`,
      { method: 'POST', body: '{}' },
    );
    expect(forged.status).toBe(401);
  });
});

const PING_BODY = JSON.stringify({ name: 'App\\Events\\Ping', channels: ['public-news'], data: '{"hello":"world"}' });

/** Values an attacker can read in the repository, tried as the signing secret. */
const REPOSITORY_VALUES = ['presspoint-secret', 'presspoint-key', 'presspoint', 'secret', ''];
