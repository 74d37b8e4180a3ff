// Review finding L3: a realtime subscription outlived its session (lock, logout, team removal): a
// locked user's open socket still received the next NotificationEvent. Now every way a session ends
// closes the user's sockets; a client reconnects and must authorize its channels again.
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import Pusher from 'pusher';
import { expect } from '../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../test/helper';
import { accessTokens, teamMembers, users } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { runAdmin } from '../resources/admin/admin.service';
import { notificationChannel } from '../resources/broadcasting/channels';
import { notificationsService } from '../resources/notifications/notifications.service';
import { CODE } from './protocol';
import { connect, echoClient, socketUrl, type RawClient } from './testing';

let t: TestApp;
let port: number;
const open: RawClient[] = [];

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
after(async () => {
  open.forEach((c) => c.ws.terminate());
  await t.app.close();
});

const idOf = async (email: string) =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** Asks the API for the channel's signature for this socket (as pusher-js does); answers the status and auth. */
async function authorize(socketId: string, channel: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/broadcasting/auth',
    headers,
    payload: { socket_id: socketId, channel_name: channel },
  });
  return { status: res.statusCode, auth: res.statusCode === 200 ? (res.json().auth as string) : null };
}

interface Subscribed {
  client: RawClient;
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
}

/** A socket subscribed to the user's notification channel with their token, as the shell's. */
async function subscribed(userId: number, headers: Record<string, string>): Promise<Subscribed> {
  const client = await connect(socketUrl(port, t.settings.PUSHER_APP_KEY));
  open.push(client);
  const closed = new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));
  const channel = notificationChannel(userId);
  const { status, auth } = await authorize(client.socketId, channel, headers);
  expect(status).toBe(200);
  const ok = client.next('pusher_internal:subscription_succeeded');
  client.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  await ok;
  return { client, closed };
}

