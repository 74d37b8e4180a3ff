import { after, before, describe, it } from 'node:test';
import { and, asc, eq, like, ne } from 'drizzle-orm';
import { ROLE, STATUS } from 'mf-shared/roles';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { guests, users } from '../../db/schema';

let t: TestApp;
let journalist: Record<string, string>;
let otherJournalist: Record<string, string>;
let listed: { id: number; first_name: string; last_name: string }[];

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  journalist = await signIn(t.app, 'journalist@example.com');
  const [other] = await t.app.db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, ROLE.JOURNALIST),
        eq(users.status, STATUS.SIMPLE_USER),
        like(users.email, '%@example.org'),
        ne(users.email, 'journalist@example.com'),
      ),
    )
    .limit(1);
  // Generated journalists have passwords of their own: this one gets the demo password.
  const [demo] = await t.app.db
    .select({ password: users.password })
    .from(users)
    .where(eq(users.email, 'journalist@example.com'));
  await t.app.db.update(users).set({ password: demo!.password }).where(eq(users.email, other!.email));
  otherJournalist = await signIn(t.app, other!.email);
  const search = await call('POST', '/search-guest', journalist, { sort: 'name', per_page: 15 });
  listed = search.json().data;
});
after(() => t.app.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: headers as Record<string, string>, payload });

describe('a journalist’s contacts', () => {
  it('saves directory guests, lists them newest first, and saving twice changes nothing', async () => {
    const [a, b] = listed;
    const saved = await call('POST', '/contacts', journalist, { guest_id: a!.id });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({
      data: { guest_id: a!.id, saved_at: expect.any(String) },
      message: 'Saved to your contacts',
    });
    expect((await call('POST', '/contacts', journalist, { guest_id: b!.id })).statusCode).toBe(201);
    expect((await call('POST', '/contacts', journalist, { guest_id: a!.id })).json().data.saved_at).toBe(
      saved.json().data.saved_at,
    );

    const list = await call('GET', '/contacts', journalist);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ total: 2, current_page: 1, per_page: 10 });
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([b!.id, a!.id]);
    expect(list.json().data[0]).toMatchObject({
      guest_id: b!.id,
      first_name: b!.first_name,
      is_private: false,
      expertise: expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String) }]),
    });

    const saved2 = await call('GET', `/contacts/saved?guest_id=${a!.id}&guest_id=${listed[2]!.id}`, journalist);
    expect(saved2.json().data).toEqual([a!.id]);
    // Another journalist's contacts are their own.
    expect((await call('GET', '/contacts', otherJournalist)).json().meta.total).toBe(0);
  });

  it('searches, sorts and pages the contacts', async () => {
    for (const g of listed.slice(2, 6)) await call('POST', '/contacts', journalist, { guest_id: g.id });
    const target = listed[3]!;
    const found = await call('GET', `/contacts?search=${encodeURIComponent(target.last_name)}`, journalist);
    expect(found.json().data.map((c: { id: number }) => c.id)).toContain(target.id);
    for (const c of found.json().data)
      expect(`${c.first_name} ${c.last_name} ${c.title} ${c.company_name}`).toMatch(new RegExp(target.last_name, 'i'));

    const byName = (await call('GET', '/contacts?sort=name&direction=asc&per_page=5', journalist)).json();
    expect(byName.meta).toMatchObject({ total: 6, per_page: 5, last_page: 2 });
    const names = byName.data.map((c: { last_name: string }) => c.last_name.toLowerCase());
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y, 'en', { sensitivity: 'base' })));
    expect((await call('GET', '/contacts?page=2&per_page=5', journalist)).json().data).toHaveLength(1);
  });

  it('removes a contact, and a second removal is not found', async () => {
    const id = listed[0]!.id;
    const removed = await call('DELETE', `/contacts/${id}`, journalist);
    expect(removed.json()).toEqual({ message: 'Removed from your contacts' });
    expect((await call('DELETE', `/contacts/${id}`, journalist)).statusCode).toBe(404);
    // The guest itself stays in the directory.
    expect((await call('GET', `/guests/${id}`, journalist)).statusCode).toBe(200);
  });

  it('saves only guests the directory lists: not drafts, not someone’s private contact', async () => {
    const [draft] = await t.app.db.select({ id: guests.id }).from(guests).orderBy(asc(guests.id)).limit(1);
    await t.app.db.update(guests).set({ is_draft: true }).where(eq(guests.id, draft!.id));
    expect((await call('POST', '/contacts', journalist, { guest_id: draft!.id })).json()).toEqual({
      message: 'Guest not found',
    });
    await t.app.db.update(guests).set({ is_draft: false, is_private: true }).where(eq(guests.id, draft!.id));
    expect((await call('POST', '/contacts', journalist, { guest_id: draft!.id })).statusCode).toBe(404);
    // A private contact is seen by its owner only.
    expect((await call('GET', `/guests/${draft!.id}`, journalist)).statusCode).toBe(404);
    expect((await call('POST', '/contacts', journalist, { guest_id: 2147483647 })).statusCode).toBe(404);
    // A guest its expert hid from the directory, or removed, cannot be saved either.
    await t.app.db.update(guests).set({ is_private: false, is_hidden: true }).where(eq(guests.id, draft!.id));
    expect((await call('POST', '/contacts', journalist, { guest_id: draft!.id })).statusCode).toBe(404);
    await t.app.db
      .update(guests)
      .set({ is_hidden: false, deleted_at: new Date().toISOString() })
      .where(eq(guests.id, draft!.id));
    expect((await call('POST', '/contacts', journalist, { guest_id: draft!.id })).statusCode).toBe(404);
  });

  it('is for approved journalists only, and checks its input', async () => {
    expect((await call('GET', '/contacts', {})).statusCode).toBe(401);
    const expert = await call('GET', '/contacts', await signIn(t.app, 'expert@example.com'));
    expect(expert.statusCode).toBe(403);
    expect(expert.json().message).toBe('Only journalists keep contacts');
    expect((await call('GET', '/contacts', await signIn(t.app, 'waiting@example.com'))).statusCode).toBe(403);
    for (const body of [{}, { guest_id: 'x' }, { guest_id: -1 }, { guest_id: 1.5 }]) {
      expect([JSON.stringify(body), (await call('POST', '/contacts', journalist, body)).statusCode]).toEqual([
        JSON.stringify(body),
        422,
      ]);
    }
    expect((await call('GET', '/contacts?sort=password', journalist)).statusCode).toBe(422);
    expect((await call('GET', `/contacts?search=${'x'.repeat(300)}`, journalist)).statusCode).toBe(422);
  });
});
