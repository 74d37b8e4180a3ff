import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { INTERVIEW_STATUS } from 'mf-shared/roles';
import { expect } from '../../../test/expect';
import { signIn, type TestApp, demoApp } from '../../../test/helper';
import { interviews, interviewStatusChanges, users } from '../../db/schema';

let t: TestApp;
let journalist: Record<string, string>;

before(async () => ({ t, journalist } = await demoApp('journalist')));
after(() => t.app.close());

const dashboard = async (headers = journalist) => t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers });

describe('the journalist’s dashboard', () => {
  it('counts the journalist’s own interviews by status, upcoming ones, contacts and saved searches', async () => {
    const [me] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'journalist@example.com'));
    const mine = await t.app.db.select().from(interviews).where(eq(interviews.journalist_id, me!.id));
    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const byStatus = (s: number) => mine.filter((i) => i.status === s).length;
    expect(data.interviews).toEqual({
      pending: byStatus(INTERVIEW_STATUS.PENDING),
      approved: byStatus(INTERVIEW_STATUS.APPROVED),
      rejected: byStatus(INTERVIEW_STATUS.REJECTED),
      cancelled: byStatus(INTERVIEW_STATUS.CANCELLED),
      done: byStatus(INTERVIEW_STATUS.DONE),
      total: mine.length,
    });
    const ahead = mine.filter(
      (i) => i.status === INTERVIEW_STATUS.APPROVED && new Date(i.date_interview).getTime() > Date.now(),
    );
    expect(data.upcoming).toHaveLength(Math.min(5, ahead.length));

    const [guest] = (
      await t.app.inject({ method: 'POST', url: '/api/v1/search-guest', headers: journalist, payload: {} })
    ).json().data;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/contacts',
      headers: journalist,
      payload: { guest_id: guest.id },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved-searches',
      headers: journalist,
      payload: { name: 'Climate', query: { search: 'climate' } },
    });
    const after = (await dashboard()).json().data;
    expect(after.contacts).toBe(data.contacts + 1);
    expect(after.saved_searches[0]).toMatchObject({ name: 'Climate', query: { search: 'climate' }, last_new_count: 0 });
  });

  it('gives the median time from request to approval from the requests’ history', async () => {
    const [me] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'journalist@example.com'));
    const mine = await t.app.db
      .select({ id: interviews.id })
      .from(interviews)
      .where(eq(interviews.journalist_id, me!.id))
      .limit(3);
    expect(mine.length).toBe(3);
    // Approved 2, 4 and 9 hours after being requested: the median is 4.
    await t.app.db.delete(interviewStatusChanges).where(eq(interviewStatusChanges.status, INTERVIEW_STATUS.APPROVED));
    for (const [i, hours] of [2, 4, 9].entries()) {
      await t.app.db.insert(interviewStatusChanges).values({
        interview_id: mine[i]!.id,
        status: INTERVIEW_STATUS.APPROVED,
        created_at:
          sql`(SELECT created_at + ${`${hours} hours`}::interval FROM interviews WHERE id = ${mine[i]!.id})` as never,
      });
    }
    const data = (await dashboard()).json().data;
    expect(data.median_hours_to_approval).toBe(4);
    expect(data.approvals).toBe(3);
  });

  it('is for approved journalists only', async () => {
    expect((await dashboard({})).statusCode).toBe(401);
    expect((await dashboard(await signIn(t.app, 'expert@example.com'))).statusCode).toBe(403);
    expect((await dashboard(await signIn(t.app, 'waiting@example.com'))).statusCode).toBe(403);
  });
});