/** The close code within `ms`, or null when the socket is still open. */
const closedWithin = (s: Subscribed, ms = 2_000) =>
  Promise.race([s.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

/** What a closed client does next: connect again and ask to authorize its channel with the token it had. */
async function reauthorize(userId: number, headers: Record<string, string>) {
  const client = await connect(socketUrl(port, t.settings.PUSHER_APP_KEY));
  open.push(client);
  return (await authorize(client.socketId, notificationChannel(userId), headers)).status;
}

describe('realtime sockets follow their sessions', () => {
  it('through the Pusher HTTP API: terminate_connections closes that user’s sockets only', async () => {
    const expertId = await idOf('expert@example.com');
    const journalistId = await idOf('journalist@example.com');
    const expert = await subscribed(expertId, await signIn(t.app, 'expert@example.com'));
    const journalist = await subscribed(journalistId, await signIn(t.app, 'journalist@example.com'));
    // The official SDK's call, as the API makes it when PUSHER_HOST names another endpoint.
    const sdk = new Pusher({
      appId: t.settings.PUSHER_APP_ID,
      key: t.settings.PUSHER_APP_KEY,
      secret: t.settings.PUSHER_APP_SECRET,
      host: '127.0.0.1',
      port: String(port),
    });
    const answer = await sdk.terminateUserConnections(String(expertId));
    expect(answer.status).toBe(200);
    expect(await closedWithin(expert)).toBe(CODE.RECONNECT);
    expect(await closedWithin(journalist, 300)).toBeNull();
    // A wrong signature terminates nothing.
    const forged = new Pusher({
      appId: t.settings.PUSHER_APP_ID,
      key: t.settings.PUSHER_APP_KEY,
      secret: 'not-the-secret-0123456789',
      host: '127.0.0.1',
      port: String(port),
    });
    await expect(forged.terminateUserConnections(String(journalistId))).rejects.toThrow();
    expect(await closedWithin(journalist, 300)).toBeNull();
  });

  it('logout closes the user’s sockets; the ended session is refused its channel, another session is not', async () => {
    const id = await idOf('journalist@example.com');
    const leaving = await signIn(t.app, 'journalist@example.com');
    const staying = await signIn(t.app, 'journalist@example.com');
    const mine = await subscribed(id, leaving);
    const other = await subscribed(id, staying);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: leaving });
    expect(out.statusCode).toBe(200);
    expect(await closedWithin(mine)).toBe(CODE.RECONNECT);
    expect(await closedWithin(other)).toBe(CODE.RECONNECT);
    expect(await reauthorize(id, leaving)).toBe(401);
    expect(await reauthorize(id, staying)).toBe(200);
  });

  it('a password change closes the sockets of the other sessions; they cannot subscribe again', async () => {
    const id = await idOf('expert@example.com');
    const elsewhere = await signIn(t.app, 'expert@example.com');
    const here = await signIn(t.app, 'expert@example.com');
    const socket = await subscribed(id, elsewhere);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/change',
      headers: here,
      payload: {
        current_password: 'Demo2026pass',
        password: 'Brand-new-2026-pass!',
        password_confirmation: 'Brand-new-2026-pass!',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await closedWithin(socket)).toBe(CODE.RECONNECT);
    expect(await reauthorize(id, elsewhere)).toBe(401);
    expect(await reauthorize(id, here)).toBe(200);
  });

  it('a removed team member’s socket closes', async () => {
    const memberId = await idOf('team@example.com');
    const member = await signIn(t.app, 'team@example.com');
    const socket = await subscribed(memberId, member);
    const [row] = await t.app.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.member_user_id, memberId));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/team-members/${row!.id}`,
      headers: await signIn(t.app, 'expert2@example.com'),
    });
    expect(removed.statusCode).toBe(200);
    expect(await closedWithin(socket)).toBe(CODE.RECONNECT);
    expect(await reauthorize(memberId, member)).toBe(401);
  });

  it('a session that expires (unused for TOKEN_IDLE_DAYS) has its sockets closed by the job', async () => {
    const id = await idOf('journalist@example.com');
    const headers = await signIn(t.app, 'journalist@example.com');
    const socket = await subscribed(id, headers);
    const idle = new Date(Date.now() - (t.settings.TOKEN_IDLE_DAYS + 1) * 86_400_000).toISOString();
    const hash = hashToken(headers.authorization.replace('Bearer ', ''));
    await t.app.db
      .update(accessTokens)
      .set({ last_used_at: idle, created_at: idle })
      .where(eq(accessTokens.token_hash, hash));
    expect(await closedWithin(socket, 300)).toBeNull();
    // The runner's next tick: the session ends, then the outbox closes its sockets.
    await t.app.jobs.runDue();
    expect(await closedWithin(socket)).toBe(CODE.RECONNECT);
    expect(await reauthorize(id, headers)).toBe(401);
  });

  it('a socket signed in as the user (pusher:signin, what an outside Pusher service needs) closes too', async () => {
    const id = await idOf('journalist@example.com');
    const headers = await signIn(t.app, 'journalist@example.com');
    const client = await connect(socketUrl(port, t.settings.PUSHER_APP_KEY));
    open.push(client);
    const closed = new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));
    const signed = await t.app.inject({
      method: 'POST',
      url: '/broadcasting/user-auth',
      headers,
      payload: { socket_id: client.socketId },
    });
    expect(signed.statusCode).toBe(200);
    const { auth, user_data } = signed.json() as { auth: string; user_data: string };
    expect(JSON.parse(user_data)).toEqual({ id: String(id) });
    const ok = client.next('pusher:signin_success');
    client.ws.send(JSON.stringify({ event: 'pusher:signin', data: { auth, user_data } }));
    await ok;
    // Another user's id under this signature is refused.
    const forged = await connect(socketUrl(port, t.settings.PUSHER_APP_KEY));
    open.push(forged);
    const refused = forged.next('pusher:error');
    forged.ws.send(JSON.stringify({ event: 'pusher:signin', data: { auth, user_data: '{"id":"2"}' } }));
    expect(JSON.parse((await refused).data).code).toBe(CODE.UNAUTHORIZED);

    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
    expect(await Promise.race([closed, new Promise((r) => setTimeout(() => r(null), 2_000))])).toBe(CODE.RECONNECT);
  });

  it('the shell’s client (laravel-echo on pusher-js) signs in, and its socket closes on logout', async () => {
    const headers = await signIn(t.app, 'journalist@example.com');
    const echo = echoClient(port, t.settings.PUSHER_APP_KEY, headers.authorization);
    try {
      const { pusher } = echo.connector;
      await pusher.user.signinDonePromise;
      expect(pusher.user.user_data).toEqual({ id: String(await idOf('journalist@example.com')) });
      const left = new Promise<string>((resolve) =>
        pusher.connection.bind('state_change', ({ previous, current }: { previous: string; current: string }) => {
          if (previous === 'connected') resolve(current);
        }),
      );
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
      expect(await Promise.race([left, new Promise((r) => setTimeout(() => r(null), 2_000))])).not.toBeNull();
    } finally {
      echo.disconnect();
    }
  });

  it('an admin lock (npm run admin -- lock) closes the sockets; the socket hears no later notification', async () => {
    const id = await idOf('journalist@example.com');
    const headers = await signIn(t.app, 'journalist@example.com');
    const socket = await subscribed(id, headers);
    // On PostgreSQL the command writes to the database from its own process: the API's job delivers.
    await runAdmin(t.app.db, 'lock', 'journalist@example.com', { shellUrl: 'http://shell.test' });
    await t.app.jobs.runDue();
    expect(await closedWithin(socket)).toBe(CODE.RECONNECT);
    await notificationsService(t.app.db, { realtime: t.app.realtime }).notify(id, 'Interview', '<p>declined</p>');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.client.frames.some((f) => f.event.endsWith('NotificationEvent'))).toBe(false);
    expect(await reauthorize(id, headers)).toBe(401);
  });
});
