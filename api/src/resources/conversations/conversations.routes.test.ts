import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type Echo from 'laravel-echo';
import { ACCESS_MESSAGES } from 'mf-shared/messages';
import { STATUS } from 'mf-shared/roles';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { chats, messages, notifications, users } from '../../db/schema';
import { echoClient } from '../../realtime/testing';

let t: TestApp;
let port: number;
let journalist: Record<string, string>;
let expert: Record<string, string>;
let expert2: Record<string, string>;
let team: Record<string, string>;
const echos: Echo<'pusher'>[] = [];
const JOURNALIST = 1;
const EXPERT = 2;

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  [journalist, expert, expert2, team] = await Promise.all(
    ['journalist', 'expert', 'expert2', 'team'].map((who) => signIn(t.app, `${who}@example.com`)),
  );
});
after(async () => {
  echos.forEach((e) => e.disconnect());
  await t.app.close();
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const unread = async (headers: Record<string, string>) =>
  (await get('/conversation/count-unread', headers)).json().data.count_unread as number;

/** The visible guests of an expert account, oldest first. */
async function guestsOf(expertId: number) {
  const rows = (await t.database.db.execute(sql`
    SELECT g.id, g.first_name, g.last_name FROM guests g JOIN guest_search_filters f ON f.guest_id = g.id AND f.visible
    WHERE g.user_id = ${expertId} ORDER BY g.id`)) as unknown as {
    rows: { id: number; first_name: string; last_name: string }[];
  };
  return rows.rows;
}

const userIdOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

describe('questions', () => {
  it('lets a journalist ask a guest; the thread is the expert account’s, unread there, and reused for the next question', async () => {
    const [guest] = await guestsOf(EXPERT);
    const before = await unread(expert);
    const asked = await post('/conversation', journalist, { guest_id: guest.id, message: '  How will rates move?  ' });
    expect(asked.statusCode).toBe(201);
    const { id } = asked.json().data;
    expect(await unread(expert)).toBe(before + 1);

    const again = await post('/conversation', journalist, { guest_id: guest.id, message: 'And inflation?' });
    expect(again.json().data.id).toBe(id);
    expect(await unread(expert)).toBe(before + 2);

    const list = (await get('/conversation', expert)).json().data;
    expect(list[0]).toEqual({
      id,
      fullname: 'Jordan Lee',
      avatar: null,
      last_message_date: expect.any(String),
      message: 'And inflation?',
      is_read_last_message: false,
      unread_count: expect.any(Number),
      guest: { id: guest.id, first_name: guest.first_name, last_name: guest.last_name },
      journalist: { id: JOURNALIST, name: 'Jordan Lee' },
    });
    const mine = (await get('/conversation', journalist)).json().data.find((c: { id: number }) => c.id === id);
    expect(mine).toMatchObject({ fullname: `${guest.first_name} ${guest.last_name}`, is_read_last_message: true });

    const thread = (await get(`/conversation/${id}`, journalist)).json().data;
    expect(thread.messages.slice(-2).map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ['How will rates move?', true],
      ['And inflation?', true],
    ]);
  });

  it('notifies the expert account of a new question (not of every message in it)', async () => {
    const [, guest] = await guestsOf(EXPERT);
    await t.database.db.delete(chats).where(and(eq(chats.journalist_id, JOURNALIST), eq(chats.guest_id, guest.id)));
    const questions = () =>
      t.database.db.$count(notifications, and(eq(notifications.user_id, EXPERT), eq(notifications.type, 'Question')));
    const before = await questions();
    await post('/conversation', journalist, { guest_id: guest.id, message: 'A first question' });
    expect(await questions()).toBe(before + 1);
    await post('/conversation', journalist, { guest_id: guest.id, message: 'A second one in the same thread' });
    expect(await questions()).toBe(before + 1);
  });

  it('keeps a draft answer for its writer only: the journalist neither sees nor counts it', async () => {
    const [guest] = await guestsOf(EXPERT);
    const { id } = (await post('/conversation', journalist, { guest_id: guest.id, message: 'Draft test?' })).json()
      .data;
    const journalistUnread = await unread(journalist);
    const saved = await post(`/conversation/${id}/message`, expert, { message: 'Half an answer', type: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Draft saved');
    await post(`/conversation/${id}/message`, expert, { message: 'A better half answer', type: 0 });

    const theirs = (await get(`/conversation/${id}`, journalist)).json().data;
    expect(theirs.draft).toBeNull();
    expect(JSON.stringify(theirs.messages)).not.toContain('half answer');
    expect(await unread(journalist)).toBe(journalistUnread);
    const listed = (await get('/conversation', journalist)).json().data.find((c: { id: number }) => c.id === id);
    expect(listed.message).toBe('Draft test?');

    const ours = (await get(`/conversation/${id}`, expert)).json().data;
    expect(ours.draft).toEqual({ id: expect.any(Number), body: 'A better half answer' });
    expect(await t.database.db.$count(messages, and(eq(messages.chat_id, id), eq(messages.type, 0)))).toBe(1);

    const sent = await post(`/conversation/${id}/message`, expert, { message: 'The full answer', type: 1 });
    expect(sent.json()).toMatchObject({
      data: { body: 'The full answer', mine: true, type: 1 },
      message: 'Message sent',
    });
    expect((await get(`/conversation/${id}`, expert)).json().data.draft).toBeNull();
    expect(await unread(journalist)).toBe(journalistUnread + 1);
    const now = (await get(`/conversation/${id}`, journalist)).json().data.messages.at(-1);
    expect(now).toMatchObject({ body: 'The full answer', mine: false, read: false });
  });

  it('marks what the viewer received read when they open the thread, and pages the thread latest first', async () => {
    const [guest] = await guestsOf(EXPERT);
    const { id } = (await post('/conversation', journalist, { guest_id: guest.id, message: 'Paging?' })).json().data;
    for (const n of [1, 2, 3]) await post(`/conversation/${id}/message`, expert, { message: `Answer ${n}`, type: 1 });
    expect((await get('/conversation', journalist)).json().data.find((c: { id: number }) => c.id === id)).toMatchObject(
      { unread_count: expect.any(Number), is_read_last_message: false },
    );
    const before = await unread(journalist);
    const read = await post(`/conversation/${id}/read`, journalist);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.count_unread).toBeLessThanOrEqual(before - 3);
    expect(await unread(journalist)).toBe(read.json().data.count_unread);
    expect((await get('/conversation', journalist)).json().data.find((c: { id: number }) => c.id === id)).toMatchObject(
      { unread_count: 0, is_read_last_message: true },
    );

    const page1 = (await get(`/conversation/${id}?per_page=2`, journalist)).json().data;
    expect(page1.messages.map((m: { body: string }) => m.body)).toEqual(['Answer 2', 'Answer 3']);
    const page2 = (await get(`/conversation/${id}?per_page=2&page=2`, journalist)).json().data;
    expect(page2.messages.at(-1).body).toBe('Answer 1');
    expect(page1).toMatchObject({ page: 1, per_page: 2, total: page2.total });
  });

  it('tells the recipient live: ConversationEvent with their unread count and the thread', async () => {
    const echo = echoClient(port, t.settings.PUSHER_APP_KEY, journalist.authorization);
    echos.push(echo);
    const channel = echo.private(`user.${JOURNALIST}`);
    const events: { count_unread: number; chat_id: number }[] = [];
    channel.listen('ConversationEvent', (e: { count_unread: number; chat_id: number }) => events.push(e));
    await new Promise<void>((resolve) => channel.subscribed(() => resolve()));

    const [guest] = await guestsOf(EXPERT);
    const { id } = (await post('/conversation', journalist, { guest_id: guest.id, message: 'Live?' })).json().data;
    await post(`/conversation/${id}/message`, expert, { message: 'Not yet sent', type: 0 });
    await post(`/conversation/${id}/message`, expert, { message: 'Live answer', type: 1 });
    const expected = await unread(journalist);
    for (let i = 0; i < 100 && !events.length; i++) await new Promise((r) => setTimeout(r, 20));
    // Only the sent answer reached the journalist: a draft is never broadcast.
    expect(events).toEqual([{ count_unread: expected, chat_id: id }]);
  });

  it('shows the account’s median time to first answer on its guests’ cards once 3 threads are answered', async () => {
    const expert2Id = await userIdOf('expert2@example.com');
    const three = (await guestsOf(expert2Id)).slice(0, 3);
    expect(three).toHaveLength(3);
    const card = async (g: { id: number; first_name: string; last_name: string }) => {
      const res = await post('/search-guest', journalist, { search: `${g.first_name} ${g.last_name}` });
      return res.json().data.find((c: { id: number }) => c.id === g.id);
    };
    for (const [i, g] of three.entries()) {
      const { id } = (await post('/conversation', journalist, { guest_id: g.id, message: `Question ${i}` })).json()
        .data;
      // Asked 150 minutes ago: the median is 2.5 h, shown as "within 3 h".
      await t.database.db
        .update(chats)
        .set({ created_at: new Date(Date.now() - 150 * 60_000).toISOString() })
        .where(eq(chats.id, id));
      expect((await card(three[0])).answers_within_hours).toBeNull();
      // A team member answers for the account.
      const answered = await post(`/conversation/${id}/message`, team, { message: `Answer ${i}`, type: 1 });
      expect(answered.statusCode).toBe(200);
    }
    expect((await card(three[0])).answers_within_hours).toBe(3);
    const [account] = await t.database.db
      .select({ n: users.answer_count, m: users.answer_median_minutes })
      .from(users)
      .where(eq(users.id, expert2Id));
    expect(account).toEqual({ n: 3, m: 150 });
    // The owner and the member read the same thread list and unread count.
    expect((await get('/conversation', expert2)).json().data.map((c: { id: number }) => c.id)).toEqual(
      (await get('/conversation', team)).json().data.map((c: { id: number }) => c.id),
    );
  });

  it('answers 404 for someone else’s thread, 403 to a wrong role, 422 for bad input', async () => {
    const [guest] = await guestsOf(EXPERT);
    const { id } = (await post('/conversation', journalist, { guest_id: guest.id, message: 'Private?' })).json().data;
    for (const res of [
      await get(`/conversation/${id}`, expert2),
      await post(`/conversation/${id}/message`, expert2, { message: 'Me too', type: 1 }),
      await post(`/conversation/${id}/read`, team),
      await get('/conversation/999999', journalist),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Conversation not found');
    }

    const byExpert = await post('/conversation', expert, { guest_id: guest.id, message: 'Hi' });
    expect(byExpert.statusCode).toBe(403);
    expect(byExpert.json().message).toBe('Only journalist can ask questions');
    const waiting = await signIn(t.app, 'waiting@example.com');
    const refused = await get('/conversation', waiting);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCESS_MESSAGES[STATUS.WAIT_FOR_APPROVING]);

    const empty = await post('/conversation', journalist, { guest_id: guest.id, message: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ message: ['This field is required'] });
    const long = await post(`/conversation/${id}/message`, journalist, { message: 'x'.repeat(5001), type: 1 });
    expect(long.json().errors).toEqual({ message: ['This field must be at most 5000 characters'] });
    const badType = await post(`/conversation/${id}/message`, journalist, { message: 'Hi', type: 7 });
    expect(badType.statusCode).toBe(422);
    expect(Object.keys(badType.json().errors)).toEqual(['type']);
    const object = await post('/conversation', journalist, { guest_id: guest.id, message: { $ne: 1 } });
    expect(object.statusCode).toBe(422);

    // A guest the directory does not show (a draft, or missing) cannot be asked.
    const hidden = (await t.database.db.execute(sql`
      SELECT g.id FROM guests g JOIN guest_search_filters f ON f.guest_id = g.id WHERE NOT f.visible LIMIT 1`)) as unknown as {
      rows: { id: number }[];
    };
    const hiddenId = hidden.rows[0]?.id ?? 999999;
    const missing = await post('/conversation', journalist, { guest_id: hiddenId, message: 'Hello?' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Guest not found');
  });
});
