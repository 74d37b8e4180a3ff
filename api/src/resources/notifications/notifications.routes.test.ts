import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { type TestApp, demoApp } from '../../../test/helper';
import { notifications } from '../../db/schema';

let t: TestApp;
let journalist: Record<string, string>;
let expert: Record<string, string>;
before(async () => ({ t, journalist, expert } = await demoApp('journalist', 'expert')));
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
