import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { guests } from '../../db/schema';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
});
after(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('guest details', () => {
  it('opens for a signed-in user with the lists named and the expert who offers the guest', async () => {
    const [guest] = await t.database.db.select().from(guests).where(eq(guests.user_id, 2)).limit(1);
    const res = await get(`/guests/${guest.id}`, await signIn(t.app, 'journalist@example.com'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: guest.id,
      guest_id: guest.id,
      first_name: guest.first_name,
      last_name: guest.last_name,
      title: guest.title,
      description: guest.description,
      expert: { id: 2, name: expect.any(String) },
    });
    for (const list of ['country', 'expertise', 'available', 'languages'])
      for (const item of data[list]) expect(item).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(data.expertise.length).toBeGreaterThan(0);
    expect(Array.isArray(data.images) && Array.isArray(data.videos)).toBe(true);
  });

  it('asks anyone else to sign in', async () => {
    expect((await get('/guests/1')).statusCode).toBe(401);
  });

  it('hides another expert’s draft and answers 404 for an unknown guest', async () => {
    const [draft] = await t.database.db
      .insert(guests)
      .values({
        user_id: 2,
        first_name: 'Draft',
        last_name: 'Guest',
        gender: 'Female',
        title: 'CFO',
        company_name: 'Acme',
        linkedin: 'https://www.linkedin.com/in/draft',
        description: 'd'.repeat(120),
        is_draft: true,
      })
      .returning({ id: guests.id });
    expect((await get(`/guests/${draft.id}`, await signIn(t.app, 'journalist@example.com'))).statusCode).toBe(404);
    expect((await get(`/guests/${draft.id}`, await signIn(t.app, 'expert@example.com'))).statusCode).toBe(200);
    expect((await get('/guests/999999', await signIn(t.app, 'expert@example.com'))).statusCode).toBe(404);
  });
});
