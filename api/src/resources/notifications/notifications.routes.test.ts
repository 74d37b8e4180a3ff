import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { emailTemplates, guests, notifications } from '../../db/schema';

let t: TestApp;
let journalist: Record<string, string>;
let expert: Record<string, string>;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  journalist = await signIn(t.app, 'journalist@example.com');
  expert = await signIn(t.app, 'expert@example.com');
});
after(() => t.app.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('notifications', () => {
  it('lists the user’s own notifications, newest first, in the list shape', async () => {
    const res = await get('/notifications?per_page=3', expert);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(3);
    expect(res.json().meta).toMatchObject({ current_page: 1, per_page: 3 });
    const [a, b] = res.json().data;
    expect(a).toEqual({
      id: expect.any(Number),
      type: expect.stringMatching(/^(Interview|Question)$/),
      data: expect.any(String),
      created_at: expect.any(String),
      read_at: null,
    });
    expect(a.created_at >= b.created_at).toBe(true);
  });

  it('marks one read, and treats someone else’s as missing', async () => {
    const [mine] = (await get('/notifications', expert)).json().data;
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/notifications/read/${mine.id}`, headers: expert });
    expect(res.json().data.read_at).toEqual(expect.any(String));
    const [theirs] = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.user_id, 1))
      .limit(1);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/notifications/read/${theirs.id}`, headers: expert }))
        .statusCode,
    ).toBe(404);
  });

  it('counts unread messages at data.data.count_unread', async () => {
    const res = await get('/conversation/count-unread', journalist);
    expect(res.json()).toEqual({ data: { count_unread: expect.any(Number) } });
  });

  it('needs a signed-in user', async () => {
    expect((await get('/notifications', {})).statusCode).toBe(401);
  });
});

describe('interview requests', () => {
  const request = async (headers: Record<string, string>, change: object = {}) => {
    const [guest] = await t.database.db.select({ id: guests.id }).from(guests).where(eq(guests.user_id, 2)).limit(1);
    const [template] = await t.database.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.user_id, 1), eq(emailTemplates.is_default, true)));
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/interview/create',
      headers,
      payload: {
        guest_id: guest.id,
        email_template_id: template.id,
        date_interview: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        ...change,
      },
    });
  };

  it('lets an approved journalist request one; the expert is notified; it shows as upcoming', async () => {
    const res = await request(journalist);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 0, journalist_id: 1, expert_id: 2 });
    const [latest] = (await get('/notifications?per_page=1', expert)).json().data;
    expect(latest.data).toContain('New interview request from <b>Jordan Lee</b>');
    const upcoming = (await get('/interview/upcoming', journalist)).json().data;
    expect(upcoming[0]).toEqual({
      id: expect.any(Number),
      guest_fullname: expect.any(String),
      date: expect.any(String),
    });
    expect(upcoming.map((u: { date: string }) => u.date)).toEqual(
      [...upcoming.map((u: { date: string }) => u.date)].sort(),
    );
  });

  it('refuses an expert with the spec’s message', async () => {
    const res = await request(expert);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only journalist can create interviews');
  });

  it('refuses a date in the past, and another journalist’s template', async () => {
    const past = await request(journalist, { date_interview: '2020-01-01T10:00:00Z' });
    expect(past.json().errors).toEqual({ date_interview: ['Date cannot be in the past'] });
    const [foreign] = await t.database.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(eq(emailTemplates.user_id, 7))
      .limit(1);
    const other = await request(journalist, { email_template_id: foreign.id });
    expect(other.json().errors).toEqual({ email_template_id: ['The selected email template is invalid.'] });
  });
});
